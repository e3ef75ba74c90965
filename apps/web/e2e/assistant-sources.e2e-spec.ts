import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ChatSessionView } from '@k9/contracts';
import { ASSISTANT_MESSAGES as M } from '@k9/domain';
import type { Page } from 'playwright-core';
import { aiTestEnv } from '../../api/test/helpers/ai-test-env.js';
import { until } from '../../api/test/helpers/until.js';
import { answerTo, suiteAiJourney } from './journey.js';
import { expectInert, watchDialogs, XSS_PAYLOADS } from './llm-payloads.js';

const SEND_PATH = /^\/api\/aiChatHistory\/\d+\/messages$/;
const WORD = 'LAISUATZULU';

/**
 * Issue 29 §4 and §6 (LLM output): the answer and the sources it cites carry the XSS corpus (the answer's markdown,
 * a cited news record's title, summary and detail, a cited report's title, summaries and a javascript: report URL);
 * none of it runs, on the answer or in the document detail modal (spec 2 §2.9, report and news variants). A source the
 * learner may no longer open shows the spec's no-access notice and nothing of it.
 */
describe('the assistant: cited sources and what an LLM or a record carries', () => {
  const journey = suiteAiJourney(({ openai, gemini }) => aiTestEnv(openai, gemini, { SEED_SAMPLE_CONTENT: 'false', AI_TIMEOUT_MS: '20000' }));
  let learner: { id: string; username: string; password: string };
  const ids = { news: 0, closed: 0, report: 0 };

  beforeAll(async () => {
    learner = await journey.t.createUser();
    const admin = await journey.t.signInAdmin();
    const payloads = XSS_PAYLOADS.join('\n\n');
    const news = async (body: Record<string, unknown>) => (await admin.post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, ...body }).expect(201)).body.id as number;
    ids.news = await news({ title: `Tin ${WORD} <img src=x onerror="window.__xss='title'">`, summary: `Tóm tắt ${WORD} an toàn. ${XSS_PAYLOADS[2]}`, detail: `Chi tiết ${WORD} vẫn đọc được.\n\n${payloads}` });
    ids.closed = await news({ title: `Tin ${WORD} sắp đóng`, summary: `Tin ${WORD} chỉ dành cho một lớp.` });
    const report = (URLReport: string) => ({
      status: 'published',
      category: 'Ngành',
      info: { title: `Báo cáo ${WORD} <script>window.__xss='report'</script>`, URLReport },
      summary1: `Báo cáo ${WORD} tóm tắt.\n\n${payloads}`,
      summary2: `Chi tiết báo cáo ${WORD}.`,
    });
    // A javascript: report URL is never stored; the report keeps an ordinary one.
    const refused = await admin.post('/api/ai-summary').send(report("javascript:window.__xss='report-url'"));
    expect([refused.status, typeof refused.body.message]).toEqual([422, 'string']);
    ids.report = (await admin.post('/api/ai-summary').send(report('https://bao-cao.example/lai-suat.pdf')).expect(201)).body.id as number;
    // Every chunk of the three comes back (the detail full of payloads makes several), so the answer can cite them all.
    await admin.post('/api/setting').send({ type: 'LIBRARY_SEARCH_SETTING', setting: { k: 20, threshold: 0 } }).expect(201);
    await until('the three sources to be indexed', async () => (await admin.get('/api/library-index/search').query({ q: WORD, k: 20, threshold: 0 })).body.totalFound === 3, 30_000);
  });

  const area = (page: Page) => page.locator('[data-area="ai"]');

  it('shows the answer and its cited sources inert, opens each in the detail modal, and the closed one with the no-access notice', async () => {
    journey.openai.answerWith = (prompt) => (prompt.includes('<sources>') ? `Câu trả lời an toàn theo ${Array.from({ length: 20 }, (_, i) => `[${i + 1}]`).join(' ')}.\n\n${XSS_PAYLOADS.join('\n\n')}` : undefined);
    const page = await journey.signedInPage(learner.username, learner.password, 1440);
    const dialogs = watchDialogs(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${journey.base}/home?tab=ai`);
    await area(page).getByRole('button', { name: /Chat mới$/ }).first().click();
    await page.locator('.ant-message').getByText(M.created, { exact: true }).waitFor();
    await area(page).getByRole('switch', { name: 'Kho dữ liệu' }).click();
    await area(page).getByRole('textbox', { name: 'Câu hỏi', exact: true }).fill(WORD);
    const sent = await answerTo(page, 'POST', SEND_PATH, () => area(page).getByRole('button', { name: /Gửi$/ }).click());
    expect(sent.status).toBe(202);
    const { answerId, data } = sent.body as unknown as { answerId: string; data: ChatSessionView };
    const answer = area(page).locator(`[data-message-id="${answerId}"][data-streaming="false"]`);
    await answer.getByText('Câu trả lời an toàn theo', { exact: false }).waitFor({ timeout: 20_000 });
    await expectInert(page, answer);
    const learnerAgent = await journey.t.signIn(learner.username, learner.password);
    const stored = ((await learnerAgent.get(`/api/aiChatHistory/${data.id}`).expect(200)).body.data as ChatSessionView).chatHistory.find((message) => message.id === answerId)!;
    expect(stored.content).toContain('<script>');
    expect(stored.embeddingResults!.sources.map((source) => `${source.table}:${source.sourceId}`).sort()).toEqual([`news:${ids.closed}`, `news:${ids.news}`, `report:${ids.report}`].sort());

    // The news variant: title, summary and detail as text and allowed markup only.
    const modal = page.getByRole('dialog');
    await answer.getByRole('button', { name: `Xem chi tiết: Tin tức #${ids.news}` }).click();
    await modal.getByText(`Chi tiết ${WORD} vẫn đọc được.`).waitFor();
    expect(await modal.getByRole('heading', { level: 4 }).innerText()).toContain(`Tin ${WORD} <img src=x`);
    await expectInert(page, modal);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // The report variant: ID, title, summaries and its report URL.
    await answer.getByRole('button', { name: `Xem chi tiết: Báo cáo #${ids.report}` }).click();
    await modal.getByText(`Chi tiết báo cáo ${WORD}.`).waitFor();
    expect(await modal.innerText()).toContain(`ID: ${ids.report}`);
    expect(await modal.getByRole('heading', { level: 3 }).innerText()).toContain(`Báo cáo ${WORD} <script>`);
    expect(await modal.locator('a[href="https://bao-cao.example/lai-suat.pdf"]').count()).toBe(1);
    await expectInert(page, modal);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // The admin closes a cited news record to one class: the learner is told, and sees nothing of it.
    const admin = await journey.t.signInAdmin();
    const classId = (await admin.post('/api/user-class').send({ name: 'Lớp đóng' }).expect(201)).body.data.id as number;
    await admin.put('/api/k9').send({ id: ids.closed, isPublic: false, allowed_user_class: [classId] }).expect(200);
    await answer.getByRole('button', { name: `Xem chi tiết: Tin tức #${ids.closed}` }).click();
    await modal.getByText(M.noAccess).waitFor();
    expect(await modal.innerText()).not.toContain('chỉ dành cho một lớp');

    expect(await page.evaluate(() => (globalThis as { __xss?: string }).__xss ?? null)).toBeNull();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);
});
