import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { until } from '../../api/test/helpers/until.js';
import { sidewaysOverflow, suiteJourney } from './journey.js';

/** FPT with its 'Phần mềm' peers (sample ratios only) and VCB with three banks (real ratios, then samples). */
const TICKERS = 'FPT,CMT,ICT,HPT,SRA,SBD,VCB,BID,CTG,TCB';
const TABLES = ['Thông tin doanh nghiệp', 'Định giá', 'Chỉ số tài chính', 'So sánh cùng ngành'] as const;

/** The learner's stock screen (issue 32 §1): look-ups, provenance, the same industry across quarters, both widths. */
describe('stock screen journeys', () => {
  const journey = suiteJourney({ SEED_MARKET: 'true', MARKET_SEED_TICKERS: TICKERS });
  let learner: { username: string; password: string };

  const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  const learnerPage = async (width = 1440) => {
    const page = await journey.signedInPage(learner.username, learner.password, width);
    await page.context().addInitScript(() => (globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }).localStorage.setItem('firstTimeHomePopup', 'false'));
    await page.goto(`${journey.base}/home?tab=company`);
    await page.getByRole('button', { name: 'Tìm', exact: true }).waitFor();
    return page;
  };
  const search = async (page: Page, ticker: string) => {
    await page.getByRole('combobox', { name: 'Mã chứng khoán' }).fill(ticker);
    await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  };
  /** Each table is drawn with its provenance (source and date). */
  const expectTablesWithProvenance = async (page: Page) => {
    for (const name of TABLES) {
      const provenance = region(page, name).locator('[data-provenance]');
      await provenance.waitFor();
      await expect(provenance.innerText()).resolves.toMatch(/Nguồn: .+\s+Ngày dữ liệu: .+/);
    }
  };
  const headers = (table: Locator) => table.locator('thead th').allInnerTexts();

  beforeAll(async () => {
    learner = await journey.t.createUser({ email: 'hocvien.co-phieu@example.vn' });
    await until('the market seed is ready', async () => ((await (await fetch(`${journey.base}/api/health`)).json()) as { marketSeed?: { status: string } }).marketSeed?.status === 'ready', 40_000);
    const admin = await journey.t.signInAdmin();
    // An extreme real value in FPT's newest quarter: marked on screen, never hidden.
    const newest = (await admin.get('/api/fin-ratio').query({ ticker: 'FPT', sort: '-Ngày', 'filter[Kiểu thời gian]': 'Quý', pageSize: 1 }).expect(200)).body.data[0];
    await admin.put(`/api/market/fin_ratio/${newest.id}`).send({ data: { ...newest.data, pe: 16137 } }).expect(200);
    await admin
      .post('/api/ai-summary')
      .send({
        status: 'published',
        info: { title: 'Tổng quan doanh nghiệp VCB', sheetName: 'CompanySummary', searchTerm: 'VCB' },
        summary1: '**Vietcombank** dẫn đầu về chất lượng tài sản.<img src=x onerror="window.__xss=1">',
        summary2: '## Chi tiết\n\nTỷ lệ nợ xấu thấp nhất ngành.<script>window.__xss=2</script>',
      })
      .expect(201);
  }, 60_000);

  it('looks up FPT and VCB at 1440: suggestions, four tables with their source and date, the overview, extremes marked', async () => {
    const page = await learnerPage();
    // An empty box and an unknown ticker each say so.
    await page.getByRole('button', { name: 'Tìm', exact: true }).click();
    await page.getByRole('alert').getByText('Vui lòng nhập mã chứng khoán!').waitFor();
    await search(page, 'zzz');
    await page.getByRole('alert').getByText('Không tìm thấy dữ liệu cho mã chứng khoán ZZZ').waitFor();

    // Suggestions by name without accents; choosing one searches it.
    await page.getByRole('combobox', { name: 'Mã chứng khoán' }).fill('ngoai thuong');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Ngân hàng Thương mại Cổ phần Ngoại thương Việt Nam' }).click();
    await expectTablesWithProvenance(page);
    await expect(region(page, 'Thông tin doanh nghiệp').innerText()).resolves.toContain('Ngân hàng');
    // The bank family's metrics over 4 quarters, newest first.
    const bankRatios = region(page, 'Chỉ số tài chính');
    await expect(bankRatios.innerText()).resolves.toContain('Biên lãi ròng (NIM)');
    expect((await headers(bankRatios.locator('table'))).map((text) => text.split('\n')[0])).toEqual(['Chỉ số', 'Quý 3/2025', 'Quý 2/2025', 'Quý 1/2025', 'Quý 4/2024']);
    // VCB's quarters are real: no 'Dữ liệu mẫu'.
    await expect(bankRatios.getByText('Dữ liệu mẫu').count()).resolves.toBe(0);
    // The valuation: the broker reports, newest first, with the spec's columns.
    const valuation = region(page, 'Định giá');
    expect(await headers(valuation.locator('table'))).toEqual(['Mã CK', 'Nguồn', 'Giá mục tiêu (đồng)', 'Ngày khuyến nghị', 'URL báo cáo', 'Khuyến nghị', 'Tên báo cáo']);
    expect(await valuation.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    // The saved overview, sanitised, its detailed part behind 'Xem thêm', with its date.
    const overview = region(page, 'Tổng quan AI');
    await overview.getByText('Vietcombank').waitFor();
    await expect(overview.innerText()).resolves.toMatch(/Tạo ngày \d\d\/\d\d\/\d{4}/);
    await overview.getByRole('button', { name: 'Xem thêm' }).click();
    await page.getByRole('dialog').getByText('Tỷ lệ nợ xấu thấp nhất ngành.').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();

    // FPT: the ordinary family, money in 'tỷ', the edited extreme marked and shown.
    await search(page, 'fpt');
    await region(page, 'Thông tin doanh nghiệp').getByText('Phần mềm', { exact: true }).waitFor();
    await expectTablesWithProvenance(page);
    const ratios = region(page, 'Chỉ số tài chính');
    await expect(ratios.innerText()).resolves.toContain('Vòng quay tài sản cố định');
    await expect(ratios.locator('[data-extreme]').first().innerText()).resolves.toContain('16.137');
    await expect(ratios.getByText(/ tỷ$/).first().isVisible()).resolves.toBe(true);
    // FPT's real quarters end earlier: the generated ones say 'Dữ liệu mẫu', in their column and under the table.
    await expect(ratios.locator('thead').getByText('Dữ liệu mẫu').first().isVisible()).resolves.toBe(true);
    await expect(ratios.locator('[data-provenance]').innerText()).resolves.toContain('Dữ liệu mẫu');
    await expect(region(page, 'Tổng quan AI').getByText('Chưa có tổng quan cho mã chứng khoán này.').isVisible()).resolves.toBe(true);
  });

  it('compares the same industry across quarters at 1440', async () => {
    const page = await learnerPage();
    await search(page, 'VCB');
    const industry = region(page, 'So sánh cùng ngành');
    await industry.getByText('So sánh cùng ngành: Ngân hàng').waitFor();
    const companies = async () => (await headers(industry.locator('table'))).map((text) => text.split('\n')[0]);
    await until('the comparison of the newest quarter', async () => (await companies()).length === 5);
    const newest = await companies();
    expect(newest[0]).toBe('Chỉ số');
    expect(newest[1]).toBe('VCB');
    expect(new Set(newest.slice(2))).toEqual(new Set(['BID', 'CTG', 'TCB']));
    const firstValues = await industry.locator('tbody').innerText();

    // The selector offers the current quarter and the 4 before it.
    await industry.getByRole('combobox', { name: 'Quý' }).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    expect(await options.allInnerTexts()).toEqual(['Quý 3/2025', 'Quý 2/2025', 'Quý 1/2025', 'Quý 4/2024', 'Quý 3/2024']);
    await options.filter({ hasText: 'Quý 3/2024' }).click();
    await until('the comparison of Quý 3/2024', async () => (await industry.locator('tbody').innerText()) !== firstValues && !(await industry.locator('.ant-spin-spinning').count()));
    expect((await companies())[1]).toBe('VCB');
    await expect(industry.locator('[data-provenance]').innerText()).resolves.toMatch(/Nguồn: .*computed/);
  });

  it('fits a 375 px phone: tables scroll inside their cards, never the page', async () => {
    const page = await learnerPage(375);
    await search(page, 'FPT');
    await expectTablesWithProvenance(page);
    await region(page, 'So sánh cùng ngành').locator('tbody tr').nth(5).waitFor();
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, wide: [] });
    // The ratio table is wider than the phone and scrolls in its own frame.
    const frame = region(page, 'Chỉ số tài chính').locator('.ant-table-content');
    const { scrollWidth, clientWidth } = await frame.evaluate((element) => ({ scrollWidth: (element as unknown as { scrollWidth: number }).scrollWidth, clientWidth: (element as unknown as { clientWidth: number }).clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
  });
});
