import { afterAll, describe, expect, it } from '@jest/globals';
import { chatSessionStreamId, type ChatSessionEvent, type EventStore } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv } from '../../../test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { until } from '../../../test/helpers/until.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

/** Issue 29 §2: an API restart mid-answer asks again under a new run id, marks the cut run superseded, stores one answer. */
describe('assistant: an answer survives an API restart', () => {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  afterAll(async () => {
    // Both instances share one database, made here and dropped once both are closed.
    await second?.close();
    await db?.drop();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  it('stores exactly one answer, under a new run id', async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    const jobs = { jobs: { prefix: `${process.env.K9_TEST_DB_PREFIX ?? 'k9_test_'}chat_${crypto.randomUUID().slice(0, 8)}`, shutdownTimeoutMs: 200 } };
    db = await createTestDatabase();
    const env = aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000', DATABASE_URL: db.url });
    first = await startTestApp(env, jobs);
    const user = await first.createUser();
    const agent = await first.signIn(user.username, user.password);
    const id = (await agent.post('/api/aiChatHistory').send({}).expect(201)).body.data.id as number;
    openai.streamChunks = 10;
    openai.chunkDelayMs = 300;
    const { runId } = (await agent.post(`/api/aiChatHistory/${id}/messages`).send({ content: 'Phân tích ngành thép' }).expect(202)).body;
    await until('the answer to be streaming', async () => (await agent.get(`/api/aiChatHistory/${id}/runs/${runId}?after=0`)).body.lastSeq >= 1, 10_000);
    // The API stops mid-answer (its worker gives the answer 200 ms, then stops it) and comes back on the same data.
    await first.close();

    openai.chunkDelayMs = 0;
    second = await startTestApp(env, jobs);
    const again = await second.signIn(user.username, user.password);
    await until('the answer to be stored', async () => (await again.get(`/api/aiChatHistory/${id}`)).body.data?.answering === null, 20_000);
    const history = (await again.get(`/api/aiChatHistory/${id}`).expect(200)).body.data.chatHistory as Array<{ role: string; status?: string; content: string }>;
    expect(history.filter((message) => message.role === 'assistant')).toEqual([expect.objectContaining({ status: 'ok', content: 'Trả lời giả lập cho: Phân tích ngành thép' })]);
    const events = (await second.app.get<EventStore>(EVENT_STORE).readStream<ChatSessionEvent>(chatSessionStreamId(id))).map((event) => event.type);
    expect(events.filter((type) => type === 'ChatAnswerSuperseded')).toHaveLength(1);
    expect(events.filter((type) => type === 'ChatAnswerCompleted')).toHaveLength(1);
  }, 60_000);
});
