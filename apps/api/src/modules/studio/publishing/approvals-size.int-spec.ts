import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApprovalStarted, ApprovalState } from '@k9/contracts';
import {
  DEFAULT_EVENT_SIZE_LIMITS,
  eventBytes,
  GENERATION_MESSAGES,
  generationStreamId,
  MAX_GENERATION_ANSWER_CHARS,
  questionStreamId,
  type EventStore,
  type GenerationEvent,
} from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { HTTP_MESSAGES } from '../../../platform/http/error-messages.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const NAMES = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'];
const MODELS = ['gpt-4.1', 'gpt-5-mini', 'gpt-4.1', 'dall-e-3', 'tts-1'];
const fiveSteps = () => NAMES.map((name, index) => ({ name, systemMessage: `Hệ thống ${index + 1}`, model: MODELS[index], isUse: index < 4, useUserPrompt: false, ...(index === 0 ? { sendDirectToOutput: false } : {}) }));
/** UTF-8 writes it in 3 bytes: the heaviest a character of an answer can be. */
const WIDE = 'ệ';

/**
 * Batch approval writes each record's question and answer with commands of their own (one append per record), so a
 * batch of large answers never meets APPEND_MAX_BYTES however many records it has; and the answer form's limits keep
 * each of those events under EVENT_MAX_BYTES (question-size.spec.ts: what sanitising lengthens past it is refused
 * with the answer's own message).
 */
describe('batch approval of large answers against the event store caps', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let admin: Agent;
  let store: EventStore;
  let flowId: number;

  const saved = async (prompt: string, anwser: string): Promise<number> =>
    (await admin.post('/api/aiGenHistory').send({ prompt, AIGenConfigId: flowId, anwser }).expect(201)).body.id;

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini), ownJobs());
    store = t.app.get<EventStore>(EVENT_STORE);
    admin = await t.signInAdmin();
    flowId = (await admin.post('/api/aiGenConfigList').send({ name: 'Luồng lớn', layout: 'slide', aiConfigs: fiveSteps() }).expect(201)).body.data.id;
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  it('saves the longest answer the form allows, and refuses one character more with its message', async () => {
    const id = await saved('Câu trả lời dài nhất', WIDE.repeat(MAX_GENERATION_ANSWER_CHARS));
    for (const event of await store.readStream(generationStreamId(id))) expect(eventBytes(event)).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
    const refused = await admin.post('/api/aiGenHistory').send({ prompt: 'Dài hơn một ký tự', AIGenConfigId: flowId, anwser: WIDE.repeat(MAX_GENERATION_ANSWER_CHARS + 1) });
    expect([refused.status, refused.body.message]).toEqual([400, GENERATION_MESSAGES.answerTooLong(MAX_GENERATION_ANSWER_CHARS)]);
  });

  it('publishes 14 answers of 160 kB (2.2 MB together) one record at a time, and the largest answer the form allows, each in events under the cap', async () => {
    const large = `${WIDE.repeat(MAX_GENERATION_ANSWER_CHARS / 2)}${'a'.repeat(MAX_GENERATION_ANSWER_CHARS / 2)}`;
    const ids: number[] = [];
    for (let n = 1; n <= 14; n++) ids.push(await saved(`Câu hỏi lớn ${n}`, large));
    const largest = await saved('Câu trả lời lớn nhất', WIDE.repeat(MAX_GENERATION_ANSWER_CHARS));

    const started = (await admin.post('/api/aiGenHistory/approvals').send({ ids: [...ids, largest] }).expect(201)).body as ApprovalStarted;
    const deadline = Date.now() + 60_000;
    let state: ApprovalState;
    for (;;) {
      state = (await admin.get(`/api/aiGenHistory/approvals/${encodeURIComponent(started.jobId)}`).expect(200)).body.data;
      if (state.state !== 'running' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state).toMatchObject({ state: 'completed', published: 15, failed: 0, errors: [] });

    let total = 0;
    for (const id of [...ids, largest]) {
      const published = (await store.readStream<GenerationEvent>(generationStreamId(id))).find((event) => event.type === 'GenerationPublished');
      const questionId = (published!.data as { questionId: number }).questionId;
      for (const event of await store.readStream(questionStreamId(questionId))) {
        expect(eventBytes(event)).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
        total += eventBytes(event);
      }
    }
    // Written in one append, the batch's questions and answers would have been refused.
    expect(total).toBeGreaterThan(DEFAULT_EVENT_SIZE_LIMITS.appendMaxBytes);
  });
});

/**
 * The store is the last line: a record whose answer the form let through but whose question the store refuses (here
 * under a smaller EVENT_MAX_BYTES) fails alone, with the 413's Vietnamese message, and the batch publishes the others.
 */
describe('batch approval when the event store refuses one record', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let admin: Agent;
  let flowId: number;

  const saved = async (prompt: string, anwser: string): Promise<number> =>
    (await admin.post('/api/aiGenHistory').send({ prompt, AIGenConfigId: flowId, anwser }).expect(201)).body.id;

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { EVENT_MAX_BYTES: String(100 * 1024) }), ownJobs());
    admin = await t.signInAdmin();
    flowId = (await admin.post('/api/aiGenConfigList').send({ name: 'Luồng giới hạn nhỏ', layout: 'slide', aiConfigs: fiveSteps() }).expect(201)).body.data.id;
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  it('shows that record with the 413 message over HTTP while the others publish', async () => {
    // 75 kB of answer: its history record is one event under 100 kB; its answer as text and html together is not.
    const heavy = await saved('Câu trả lời nặng', WIDE.repeat(25_000));
    const light = [await saved('Câu nhẹ 1', 'Trả lời ngắn 1.'), await saved('Câu nhẹ 2', 'Trả lời ngắn 2.'), await saved('Câu nhẹ 3', 'Trả lời ngắn 3.')];
    const started = (await admin.post('/api/aiGenHistory/approvals').send({ ids: [light[0], heavy, light[1], light[2]] }).expect(201)).body as ApprovalStarted;
    let state: ApprovalState;
    for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      state = (await admin.get(`/api/aiGenHistory/approvals/${encodeURIComponent(started.jobId)}`).expect(200)).body.data;
      if (state.state !== 'running' || Date.now() > deadline) break;
    }
    expect(state).toMatchObject({ state: 'completed', total: 4, published: 3, failed: 1, errors: [{ id: heavy, message: HTTP_MESSAGES.eventTooLarge }] });
    for (const id of light) expect((await admin.get(`/api/aiGenHistory/${id}`).expect(200)).body.is_create).toBe(true);
    expect((await admin.get(`/api/aiGenHistory/${heavy}`).expect(200)).body.is_create).toBe(false);
    // Published alone, the same record answers the store's 413 with the same message.
    const alone = await admin.post(`/api/aiGenHistory/${heavy}/publish`).send({});
    expect([alone.status, alone.body.message]).toEqual([413, HTTP_MESSAGES.eventTooLarge]);
  });
});
