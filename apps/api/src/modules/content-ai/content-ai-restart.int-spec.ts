import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { contentStreamId, type ContentAiMediaGenerated, type EventStore } from '@k9/domain';
import type { ContentAiQueueView } from '@k9/contracts';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider, type FakeKind } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { CONTENT_AI_QUEUE_NAMES, type DiagramQueueSettings, type ServedQueue } from './content-ai-names.js';
import { readUntil } from '../../../test/helpers/until.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Generated = ContentAiMediaGenerated & { metadata: Record<string, unknown> };

const TASKS = 20;
// The spec's 1 s between tasks and 2 s between repeated diagrams, shortened so 20 tasks take a second or two.
const FAST: DiagramQueueSettings = { concurrency: 1, limiter: { max: 1, duration: 20 }, repeatPauseMs: 20 };
/** The provider call that hangs until the restart: the one after this many of its kind (the 4th task's, or its 2nd diagram's). */
const CUT_AFTER = { image: 3, voice: 3, diagram: 7 } as const;

/**
 * Issue 34 §1 and §3: each generation queue takes 20 tasks through an API restart that cuts its running task off in the
 * middle of a provider call; the other instance finishes all 20, each record gets its result exactly once (the stored
 * events), and the provider is asked again only for what the cut task had not finished.
 */
describe('Content AI queues through an API restart (issue 34 §1: none lost, none doubled)', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let t: TestApp | null = null;
  let env: Record<string, string>;
  let admin: Agent;
  // A shutdown waits 300 ms for the running task, then cuts it off (the next boot runs it again). Should the cut task's
  // failure not be written before Redis goes, its lock lapses after 3 s and is looked for every second (30 s each in
  // the product), so it is taken again as a stalled job within seconds.
  const options = {
    jobs: {
      ...ownJobs().jobs,
      shutdownTimeoutMs: 300,
      lockDurationMs: 3000,
      stalledIntervalMs: 1000,
      queues: Object.fromEntries(Object.values(CONTENT_AI_QUEUE_NAMES).map((name) => [name, FAST])),
    },
  };

  const store = () => t!.app.get<EventStore>(EVENT_STORE);
  const generated = async (id: number) => (await store().readStream(contentStreamId(id))).filter((event) => event.type === 'ContentAiMediaGenerated') as unknown as Generated[];
  const record = async (id: number) => (await admin.get(`/api/k9/${id}`).expect(200)).body as Record<string, unknown>;
  const create = async (count: number, fields: (i: number) => Record<string, unknown>) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await admin.post('/api/k9').send(fields(i)).expect(201)).body.id as number);
    return ids;
  };

  /**
   * Queues the records' tasks; the `kind` call after CUT_AFTER[queue] of them hangs, and while it does the API stops
   * (cutting that task off) and starts again on the same database, Redis and files. Returns once every task is done, with the
   * queue as the modal then shows it and the task the restart cut off.
   */
  const throughRestart = async (queue: ServedQueue, recordIds: number[], body: Record<string, unknown>, provider: FakeAiProvider, kind: FakeKind) => {
    const path = `/api/k9/ai/queues/${queue}`;
    const view = async () => (await admin.get(path).expect(200)).body as ContentAiQueueView;
    provider.script(kind, ...Array.from({ length: CUT_AFTER[queue] }, () => 'ok' as const), 'hang');
    const { taskIds } = (await admin.post(path).send({ recordIds, ...body }).expect(202)).body as { taskIds: string[] };
    expect(taskIds).toHaveLength(recordIds.length);
    const before = await readUntil('the call to cut off is made', view, (q) => provider.count(kind) > CUT_AFTER[queue] && q.processing === 1);
    const cut = before.tasks.find((task) => task.state === 'processing')!;
    expect(before.tasks.filter((task) => task.state === 'done').length).toBeGreaterThanOrEqual(3);
    expect(before.waiting).toBe(recordIds.length - 4);

    await t!.app.close();
    t = await startTestApp(env, options);
    admin = await t.signIn(ADMIN.username, ADMIN.password);
    const after = await readUntil('every task is done after the restart', view, (q) => taskIds.every((id) => q.tasks.find((task) => task.id === id)?.state === 'done'));
    expect(after).toMatchObject({ processing: 0, waiting: 0 });
    // One task per record, the ones the request made, none added by the restart.
    expect(after.tasks.map((task) => task.id).sort()).toEqual([...taskIds].sort());
    expect(after.tasks.map((task) => task.recordId).sort()).toEqual([...recordIds].sort());
    return { after, cut };
  };

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    db = await createTestDatabase();
    // The hanging call waits for the restart rather than a deadline; the files outlive the instance, as in production.
    env = { ...aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), DATABASE_URL: db.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'k9-content-ai-restart-')) };
    t = await startTestApp(env, options);
    admin = await t.signInAdmin();
  });
  afterEach(() => {
    openai.reset();
    gemini.reset();
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  it('image: 20 avatars, each event naming its calls, models, prompt version and admin', async () => {
    const titles = Array.from({ length: TASKS }, (_, i) => `Bài ${i + 1}: cách một quán cà phê nhỏ giữ dòng tiền dương trong mùa mưa`);
    const ids = await create(TASKS, (i) => ({ type: 'news', title: titles[i], summary: 'Doanh nghiệp nhỏ quản lý dòng tiền theo tuần để tránh thiếu vốn lưu động.', detail: 'Chi tiết bài viết.' }));
    openai.answerDelayMs = 5;
    gemini.answerDelayMs = 5;
    const { after, cut } = await throughRestart('image', ids, {}, gemini, 'predict');
    expect(after.tasks.find((task) => task.recordId === ids[19])!.title).toBe(`${titles[19].slice(0, 50)}…`);
    for (const id of ids) {
      const events = await generated(id);
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event.data.media).toBe('avatar');
      expect(event.data.provenance).toMatchObject({ requestedBy: { email: ADMIN.email }, promptVersion: 'IMAGE_GENERATION_CONFIG@0' });
      expect(event.data.provenance.calls.map((call) => [call.step, call.model])).toEqual([
        ['description', 'gpt-4o-mini'],
        ['image', 'imagen-3.0-generate-002'],
      ]);
      expect(event.metadata).toMatchObject({ actorEmail: ADMIN.email, callId: event.data.provenance.calls[1].callId, model: 'imagen-3.0-generate-002' });
      expect((await record(id)).avatarUrl).toBe((event.data.changes as { avatarUrl: string }).avatarUrl);
    }
    // Asked again only for the cut task: its description and its image.
    expect([openai.count('chat'), gemini.count('predict')]).toEqual([TASKS + 1, TASKS + 1]);
    // The avatar drawn before the restart is still served.
    await admin.get((await record(ids[0])).avatarUrl as string).expect(200);
    expect(cut.recordId).toBe(ids[3]);
  }, 60_000);

  it('voice: 20 stories, each with its audioUrl and audioText set by one event', async () => {
    // The spoken text by a chat model, the speech by OpenAI's speech model (the fake's audio/speech).
    await admin.post('/api/setting').send({ type: 'VOICE_GENERATION_CONFIG', setting: { textModel: 'gpt-4.1', audioModel: 'tts-1', systemMessage: 'Đọc tự nhiên.' } }).expect(201);
    const ids = await create(TASKS, (i) => ({ type: 'story', title: `Chuyện quán phở số ${i + 1}`, summary: 'Tóm tắt', audioText: `Ngày xưa có quán phở số ${i + 1}.` }));
    openai.answerDelayMs = 5;
    // The cut task has its spoken text; its speech hangs.
    const { cut } = await throughRestart('voice', ids, { source: 'custom' }, openai, 'speech');
    for (const id of ids) {
      const events = await generated(id);
      expect(events).toHaveLength(1);
      expect(events[0].data).toMatchObject({ media: 'voice', provenance: { requestedBy: { email: ADMIN.email } } });
      expect(events[0].data.provenance.calls.map((call) => call.step)).toEqual(['text', 'speech']);
      const { audioUrl, audioText } = await record(id);
      expect(events[0].data.changes).toEqual({ audioUrl, audioText });
      expect(audioUrl).toMatch(/^\/files\/.+\.mp3$/);
    }
    expect([openai.count('chat'), openai.count('speech')]).toEqual([TASKS + 1, TASKS + 1]);
    expect(cut.recordId).toBe(ids[3]);
  }, 60_000);

  it('diagram: 20 records with 2 HTML diagrams each; the task cut between its two diagrams goes on from the second', async () => {
    const config = { aiModel: 'gpt-4o-mini', ai4Model: 'gpt-4.1', ai4Prompt: 'Vẽ sơ đồ bằng HTML và CSS.', quantity: 2 };
    await admin.post('/api/setting').send({ type: 'DIAGRAM_GENERATION_CONFIG', setting: config }).expect(201);
    openai.answerWith = (prompt) => (prompt.includes('Chỉ trả lời bằng mã HTML') ? '```html\n<div class="so-do"><b>Dòng tiền</b> → Lợi nhuận</div>\n```' : undefined);
    openai.answerDelayMs = 5;
    const ids = await create(TASKS, (i) => ({ type: 'news', title: `Sơ đồ dòng tiền ${i + 1}`, summary: 'Tóm tắt', detail: 'Doanh nghiệp nhỏ quản lý dòng tiền theo tuần để giữ lợi nhuận.' }));
    // The 8th AI4 call: the 4th task's second diagram, its first one already on the record.
    const { after, cut } = await throughRestart('diagram', ids, { mode: 'html' }, openai, 'chat');
    expect(cut.recordId).toBe(ids[3]);
    expect(cut.counts).toEqual({ total: 2, success: 1, failed: 0 });
    expect(after.tasks.every((task) => task.counts?.success === 2 && task.counts.failed === 0)).toBe(true);
    for (const id of ids) {
      const events = await generated(id);
      expect(events).toHaveLength(2);
      expect(events.map((event) => event.data.provenance.calls.map((call) => call.step))).toEqual([['ai4'], ['ai4']]);
      expect(new Set(events.map((event) => event.metadata.requestId)).size).toBe(1);
      expect(await record(id)).toMatchObject({ diagramMode: 'html', diagramUrl: [] });
      expect((await record(id)).diagramHtmlCode).toHaveLength(2);
    }
    // 2 calls a task, and one more for the cut task's second diagram: its first is not asked for again.
    expect(openai.count('chat')).toBe(2 * TASKS + 1);
  }, 60_000);
});
