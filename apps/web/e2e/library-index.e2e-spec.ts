import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ContentRecord, LibraryIndexStatus } from '@k9/contracts';
import type { Page } from 'playwright-core';
import { TEST_KEYS } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { until } from '../../api/test/helpers/until.js';
import { answerTo, suiteAiJourney, suiteJourney, type Journey } from './journey.js';

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const openLibraryTab = async (journey: Journey): Promise<Page> => {
  const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
  await page.goto(`${journey.base}/admin/ai`);
  await page.getByRole('tab', { name: 'Chỉ mục thư viện' }).click();
  await page.waitForURL(/tab=library/);
  return page;
};

describe('the library index without an embedding provider (issue 28 §3)', () => {
  const journey = suiteJourney();

  it('tells the admin in Vietnamese that search is keyword-only and which key to set', async () => {
    const page = await openLibraryTab(journey);
    const alert = page.getByTestId('library-index-unavailable');
    await alert.getByText(/Chưa cấu hình nhà cung cấp cho mô hình embedding .*tìm kiếm chỉ theo từ khóa/).waitFor();
    await alert.getByText(/OPENAI_API_KEY hoặc GEMINI_API_KEY/).waitFor();
    await page.getByText('Chỉ từ khóa', { exact: true }).waitFor();
  });

  it('answers an embed in the content table with spec 3 §8\'s message and the server\'s reason; the row stays not embedded', async () => {
    const admin = await journey.t.signInAdmin();
    const record = (await admin.post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, title: 'Định giá cổ phiếu', summary: 'P/E và P/B.' }).expect(201)).body as ContentRecord;
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/home-management?tab=news`);
    const state = page.getByTestId(`embedding-state-${record.id}`);
    await state.getByText('Chưa embedding', { exact: true }).waitFor();
    const answer = await answerTo(page, 'POST', '/api/embedingData/create-with-ai', () => page.getByRole('button', { name: `Embedding ${record.id}`, exact: true }).click());
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(/^Chưa cấu hình nhà cung cấp cho mô hình embedding/);
    await toast(page, `Lỗi khi thực hiện embedding: ${answer.body.message}`).waitFor();
    await page.getByRole('button', { name: `Embedding ${record.id}`, exact: true, disabled: false }).waitFor();
    expect(await state.innerText()).toBe('Chưa embedding');
    // The bulk embed without a selection says so; with one, the same refusal as the row's.
    await page.getByRole('button', { name: /Embedding$/ }).click();
    await toast(page, 'Vui lòng chọn ít nhất một mục để embedding.').waitFor();
    await page.getByRole('checkbox', { name: `Chọn ${record.title}` }).check();
    const refused = await answerTo(page, 'POST', '/api/library-index/embed', () => page.getByRole('button', { name: 'Embedding (1)' }).click());
    expect(refused.status).toBe(503);
    await page.locator('.ant-message').getByText(`Lỗi khi thực hiện embedding: ${refused.body.message}`, { exact: true }).waitFor();
    expect(await page.getByRole('status', { name: 'Tiến độ embedding' }).count()).toBe(0);
  });
});

describe('the library index with an embedding provider (issue 28 §4)', () => {
  const journey = suiteAiJourney(({ openai, gemini }) => ({
    OPENAI_API_KEY: TEST_KEYS.openai,
    OPENAI_BASE_URL: `${openai.url}/v1`,
    GEMINI_API_KEY: TEST_KEYS.gemini,
    GEMINI_BASE_URL: gemini.url,
    // The index embeds by itself here (the tests' default turns it off).
    LIBRARY_AUTO_EMBED: 'true',
    AI_TIMEOUT_MS: '20000',
    AI_RETRY_BASE_MS: '5',
  }));
  const records: ContentRecord[] = [];
  let admin: Awaited<ReturnType<Journey['t']['signInAdmin']>>;
  const status = async () => (await admin.get('/api/library-index/status').expect(200)).body as LibraryIndexStatus;

  beforeAll(async () => {
    admin = await journey.t.signInAdmin();
    for (const [title, summary] of [
      ['Biên lợi nhuận gộp ngành thép', 'Giá quặng sắt giảm giúp biên lợi nhuận gộp cải thiện.'],
      ['Nợ xấu ngân hàng thương mại', 'Tỷ lệ nợ xấu tăng khi tín dụng bất động sản chậm lại.'],
      ['Bán lẻ điện máy phục hồi', 'Doanh thu bán lẻ điện máy quý ba tăng trở lại.'],
    ]) {
      const response = await admin.post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, title, summary, detail: `<p>${summary}</p>` });
      expect(response.status).toBe(201);
      records.push(response.body as ContentRecord);
    }
  });

  it('embeds new records with no one pressing a button, and the content table says so per row', async () => {
    // The index follows the content (issue 28 §1): nobody embeds these.
    await until('the three records to be embedded', async () => (await status()).tables.find((table) => table.table === 'news')?.embedded === 3, 30_000);
    expect(journey.openai.count('embeddings')).toBeGreaterThan(0);
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/home-management?tab=news`);
    for (const record of records) await page.getByTestId(`embedding-state-${record.id}`).getByText('Đã embedding', { exact: true }).waitFor();
    // Embedded: the action reads 're-embed', and embeds the record now.
    await page.getByRole('button', { name: `Embedding lại ${records[0].id}`, exact: true }).click();
    await toast(page, /^Đã embedding \d+ đoạn$/).waitFor();
    await page.getByTestId(`embedding-state-${records[0].id}`).getByText('Đã embedding', { exact: true }).waitFor();
  });

  it('embeds a selection of two rows as one job, its progress live over /ws, and reads the rows again at the end', async () => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    const snapshots: Array<{ queue?: string; progress?: { done?: number; total?: number } }> = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { event?: string; data?: (typeof snapshots)[number] };
        if (message.event === 'job.updated' && message.data) snapshots.push(message.data);
      }),
    );
    await page.goto(`${journey.base}/home-management?tab=news`);
    await page.getByTestId(`embedding-state-${records[1].id}`).waitFor();
    await page.getByRole('checkbox', { name: `Chọn ${records[1].title}` }).check();
    await page.getByRole('checkbox', { name: `Chọn ${records[2].title}` }).check();
    await page.getByRole('button', { name: /Embedding \(2\)/ }).click();
    const progress = page.getByRole('status', { name: 'Tiến độ embedding' });
    await progress.waitFor();
    await progress.getByText('Đã embedding xong 2/2').waitFor();
    expect(snapshots.some((job) => job.queue === 'library-index' && job.progress?.total === 2)).toBe(true);
    await toast(page, 'Đã embedding xong 2/2').waitFor();
    for (const record of records.slice(1)) await page.getByTestId(`embedding-state-${record.id}`).getByText('Đã embedding', { exact: true }).waitFor();
    await progress.getByRole('button', { name: 'Đóng' }).click();
    await progress.waitFor({ state: 'detached' });
  });

  it('shows the index per table on the AI admin page, with the search defaults saved as LIBRARY_SEARCH_SETTING', async () => {
    const page = await openLibraryTab(journey);
    await page.getByText('Kết hợp từ khóa và vector', { exact: true }).waitFor();
    expect(await page.getByTestId('library-index-unavailable').count()).toBe(0);
    const figure = (label: string) =>
      page
        .getByTestId('library-index-news')
        .locator('.ant-descriptions-item')
        .filter({ has: page.locator('.ant-descriptions-item-label').getByText(label, { exact: true }) })
        .locator('.ant-descriptions-item-content');
    await figure('Đã embedding').getByText('3', { exact: true }).waitFor();
    expect(await figure('Số mục').innerText()).toBe('3');
    expect(await figure('Đang chờ').innerText()).toBe('0');
    expect(await figure('Không có nội dung').innerText()).toBe('0');
    expect(await figure('Lỗi gần nhất').innerText()).toBe('—');
    expect(Number(await figure('Số đoạn').innerText())).toBeGreaterThanOrEqual(3);
    await page.getByTestId('library-index-report').getByText('Báo cáo AI', { exact: true }).waitFor();
    const k = page.getByRole('spinbutton', { name: 'Số kết quả (k)' });
    await until('the setting to be loaded', async () => (await k.inputValue()) === '5');
    await k.fill('8');
    await page.getByRole('button', { name: 'Lưu cài đặt tìm kiếm' }).click();
    await toast(page, 'Đã lưu cài đặt tìm kiếm thư viện.').waitFor();
    const saved = await admin.get('/api/setting/LIBRARY_SEARCH_SETTING').expect(200);
    expect(saved.body.setting).toMatchObject({ k: 8, threshold: 0.02, tables: ['news', 'report'] });
  });
});
