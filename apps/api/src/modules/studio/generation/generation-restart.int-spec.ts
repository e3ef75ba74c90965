import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generationStreamId, type EventStore } from '@k9/domain';
import type { AiGenHistoryRecord } from '@k9/contracts';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { createTestDatabase } from '../../../../test/helpers/test-database.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const NAMES = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'];
const MODELS = ['gpt-4.1', 'gpt-5-mini', 'gpt-4.1', 'dall-e-3', 'tts-1'];
const fiveSteps = () => NAMES.map((name, index) => ({ name, systemMessage: '', model: MODELS[index], isUse: true, useUserPrompt: false }));
const describeImages = (prompt: string): string | undefined => {
  const count = Number(/exactly (\d+) image descriptions/.exec(prompt)?.[1] ?? /^Dưới đây là (\d+) mô tả/.exec(prompt)?.[1] ?? 0);
  return count ? Array.from({ length: count }, (_, i) => `${i + 1}. Scene ${i + 1}: a meeting room with charts on the wall, seen from the door, soft daylight, flat colours`).join('\n') : undefined;
};

const waitForRecord = async (agent: Agent, id: number, done: (record: AiGenHistoryRecord) => boolean, timeoutMs = 30_000): Promise<AiGenHistoryRecord> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = (await agent.get(`/api/aiGenHistory/${id}`).expect(200)).body as AiGenHistoryRecord;
    if (done(record)) return record;
    if (Date.now() > deadline) throw new Error(`record ${id} did not get there: ${JSON.stringify({ ...record, settings: undefined }).slice(0, 1500)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('Studio generation through a server restart (issue 15 §2)', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TestApp | null = null;
  let second: TestApp | null = null;
  let env: Record<string, string>;
  // Both instances share the database and the Redis queues; a stop waits 200 ms for running jobs, then cancels them. A
  // lock lapses after 3 s and is looked for every second (30 s each in the product), so the stalled job is taken again
  // within seconds rather than a minute.
  const options = { jobs: { ...ownJobs().jobs, shutdownTimeoutMs: 200, lockDurationMs: 3000, stalledIntervalMs: 1000 } };

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    db = await createTestDatabase();
    env = { ...aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), DATABASE_URL: db.url };
    first = await startTestApp(env, options);
  });
  afterAll(async () => {
    await first?.app.close().catch(() => undefined);
    await second?.close();
    await db?.drop();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  it('resumes a run after its last finished step, loses no waiting request and makes no second history record', async () => {
    const admin = await first!.signInAdmin();
    const flowId = (await admin.post('/api/aiGenConfigList').send({ name: 'Slide qua khởi động lại', layout: 'slide', aiConfigs: fiveSteps() }).expect(201)).body.data.id;
    openai.answerWith = describeImages;
    // AI1 answers; AI2 never does (until the server that asked it is gone).
    openai.script('chat', 'ok', 'hang');
    const ask = async (prompt: string) => (await admin.post('/api/aiGenHistory/requests').send({ prompt, AIGenConfigId: flowId, settings: { imageCount: 2 } }).expect(201)).body.id as number;
    const running = await ask('Vốn lưu động là gì?');
    const waiting = await ask('Hàng tồn kho ảnh hưởng dòng tiền ra sao?');
    const before = await waitForRecord(admin, running, (record) => record.steps.length === 1 && record.runningStep === 'AI2 Text Gen AI');
    await waitForRecord(admin, running, () => openai.count('chat') === 2);

    await first!.app.close();
    first = null;
    second = await startTestApp(env, options);
    const again = await second.signInAdmin();
    // The stopped job is taken again once BullMQ sees its lock lapse (a stalled job, as after a crash), or at once
    // when the stop had marked it failed (the boot sweep gives the record a new job): either way from its events.
    const resumed = await waitForRecord(again, running, (record) => record.state === 'completed', 100_000);
    const next = await waitForRecord(again, waiting, (record) => record.state === 'completed');

    const keys = resumed.steps.map((step) => step.key);
    expect([...keys.slice(0, 5), ...keys.slice(5).sort()]).toEqual(['AI1', 'AI2', 'AI3', 'descriptions-en', 'descriptions-vi', 'image-1', 'image-2']);
    // AI1 is the one the first server made: the same ledger call, not asked again.
    expect(resumed.steps[0]).toEqual(before.steps[0]);
    const askedAi1 = openai.requests.filter((request) => request.kind === 'chat' && JSON.stringify(request.body.messages).includes('"content":"Vốn lưu động là gì?"'));
    expect(askedAi1).toHaveLength(1);
    expect(resumed.imageUrls).toHaveLength(2);
    expect(next.steps).toHaveLength(7);

    const store = second.app.get<EventStore>(EVENT_STORE);
    for (const id of [running, waiting]) {
      const types = (await store.readStream(generationStreamId(id))).map((event) => event.type);
      expect(types.filter((type) => type === 'GenerationRequested')).toHaveLength(1);
      expect(types.filter((type) => type === 'GenerationCompleted')).toHaveLength(1);
      expect(types.filter((type) => type === 'GenerationStepCompleted')).toHaveLength(7);
    }
    const history = (await again.get('/api/aiGenHistory').expect(200)).body.data.map((row: { id: number }) => row.id);
    expect(history.filter((id: number) => id === running || id === waiting).sort()).toEqual([running, waiting].sort());
    expect(history).toHaveLength(2);
  }, 150_000);
});
