import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contentStreamId, type ContentAiMediaGenerated, type EventStore } from '@k9/domain';
import type { ContentAiQueueView } from '@k9/contracts';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { CONTENT_AI_QUEUE_NAMES } from './content-ai-names.js';
import { readUntil } from '../../../test/helpers/until.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const QUEUE = '/api/k9/ai/queues/image';
// The spec's 1 s between tasks, shortened here (the pause is the queue's limiter). The restart case is in content-ai-restart.int-spec.ts.
const FAST = { concurrency: 1, limiter: { max: 1, duration: 20 } };

/** This file's waits: the value `read` answers once `done` accepts it. */
const until = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000) => readUntil(what, read, done, timeoutMs);

describe('Avatar image queue (issue 34 §1)', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let t: TestApp | null = null;
  let admin: Agent;
  // A stop lets the running task end (5 s): a task a stop cuts off is resumed once BullMQ sees it stalled (30-60 s).
  const options = { jobs: { ...ownJobs().jobs, shutdownTimeoutMs: 5000, queues: { [CONTENT_AI_QUEUE_NAMES.image]: FAST, [CONTENT_AI_QUEUE_NAMES.voice]: FAST } } };

  const news = async (title: string, summary = 'Doanh nghiệp nhỏ quản lý dòng tiền theo tuần để tránh thiếu vốn lưu động.') =>
    (await admin.post('/api/k9').send({ type: 'news', title, summary, detail: 'Chi tiết bài viết.' }).expect(201)).body.id as number;
  const view = async () => (await admin.get(QUEUE).expect(200)).body as ContentAiQueueView;
  const store = () => t!.app.get<EventStore>(EVENT_STORE);
  const generated = async (id: number) =>
    (await store().readStream(contentStreamId(id))).filter((event) => event.type === 'ContentAiMediaGenerated') as unknown as Array<ContentAiMediaGenerated & { metadata: Record<string, unknown> }>;

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), options);
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  it('refuses what the spec refuses, in its words, and a record already queued (also when two requests race)', async () => {
    const noSummary = await news('Không tóm tắt', ' ');
    const refused = await admin.post(QUEUE).send({ recordIds: [noSummary] }).expect(422);
    expect(refused.body.message).toBe('Không có tóm tắt để tạo ảnh!');
    expect((await admin.post(QUEUE).send({ recordIds: [] }).expect(400)).body.message).toContain('Vui lòng chọn ít nhất một bản ghi');
    expect((await admin.post('/api/k9/ai/queues/video').send({ recordIds: [noSummary] }).expect(400)).body.message).toBe('Hàng đợi phải là image, diagram hoặc voice.');

    openai.script('chat', 'hang');
    const racing = await news('Hai yêu cầu cùng lúc');
    const answers = await Promise.all([admin.post(QUEUE).send({ recordIds: [racing] }), admin.post(QUEUE).send({ recordIds: [racing] })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('Bản ghi này đã trong hàng đợi hoặc đang được xử lý.');
    const [taskId] = answers.find((answer) => answer.status === 202)!.body.taskIds as string[];
    await until('the task runs', view, (queue) => queue.tasks.some((task) => task.id === taskId && task.state === 'processing'));
    // Processing: still refused.
    await admin.post(QUEUE).send({ recordIds: [racing] }).expect(409);

    // Stop while running: the hanging description call is aborted, nothing is written, and the record may be queued again.
    const waitingRecord = await news('Đang chờ rồi bị dừng');
    const [waitingTask] = (await admin.post(QUEUE).send({ recordIds: [waitingRecord] }).expect(202)).body.taskIds as string[];
    expect((await admin.delete(`${QUEUE}/${waitingTask}`).expect(200)).body).toEqual({ result: 'removed' });
    expect((await admin.delete(`${QUEUE}/${taskId}`).expect(200)).body).toEqual({ result: 'cancelling' });
    const stopped = await until('the stop', view, (queue) => queue.tasks.find((task) => task.id === taskId)?.state === 'stopped');
    expect(stopped.tasks.find((task) => task.id === waitingTask)).toBeUndefined();
    expect(stopped.processing).toBe(0);
    await admin.delete(`${QUEUE}/${taskId}`).expect(404);
    expect(await generated(racing)).toHaveLength(0);
    expect((await admin.get(`/api/k9/${racing}`).expect(200)).body.avatarUrl).toBeNull();
    await admin.post(QUEUE).send({ recordIds: [racing] }).expect(202);
    await until('the record queued again gets its avatar', async () => (await admin.get(`/api/k9/${racing}`)).body.avatarUrl as string | null, (url) => !!url);
    await admin.post(QUEUE).send({ recordIds: [racing] }).expect(422, /News này đã có ảnh!/);
  }, 60_000);

  it('fails only the task whose provider call fails, and goes on with the rest', async () => {
    const ids = [await news('Một'), await news('Hai'), await news('Ba')];
    gemini.script('predict', 'ok', { status: 400, message: 'Imagen refused the prompt' }, 'ok');
    const { taskIds } = (await admin.post(QUEUE).send({ recordIds: ids }).expect(202)).body as { taskIds: string[] };
    const queue = await until('three tasks finish', view, (q) => taskIds.every((id) => ['done', 'error'].includes(q.tasks.find((task) => task.id === id)?.state ?? '')));
    const states = taskIds.map((id) => queue.tasks.find((task) => task.id === id)!);
    expect(states.map((task) => task.state)).toEqual(['done', 'error', 'done']);
    expect(states[1].error).toMatch(/^Lỗi khi tạo ảnh cho Hai: /);
    const avatars = await Promise.all(ids.map(async (id) => (await admin.get(`/api/k9/${id}`).expect(200)).body.avatarUrl as string | null));
    expect(avatars[0]).toMatch(/^\/files\//);
    expect(avatars[1]).toBeNull();
    expect(avatars[2]).toMatch(/^\/files\//);
    // The file is served.
    await admin.get(avatars[0]!).expect(200);
  }, 60_000);
});
