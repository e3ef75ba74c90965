import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { TEST_KEYS } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { suiteAiJourney } from './journey.js';

describe('the admin AI page', () => {
  // OpenAI and Gemini point at the fakes; OpenRouter is left unconfigured.
  const journey = suiteAiJourney(({ openai, gemini }) => ({
    OPENAI_API_KEY: TEST_KEYS.openai,
    OPENAI_BASE_URL: `${openai.url}/v1`,
    GEMINI_API_KEY: TEST_KEYS.gemini,
    GEMINI_BASE_URL: gemini.url,
    AI_TIMEOUT_MS: '20000',
    AI_RETRY_BASE_MS: '5',
  }));
  let page: Page;

  beforeAll(async () => {
    page = await journey.signedInPage(ADMIN.username, ADMIN.password);
  });

  it('is reached from the second group of the admin menu and shows which providers are configured, with a test call', async () => {
    await page.goto(`${journey.base}/admin`);
    const menu = page.getByRole('navigation');
    await menu.getByText('Hệ thống').waitFor();
    await menu.getByRole('menuitem', { name: 'AI', exact: true }).click();
    await page.waitForURL(`${journey.base}/admin/ai`);
    await page.getByRole('heading', { name: 'AI: nhà cung cấp, mô hình, sổ gọi và hàng đợi' }).waitFor();
    const row = (label: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
    await row('OpenRouter').getByText('Chưa cấu hình').waitFor();
    await row('Google Gemini').getByText('Đã cấu hình').waitFor();
    await page.getByRole('button', { name: 'Gọi thử OpenAI (hoặc máy chủ tương thích OpenAI)' }).click();
    await page.getByText(/Gọi thử gpt-4\.1 thành công/).waitFor();
    expect(journey.openai.count('chat')).toBe(1);
    expect(await page.content()).not.toMatch(/SECRET/);
  });

  it('runs a streamed text as a job and shows it as it arrives over /ws', async () => {
    journey.openai.streamChunks = 8;
    journey.openai.chunkDelayMs = 150;
    // The server's text default is chosen (OpenRouter is not configured here: GPT-4.1, not Claude Haiku 3.5), and models
    // whose provider is missing are marked (issue 24 §1.1).
    await page.getByRole('combobox', { name: 'Mô hình văn bản' }).click();
    const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await open.locator('.ant-select-item-option[title="Claude Haiku 3.5"]').getByText('Chưa cấu hình').waitFor();
    expect(await open.locator('.ant-select-item-option-selected').getAttribute('title')).toBe('GPT-4.1');
    await open.locator('.ant-select-item-option[title="GPT-4.1"]').click();
    await page.getByRole('textbox', { name: 'Nội dung câu hỏi' }).fill('Chiến lược đại dương xanh');
    await page.getByRole('button', { name: 'Chạy', exact: true }).click();
    const output = page.getByTestId('stream-output');
    // Part of the answer shows before the whole of it.
    await output.getByText(/^Trả lời giả lập/).waitFor();
    expect(await output.innerText()).not.toBe('Trả lời giả lập cho: Chiến lược đại dương xanh');
    await page.getByText('Xong', { exact: true }).waitFor();
    expect(await output.innerText()).toBe('Trả lời giả lập cho: Chiến lược đại dương xanh');
    journey.openai.reset();
  });

  it('edits the model catalog: a new name and prices', async () => {
    await page.getByRole('tab', { name: 'Danh mục mô hình' }).click();
    await page.getByRole('button', { name: 'Sửa GPT-4.1', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tên hiển thị').fill('GPT-4.1 (chính)');
    await dialog.getByLabel('Vào / 1 triệu token').fill('2');
    await dialog.getByLabel('Ra / 1 triệu token').fill('8');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Đã lưu mô hình.').waitFor();
    await page.getByRole('table').getByText('GPT-4.1 (chính)', { exact: true }).waitFor();
    const catalog = await (await journey.t.signInAdmin()).get('/api/ai/models');
    expect(catalog.body.models.find((model: { id: string }) => model.id === 'gpt-4.1')).toMatchObject({ displayName: 'GPT-4.1 (chính)', prices: { inputPerMillionTokens: 2, outputPerMillionTokens: 8 } });
  });

  it('shows the ledger with sums per model and a filter in the address', async () => {
    await page.getByRole('tab', { name: 'Sổ gọi AI' }).click();
    // Purposes in words, not the ledger's codes.
    await page.getByRole('cell', { name: 'Gọi thử nhà cung cấp', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'admin.provider-test' }).count()).toBe(0);
    await page.locator('.ant-segmented-item').filter({ hasText: 'Mô hình' }).click();
    await page.waitForURL(/groupBy=model/);
    await page.getByRole('cell', { name: 'gpt-4.1', exact: true }).first().waitFor();
    await page.getByRole('combobox', { name: 'Kết quả' }).click();
    await page.getByTitle('Lỗi', { exact: true }).click();
    await page.waitForURL(/outcome=failed/);
    await page.getByRole('cell', { name: 'Gọi thử nhà cung cấp', exact: true }).waitFor({ state: 'detached' });
  });

  it('shows the queues live and stops and retries a job', async () => {
    await page.getByRole('tab', { name: 'Hàng đợi' }).click();
    await page.getByTestId('queue-ai').waitFor();
    journey.openai.script('chat-stream', 'hang');
    const admin = await journey.t.signInAdmin();
    const run = (await admin.post('/api/ai/runs').send({ prompt: 'Phân tích ngành', model: 'gpt-4.1' }).expect(201)).body;
    // No reload: the row arrives over /ws.
    const jobRow = page.getByRole('row').filter({ hasText: run.jobId });
    await jobRow.getByText('Đang chạy').waitFor();
    // Who asked by name, what for in words (issue 24 §1.6).
    await jobRow.getByText('Quản trị viên', { exact: true }).waitFor();
    await jobRow.getByText('Chạy thử văn bản có stream', { exact: true }).waitFor();
    await page.getByTestId('queue-ai').getByText('Lượt gọi AI', { exact: true }).waitFor();
    await jobRow.getByRole('button', { name: 'Dừng' }).click();
    await page.getByText('Đã gửi lệnh dừng.').waitFor();
    await jobRow.getByText('Lỗi').waitFor();
    const ended = await admin.get(`/api/ai/runs/${run.runId}`).expect(200);
    expect(ended.body.state).toBe('stopped');
    await jobRow.getByRole('button', { name: 'Thử lại' }).click();
    await jobRow.getByText('Xong').waitFor();
    // A finished job is 100 %, and no progress is shown as raw JSON.
    await jobRow.locator('.ant-progress').getByText('100%').waitFor();
    expect(await page.getByTestId('queue-ai').innerText()).not.toContain('{"');
    expect((await admin.get(`/api/ai/runs/${run.runId}`).expect(200)).body).toMatchObject({ state: 'ok', text: 'Trả lời giả lập cho: Phân tích ngành' });
  });
});
