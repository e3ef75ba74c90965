import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { THESIS_ROUTES as R, type ThesisView } from '@k9/contracts';
import { DEFAULT_SUMMARIZE_PROMPT, THESIS_MESSAGES as M, THESIS_SETTING, THESIS_SUMMARY_PROMPTS, type EventStore } from '@k9/domain';
import { fakeAnswer, startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { accessMatrix, ADMIN_ONLY, signInAs, signInCallers, type AccessRow, type Agent, type Caller } from '../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

type Who = Caller | 'other';

/**
 * Issue 30 §1-§2, §4: every thesis route in the authorisation matrix (a thesis is its owner's alone), and the AI
 * summaries through the one gateway against the fake OpenAI server: the model setting, the prompts, the fallback.
 */
describe('thesis AI summaries and access', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let agents: Record<Who, Agent>;
  let learnerId: string;
  let thesis: ThesisView;
  const snapshot = async () => ({ head: await t.app.get<EventStore>(EVENT_STORE).committedHead() });

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '5000' }), ownJobs());
    const learner = await t.createUser();
    learnerId = learner.id;
    agents = { ...(await signInCallers(t, { learner })), other: await signInAs(t, await t.createUser()) };
    thesis = (await agents.learner.post(R.list).send({ name: 'Ngành thép', list_chat: [{ content: 'Giá thép tăng 5% trong quý' }, { content: 'Tồn kho giảm mạnh' }] }).expect(201)).body.data;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  describe('access', () => {
    const everyone = { visitor: 401, expired: 403, learner: 200, other: 200, admin: 200 };
    const ownerOnly = { ...everyone, other: 404, admin: 404 };
    let spare = '';
    const rows: AccessRow<Who>[] = [
      { name: 'GET /api/thesis', call: (a) => a.get(R.list), expect: everyone },
      { name: 'GET /api/thesis/search', call: (a) => a.get(R.search).query({ q: 'thép' }), expect: everyone },
      { name: "GET /api/thesis/{id} (the learner's)", call: (a) => a.get(R.one(thesis.id)), expect: ownerOnly },
      { name: "GET /api/thesis/user/{id} (the learner's)", call: (a) => a.get(R.ofUser(learnerId)), expect: { ...everyone, other: 403, admin: 403 } },
      { name: 'POST /api/thesis', call: (a) => a.post(R.list).send({ name: 'Mới' }), expect: { ...everyone, learner: 201, other: 201, admin: 201 }, writes: true },
      { name: 'POST /api/thesis/daily', call: (a) => a.post(R.daily), expect: everyone, writes: true },
      { name: "PUT /api/thesis/{id} (the learner's)", call: (a) => a.put(R.one(thesis.id)).send({ name: 'Ngành thép 2026', userCreated: 'x' }), expect: ownerOnly, writes: true },
      { name: "POST /api/thesis/{id}/chats (the learner's)", call: (a) => a.post(R.chats(thesis.id)).send({ content: 'Lưu thêm', mode: 'original' }), expect: ownerOnly, writes: true },
      { name: 'POST /api/thesis/ai-summary (a segment)', call: (a) => a.post(R.aiSummary).send({ purpose: 'segment', text: 'Giá thép tăng' }), expect: everyone },
      { name: "POST /api/thesis/ai-summary (the learner's thesis)", call: (a) => a.post(R.aiSummary).send({ purpose: 'thesis', thesisId: thesis.id }), expect: ownerOnly },
      { name: 'GET /api/setting/THESIS_SETTING', call: (a) => a.get(`/api/setting/${THESIS_SETTING}`), expect: { ...ADMIN_ONLY, other: 403, admin: 200 } },
      {
        name: 'POST /api/setting THESIS_SETTING',
        call: (a) => a.post('/api/setting').send({ type: THESIS_SETTING, setting: { summaryModel: 'gpt-4.1-2025-04-14' } }),
        expect: { ...ADMIN_ONLY, other: 403, admin: 201 },
        writes: true,
      },
      { name: "DELETE /api/thesis/{id} (another thesis of the learner's)", call: (a) => a.delete(R.one(spare)), expect: ownerOnly, writes: true },
    ];
    beforeAll(async () => {
      spare = (await agents.learner.post(R.list).send({ name: 'Để xóa' }).expect(201)).body.data.id;
    });

    accessMatrix({
      callers: () => agents,
      order: ['visitor', 'expired', 'other', 'admin', 'learner'],
      rows,
      snapshot,
      title: (who) => `answers the ${who} as expected on every thesis route, changing nothing when refused`,
    });
  });

  describe('AI summaries', () => {
    beforeEach(() => {
      openai.reset();
      gemini.reset();
    });
    const summarize = async (body: Record<string, unknown>) => (await agents.learner.post(R.aiSummary).send(body).expect(200)).body;
    const lastCall = () => openai.requests.filter((request) => request.kind === 'chat').at(-1)!;
    const messagesOf = (call: { body: Record<string, unknown> }) => call.body.messages as Array<{ role: string; content: string }>;

    it('summarises a segment with gpt-4.1-2025-04-14 by default, the caller as actor', async () => {
      const text = 'Doanh thu quý ba tăng 20% nhờ xuất khẩu';
      expect(await summarize({ purpose: 'segment', text })).toEqual({ success: true, summary: fakeAnswer(text), model: 'gpt-4.1-2025-04-14' });
      const call = lastCall();
      expect(call.path).not.toContain('openrouter');
      expect(call.body.model).toBe('gpt-4.1-2025-04-14');
      expect(messagesOf(call)).toEqual([
        { role: 'system', content: THESIS_SUMMARY_PROMPTS.segment },
        { role: 'user', content: text },
      ]);
    });

    it("summarises the caller's whole thesis from its segments", async () => {
      const answer = await summarize({ purpose: 'thesis', thesisId: thesis.id });
      expect(answer.success).toBe(true);
      const prompt = messagesOf(lastCall()).at(-1)!.content;
      expect(prompt).toContain('Đoạn 1:\nGiá thép tăng 5% trong quý');
      expect(prompt).toContain('Đoạn 2:\nTồn kho giảm mạnh');
    });

    it("summarises a message by the caller's prompt, or the default one, and makes the modal's short summary", async () => {
      await summarize({ purpose: 'summarize', text: 'Một tin nhắn dài', prompt: 'Tóm tắt thành 3 gạch đầu dòng' });
      expect(messagesOf(lastCall())[0]).toEqual({ role: 'system', content: 'Tóm tắt thành 3 gạch đầu dòng' });
      await summarize({ purpose: 'summarize', text: 'Một tin nhắn dài' });
      expect(messagesOf(lastCall())[0]).toEqual({ role: 'system', content: DEFAULT_SUMMARIZE_PROMPT });
      await summarize({ purpose: 'short', text: 'Một tin nhắn dài' });
      expect(messagesOf(lastCall())[0]).toEqual({ role: 'system', content: THESIS_SUMMARY_PROMPTS.short });
    });

    it('keeps the original text (the thesis’s own summary) when the provider fails, with the spec’s warning', async () => {
      openai.script('chat', { status: 500 }, { status: 500 });
      expect(await summarize({ purpose: 'segment', text: 'Nội dung gốc' })).toEqual({ success: false, summary: 'Nội dung gốc', message: M.summaryFailed });
      openai.script('chat', { status: 500 });
      expect(await summarize({ purpose: 'thesis', thesisId: thesis.id })).toEqual({ success: false, summary: thesis.summary, message: M.summaryFailed });
    });

    it("uses the admins' model setting, refusing a bad one in Vietnamese", async () => {
      const stored = (await agents.admin.get(`/api/setting/${THESIS_SETTING}`).expect(200)).body;
      const bad = await agents.admin.put('/api/setting').send({ id: stored.id, type: THESIS_SETTING, version: stored.version, setting: { summaryModel: 5 } });
      expect([bad.status, bad.body.message]).toEqual([422, M.summaryModelInvalid]);
      await agents.admin.put('/api/setting').send({ id: stored.id, type: THESIS_SETTING, version: stored.version, setting: { summaryModel: 'google/gemini-2.5-flash' } }).expect(200);
      expect(await summarize({ purpose: 'short', text: 'Tin nhắn' })).toMatchObject({ success: true, model: 'google/gemini-2.5-flash' });
      expect(lastCall().path).toContain('openrouter');
    });
  });
});
