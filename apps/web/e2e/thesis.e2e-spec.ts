import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ThesisView } from '@k9/contracts';
import { ASSISTANT_MESSAGES, dailyNotebookName, DEFAULT_SUMMARIZE_PROMPT, defaultThesisSummary, THESIS_MESSAGES as M } from '@k9/domain';
import type { Page } from 'playwright-core';
import { aiTestEnv } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { answerTo, settledValue, sidewaysOverflow, suiteAiJourney } from './journey.js';

const SEND_PATH = /^\/api\/aiChatHistory\/\d+\/messages$/;
const CHATS_PATH = /^\/api\/thesis\/[^/]+\/chats$/;
const ONE_PATH = /^\/api\/thesis\/[^/]+$/;
const ANSWER = 'Lãi suất điều hành giảm giúp **tín dụng** tăng trưởng, nợ xấu được kiểm soát và biên lãi ròng của ngân hàng thu hẹp nhẹ trong năm nay.';
const SHORT = 'Lãi suất giảm hỗ trợ tín dụng; nợ xấu được kiểm soát, biên lãi ròng thu hẹp nhẹ.';
const SUMMARIZED = '- Lãi suất giảm\n- Tín dụng tăng\n- Biên lãi thu hẹp';

type Learner = { id: string; username: string; password: string };

/**
 * Notebooks in the browser (issue 30 §1-§2, §4; spec 2 §2.9, §2.10, §4.10, §4.11, §5.7, §8.6): an answer saved to
 * today's notebook and a whole chat summarised into it, the summary failing on a phone, and the thesis tab's segments
 * edited, deleted and summarised, all answered by the fake OpenAI at the network edge.
 */
describe('notebooks in the browser', () => {
  const journey = suiteAiJourney(({ openai, gemini }) => aiTestEnv(openai, gemini, { SEED_SAMPLE_CONTENT: 'false', AI_TIMEOUT_MS: '20000' }));
  let saver: Learner;
  let editor: Learner;

  beforeAll(async () => {
    [saver, editor] = [await journey.t.createUser(), await journey.t.createUser()];
  });

  const thesesOf = async (learner: Learner): Promise<ThesisView[]> => (await (await journey.t.signIn(learner.username, learner.password)).get('/api/thesis').expect(200)).body.data;
  const open = async (learner: Learner, tab: string, width: number): Promise<{ page: Page; errors: string[] }> => {
    const page = await journey.signedInPage(learner.username, learner.password, width);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${journey.base}/home?tab=${tab}`);
    await page.locator(`[data-area="${tab}"]`).waitFor();
    return { page, errors };
  };
  const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
  const chat = (page: Page) => page.locator('[data-area="ai"]');
  /** A new chat with one question answered; the answer on screen. */
  const askInNewChat = async (page: Page, question: string) => {
    await chat(page).getByRole('button', { name: /Chat mới$/ }).first().click();
    await toast(page, ASSISTANT_MESSAGES.created).waitFor();
    await chat(page).getByRole('textbox', { name: 'Câu hỏi', exact: true }).fill(question);
    const sent = await answerTo(page, 'POST', SEND_PATH, () => chat(page).getByRole('button', { name: /Gửi$/ }).click());
    expect(sent.status).toBe(202);
    const { answerId } = sent.body as unknown as { answerId: string };
    const answer = chat(page).locator(`[data-message-id="${answerId}"][data-streaming="false"]`);
    await answer.waitFor({ timeout: 20_000 });
    return answer;
  };

  it("saves an answer to today's notebook, then the whole chat summarised by an edited prompt into the same notebook", async () => {
    journey.openai.reset();
    journey.openai.answerWith = () => ANSWER;
    const { page, errors } = await open(saver, 'ai', 1440);
    const answer = await askInNewChat(page, 'Ngành ngân hàng năm nay thế nào?');
    const today = dailyNotebookName(Date.now());

    // The answer: opening asks for the short summary, which fills the summary field.
    journey.openai.answerWith = () => SHORT;
    await answer.getByRole('button', { name: 'Lưu vào sổ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lưu vào sổ' });
    expect(await settledValue(dialog.getByRole('textbox', { name: 'Tóm tắt', exact: true }), SHORT, 20_000)).toBe(SHORT);
    expect(await dialog.getByRole('textbox', { name: 'Tên thesis' }).inputValue()).toBe(today);
    expect(await dialog.getByRole('radio', { name: 'Nguyên văn' }).isChecked()).toBe(true);
    // The content is required (spec 2 §5.7).
    const content = dialog.getByRole('textbox', { name: 'Nội dung', exact: true });
    await content.fill(' ');
    await dialog.getByRole('button', { name: 'Lưu', exact: true }).click();
    await toast(page, M.contentRequired).waitFor();
    await content.fill(ANSWER);
    const daily = await answerTo(page, 'POST', '/api/thesis/daily', () => dialog.getByRole('button', { name: 'Lưu', exact: true }).click());
    expect(daily.status).toBe(200);
    await toast(page, M.created).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [notebook] = await thesesOf(saver);
    expect(notebook.name).toBe(today);
    expect(notebook.list_chat).toEqual([expect.objectContaining({ order: 1, content: ANSWER, summary: SHORT, mode: 'original', originalContent: null })]);

    // The whole chat: summarised (no mode picker), the prompt edited, added to the notebook chosen.
    await chat(page).getByRole('button', { name: 'Lưu cuộc trò chuyện vào sổ' }).click();
    const whole = page.getByRole('dialog', { name: 'Lưu cuộc trò chuyện vào sổ' });
    await settledValue(whole.getByRole('textbox', { name: 'Tóm tắt', exact: true }), SHORT, 20_000);
    expect(await whole.getByRole('radio', { name: 'Nguyên văn' }).count()).toBe(0);
    const prompt = whole.getByRole('textbox', { name: 'Lời dặn tóm tắt' });
    expect(await prompt.inputValue()).toBe(DEFAULT_SUMMARIZE_PROMPT);
    await prompt.fill('Tóm tắt thành ba gạch đầu dòng.');
    await whole.getByText('Thêm vào sổ có sẵn').click();
    await whole.getByRole('button', { name: 'Lưu', exact: true }).click();
    await toast(page, M.thesisRequired).waitFor();
    await whole.getByRole('combobox', { name: 'Chọn thesis' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: today }).click();
    journey.openai.answerWith = () => SUMMARIZED;
    const added = await answerTo(page, 'POST', CHATS_PATH, () => whole.getByRole('button', { name: 'Lưu', exact: true }).click());
    expect(added.status).toBe(200);
    await toast(page, M.savedTo(today)).waitFor();
    const summarize = journey.openai.requests.filter((request) => JSON.stringify(request.body).includes('Tóm tắt thành ba gạch đầu dòng.'));
    expect(summarize).toHaveLength(1);
    const [again] = await thesesOf(saver);
    expect(again.list_chat).toHaveLength(2);
    expect(again.list_chat[1]).toMatchObject({ order: 2, content: SUMMARIZED, summary: SHORT, mode: 'summarized' });
    expect(again.list_chat[1].originalContent).toContain('Ngành ngân hàng năm nay thế nào?');
    expect(again.list_chat[1].originalContent).toContain('biên lãi ròng');
    expect(errors).toEqual([]);
  }, 90_000);

  it('on a phone: an empty chat has nothing to save, saving is refused while answering, a failed summary falls back to the cut content', async () => {
    journey.openai.reset();
    const { page, errors } = await open(saver, 'ai', 375);
    await chat(page).getByRole('button', { name: /Chat mới$/ }).first().click();
    await toast(page, ASSISTANT_MESSAGES.created).waitFor();
    await chat(page).getByRole('button', { name: 'Lưu cuộc trò chuyện vào sổ' }).click();
    await toast(page, M.noChatToSave).waitFor();

    // While the session answers, the modal is refused with the workspace's warning (spec 2 §4.11).
    journey.openai.answerWith = () => ANSWER;
    journey.openai.streamChunks = 40;
    journey.openai.chunkDelayMs = 150;
    await chat(page).getByRole('textbox', { name: 'Câu hỏi', exact: true }).fill('Nợ xấu ngân hàng ra sao?');
    const sent = await answerTo(page, 'POST', SEND_PATH, () => chat(page).getByRole('button', { name: /Gửi$/ }).click());
    await chat(page).locator('[data-message-role="assistant"][data-streaming="true"]').waitFor();
    await chat(page).getByRole('button', { name: 'Lưu cuộc trò chuyện vào sổ' }).click();
    await toast(page, ASSISTANT_MESSAGES.answering).waitFor();
    expect(await page.getByRole('dialog', { name: 'Lưu cuộc trò chuyện vào sổ' }).count()).toBe(0);
    const answer = chat(page).locator(`[data-message-id="${(sent.body as unknown as { answerId: string }).answerId}"][data-streaming="false"]`);
    await answer.waitFor({ timeout: 30_000 });

    // The provider fails the short summary: the spec's warning, and the content cut to 100 characters plus '…'.
    journey.openai.script('chat', { status: 500 }, { status: 500 }, { status: 500 });
    journey.openai.script('chat-stream', { status: 500 }, { status: 500 }, { status: 500 });
    await answer.getByRole('button', { name: 'Lưu vào sổ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lưu vào sổ' });
    await toast(page, M.summaryFailed).waitFor({ timeout: 20_000 });
    expect(await settledValue(dialog.getByRole('textbox', { name: 'Tóm tắt', exact: true }), defaultThesisSummary(ANSWER))).toBe(defaultThesisSummary(ANSWER));
    expect(defaultThesisSummary(ANSWER).endsWith('…')).toBe(true);
    journey.openai.reset();
    // A name that is not today's makes a notebook of that name; an empty one is refused.
    const name = dialog.getByRole('textbox', { name: 'Tên thesis' });
    await name.fill('');
    await dialog.getByRole('button', { name: 'Lưu', exact: true }).click();
    await toast(page, M.nameRequired).waitFor();
    await name.fill('Sổ tay ngân hàng');
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    const created = await answerTo(page, 'POST', '/api/thesis', () => dialog.getByRole('button', { name: 'Lưu', exact: true }).click());
    expect(created.status).toBe(201);
    await toast(page, M.created).waitFor();
    const notebook = (await thesesOf(saver)).find((thesis) => thesis.name === 'Sổ tay ngân hàng')!;
    expect(notebook.list_chat).toEqual([expect.objectContaining({ order: 1, content: ANSWER, summary: defaultThesisSummary(ANSWER), mode: 'original' })]);
    expect(errors).toEqual([]);
  }, 90_000);

  it('in the thesis tab, edits a segment with its AI summary, deletes one (renumbered from 1) and summarises the whole thesis', async () => {
    journey.openai.reset();
    const agent = await journey.t.signIn(editor.username, editor.password);
    const seeded = await agent
      .post('/api/thesis')
      .send({
        name: 'Ngân hàng 2026',
        content: 'Ghi chép về ngành ngân hàng',
        summary: '',
        list_chat: ['Tín dụng tăng 14%.', 'Nợ xấu quanh 2%.', 'Biên lãi ròng giảm nhẹ.'].map((content) => ({ content, summary: '', mode: 'original' })),
      })
      .expect(201);
    const id = (seeded.body as { data: ThesisView }).data.id;
    await agent.post('/api/thesis').send({ name: 'Chứng khoán', list_chat: [] }).expect(201);

    const { page, errors } = await open(editor, 'thesis', 1440);
    const area = page.locator('[data-area="thesis"]');
    // Search narrows the list; an empty search reads the list again.
    await area.getByText('Chứng khoán').first().waitFor();
    await area.getByRole('searchbox', { name: 'Tìm kiếm thesis...' }).fill('ngân hàng');
    await area.locator('[data-role="thesis-list"] li').filter({ hasText: 'Chứng khoán' }).waitFor({ state: 'detached' });
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/thesis' && response.request().method() === 'GET');
    await area.getByRole('searchbox', { name: 'Tìm kiếm thesis...' }).fill('');
    expect((await reloaded).status()).toBe(200);
    await area.locator('[data-role="thesis-list"] li').filter({ hasText: 'Chứng khoán' }).waitFor();

    await area.locator('[data-role="thesis-list"]').getByRole('button', { name: /Ngân hàng 2026/ }).click();
    const editorBox = area.locator(`[data-role="thesis-editor"][data-thesis-id="${id}"]`);
    await editorBox.locator('[data-role="segment"]').nth(2).waitFor();

    // Edit segment 2, its summary written by the AI; an empty content cannot be summarised.
    await editorBox.getByRole('button', { name: 'Sửa đoạn chat 2' }).click();
    const segmentDialog = page.getByRole('dialog', { name: 'Sửa đoạn chat 2' });
    await segmentDialog.getByRole('textbox', { name: 'Nội dung', exact: true }).fill('');
    await segmentDialog.getByRole('button', { name: /AI tóm tắt$/ }).click();
    await toast(page, M.segmentTextRequired).waitFor();
    await segmentDialog.getByRole('textbox', { name: 'Nội dung', exact: true }).fill('Nợ xấu toàn ngành quanh 2%, được kiểm soát.');
    journey.openai.answerWith = () => 'Nợ xấu **được kiểm soát**.';
    await segmentDialog.getByRole('button', { name: /AI tóm tắt$/ }).click();
    expect(await settledValue(segmentDialog.getByRole('textbox', { name: 'Tóm tắt', exact: true }), 'Nợ xấu **được kiểm soát**.', 20_000)).toBe('Nợ xấu **được kiểm soát**.');
    const edited = await answerTo(page, 'PUT', ONE_PATH, () => segmentDialog.getByRole('button', { name: 'Lưu', exact: true }).click());
    expect(edited.status).toBe(200);
    await toast(page, 'Đã lưu đoạn chat').waitFor();
    // The summary shows as markdown.
    await editorBox.locator('[data-role="segment"]').nth(1).locator('strong').getByText('được kiểm soát').waitFor();

    // Delete segment 1: the others are renumbered from 1.
    await editorBox.getByRole('button', { name: 'Xóa đoạn chat 1' }).click();
    const deleted = await answerTo(page, 'PUT', ONE_PATH, () => page.locator('.ant-popconfirm').getByRole('button', { name: 'Xóa', exact: true }).click());
    expect(deleted.status).toBe(200);
    await editorBox.locator('[data-role="segment"]').nth(2).waitFor({ state: 'detached' });
    expect(await editorBox.locator('[data-role="segment-order"]').allInnerTexts()).toEqual(['Đoạn 1', 'Đoạn 2']);
    const stored = (await thesesOf(editor)).find((thesis) => thesis.id === id)!;
    expect(stored.list_chat.map(({ order, content, summary }) => ({ order, content, summary }))).toEqual([
      { order: 1, content: 'Nợ xấu toàn ngành quanh 2%, được kiểm soát.', summary: 'Nợ xấu **được kiểm soát**.' },
      { order: 2, content: 'Biên lãi ròng giảm nhẹ.', summary: '' },
    ]);

    // The whole thesis summarised by the AI, shown sanitised, then saved; a failure keeps the text.
    const summary = '**Ý chính:** nợ xấu được kiểm soát <img src="x" onerror="alert(1)"> và biên lãi giảm nhẹ.';
    journey.openai.answerWith = () => summary;
    await editorBox.getByRole('button', { name: /AI tóm tắt toàn bộ thesis$/ }).click();
    const field = editorBox.getByRole('textbox', { name: 'Tóm tắt', exact: true });
    expect(await settledValue(field, summary, 20_000)).toBe(summary);
    const preview = editorBox.locator('[data-role="summary-preview"]');
    await preview.locator('strong').getByText('Ý chính:').waitFor();
    expect(await preview.innerHTML()).not.toContain('onerror');
    journey.openai.script('chat', { status: 500 }, { status: 500 }, { status: 500 });
    await editorBox.getByRole('button', { name: /AI tóm tắt toàn bộ thesis$/ }).click();
    await toast(page, M.summaryFailed).waitFor({ timeout: 20_000 });
    expect(await field.inputValue()).toBe(summary);
    journey.openai.reset();
    const saved = await answerTo(page, 'PUT', ONE_PATH, () => editorBox.getByRole('button', { name: /Lưu$/ }).click());
    expect(saved.status).toBe(200);
    expect((await thesesOf(editor)).find((thesis) => thesis.id === id)!.summary).toBe(summary);
    // The list's line is the summary as text: no markdown marks, no html.
    const row = area.locator('[data-role="thesis-list"] li').filter({ hasText: 'Ngân hàng 2026' });
    await row.getByText('Ý chính: nợ xấu được kiểm soát', { exact: false }).waitFor();
    expect(await row.innerText()).not.toMatch(/\*\*|<img/);
    expect(errors).toEqual([]);
  }, 90_000);

  it('on a phone, creates a thesis (empty chat list), cannot summarise it, and deletes it after a confirmation', async () => {
    journey.openai.reset();
    const { page, errors } = await open(editor, 'thesis', 375);
    const area = page.locator('[data-area="thesis"]');
    await area.getByRole('button', { name: /Tạo thesis mới$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Tạo thesis mới' });
    await dialog.getByRole('button', { name: /Tạo thesis mới$/ }).click();
    await dialog.getByText(M.nameRequired).waitFor();
    await dialog.getByRole('textbox', { name: 'Tên thesis' }).fill('Sổ nháp');
    const created = await answerTo(page, 'POST', '/api/thesis', () => dialog.getByRole('button', { name: /Tạo thesis mới$/ }).click());
    expect(created.status).toBe(201);
    const id = (created.body as unknown as { data: ThesisView }).data.id;
    expect((created.body as unknown as { data: ThesisView }).data.list_chat).toEqual([]);
    // On a phone the thesis opens in a full-width dialog named after it.
    const opened = page.getByRole('dialog', { name: 'Sổ nháp' });
    const editorBox = opened.locator(`[data-role="thesis-editor"][data-thesis-id="${id}"]`);
    await editorBox.waitFor();
    await editorBox.getByRole('button', { name: /AI tóm tắt toàn bộ thesis$/ }).click();
    await toast(page, M.noSegments).waitFor();
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    await editorBox.getByRole('button', { name: /Xóa thesis$/ }).click();
    const removed = await answerTo(page, 'DELETE', ONE_PATH, () => page.locator('.ant-popconfirm').getByRole('button', { name: 'Xóa', exact: true }).click());
    expect(removed.status).toBe(200);
    await toast(page, 'Đã xóa thesis').waitFor();
    expect((await thesesOf(editor)).some((thesis) => thesis.id === id)).toBe(false);
    expect(errors).toEqual([]);
  }, 60_000);

  it("lets an admin choose the summaries' model on the AI page (gpt-4.1-2025-04-14 until then), and the summaries use it", async () => {
    journey.openai.reset();
    journey.gemini.reset();
    const admin = await journey.t.signInAdmin();
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password, 1440);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${journey.base}/admin/ai?tab=thesis`);
    const picker = page.getByRole('combobox', { name: 'Mô hình tóm tắt' });
    const item = page.locator('.ant-form-item').filter({ has: picker });
    await item.getByText('GPT-4.1 (2025-04-14)').first().waitFor();
    await picker.click();
    await picker.fill('Gemini 2.5 Flash');
    await page.locator('.ant-select-item-option[title="Gemini 2.5 Flash"]').click();
    const saved = await answerTo(page, 'POST', '/api/setting', () => page.getByRole('button', { name: 'Lưu', exact: true }).click());
    expect(saved.status).toBeLessThan(300);
    await toast(page, 'Đã lưu mô hình tóm tắt thesis').waitFor();
    expect((await admin.get('/api/setting/THESIS_SETTING').expect(200)).body.setting).toEqual({ summaryModel: 'gemini-2.5-flash' });

    const learner = await journey.t.signIn(editor.username, editor.password);
    const answer = await learner.post('/api/thesis/ai-summary').send({ purpose: 'segment', text: 'Tín dụng tăng 14% trong năm.' }).expect(200);
    expect(answer.body).toMatchObject({ success: true, model: 'gemini-2.5-flash' });
    expect(journey.gemini.count('generate') + journey.gemini.count('stream')).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 60_000);
});
