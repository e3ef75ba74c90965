import { afterAll, beforeAll, describe } from '@jest/globals';
import type { EventStore } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { accessMatrix, signInAs, signInCallers, type AccessRow, type Agent, type Caller } from '../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { until } from '../../../test/helpers/until.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

type Who = Caller | 'other';

/**
 * Every assistant route (issue 29 §6): a session is its owner's alone. B cannot read, append to, stop or delete A's
 * sessions (404, as if it did not exist), nor list them (403, admins included); a refused write stores nothing.
 */
describe('assistant access', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let agents: Record<Who, Agent>;
  let learnerId: string;
  let sessionId: number;
  let runId: string;
  let questionId: string;
  const snapshot = async () => ({ head: await t.app.get<EventStore>(EVENT_STORE).committedHead() });

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), ownJobs());
    const learner = await t.createUser();
    const other = await t.createUser();
    learnerId = learner.id;
    agents = { ...(await signInCallers(t, { learner })), other: await signInAs(t, other) };
    sessionId = (await agents.learner.post('/api/aiChatHistory').send({}).expect(201)).body.data.id;
    ({ runId, messageId: questionId } = (await agents.learner.post(`/api/aiChatHistory/${sessionId}/messages`).send({ content: 'Xin chào' }).expect(202)).body);
    await until('the first answer', async () => (await agents.learner.get(`/api/aiChatHistory/${sessionId}`)).body.data.answering === null, 15_000);
    // Later answers stay in flight long enough for the stop row to find one running.
    openai.streamChunks = 10;
    openai.chunkDelayMs = 300;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  const everyone = { visitor: 401, expired: 403, learner: 200, other: 200, admin: 200 };
  const ownerOnly = { ...everyone, other: 404, admin: 404 };
  const rows: AccessRow<Who>[] = [
    { name: 'GET /api/assistant/advisors', call: (a) => a.get('/api/assistant/advisors'), expect: everyone },
    { name: "GET /api/aiChatHistory/{id} (the learner's)", call: (a) => a.get(`/api/aiChatHistory/${sessionId}`), expect: ownerOnly },
    { name: "GET /api/aiChatHistory/user/{email} (the learner's)", call: (a) => a.get(`/api/aiChatHistory/user/${learnerId}`), expect: { ...everyone, other: 403, admin: 403 } },
    { name: "GET /api/aiChatHistory/{id}/runs/{runId} (the learner's)", call: (a) => a.get(`/api/aiChatHistory/${sessionId}/runs/${runId}?after=0`), expect: ownerOnly },
    { name: 'POST /api/aiChatHistory', call: (a) => a.post('/api/aiChatHistory').send({ title: 'Mới' }), expect: { ...everyone, learner: 201, other: 201, admin: 201 }, writes: true },
    { name: "PUT /api/aiChatHistory (the learner's)", call: (a) => a.put('/api/aiChatHistory').send({ id: sessionId, title: 'Đổi tên' }), expect: ownerOnly, writes: true },
    {
      name: "POST /api/aiChatHistory/{id}/messages (the learner's)",
      call: (a) => a.post(`/api/aiChatHistory/${sessionId}/messages`).send({ content: 'Câu hỏi thứ hai' }),
      expect: { ...ownerOnly, learner: 202 },
      writes: true,
    },
    { name: "POST /api/aiChatHistory/{id}/stop (the learner's)", call: (a) => a.post(`/api/aiChatHistory/${sessionId}/stop`), expect: ownerOnly, writes: true },
    {
      name: "POST /api/aiChatHistory/{id}/messages/{questionId}/answers (the learner's)",
      call: (a) => a.post(`/api/aiChatHistory/${sessionId}/messages/${questionId}/answers`).send({}),
      expect: { ...ownerOnly, learner: 202 },
      writes: true,
    },
    { name: "POST /api/aiChatHistory/{id}/stop (the learner's regenerated answer)", call: (a) => a.post(`/api/aiChatHistory/${sessionId}/stop`), expect: ownerOnly, writes: true },
    { name: 'POST /api/data-analysis/chat-with-history', call: (a) => a.post('/api/data-analysis/chat-with-history').send({ new_message: 'Xin chào' }), expect: everyone },
    { name: 'POST /api/websearch/search-with-history', call: (a) => a.post('/api/websearch/search-with-history').send({ prompt: 'Xin chào' }), expect: everyone },
    { name: "DELETE /api/aiChatHistory/{id} (the learner's)", call: (a) => a.delete(`/api/aiChatHistory/${sessionId}`), expect: ownerOnly, writes: true },
  ];

  accessMatrix({
    callers: () => agents,
    order: ['visitor', 'expired', 'other', 'admin', 'learner'],
    rows,
    snapshot,
    title: (who) => `answers the ${who} as expected on every assistant route, changing nothing when refused`,
  });
});
