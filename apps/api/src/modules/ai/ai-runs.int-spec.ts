import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { aiCallStreamId, aiRunStreamId, type AiCallRecorded, type AiRunEvent, type EventStore } from '@k9/domain';
import type { AiStreamEnded } from '@k9/contracts';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { AiRunStreams } from '../../platform/ai/ai-run-streams.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { openTestSocket, type TestSocket } from '../../../test/helpers/ws-client.js';
import { until } from '../../../test/helpers/until.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { loggedEvents } from '../../../test/helpers/logged-events.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
const EXPECTED = 'Trả lời giả lập cho: Phân tích mô hình kinh doanh';

describe('AI runs as jobs: streaming over /ws, replay, stop and retry', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let admin: Agent;
  let adminSocket: TestSocket;
  let learnerSocket: TestSocket;
  let store: EventStore;
  const runEvents = async (runId: string) => (await store.readStream<AiRunEvent>(aiRunStreamId(runId))).map(({ type, data }) => ({ type, data }));
  const ended = (runId: string, timeoutMs = 10_000): Promise<AiStreamEnded> => adminSocket.next('ai.ended', (data) => data.runId === runId, timeoutMs);

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), ownJobs());
    store = t.app.get<EventStore>(EVENT_STORE);
    admin = await t.signInAdmin();
    const learner = await t.createUser();
    adminSocket = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) });
    learnerSocket = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(learner.username, learner.password) });
    await adminSocket.next('session.ready');
    adminSocket.send('admin.queue.subscribe', {});
    await adminSocket.next('room.joined');
  });
  afterAll(async () => {
    await Promise.all([adminSocket?.close(), learnerSocket?.close()]);
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });
  beforeEach(() => {
    openai.reset();
    gemini.reset();
  });

  it('streams the answer in order to the asking admin only, applies the result by a command and replays after a seq', async () => {
    openai.streamChunks = 6;
    openai.chunkDelayMs = 10;
    const runId = crypto.randomUUID();
    const started = await admin.post('/api/ai/runs').send({ runId, prompt: 'Phân tích mô hình kinh doanh', model: 'gpt-4.1' }).expect(201);
    // The same run id again (a double click) is the same job.
    const again = await admin.post('/api/ai/runs').send({ runId, prompt: 'Phân tích mô hình kinh doanh', model: 'gpt-4.1' }).expect(201);
    expect(again.body.jobId).toBe(started.body.jobId);
    const end = await ended(runId);
    expect(end).toMatchObject({ outcome: 'ok', text: EXPECTED });
    const deltas = adminSocket.received.filter((message) => message.event === 'ai.delta' && message.data.runId === runId).map((message) => message.data as { seq: number; delta: string })
      .map(({ seq, delta }) => ({ seq, delta }));
    expect(deltas.map((delta) => delta.seq)).toEqual(Array.from({ length: deltas.length }, (_, index) => index + 1));
    expect(deltas.length).toBe(end.lastSeq);
    expect(deltas.map((delta) => delta.delta).join('')).toBe(EXPECTED);
    expect(learnerSocket.received.filter((message) => message.event.startsWith('ai.'))).toEqual([]);
    expect(openai.count('chat-stream')).toBe(1);

    const replay = await admin.get(`/api/ai/runs/${runId}?after=2`).expect(200);
    expect(replay.body).toMatchObject({ runId, state: 'ok', lastSeq: deltas.length, text: EXPECTED });
    expect(replay.body.deltas).toEqual(deltas.slice(2));

    const [completed] = await runEvents(runId);
    expect(completed).toMatchObject({ type: 'AiRunCompleted', data: { runId, text: EXPECTED } });
    const [call] = await store.readStream<AiCallRecorded>(aiCallStreamId(end.callId!));
    expect(call.data).toMatchObject({ operation: 'text-stream', jobId: started.body.jobId, purpose: 'admin.text-run', outcome: 'ok' });
    // The admins' queue room saw the job go through its states, from BullMQ's events.
    await adminSocket.next('job.updated', (job) => job.jobId === started.body.jobId && job.state === 'completed');
  });

  it('answers a run asked for but not started yet as running with nothing yet, not as unknown', async () => {
    // What POST /api/ai/runs does before it queues the job: the screen reads the run at once, often before the job starts.
    const runId = crypto.randomUUID();
    await admin.get(`/api/ai/runs/${runId}`).expect(404);
    const admins = (await admin.get('/profile').expect(200)).body as { id: string };
    await t.app.get(AiRunStreams).announce(runId, admins.id);
    expect((await admin.get(`/api/ai/runs/${runId}`).expect(200)).body).toMatchObject({ runId, state: 'running', deltas: [], lastSeq: 0, text: null });
    // Announcing a run that already streamed changes nothing.
    const streams = t.app.get(AiRunStreams);
    await streams.begin(runId, admins.id);
    const writer = streams.writer(runId, admins.id);
    writer.push('Một');
    await writer.flush();
    await streams.announce(runId, admins.id);
    expect((await admin.get(`/api/ai/runs/${runId}`).expect(200)).body).toMatchObject({ state: 'running', lastSeq: 1, deltas: [{ seq: 1, delta: 'Một' }] });
  });

  it('stops a running job through the one stop path, aborting its provider call', async () => {
    openai.script('chat-stream', 'hang');
    const runId = crypto.randomUUID();
    const { jobId, queue } = (await admin.post('/api/ai/runs').send({ runId, prompt: 'Dài', model: 'gpt-4.1' }).expect(201)).body;
    await adminSocket.next('job.updated', (job) => job.jobId === jobId && job.state === 'active');
    const dashboard = await admin.get('/api/ai/queues').expect(200);
    const listed = dashboard.body.find((entry: { name: string }) => entry.name === 'ai');
    expect(listed.jobs.find((job: { jobId: string }) => job.jobId === jobId)).toMatchObject({ state: 'active', ownerEmail: ADMIN.email, purpose: 'admin.text-run' });
    // Stopped while its provider call is open (a job stopped before it calls the provider records no call).
    await until('the provider call', () => openai.count('chat-stream') === 1);
    expect((await admin.post(`/api/ai/queues/${queue}/jobs/${encodeURIComponent(jobId)}/stop`).expect(200)).body).toEqual({ result: 'cancelling' });
    expect(await ended(runId)).toMatchObject({ outcome: 'stopped' });
    expect((await runEvents(runId)).at(-1)).toMatchObject({ type: 'AiRunFailed', data: { stopped: true } });
    const calls = (await loggedEvents(t.app)).filter((event) => event.type === 'AiCallRecorded' && event.data.jobId === jobId);
    expect(calls.map((event) => event.data.outcome)).toEqual(['aborted']);
    expect(openai.count('chat-stream')).toBe(1);
  });

  it('retries a failed job from the dashboard', async () => {
    openai.script('chat-stream', { status: 500 }, { status: 500 }, { status: 500 });
    const runId = crypto.randomUUID();
    const { jobId, queue } = (await admin.post('/api/ai/runs').send({ runId, prompt: 'Phân tích mô hình kinh doanh', model: 'gpt-4.1' }).expect(201)).body;
    expect(await ended(runId)).toMatchObject({ outcome: 'error', error: expect.stringMatching(/^Xảy ra lỗi trong quá trình phân tích: /) });
    await adminSocket.next('job.updated', (job) => job.jobId === jobId && job.state === 'failed');
    await admin.post(`/api/ai/queues/${queue}/jobs/${encodeURIComponent(jobId)}/retry`).expect(200);
    expect(await ended(runId)).toMatchObject({ outcome: 'ok', text: EXPECTED });
    expect((await runEvents(runId)).map((event) => event.type)).toEqual(['AiRunFailed', 'AiRunCompleted']);
    const refused = await admin.post(`/api/ai/queues/${queue}/jobs/${encodeURIComponent(jobId)}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Chỉ thử lại được công việc đã lỗi.');
  });

  it('rebuilds the catalog and the ledger into exactly what the live projections hold', async () => {
    await admin.post('/api/ai/models').send({ id: 'qwen', kind: 'text', displayName: 'Qwen (nội bộ)', provider: 'openai', providerModelId: 'qwen2.5', prices: { inputPerMillionTokens: 0.1 } }).expect(201);
    await admin.put('/api/ai/models').send({ id: 'gpt-4.1', displayName: 'GPT-4.1 chính', prices: { inputPerMillionTokens: 2, outputPerMillionTokens: 8 } }).expect(200);
    await admin.put('/api/ai/models').send({ id: 'dall-e-2', hidden: true }).expect(200);
    await admin.put('/api/ai/settings').send({ perUserDaily: 30, fallbackVoice: 'espeak-ng-vi' }).expect(200);
    for (const model of ['gpt-4.1', 'qwen', 'gemini-2.5-flash']) await admin.post('/api/data-analysis/generate-text').send({ prompt: 'x', model }).expect(200);
    const projections = t.app.get(ProjectionsService);
    await projections.waitFor(await store.committedHead(), ['ai-catalog', 'ai-call-ledger']);
    const usage = await admin.get('/api/ai/usage?groupBy=model').expect(200);
    const gpt = usage.body.rows.find((row: { key: string }) => row.key === 'gpt-4.1');
    expect(gpt.estimatedCostUsd).toBeGreaterThan(0);
    expect((await admin.get('/api/ai/calls?model=qwen').expect(200)).body.total).toBe(1);
    const models = (await admin.get('/api/ai/models').expect(200)).body.models as Array<{ id: string; displayName: string; hidden: boolean }>;
    expect(models.find((model) => model.id === 'gpt-4.1')?.displayName).toBe('GPT-4.1 chính');
    expect(models.find((model) => model.id === 'dall-e-2')?.hidden).toBe(true);
    const tables = ['ai_model_change', 'ai_settings', 'ai_call', 'ai_usage_daily'];
    const connection = t.app.get(MikroORM).em.fork().getConnection();
    const snapshot = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await connection.execute(`SELECT * FROM ${table} AS row ORDER BY row::text`)])));
    const live = await snapshot();
    expect(live.ai_call.length).toBeGreaterThanOrEqual(6);
    for (const name of ['ai-catalog', 'ai-call-ledger']) await projections.rebuild(name);
    expect(await snapshot()).toEqual(live);
    // A hidden model still runs where a saved flow names it.
    await admin.post('/api/data-analysis/ai-gen').send({ prompt: 'x', type: 'img', model: 'dall-e-2' }).expect(200);
  });
});
