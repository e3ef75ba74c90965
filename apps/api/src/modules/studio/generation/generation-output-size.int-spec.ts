import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { AiGenHistoryRecord } from '@k9/contracts';
import {
  aiCallStreamId,
  DEFAULT_EVENT_SIZE_LIMITS,
  eventBytes,
  GENERATION_MESSAGES,
  generationStreamId,
  MAX_STEP_OUTPUT_CHARS,
  type AiCallRecorded,
  type EventStore,
} from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const NAMES = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'];
const MODELS = ['gpt-4.1', 'gpt-5-mini', 'gpt-4.1', 'dall-e-3', 'tts-1'];
/** AI1-AI3 on: three text steps, each fed the one before. */
const textSteps = () =>
  NAMES.map((name, index) => ({ name, systemMessage: `Hệ thống ${index + 1}`, model: MODELS[index], isUse: index < 3, useUserPrompt: false, ...(index === 0 ? { sendDirectToOutput: false } : {}) }));
const QUESTION = 'Phân tích dòng tiền tự do thật chi tiết.';
/** 420 kB in UTF-8 (3 bytes a character): what a model caught in a loop may answer. */
const RUNAWAY = 'ệ'.repeat(140_000);

/** Issue 23 §1: a step's output is an event; a provider's runaway answer must not fail the run with the store's refusal. */
describe('a studio run whose provider answers 400 kB', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let admin: Agent;
  let store: EventStore;

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), ownJobs());
    store = t.app.get<EventStore>(EVENT_STORE);
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });
  beforeEach(() => openai.reset());

  it('keeps the beginning of each runaway output with a marker; the run finishes with an answer the admin can edit and publish', async () => {
    // AI1 is asked the question; AI3, the last step, is asked for the length and style: both run away.
    openai.answerWith = (prompt) => (prompt === QUESTION || prompt.includes('Yêu cầu: độ dài') ? RUNAWAY : undefined);
    const flowId = (await admin.post('/api/aiGenConfigList').send({ name: 'Luồng văn bản dài', layout: 'article', aiConfigs: textSteps() }).expect(201)).body.data.id;
    const id = (await admin.post('/api/aiGenHistory/requests').send({ prompt: QUESTION, AIGenConfigId: flowId }).expect(201)).body.id as number;

    let record: AiGenHistoryRecord;
    for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      record = (await admin.get(`/api/aiGenHistory/${id}`).expect(200)).body;
      if (record.state === 'completed' || record.state === 'failed' || Date.now() > deadline) break;
    }
    expect(record.state).toBe('completed');
    const [ai1, ai2, ai3] = record.steps;
    const marker = GENERATION_MESSAGES.outputTruncated(RUNAWAY.length, MAX_STEP_OUTPUT_CHARS);
    for (const step of [ai1, ai3]) {
      expect(step.output).toHaveLength(MAX_STEP_OUTPUT_CHARS);
      expect(step.output.endsWith(`\n\n${marker}`)).toBe(true);
      expect(RUNAWAY.startsWith(step.output.slice(0, -marker.length - 2))).toBe(true);
    }
    // The next step was asked with what was kept, and the answer is the last step's kept output.
    expect(ai2.input).toBe(ai1.output);
    expect(record.anwser).toBe(ai3.output);
    // Every event of the record fits the store's cap; the ledger keeps the full length of what the provider answered.
    for (const event of await store.readStream(generationStreamId(id))) expect(eventBytes(event)).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
    const [call] = await store.readStream<AiCallRecorded>(aiCallStreamId(ai1.callId!));
    expect(call.data.usage.outputChars).toBe(RUNAWAY.length);

    // The admin reads the marker, edits the answer and publishes it like any other.
    const edited = `${record.anwser.slice(0, -marker.length - 2)}\n\nKết luận do quản trị viên viết thêm.`;
    await admin.put(`/api/aiGenHistory/${id}/answer`).send({ anwser: edited }).expect(200);
    await admin.post(`/api/aiGenHistory/${id}/publish`).send({}).expect(200);
  });
});
