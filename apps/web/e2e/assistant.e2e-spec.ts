import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ChatSessionView } from '@k9/contracts';
import { ASSISTANT_MESSAGES as M } from '@k9/domain';
import type { Page } from 'playwright-core';
import { aiTestEnv } from '../../api/test/helpers/ai-test-env.js';
import { until } from '../../api/test/helpers/until.js';
import { answerTo, sidewaysOverflow, suiteAiJourney } from './journey.js';

const SEND_PATH = /^\/api\/aiChatHistory\/\d+\/messages$/;
/** A long markdown answer (the fake's own is 40 characters of the prompt): a heading, paragraphs and a code block. */
const LONG_ANSWER = (prompt: string) =>
  `## ${prompt}\n\n${'Tín dụng tăng trưởng ổn định, nợ xấu được kiểm soát và biên lãi ròng thu hẹp nhẹ. '.repeat(6)}\n\n\`\`\`python\nprint("lai suat")\n\`\`\`\n\nKết luận: ngành ngân hàng giữ đà tăng trưởng.`;

/** The chat workspace, tab 'Trợ lý học thuật AI' (issue 29 §5-§6; spec 2 §2.9, §4.11), answered by the fake OpenAI. */
describe('the AI assistant in the browser', () => {
  const journey = suiteAiJourney(({ openai, gemini }) => aiTestEnv(openai, gemini, { SEED_SAMPLE_CONTENT: 'false', AI_TIMEOUT_MS: '20000' }));
  let learner: { id: string; username: string; password: string };

  beforeAll(async () => {
    learner = await journey.t.createUser();
  });

  const session = async (id: number): Promise<ChatSessionView> => (await (await journey.t.signIn(learner.username, learner.password)).get(`/api/aiChatHistory/${id}`).expect(200)).body.data;
  const openChat = async (width = 1440): Promise<{ page: Page; errors: string[] }> => {
    const page = await journey.signedInPage(learner.username, learner.password, width);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${journey.base}/home?tab=ai`);
    await area(page).waitFor();
    return { page, errors };
  };
  const area = (page: Page) => page.locator('[data-area="ai"]');
  const input = (page: Page) => area(page).getByRole('textbox', { name: 'Câu hỏi', exact: true });
  const sendButton = (page: Page) => area(page).getByRole('button', { name: /Gửi$/ });
  const streaming = (page: Page) => area(page).locator('[data-message-role="assistant"][data-streaming="true"]');
  const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
  const ask = async (page: Page, question: string) => {
    await input(page).fill(question);
    const sent = await answerTo(page, 'POST', SEND_PATH, () => sendButton(page).click());
    expect(sent.status).toBe(202);
    return sent.body as unknown as { runId: string; messageId: string; answerId: string; data: ChatSessionView };
  };
  /** The length of what has streamed into the answer on screen, once it is longer than `than`. */
  const grownPast = async (page: Page, than: number) => {
    let length = 0;
    await until(`the answer to grow past ${than} characters`, async () => {
      length = ((await streaming(page).innerText().catch(() => '')) || '').length;
      return length > than;
    }, 20_000);
    return length;
  };

  it('asks, watches the answer stream in, reloads mid-answer and sees the same answer go on and finish', async () => {
    journey.openai.reset();
    journey.openai.streamChunks = 60;
    journey.openai.chunkDelayMs = 150;
    journey.openai.answerWith = LONG_ANSWER;
    const question = 'Tổng quan ngành ngân hàng Việt Nam năm nay';
    const { page, errors } = await openChat();
    await area(page).locator('[data-role="welcome"]').getByRole('button', { name: /Chat mới$/ }).waitFor();
    // Spec 2 §3: while no advisor is saved, the default 'Chọn Advisor' named 'Analyst' is the one chosen.
    expect(await area(page).getByRole('radio', { name: 'Analyst' }).isChecked()).toBe(true);

    const sent = await ask(page, question);
    const id = sent.data.id;
    const before = await grownPast(page, 0);
    // Answering: input and send are disabled, the stop button shows (spec 2 §4.11).
    expect(await input(page).isDisabled()).toBe(true);
    expect(await sendButton(page).isDisabled()).toBe(true);
    await area(page).getByRole('button', { name: /Dừng$/ }).waitFor();
    const watched = await grownPast(page, before);
    expect(watched).toBeGreaterThan(before);

    // The reload: the last session comes back, its answer replayed from seq 0 and followed over /ws until it ends.
    const replayed = page.waitForResponse((response) => response.url().includes(`/api/aiChatHistory/${id}/runs/${sent.runId}?after=0`));
    await page.reload();
    expect((await replayed).status()).toBe(200);
    const resumed = await grownPast(page, 0);
    expect(resumed).toBeGreaterThanOrEqual(watched);
    const finished = area(page).locator(`[data-message-id="${sent.answerId}"][data-streaming="false"]`);
    await finished.waitFor({ timeout: 30_000 });
    await until('the stored answer', async () => (await session(id)).answering === null, 15_000);
    const stored = (await session(id)).chatHistory.find((message) => message.id === sent.answerId)!;
    expect(stored).toMatchObject({ role: 'assistant', status: 'ok' });
    expect(stored.content).toBe(LONG_ANSWER(question));
    // The markdown as the allow-list renders it: the heading, the code block, the last line.
    await finished.getByRole('heading', { name: question }).waitFor();
    expect(await finished.locator('pre code').innerText()).toContain('print("lai suat")');
    expect(await finished.innerText()).toContain('Kết luận: ngành ngân hàng giữ đà tăng trưởng.');
    expect(await input(page).isDisabled()).toBe(false);
    // The session list names it after its first 20 characters.
    await area(page).locator(`[data-session-id="${id}"]`).getByText('Tổng quan ngành ngân…').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('stops an answer from the answering session entry on a phone, after deleting it was refused', async () => {
    journey.openai.reset();
    journey.openai.streamChunks = 60;
    journey.openai.chunkDelayMs = 250;
    const { page, errors } = await openChat(375);
    const created = await answerTo(page, 'POST', '/api/aiChatHistory', () => area(page).locator('[data-role="welcome"]').getByRole('button', { name: /Chat mới$/ }).click());
    expect(created.status).toBe(201);
    await toast(page, M.created).waitFor();
    const sent = await ask(page, 'Viết một bài dài về lạm phát');
    await grownPast(page, 0);

    // At 375 px the history is an overlay; the answering entry carries the close button.
    expect(await area(page).locator('nav[aria-label="Lịch sử chat"]').count()).toBe(0);
    await area(page).getByRole('button', { name: 'Lịch sử chat', exact: true }).click();
    const entry = page.locator(`.ant-drawer [data-session-id="${sent.data.id}"]`);
    await entry.getByText('Đang trả lời').waitFor();
    await entry.getByRole('button', { name: 'Xóa cuộc trò chuyện' }).click();
    await toast(page, M.answering).waitFor();
    const stopped = await answerTo(page, 'POST', `/api/aiChatHistory/${sent.data.id}/stop`, () => entry.getByRole('button', { name: 'Dừng câu trả lời' }).click());
    expect(stopped.status).toBe(200);
    await entry.getByText('Đang trả lời').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    const answer = area(page).locator(`[data-message-id="${sent.answerId}"][data-streaming="false"]`);
    await answer.getByText('Đã dừng').waitFor();
    const stored = (await session(sent.data.id)).chatHistory.find((message) => message.id === sent.answerId)!;
    expect(stored.status).toBe('stopped');
    expect(stored.content.length).toBeGreaterThan(0);
    expect(await input(page).isDisabled()).toBe(false);
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('branches by editing a question: the new branch shows, and the arrows go back to the first (1/2)', async () => {
    journey.openai.reset();
    const { page, errors } = await openChat();
    await area(page).getByRole('button', { name: /Chat mới$/ }).first().click();
    await toast(page, M.created).waitFor();
    const first = await ask(page, 'Lãi suất là gì?');
    await area(page).locator(`[data-message-id="${first.answerId}"][data-streaming="false"]`).waitFor({ timeout: 20_000 });

    const question = area(page).locator(`[data-message-id="${first.messageId}"]`);
    await question.getByRole('button', { name: 'Sửa câu hỏi' }).click();
    await question.getByRole('textbox', { name: 'Sửa câu hỏi' }).fill('Lạm phát là gì?');
    const request = page.waitForRequest((sent) => SEND_PATH.test(new URL(sent.url()).pathname) && sent.method() === 'POST');
    const edited = await answerTo(page, 'POST', SEND_PATH, () => question.getByRole('button', { name: 'Gửi lại' }).click());
    expect(edited.status).toBe(202);
    expect((await request).postDataJSON()).toMatchObject({ content: 'Lạm phát là gì?', parentId: null });
    const { messageId, answerId } = edited.body as unknown as { messageId: string; answerId: string };
    const answer = area(page).locator(`[data-message-id="${answerId}"][data-streaming="false"]`);
    await answer.waitFor({ timeout: 20_000 });
    expect(await answer.innerText()).toContain('Lạm phát là gì?');
    const branch = area(page).locator(`[data-message-id="${messageId}"]`);
    expect(await branch.locator('[data-role="branch-label"]').innerText()).toBe('2/2');
    expect(await area(page).locator(`[data-message-id="${first.messageId}"]`).count()).toBe(0);

    await branch.getByRole('button', { name: 'Nhánh trước' }).click();
    const back = area(page).locator(`[data-message-id="${first.messageId}"]`);
    await back.locator('[data-role="branch-label"]').getByText('1/2').waitFor();
    expect(await area(page).locator(`[data-message-id="${first.answerId}"]`).innerText()).toContain('Lãi suất là gì?');
    expect(await area(page).locator(`[data-message-id="${answerId}"]`).count()).toBe(0);
    const stored = await session(first.data.id);
    expect(stored.chatHistory.filter((message) => message.parentId === null).map((message) => message.content)).toEqual(['Lãi suất là gì?', 'Lạm phát là gì?']);
    expect(errors).toEqual([]);
  }, 90_000);
  it('regenerates an answer as its sibling (2/2, one question stored), and a session made in another tab shows in the list', async () => {
    journey.openai.reset();
    const { page, errors } = await openChat();
    await area(page).getByRole('button', { name: /Chat mới$/ }).first().click();
    await toast(page, M.created).waitFor();
    const first = await ask(page, 'Tỷ giá là gì?');
    const answer = area(page).locator(`[data-message-id="${first.answerId}"][data-streaming="false"]`);
    await answer.waitFor({ timeout: 20_000 });
    const again = await answerTo(page, 'POST', /^\/api\/aiChatHistory\/\d+\/messages\/[\w-]+\/answers$/, () => answer.getByRole('button', { name: 'Tạo lại câu trả lời' }).click());
    expect(again.status).toBe(202);
    const { answerId } = again.body as unknown as { answerId: string };
    const sibling = area(page).locator(`[data-message-id="${answerId}"][data-streaming="false"]`);
    await sibling.waitFor({ timeout: 20_000 });
    expect(await sibling.locator('[data-role="branch-label"]').innerText()).toBe('2/2');
    const stored = await session(first.data.id);
    expect(stored.chatHistory.filter((message) => message.role === 'user')).toHaveLength(1);
    expect(stored.chatHistory.filter((message) => message.parentId === first.messageId).map((message) => message.id)).toEqual([first.answerId, answerId]);

    // Another tab of the same learner makes a session: this tab's history list shows it without a reload.
    const other = await journey.t.signIn(learner.username, learner.password);
    await other.post('/api/aiChatHistory').send({ title: 'Phiên từ tab khác' }).expect(201);
    await area(page).getByText('Phiên từ tab khác').first().waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  }, 90_000);

  it('with the data store on, shows only the cited source under the answer, its [n] linking to it, the unused ones folded', async () => {
    journey.openai.reset();
    const admin = await journey.t.signInAdmin();
    for (const body of [
      { title: 'Lãi suất điều hành giảm', summary: 'Ngân hàng nhà nước giảm lãi suất điều hành 0,5 điểm phần trăm.' },
      { title: 'Lãi suất tiết kiệm quý này', summary: 'Các ngân hàng thương mại giữ lãi suất tiết kiệm kỳ hạn 12 tháng.' },
    ]) {
      await admin.post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, ...body }).expect(201);
    }
    await until('the records to be indexed', async () => (await admin.get('/api/library-index/search').query({ q: 'lãi suất', k: 20, threshold: 0 })).body.totalFound === 2, 30_000);
    journey.openai.answerWith = (prompt) => (prompt.includes('<sources>') ? 'Lãi suất điều hành đã giảm [1]. Một nguồn không có [9].' : undefined);

    const { page, errors } = await openChat();
    await area(page).getByRole('button', { name: /Chat mới$/ }).first().click();
    await toast(page, M.created).waitFor();
    const store = area(page).getByRole('switch', { name: 'Kho dữ liệu' });
    // Off by default, per chat.
    expect(await store.isChecked()).toBe(false);
    await store.click();
    const request = page.waitForRequest((sent) => SEND_PATH.test(new URL(sent.url()).pathname) && sent.method() === 'POST');
    const sent = await ask(page, 'Lãi suất điều hành thế nào?');
    expect((await request).postDataJSON()).toMatchObject({ dataStore: true });
    const answer = area(page).locator(`[data-message-id="${sent.answerId}"][data-streaming="false"]`);
    await answer.waitFor({ timeout: 20_000 });
    const retrieval = (await session(sent.data.id)).chatHistory.find((message) => message.id === sent.answerId)!.embeddingResults!;
    expect(retrieval.sources).toHaveLength(1);

    // [1] is a link to its source; [9] names nothing and stays text.
    await answer.getByRole('link', { name: '[1]', exact: true }).waitFor();
    expect(await answer.getByRole('link', { name: '[9]' }).count()).toBe(0);
    expect(await answer.innerText()).toContain('[9]');
    const cited = retrieval.sources[0];
    const card = answer.locator(`[data-source="news:${cited.sourceId}"]`).first();
    expect(await card.innerText()).toContain(`Độ liên quan ${cited.similarityPercent}%`);
    expect(cited.similarityPercent).toMatch(/^\d+\.\d$/);
    expect(await answer.getByText('Nguồn tham khảo (1)').count()).toBe(1);
    const address = page.url();
    await answer.getByRole('link', { name: '[1]', exact: true }).click();
    expect(page.url()).toBe(address);
    expect(await answer.locator(`[id="nguon-${sent.answerId}-1"]`).isVisible()).toBe(true);
    if (retrieval.unused.length) {
      const folded = answer.getByText(`${retrieval.unused.length} nguồn tìm thấy nhưng không được dùng trong câu trả lời`);
      await folded.waitFor();
      expect(await answer.locator(`[data-source="news:${retrieval.unused[0].sourceId}"]`).isVisible()).toBe(false);
    }
    expect(errors).toEqual([]);
  }, 90_000);
});
