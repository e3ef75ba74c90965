import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { aiCallStreamId, AI_MESSAGES, generationErrorText, type AiCallRecorded, type EventStore } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, TEST_KEYS, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import { AiGateway } from './ai-gateway.js';
import { AiCallError, type AiCallContext } from './ai.types.js';
import { mp3Seconds } from './audio/mp3-frames.js';

const admin = { id: 'admin-1', email: 'admin@k9.test', isAdmin: true, classIds: [] };

describe('AI gateway against fake providers (real SDKs)', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let gateway: AiGateway;
  let store: EventStore;
  const ctx = (extra: Partial<AiCallContext> = {}): AiCallContext => ({ purpose: 'test.gateway', actor: admin, ...extra });
  const ledgerOf = async (callId: string) => (await store.readStream<AiCallRecorded>(aiCallStreamId(callId))).map((event) => event.data);
  const failure = async (work: Promise<unknown>): Promise<AiCallError> => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AiCallError);
    return error as AiCallError;
  };

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini), ownJobs());
    gateway = t.app.get(AiGateway);
    store = t.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });
  beforeEach(() => {
    openai.reset();
    gemini.reset();
  });

  describe('text', () => {
    it('answers through OpenAI, OpenRouter and Gemini, each with its own key, and records the call', async () => {
      const viaOpenAi = await gateway.generateText({ model: 'gpt-4.1', system: 'Bạn là trợ lý.', prompt: 'Lãi kép là gì?' }, ctx());
      const viaRouter = await gateway.generateText({ model: 'google/gemini-2.5-flash', prompt: 'Lãi đơn là gì?' }, ctx());
      const viaGemini = await gateway.generateText({ model: 'gemini-2.5-flash', system: 'Ngắn gọn.', prompt: 'Cổ tức là gì?' }, ctx());
      expect([viaOpenAi.text, viaRouter.text, viaGemini.text]).toEqual([
        'Trả lời giả lập cho: Lãi kép là gì?',
        'Trả lời giả lập cho: Lãi đơn là gì?',
        'Trả lời giả lập cho: Cổ tức là gì?',
      ]);
      const [first, second] = openai.requests;
      expect(first.path).toBe('/v1/chat/completions');
      expect(first.body).toMatchObject({ model: 'gpt-4.1', messages: [{ role: 'system', content: 'Bạn là trợ lý.' }, { role: 'user', content: 'Lãi kép là gì?' }] });
      expect(first.headers.authorization).toBe(`Bearer ${TEST_KEYS.openai}`);
      expect(second.path).toBe('/openrouter/v1/chat/completions');
      expect(second.body.model).toBe('google/gemini-2.5-flash');
      expect(second.headers.authorization).toBe(`Bearer ${TEST_KEYS.openrouter}`);
      expect(gemini.requests[0].path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
      expect(gemini.requests[0].headers['x-goog-api-key']).toBe(TEST_KEYS.gemini);
      const [recorded] = await ledgerOf(viaOpenAi.callId);
      expect(recorded).toMatchObject({ callId: viaOpenAi.callId, operation: 'text', purpose: 'test.gateway', actorId: 'admin-1', model: 'gpt-4.1', provider: 'openai', outcome: 'ok', attempts: 1 });
      expect(recorded.usage.inputTokens).toBeGreaterThan(0);
      expect(JSON.stringify(await store.readAll({ after: 0, limit: 10_000 }))).not.toMatch(/SECRET/);
    });

    it('retries a 429 and answers on the next attempt', async () => {
      openai.script('chat', { status: 429 });
      const result = await gateway.generateText({ model: 'gpt-4.1', prompt: 'Xin chào' }, ctx());
      expect(result.text).toContain('Xin chào');
      expect(openai.count('chat')).toBe(2);
      expect((await ledgerOf(result.callId))[0]).toMatchObject({ outcome: 'ok', attempts: 2 });
    });

    it('gives up after the bounded retries of a 500, recording the failure', async () => {
      openai.script('chat', { status: 500, message: 'boom' }, { status: 500, message: 'boom' }, { status: 500, message: 'boom' });
      const error = await failure(gateway.generateText({ model: 'gpt-4.1', prompt: 'Xin chào' }, ctx()));
      expect(error.kind).toBe('failed');
      expect(openai.count('chat')).toBe(3);
      expect(generationErrorText(error.kind, error.text)).toBe(`Xảy ra lỗi trong quá trình phân tích: ${error.text}`);
      expect((await ledgerOf(error.callId!))[0]).toMatchObject({ outcome: 'failed', attempts: 3 });
    });

    it('words a 529 as the overload message (Gemini too)', async () => {
      openai.script('chat', { status: 529 }, { status: 529 }, { status: 529 });
      const error = await failure(gateway.generateText({ model: 'gpt-4.1', prompt: 'Xin chào' }, ctx()));
      expect(error.kind).toBe('overloaded');
      expect(generationErrorText(error.kind, error.text)).toBe(AI_MESSAGES.overloaded);
      gemini.script('generate', { status: 503, message: 'The model is overloaded.' }, { status: 503, message: 'The model is overloaded.' }, { status: 503, message: 'The model is overloaded.' });
      expect((await failure(gateway.generateText({ model: 'gemini-2.5-pro', prompt: 'x' }, ctx()))).kind).toBe('overloaded');
    });

    it('does not retry a refusal (400)', async () => {
      openai.script('chat', { status: 400, message: 'Invalid request' });
      expect((await failure(gateway.generateText({ model: 'gpt-4.1', prompt: 'x' }, ctx()))).kind).toBe('refused');
      expect(openai.count('chat')).toBe(1);
    });

    it('times out a hung provider, retrying within bounds', async () => {
      openai.script('chat', 'hang', 'hang', 'hang');
      const started = Date.now();
      const error = await failure(gateway.generateText({ model: 'gpt-4.1', prompt: 'x' }, ctx()));
      expect(error.kind).toBe('timed_out');
      expect(openai.count('chat')).toBe(3);
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('stops at once when its signal is aborted, without retrying', async () => {
      openai.script('chat', 'hang');
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 50);
      const error = await failure(gateway.generateText({ model: 'gpt-4.1', prompt: 'x' }, ctx({ signal: controller.signal })));
      expect(error.kind).toBe('aborted');
      expect(openai.count('chat')).toBe(1);
      expect((await ledgerOf(error.callId!))[0].outcome).toBe('aborted');
    });
  });

  describe('streamed text', () => {
    it('streams in order through OpenAI (SSE) and Gemini (streamGenerateContent)', async () => {
      for (const model of ['gpt-4.1', 'gemini-2.5-flash']) {
        const deltas: string[] = [];
        const result = await gateway.generateTextStream({ model, prompt: 'Phân tích SWOT' }, ctx(), (delta) => deltas.push(delta));
        expect(deltas.length).toBeGreaterThan(1);
        expect(deltas.join('')).toBe('Trả lời giả lập cho: Phân tích SWOT');
        expect(result.text).toBe(deltas.join(''));
        expect((await ledgerOf(result.callId))[0]).toMatchObject({ operation: 'text-stream', outcome: 'ok' });
      }
      expect(gemini.requests[0].path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent');
    });

    it('fails a stream cut half-way without repeating what was already sent', async () => {
      openai.streamChunks = 6;
      openai.script('chat-stream', 'cut');
      const deltas: string[] = [];
      const error = await failure(gateway.generateTextStream({ model: 'gpt-4.1', prompt: 'Phân tích SWOT' }, ctx(), (delta) => deltas.push(delta)));
      expect(deltas.length).toBeGreaterThan(0);
      expect(['failed', 'timed_out']).toContain(error.kind);
      expect(openai.count('chat-stream')).toBe(1);
    });
  });

  describe('images, speech and embeddings', () => {
    it('makes images with DALL·E (one per call) and Imagen (predict)', async () => {
      const dalle = await gateway.generateImage({ model: 'dall-e-3', prompt: 'một biểu đồ', count: 2 }, ctx());
      expect(dalle.images).toHaveLength(2);
      expect(openai.count('images')).toBe(2);
      const imagen = await gateway.generateImage({ model: 'imagen-3.0-generate-002', prompt: 'một biểu đồ', count: 3 }, ctx());
      expect(imagen.images).toHaveLength(3);
      expect(gemini.requests[0].path).toBe('/v1beta/models/imagen-3.0-generate-002:predict');
      expect(imagen.images[0].data.subarray(1, 4).toString()).toBe('PNG');
    });

    it('speaks through OpenAI (mp3 as given) and Gemini TTS (PCM encoded to mp3)', async () => {
      const viaOpenAi = await gateway.generateSpeech({ model: 'tts-1', text: 'Xin chào', voice: 'nova', format: 'mp3', speed: 1 }, ctx());
      expect(openai.requests[0].body).toMatchObject({ model: 'tts-1', voice: 'nova', input: 'Xin chào', response_format: 'mp3', speed: 1 });
      expect(viaOpenAi.durationSeconds).toBeGreaterThan(0.9);
      const viaGemini = await gateway.generateSpeech({ model: 'gemini-tts', text: 'Xin chào', voice: 'nova', format: 'mp3', speed: 1 }, ctx());
      expect(gemini.requests[0].path).toBe('/v1beta/models/gemini-2.5-flash-preview-tts:generateContent');
      expect(mp3Seconds(viaGemini.audio)).toBeGreaterThan(0.9);
      expect(viaGemini.mimeType).toBe('audio/mpeg');
      expect((await ledgerOf(viaGemini.callId))[0].usage.audioSeconds).toBeCloseTo(1, 1);
    });

    it('embeds through OpenAI and Gemini', async () => {
      const viaOpenAi = await gateway.embed({ model: 'text-embedding-3-small', texts: ['một', 'hai'] }, ctx());
      expect(viaOpenAi.vectors).toHaveLength(2);
      expect(viaOpenAi.dimension).toBe(768);
      const viaGemini = await gateway.embed({ model: 'gemini-embedding-001', texts: ['một', 'hai', 'ba'] }, ctx());
      expect(viaGemini.vectors).toHaveLength(3);
      expect(gemini.requests[0].path).toBe('/v1beta/models/gemini-embedding-001:batchEmbedContents');
    });
  });
});
