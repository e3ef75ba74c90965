import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DOCUMENT_SUMMARY_LABELS } from '@k9/domain';
import type { Page } from 'playwright-core';
import { aiTestEnv } from '../../api/test/helpers/ai-test-env.js';
import { openPdfMaker, VIETNAMESE_PAGES } from '../../api/test/helpers/pdf-documents.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { until } from '../../api/test/helpers/until.js';
import { answerTo, settledValue, sidewaysOverflow, suiteAiJourney } from './journey.js';

const REPLY = `${DOCUMENT_SUMMARY_LABELS.detailed}\n## Phân tích tín dụng\nTín dụng tăng mười hai phần trăm.\n${DOCUMENT_SUMMARY_LABELS.short}\nNgân hàng tăng trưởng ổn định.`;
/** The instruction the admins saved in the OCR setting: the box starts with it. */
const SAVED_INSTRUCTION = 'Tóm tắt báo cáo ngành, giữ các số liệu tín dụng và khuyến nghị.';

/**
 * Issue 33 §1: a learner's data-tables page. Three industry reports selected and summarised, one of them missing on
 * its server: the 'analysed' column fills in live, the failure is said on its row, the completion says 2/3, and
 * 'Chi tiết AI Summary' shows the summary with the text it was made from. At 1440 and at 375 px (each width its rows).
 */
describe('data tables with OCR and AI summaries (issue 33 §1)', () => {
  const pdfs: Record<string, Buffer> = {};
  let docs: Server;
  let port = 0;

  // Before the journey's own hook: the app lets this one loopback port through (the tests' switch).
  beforeAll(async () => {
    const maker = await openPdfMaker();
    try {
      pdfs['credit.pdf'] = await maker.textPdf([VIETNAMESE_PAGES[0]]);
      pdfs['macro.pdf'] = await maker.textPdf([VIETNAMESE_PAGES[1]]);
    } finally {
      await maker.close();
    }
    docs = createServer((request, response) => {
      const file = pdfs[(request.url ?? '/').split('?')[0].slice(1)];
      if (!file) return void response.writeHead(404).end('not found');
      response.writeHead(200, { 'content-type': 'application/pdf' }).end(file);
    });
    port = await new Promise<number>((resolve) => docs.listen(0, '127.0.0.1', () => resolve((docs.address() as AddressInfo).port)));
  }, 30_000);
  afterAll(() => void docs?.close());

  const journey = suiteAiJourney(({ openai, gemini }) => aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '20000', OCR_ALLOWED_HOSTS: '127.0.0.1', OCR_TEST_LOOPBACK_PORTS: String(port) }));
  let learner: { username: string; password: string };

  beforeAll(async () => {
    learner = await journey.t.createUser({ email: 'hocvien.bang-du-lieu@example.vn' });
    const admin = await journey.t.signInAdmin();
    await admin.post('/api/setting').send({ type: 'OCR_SETTING', setting: { instruction: SAVED_INSTRUCTION } }).expect(201);
    const base = `http://127.0.0.1:${port}`;
    const rows = [1, 2].flatMap((run) => [
      `${base}/credit.pdf?run=${run},Báo cáo ngành ${run}A,2025-0${run * 3}-30`,
      `${base}/macro.pdf?run=${run},Báo cáo ngành ${run}B,2025-0${run * 3}-30`,
      `${base}/missing.pdf?run=${run},Báo cáo ngành ${run}C,2025-0${run * 3}-30`,
    ]);
    const preview = (await admin.post('/api/market/industry_report/import').attach('files', Buffer.from(['URL,name,Ngày', ...rows].join('\n')), 'industry_report.csv').expect(201)).body as { importId: string };
    await admin.post(`/api/market/imports/${preview.importId}/confirm`).expect(202);
    await until('the rows are imported', async () => (await admin.get(`/api/market/imports/${preview.importId}`)).body.status === 'completed', 30_000);
  }, 40_000);

  const openTable = async (width: number) => {
    const page = await journey.signedInPage(learner.username, learner.password, width);
    await page.context().addInitScript(() => (globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }).localStorage.setItem('firstTimeHomePopup', 'false'));
    await page.goto(`${journey.base}/data-table?dataset=industry_report`);
    // Tabs on a wide screen, one list to pick from on a phone.
    if (width >= 768) await page.getByRole('tab', { name: 'industry_report', exact: true, selected: true }).waitFor();
    else await page.getByRole('combobox', { name: 'Tập dữ liệu' }).waitFor();
    return page;
  };
  const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  /** Selects the run's three rows, edits the instruction, runs the tool and follows the rows to the end. */
  const summariseThree = async (page: Page, run: number) => {
    journey.openai.reset();
    journey.openai.answerWith = () => REPLY;
    // The model takes a while: the rows are seen running before their summaries arrive.
    journey.openai.answerDelayMs = 800;
    for (const letter of ['A', 'B', 'C']) await row(page, `Báo cáo ngành ${run}${letter}`).getByRole('checkbox').check();
    const tool = page.getByRole('group', { name: 'Phân tích AI' });
    await tool.getByText('Đã chọn 3 dòng').waitFor();
    const instruction = tool.getByRole('textbox', { name: 'Hướng dẫn cho AI' });
    await expect(settledValue(instruction, SAVED_INSTRUCTION)).resolves.toBe(SAVED_INSTRUCTION);
    await instruction.fill(`Tập trung vào tín dụng, lượt ${run}`);
    const answer = await answerTo(page, 'POST', '/api/data-tables/industry_report/ocr', () => tool.getByRole('button', { name: 'Phân tích AI' }).click());
    expect(answer.status).toBe(202);

    // Live: no reload. The readable rows get 'Xem chi tiết', the missing file's row says why.
    await row(page, `Báo cáo ngành ${run}A`).getByRole('button', { name: 'Xem chi tiết' }).waitFor({ timeout: 30_000 });
    await row(page, `Báo cáo ngành ${run}B`).getByRole('button', { name: 'Xem chi tiết' }).waitFor({ timeout: 30_000 });
    await row(page, `Báo cáo ngành ${run}C`).getByText('Lỗi: Không tải được tệp (HTTP 404).').waitFor({ timeout: 30_000 });
    const progress = page.getByRole('region', { name: 'Tiến độ OCR và tóm tắt' });
    await progress.getByText('Đã xử lý 2/3 tệp.').waitFor({ timeout: 15_000 });
    await expect(progress.locator('li').filter({ hasText: `Báo cáo ngành ${run}C` }).innerText()).resolves.toContain('Lỗi: Không tải được tệp (HTTP 404).');
    expect(await row(page, `Báo cáo ngành ${run}C`).getByRole('button', { name: 'Xem chi tiết' }).count()).toBe(0);
    const prompts = journey.openai.requests.filter((request) => request.kind === 'chat').map((request) => JSON.stringify(request.body));
    expect(prompts).toHaveLength(2);
    expect(prompts.every((prompt) => prompt.includes(`Tập trung vào tín dụng, lượt ${run}`))).toBe(true);
  };

  /** 'Chi tiết AI Summary' of a summarised row: the short and the detailed parts (markdown), and its text beside it. */
  const expectDetail = async (page: Page, name: string) => {
    await row(page, name).getByRole('button', { name: 'Xem chi tiết' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chi tiết AI Summary' });
    await dialog.getByText('Ngân hàng tăng trưởng ổn định.').waitFor();
    await dialog.getByRole('heading', { name: 'Phân tích tín dụng' }).waitFor();
    const extract = dialog.getByRole('region', { name: 'Văn bản trích xuất' });
    await extract.getByText(/Tăng trưởng tín dụng đạt mười hai phần trăm/).waitFor();
    await expect(extract.innerText()).resolves.toContain('Mọi trang có sẵn lớp chữ.');
    await dialog.getByRole('button', { name: 'Đóng' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
  };

  it('summarises three selected rows at 1440, one failing, the analysed column filling in live', async () => {
    const page = await openTable(1440);
    await row(page, 'Báo cáo ngành 1A').waitFor();
    // The 13 datasets, in the spec's order.
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['fin_ratio', 'fin_ratio_nganhang', 'fin_ratio_baohiem', 'fin_ratio_chungkhoan', 'company_report', 'industry_report', 'macro_report', 'strategy_report', 'IR_report', 'bctc_consol', 'full_name_company', 'company_info', 'company_event']);
    // No row selected: no tool.
    expect(await page.getByRole('group', { name: 'Phân tích AI' }).count()).toBe(0);
    // 'Ngày' filters by date, on the server; sorting too.
    await page.locator('th').filter({ hasText: 'Ngày' }).locator('.ant-table-filter-trigger').click();
    const filtered = await answerTo(page, 'GET', '/api/industry-report', async () => {
      await page.getByLabel('Lọc Ngày').fill('2025-03-30');
      await page.getByRole('button', { name: 'Lọc', exact: true }).click();
    });
    expect(filtered.body).toMatchObject({ total: 3, pageSize: 20 });
    await row(page, 'Báo cáo ngành 2A').waitFor({ state: 'detached' });
    const sorted = await answerTo(page, 'GET', '/api/industry-report', () => page.locator('th').filter({ hasText: 'Ngày' }).click());
    expect(sorted.status).toBe(200);
    await summariseThree(page, 1);
    await expectDetail(page, 'Báo cáo ngành 1A');

    // An admin edits a row, then reads the change log of that last update under the grid (the log is the admins').
    const api = await journey.t.signInAdmin();
    const edited = ((await api.get('/api/industry-report').query({ pageSize: 100 }).expect(200)).body.data as Array<{ id: string; name: string; data: Record<string, unknown> }>).find((each) => each.name === 'Báo cáo ngành 1C')!;
    await api.put(`/api/market/industry_report/${edited.id}`).send({ data: { ...edited.data, 'Ghi chú': 'Tệp gốc đã bị gỡ' } }).expect(200);
    const admin = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await admin.goto(`${journey.base}/data-table?dataset=industry_report`);
    const changes = admin.getByRole('region', { name: 'Thay đổi sau lần cập nhật dữ liệu gần nhất' });
    await changes.getByText(/Ghi chú: .* → Tệp gốc đã bị gỡ/).waitFor();
    expect(await page.getByRole('region', { name: 'Thay đổi sau lần cập nhật dữ liệu gần nhất' }).count()).toBe(0);
  }, 60_000);

  it('does the same at 375 px: the grid scrolls inside its card, never the page', async () => {
    const page = await openTable(375);
    await row(page, 'Báo cáo ngành 2A').waitFor();
    await summariseThree(page, 2);
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, wide: [] });
    const frame = page.locator('.ant-table-content').first();
    const { scrollWidth, clientWidth } = await frame.evaluate((element) => ({ scrollWidth: (element as unknown as { scrollWidth: number }).scrollWidth, clientWidth: (element as unknown as { clientWidth: number }).clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await expectDetail(page, 'Báo cáo ngành 2A');
  }, 60_000);
  it("lets an admin close the tool to learners on the AI admin page (OCR_SETTING), keeping the saved instruction and hosts", async () => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/admin/ai?tab=ocr`);
    const learnersOn = page.getByRole('switch', { name: 'Cho học viên dùng công cụ OCR' });
    await learnersOn.waitFor();
    await until('the saved instruction fills the form', async () => (await page.getByRole('textbox', { name: 'Hướng dẫn mặc định cho AI' }).inputValue()) === SAVED_INSTRUCTION);
    expect(await learnersOn.isChecked()).toBe(true);
    await learnersOn.click();
    const saved = await answerTo(page, 'PUT', '/api/setting', () => page.getByRole('button', { name: 'Lưu', exact: true }).click());
    expect(saved.status).toBe(200);
    await page.locator('.ant-message').getByText('Đã lưu cài đặt OCR!').waitFor();
    const admin = await journey.t.signInAdmin();
    const stored = (await admin.get('/api/setting/OCR_SETTING').expect(200)).body.setting;
    expect(stored).toMatchObject({ learnersEnabled: false, instruction: SAVED_INSTRUCTION });
    // Never saved and left empty, the hosts stay the server's own (OCR_ALLOWED_HOSTS).
    expect(stored.allowedHosts).toBeUndefined();
    const reader = await journey.t.signIn(learner.username, learner.password);
    const rows = (await reader.get('/api/industry-report').query({ pageSize: 1 }).expect(200)).body.data as Array<{ id: string }>;
    const closed = await reader.post('/api/data-tables/industry_report/ocr').send({ rowIds: [rows[0].id] });
    expect([closed.status, closed.body.message]).toEqual([403, 'Quản trị viên đã tắt công cụ OCR và tóm tắt AI cho học viên.']);
    // Open again for the learner.
    await learnersOn.click();
    expect((await answerTo(page, 'PUT', '/api/setting', () => page.getByRole('button', { name: 'Lưu', exact: true }).click())).status).toBe(200);
    expect((await admin.get('/api/setting/OCR_SETTING').expect(200)).body.setting.learnersEnabled).toBe(true);
  }, 60_000);
});