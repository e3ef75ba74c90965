import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contentStreamId, type ContentAiMediaGenerated, type EventStore } from '@k9/domain';
import type { ContentAiQueueView } from '@k9/contracts';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { CONTENT_AI_QUEUE_NAMES } from './content-ai-names.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
const QUEUE = '/api/k9/ai/queues/voice';

describe('Voice queue (issue 34 §1)', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let t: TestApp;
  let admin: Agent;

  const story = async (over: Record<string, unknown>) => (await admin.post('/api/k9').send({ type: 'story', title: 'Chuyện quán phở', summary: 'Tóm tắt', ...over }).expect(201)).body.id as number;
  const view = async () => (await admin.get(QUEUE).expect(200)).body as ContentAiQueueView;
  const until = async (what: string, done: (queue: ContentAiQueueView) => boolean): Promise<ContentAiQueueView> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const queue = await view();
      if (done(queue)) return queue;
      if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(queue).slice(0, 1500)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    const fast = { concurrency: 1, limiter: { max: 1, duration: 20 } };
    t = await startTestApp(aiTestEnv(openai, gemini), { jobs: { ...ownJobs().jobs, queues: { [CONTENT_AI_QUEUE_NAMES.voice]: fast } } });
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  it('speaks a story from its audioText and sets audioUrl and audioText as one event with voice nova, mp3, speed 1', async () => {
    // The admins' voice settings (spec 3 §5's three required fields); voice, format and speed keep the spec's defaults.
    await admin.post('/api/setting').send({ type: 'VOICE_GENERATION_CONFIG', setting: { textModel: 'gpt-4.1', audioModel: 'tts-1', systemMessage: 'Đọc tự nhiên.' } }).expect(201);
    openai.answerWith = (prompt) => (prompt.includes('Ngày xưa') ? 'Lời đọc: ngày xưa có một quán phở nhỏ.' : undefined);
    const id = await story({ audioText: 'Ngày xưa có một **quán phở** nhỏ.', detail: '' });
    const [taskId] = (await admin.post(QUEUE).send({ recordIds: [id], source: 'custom' }).expect(202)).body.taskIds as string[];
    await until('the voice is made', (queue) => queue.tasks.find((task) => task.id === taskId)?.state === 'done');
    const record = (await admin.get(`/api/k9/${id}`).expect(200)).body;
    expect(record.audioUrl).toMatch(/^\/files\/.+\.mp3$/);
    expect(record.audioText).toBe('Lời đọc: ngày xưa có một quán phở nhỏ.');
    const speech = openai.requests.filter((request) => request.kind === 'speech').at(-1)!;
    expect(speech.body).toMatchObject({ voice: 'nova', response_format: 'mp3', speed: 1, input: 'Lời đọc: ngày xưa có một quán phở nhỏ.' });
    const events = (await t.app.get<EventStore>(EVENT_STORE).readStream(contentStreamId(id))).filter((event) => event.type === 'ContentAiMediaGenerated') as unknown as ContentAiMediaGenerated[];
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ media: 'voice', changes: { audioUrl: record.audioUrl, audioText: record.audioText }, provenance: { requestedBy: { email: ADMIN.email }, promptVersion: 'VOICE_GENERATION_CONFIG@1' } });
    expect(events[0].data.provenance.calls.map((call) => call.model)).toEqual(['gpt-4.1', 'tts-1']);
    expect(events[0].data.provenance.calls.map((call) => call.step)).toEqual(['text', 'speech']);
    // Done: the record has its voice, a second request is refused.
    expect((await admin.post(QUEUE).send({ recordIds: [id] }).expect(422)).body.message).toBe('Bản ghi này đã có voice.');
  }, 60_000);

  it('bulk voice takes the records without audioUrl that have detail, and says why it left the others out', async () => {
    openai.answerWith = null;
    const withDetail = [await story({ detail: 'Chi tiết một' }), await story({ detail: 'Chi tiết hai' })];
    const noDetail = await story({ detail: '' });
    const answer = (await admin.post(QUEUE).send({ recordIds: [...withDetail, noDetail], source: 'detail-bulk' }).expect(202)).body;
    expect(answer.taskIds).toHaveLength(2);
    expect(answer.skipped).toEqual([{ recordId: noDetail, message: 'Bản ghi chưa có nội dung chi tiết (detail) để tạo voice.' }]);
    await until('both voices are made', (queue) => answer.taskIds.every((id: string) => queue.tasks.find((task) => task.id === id)?.state === 'done'));
    for (const id of withDetail) expect((await admin.get(`/api/k9/${id}`).expect(200)).body.audioUrl).toMatch(/^\/files\//);
    expect((await admin.post(QUEUE).send({ recordIds: [noDetail], source: 'nope' }).expect(400)).body.message).toBe('Nguồn tạo voice (source) phải là custom, bulk hoặc detail-bulk.');
  }, 60_000);

  it('shows a waiting task as waiting at 0% and a running one as processing at 50%, and a stop removes the waiting one', async () => {
    openai.script('chat', 'hang');
    const [running, waiting] = [await story({ audioText: 'Một' }), await story({ audioText: 'Hai' })];
    const { taskIds } = (await admin.post(QUEUE).send({ recordIds: [running, waiting] }).expect(202)).body as { taskIds: string[] };
    const queue = await until('one runs, one waits', (q) => q.processing === 1 && q.waiting === 1);
    expect(queue.tasks.slice(0, 2).map((task) => [task.id, task.state, task.progress, task.source])).toEqual([
      [taskIds[0], 'processing', 50, 'custom'],
      [taskIds[1], 'waiting', 0, 'custom'],
    ]);
    await admin.delete(`${QUEUE}/${taskIds[1]}`).expect(200, { result: 'removed' });
    await admin.delete(`${QUEUE}/${taskIds[0]}`).expect(200, { result: 'cancelling' });
    await until('the running one stopped', (q) => q.tasks.find((task) => task.id === taskIds[0])?.state === 'stopped' && q.processing === 0 && q.waiting === 0);
  }, 60_000);
});
