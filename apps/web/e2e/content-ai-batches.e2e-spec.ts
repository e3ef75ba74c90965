import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AiBatchView, ContentRecord } from '@k9/contracts';
import type { Locator, Page } from 'playwright-core';
import { aiTestEnv } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { answerTo, suiteAiJourney, type Journey } from './journey.js';

type Agent = Awaited<ReturnType<Journey['t']['signInAdmin']>>;

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
/** The progress modal's row of one record ('#id title'). */
const recordRow = (dialog: Locator, record: Pick<ContentRecord, 'id'>) => dialog.getByRole('row').filter({ hasText: new RegExp(`#${record.id}\\s`) });
const quiz = (count: number) =>
  JSON.stringify({ questionQuiz: Array.from({ length: count }, (_, i) => ({ question: `Câu ${i + 1}?`, options: { A: 'a', B: 'b', C: 'c', D: 'd' }, correct_answer: 'A', explanation: 'vì' })), questionEssay: [] });

/** Issue 35 §4 browser journeys: the AI batches over a selection, their dry runs and approvals, and restoring an AI change. */
describe('the back office AI batches in the browser (issue 35)', () => {
  const journey = suiteAiJourney(({ openai, gemini }) => aiTestEnv(openai, gemini, { SEED_SAMPLE_CONTENT: 'false', AI_TIMEOUT_MS: '20000' }));
  let admin: Agent;
  const create = async (body: Record<string, unknown>) => {
    const response = await admin.post('/api/k9').send({ type: 'news', status: 'published', ...body });
    expect(response.status).toBe(201);
    return response.body as ContentRecord;
  };
  const read = async (id: number) => (await admin.get(`/api/k9/${id}`).expect(200)).body as ContentRecord;
  const removeAll = async (records: ContentRecord[]) => {
    for (const record of records) await admin.delete(`/api/k9/${record.id}`);
  };

  /** The news tab with these records selected; the page's own errors collected. */
  async function selectOnNews(records: ContentRecord[]): Promise<{ page: Page; errors: string[] }> {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${journey.base}/home-management?tab=news`);
    await page.getByRole('heading', { name: 'K9 Management' }).waitFor();
    for (const record of records) await page.getByRole('checkbox', { name: `Chọn ${record.title}` }).check();
    return { page, errors };
  }
  /** Starts a batch from the selection's 'Tác vụ AI' menu: its options modal, then 'Chạy'; the progress modal it opens. */
  async function startBatch(page: Page, kind: string, fill: (dialog: Locator) => Promise<void> = async () => undefined): Promise<{ id: string; progress: Locator }> {
    await page.getByRole('button', { name: /Tác vụ AI/ }).hover();
    await page.getByRole('menuitem', { name: kind }).click();
    const dialog = page.getByRole('dialog', { name: kind, exact: true });
    await fill(dialog);
    const answer = await answerTo(page, 'POST', '/api/k9/ai/batches', () => dialog.getByRole('button', { name: 'Chạy' }).click());
    expect(answer.status).toBe(202);
    return { id: String(answer.body.id), progress: page.getByRole('dialog', { name: new RegExp(`^${kind}`) }) };
  }
  const finished = (progress: Locator) => progress.getByTestId('ai-batch-state').getByText(/Hoàn tất|Đã dừng|Thất bại/).waitFor({ timeout: 30_000 });

  beforeAll(async () => {
    admin = await journey.t.signInAdmin();
  });

  it('classifies 10 records in a dry run, shows each diff, applies the 7 chosen; one edited meanwhile is not overwritten', async () => {
    journey.openai.reset();
    const records: ContentRecord[] = [];
    for (let i = 0; i < 10; i++) records.push(await create({ title: `Phân loại ${i}: tư duy phản biện`, summary: 'Doanh nghiệp tăng trưởng', detail: 'Nội dung' }));
    journey.openai.answerWith = (prompt) =>
      prompt.includes('<records>') ? JSON.stringify({ items: records.map(({ id }) => ({ id, sentiment: 'positive', category: 'Mô hình & Công cụ ứng dụng', impact: 'important' })) }) : undefined;
    const { page, errors } = await selectOnNews(records);
    const { id, progress } = await startBatch(page, 'Phân loại AI', async (dialog) => {
      expect(await dialog.getByRole('switch', { name: 'Chạy thử' }).isChecked()).toBe(true);
    });
    await finished(progress);
    await progress.getByTestId('ai-batch-progress').getByText('10/10 bản ghi').waitFor();
    // The diff, per record: before (empty) → after, as text.
    const first = recordRow(progress, records[0]);
    await first.getByText('Mô hình & Công cụ ứng dụng').waitFor();
    await expect(first.getByTestId(`ai-batch-diff-${records[0].id}-category`).innerText()).resolves.toContain('(trống)');
    // Nothing is written before it is approved.
    expect((await read(records[0].id)).category).toBeNull();

    for (const record of records.slice(0, 7)) await recordRow(progress, record).getByRole('checkbox').check();
    const applied = await answerTo(page, 'POST', `/api/k9/ai/batches/${id}/apply`, () => progress.getByRole('button', { name: 'Áp dụng (7)' }).click());
    expect(applied.status).toBe(200);
    await toast(page, 'Đã áp dụng 7 bản ghi').waitFor();
    for (const record of records.slice(0, 7)) await recordRow(progress, record).getByText('Đã áp dụng').waitFor();
    for (const record of records.slice(0, 7)) expect(await read(record.id)).toMatchObject({ sentiment: 'positive', category: 'Mô hình & Công cụ ứng dụng', impact: 'important' });
    for (const record of records.slice(7)) expect((await read(record.id)).category).toBeNull();

    // Someone edits the 8th; approving it now leaves their edit and says so.
    await admin.put('/api/k9').send({ id: records[7].id, category: 'Lý thuyết' }).expect(200);
    await recordRow(progress, records[7]).getByRole('checkbox').check();
    await progress.getByRole('button', { name: 'Áp dụng (1)' }).click();
    await recordRow(progress, records[7]).getByText('đã bị người khác sửa').waitFor();
    expect((await read(records[7].id)).category).toBe('Lý thuyết');
    await progress.getByRole('button', { name: 'Đóng' }).last().click();
    await progress.waitFor({ state: 'hidden' });
    // Only records missing a classification are asked about: with none of those the spec's refusal shows.
    for (const record of records.slice(1)) await page.getByRole('checkbox', { name: `Chọn ${record.title}` }).uncheck();
    await page.getByRole('button', { name: /Tác vụ AI \(1\)/ }).hover();
    await page.getByRole('menuitem', { name: 'Phân loại AI' }).click();
    await page.getByRole('dialog', { name: 'Phân loại AI', exact: true }).getByRole('button', { name: 'Chạy' }).click();
    await toast(page, 'Không thể phân loại bài viết nào.').waitFor();
    expect(errors).toEqual([]);
    await removeAll(records);
  }, 45_000);

  it('creates questions for 5 records, live, one failing with its reason; closing while it runs is refused', async () => {
    journey.openai.reset();
    journey.openai.answerDelayMs = 150;
    const records: ContentRecord[] = [];
    for (let i = 0; i < 5; i++) records.push(await create({ title: `Câu hỏi ${i}: dòng tiền`, summary: 's', detail: i === 2 ? 'Bài hỏng' : `Dòng tiền bài ${i}` }));
    journey.openai.answerWith = (prompt) => (prompt.includes('Bài hỏng') ? 'không phải JSON' : prompt.includes('<lesson>') || prompt.includes('questionQuiz') ? quiz(3) : undefined);
    const { page, errors } = await selectOnNews(records);
    const { progress } = await startBatch(page, 'Create Question', async (dialog) => {
      // Spec 3 §9's defaults: model gpt-4.1-2025-04-14, 3 quiz and 0 essay questions; prompts required.
      await expect(dialog.getByRole('combobox', { name: 'Số câu trắc nghiệm' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').innerText()).resolves.toContain('3');
      await dialog.getByRole('button', { name: 'Chạy' }).click();
      await dialog.getByText('Vui lòng nhập prompt!').waitFor();
      await dialog.getByText('Vui lòng nhập prompt đánh giá!').waitFor();
      await dialog.getByLabel('Prompt', { exact: true }).fill('Tạo câu hỏi trắc nghiệm');
      await dialog.getByRole('textbox', { name: 'Prompt đánh giá' }).fill('Kiểm tra câu hỏi');
    });
    await recordRow(progress, records[0]).getByText(/Đang cập nhật|Thành công/).waitFor();
    await progress.getByRole('button', { name: 'Đóng' }).last().click();
    await toast(page, 'Đang cập nhật, vui lòng dừng trước khi đóng').waitFor();
    await finished(progress);
    for (const [i, record] of records.entries()) await recordRow(progress, record).getByText(i === 2 ? 'Lỗi' : 'Thành công', { exact: true }).waitFor();
    await recordRow(progress, records[2]).getByText('Lỗi: AI không trả về JSON.').waitFor();
    for (const [i, record] of records.entries()) expect((await read(record.id)).questionContent?.questionQuiz.length ?? 0).toBe(i === 2 ? 0 : 3);
    await progress.getByRole('button', { name: 'Đóng' }).last().click();
    await progress.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await removeAll(records);
  }, 45_000);

  it('improves a detail in a dry run, applies it, then restores the old text from the record’s history', async () => {
    journey.openai.reset();
    const record = await create({ title: 'Cải thiện: định giá', summary: 's', detail: 'Nội dung cũ về định giá' });
    journey.openai.answerWith = (prompt) => (prompt.includes('<detail>') ? '## Bản mới\n\n<b>Định giá</b> được viết lại.' : undefined);
    const { page, errors } = await selectOnNews([record]);
    const { id, progress } = await startBatch(page, 'Improve Detail', async (dialog) => {
      await dialog.getByLabel('Prompt', { exact: true }).fill('Viết lại rõ ràng hơn');
      await dialog.getByRole('combobox', { name: 'Model' }).click();
      await page.locator('.ant-select-dropdown:visible').getByTitle('GPT-4.1', { exact: true }).click();
    });
    await finished(progress);
    const row = recordRow(progress, record);
    // The new text as text: its markup is shown, not rendered.
    await row.getByLabel('Nội dung chi tiết sau').getByText('<b>Định giá</b> được viết lại.', { exact: false }).waitFor();
    await row.getByLabel('Nội dung chi tiết trước').getByText('Nội dung cũ về định giá').waitFor();
    await row.getByRole('checkbox').check();
    await answerTo(page, 'POST', `/api/k9/ai/batches/${id}/apply`, () => progress.getByRole('button', { name: 'Áp dụng (1)' }).click());
    await row.getByText('Đã áp dụng').waitFor();
    await progress.getByRole('button', { name: 'Đóng' }).last().click();
    expect(await read(record.id)).toMatchObject({ detail: '## Bản mới\n\n<b>Định giá</b> được viết lại.', isImprove: true, modelImprove: 'gpt-4.1' });

    await page.getByRole('button', { name: `Lịch sử ${record.id}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: /Lịch sử bản ghi/ });
    await drawer.getByText(/AI cải thiện nội dung: Nội dung chi tiết/).waitFor();
    await drawer.getByRole('button', { name: /^Khôi phục/ }).click();
    const restored = await answerTo(page, 'PUT', '/api/k9', () => page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Khôi phục' }).click());
    expect(restored.status).toBe(200);
    await toast(page, 'Đã khôi phục giá trị cũ').waitFor();
    expect(await read(record.id)).toMatchObject({ detail: 'Nội dung cũ về định giá', isImprove: false, modelImprove: null });
    expect(errors).toEqual([]);
    await removeAll([record]);
  }, 45_000);

  it('saves the prompt settings, then updates a record by its content id from them in a dry run', async () => {
    journey.openai.reset();
    const record = await create({ cid: 'CID-E2E', title: 'Bản cũ theo cid', summary: 'Tóm tắt cũ', detail: 'Chi tiết cũ' });
    const full = { title: 'Bản mới theo cid', summary: 'Tóm tắt mới', detail: 'Chi tiết mới', questionQuiz: JSON.parse(quiz(1)).questionQuiz };
    journey.openai.answerWith = (prompt) => (prompt.includes('cid="CID-E2E"') ? JSON.stringify(full) : undefined);
    const { page, errors } = await selectOnNews([record]);

    await page.getByRole('button', { name: 'Cài đặt AI' }).hover();
    await page.getByRole('menuitem', { name: 'Prompt settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Prompt settings' });
    await settings.getByRole('button', { name: 'Lưu', disabled: false }).waitFor();
    await settings.getByRole('button', { name: 'Lưu' }).click();
    await settings.getByText('Vui lòng chọn model!').waitFor();
    await settings.getByText('Vui lòng nhập system message!').waitFor();
    await settings.getByRole('textbox', { name: 'System message' }).fill('Viết lại theo content id');
    await settings.getByRole('combobox', { name: 'Model' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('GPT-4.1', { exact: true }).click();
    const saved = await answerTo(page, 'POST', '/api/setting', () => settings.getByRole('button', { name: 'Lưu' }).click());
    expect(saved.status).toBe(201);
    await toast(page, 'Đã lưu prompt settings').waitFor();
    await settings.waitFor({ state: 'hidden' });

    const { id, progress } = await startBatch(page, 'Cập nhật theo content id');
    await finished(progress);
    const row = recordRow(progress, record);
    await row.getByLabel('Tiêu đề sau').getByText('Bản mới theo cid').waitFor();
    await row.getByRole('checkbox').check();
    await answerTo(page, 'POST', `/api/k9/ai/batches/${id}/apply`, () => progress.getByRole('button', { name: 'Áp dụng (1)' }).click());
    await row.getByText('Đã áp dụng').waitFor();
    const view = (await admin.get(`/api/k9/ai/batches/${id}`).expect(200)).body as AiBatchView;
    expect(view.promptVersion).toMatch(/^prompt_settings@\d+$/);
    expect(await read(record.id)).toMatchObject({ title: 'Bản mới theo cid', summary: 'Tóm tắt mới', detail: 'Chi tiết mới' });
    expect(errors).toEqual([]);
  }, 45_000);
});
