import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { MARKET_ROUTES, type MarketListResponse } from '@k9/contracts';
import { MARKET_SEED_STREAM, type EventStore } from '@k9/domain';
import { until } from '../../api/test/helpers/until.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { EVENT_STORE } from '../../api/src/platform/event-store/event-store.token.js';
import { sidewaysOverflow, suiteJourney } from './journey.js';

/**
 * Issue 32 §4, spec 3 §2 screen 2: an admin adds a company report, sets its three tables and previews them, each table
 * with its source and date, over one company's real market data (FPT); at 1440 and at 375 px.
 */
describe('company report settings', () => {
  // Generated market rows are ratio rows only, which these tables do not read: the seed leaves them out to stay quick.
  const journey = suiteJourney({ SEED_SAMPLE_CONTENT: 'false', SEED_MARKET: 'true', MARKET_SEED_TICKERS: 'FPT', SEED_SAMPLE_MARKET: 'false' });
  /** A BCTC column of FPT's rows, for the valuation table's compare column. */
  let statementColumn: string;
  /** What the valuation table shows: FPT's 3 newest BCTC rows as the list route answers them. */
  let statements: MarketListResponse;

  beforeAll(async () => {
    const store = journey.t.app.get<EventStore>(EVENT_STORE);
    await until('the market seed is done', async () => (await store.readStream(MARKET_SEED_STREAM)).some((event) => event.type === 'MarketSeedCompleted'), 30_000);
    const admin = await journey.t.signInAdmin();
    statements = (await admin.get(MARKET_ROUTES.bctc_consol).query({ ticker: 'FPT', sort: '-Ngày', pageSize: 3 }).expect(200)).body;
    statementColumn = Object.keys(statements.data[0].data).find((column) => !['Mã CK', 'Ngày', 'Kiểu thời gian'].includes(column))!;
  }, 40_000);

  const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
  const choose = async (page: Page, combobox: Locator, title: string) => {
    await combobox.click();
    const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await open.locator(`.ant-select-item-option[title="${title}"]`).click();
    await open.waitFor({ state: 'detached' });
  };
  const setTable = async (page: Page, dialog: Locator, label: string, source: string, column: string, rows: string) => {
    await choose(page, dialog.getByRole('combobox', { name: `Nguồn dữ liệu ${label}` }), source);
    await dialog.getByRole('combobox', { name: `Cột so sánh ${label}` }).fill(column);
    await dialog.getByRole('spinbutton', { name: `Số dòng ${label}` }).fill(rows);
  };

  it('at 1440 px: adds a report with the form rules, sets its tables and previews them with their source', async () => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    // Reached from the admin menu (spec 3 §2: /company-report is an admin route).
    await page.goto(`${journey.base}/admin`);
    await page.getByRole('menuitem', { name: 'Company Report' }).click();
    await page.waitForURL(`${journey.base}/company-report`);
    await page.getByRole('heading', { name: 'Company Report' }).waitFor();
    await page.getByText('Chưa có báo cáo doanh nghiệp nào').waitFor();

    await page.getByRole('button', { name: 'Thêm báo cáo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm báo cáo doanh nghiệp' });
    // Spec 3 §5: everything required, row count 1-100 (5 to start with).
    expect(await dialog.getByRole('spinbutton', { name: 'Số dòng Bảng định giá' }).inputValue()).toBe('5');
    await dialog.getByRole('spinbutton', { name: 'Số dòng Bảng định giá' }).fill('101');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.getByText('Vui lòng nhập mã chứng khoán!').waitFor();
    await dialog.getByText('Vui lòng nhập tên báo cáo!').waitFor();
    await dialog.getByText('Vui lòng chọn nguồn dữ liệu cho bảng định giá!').waitFor();
    await dialog.getByText('Vui lòng chọn cột so sánh cho bảng so sánh cùng ngành!').waitFor();
    await dialog.getByText('Số dòng phải từ 1 đến 100!').waitFor();

    await dialog.getByRole('textbox', { name: 'Mã CK' }).fill('fpt');
    await dialog.getByRole('textbox', { name: 'Tên báo cáo' }).fill('FPT tổng quan');
    await setTable(page, dialog, 'Bảng định giá', 'BCTC (báo cáo tài chính)', statementColumn, '5');
    await setTable(page, dialog, 'Bảng chỉ số tài chính', 'CompanyEvent (sự kiện doanh nghiệp)', 'Loại sự kiện', '4');
    await setTable(page, dialog, 'Bảng so sánh cùng ngành', 'CompanyInfo (thông tin doanh nghiệp)', 'Ngành cấp 4', '5');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await toast(page, 'Đã thêm báo cáo!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The table: the company-info columns of FPT beside the report.
    const row = page.getByRole('row').filter({ hasText: 'FPT tổng quan' });
    await row.getByText('HOSE', { exact: true }).waitFor();

    // Settings: the valuation table shows 3 rows from now on.
    await row.getByRole('button', { name: 'Cài đặt' }).click();
    const settings = page.getByRole('dialog', { name: 'Cài đặt báo cáo: FPT tổng quan' });
    expect(await settings.getByRole('combobox', { name: 'Cột so sánh Bảng định giá' }).inputValue()).toBe(statementColumn);
    await settings.getByRole('spinbutton', { name: 'Số dòng Bảng định giá' }).fill('3');
    await settings.getByRole('button', { name: 'Lưu' }).click();
    await toast(page, 'Lưu cài đặt thành công!').waitFor();
    await settings.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Xem trước' }).click();
    const preview = page.getByRole('dialog', { name: 'Xem trước: FPT tổng quan (FPT)' });
    const valuation = preview.locator('[data-table="valuationTable"]');
    await valuation.getByRole('columnheader', { name: statementColumn }).waitFor();
    await until('the valuation table shows its 3 rows', async () => (await valuation.locator('tbody tr.ant-table-row').count()) === 3);
    // Each table names its source and date; generated rows say 'Dữ liệu mẫu'.
    const shown = statements.data.map((entry) => (entry.sample ? 'Dữ liệu mẫu' : entry.source));
    await valuation.getByText(`Nguồn: ${[...new Set(shown)].join('; ')} · Ngày dữ liệu: ${[...new Set(statements.data.map((entry) => entry.asOf))].join('; ')}`).waitFor();
    expect(await valuation.getByText('Dữ liệu mẫu', { exact: true }).count()).toBe(statements.data.filter((entry) => entry.sample).length);
    const industry = preview.locator('[data-table="industryComparisonTable"]');
    await industry.getByText(/^Cùng Ngành cấp 4: /).waitFor();
    await industry.getByText(/^Nguồn: .+ · Ngày dữ liệu: .+/).waitFor();
    await preview.locator('[data-table="financialRatioTable"]').getByRole('columnheader', { name: 'Loại sự kiện' }).waitFor();
    await preview.getByRole('button', { name: 'Đóng' }).first().click();
    await preview.waitFor({ state: 'hidden' });
  });

  it('at 375 px: the list, the settings and the preview fit the screen, and the report is deleted after a confirmation', async () => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password, 375);
    await page.goto(`${journey.base}/company-report`);
    const row = page.getByRole('row').filter({ hasText: 'FPT tổng quan' });
    await row.waitFor();
    expect((await sidewaysOverflow(page)).overflow).toBe(0);

    await row.getByRole('button', { name: 'Cài đặt' }).click();
    const settings = page.getByRole('dialog', { name: 'Cài đặt báo cáo: FPT tổng quan' });
    expect(await settings.getByRole('spinbutton', { name: 'Số dòng Bảng định giá' }).inputValue()).toBe('3');
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, wide: [] });
    await settings.getByRole('button', { name: 'Hủy' }).click();
    await settings.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Xem trước' }).click();
    const preview = page.getByRole('dialog', { name: 'Xem trước: FPT tổng quan (FPT)' });
    await preview.locator('[data-table="valuationTable"]').getByText(/^Nguồn: /).waitFor();
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, wide: [] });
    await preview.getByRole('button', { name: 'Đóng' }).first().click();
    await preview.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Xóa' }).click();
    await page.getByText('Bạn có chắc chắn muốn xóa?').waitFor();
    await page.locator('.ant-popover').getByRole('button', { name: 'Xóa' }).click();
    await toast(page, 'Đã xóa báo cáo!').waitFor();
    await page.getByText('Chưa có báo cáo doanh nghiệp nào').waitFor();
    await page.getByRole('button', { name: 'Quay lại' }).click();
    await page.waitForURL(`${journey.base}/home`);
  });
});
