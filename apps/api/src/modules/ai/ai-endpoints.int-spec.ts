import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { AI_MESSAGES, type EventStore } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, TEST_KEYS, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { AI_LEDGER_PROJECTION } from './projections/ai-call-ledger/ai-call-ledger.projection.js';
import { loggedEvents } from '../../../test/helpers/logged-events.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
const SECRET = /SECRET|sk-test-openai|sk-or-v1-test|AIzaTestGemini/;

describe('AI endpoints of spec 1 §7 (admins)', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let admin: Agent;
  const logged: string[] = [];
  const bodies: string[] = [];
  const aiEvents = async () => {
    const [row] = await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'ai-%' OR stream_id LIKE 'upload-%'`);
    return row.n;
  };
  const post = async (path: string, body: unknown) => {
    const response = await admin.post(path).send(body as object);
    bodies.push(JSON.stringify(response.body));
    return response;
  };

  beforeAll(async () => {
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream);
      jest.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
        logged.push(String(chunk));
        return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof stream.write);
    }
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { LOG_LEVEL: 'debug' }), ownJobs());
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });
  beforeEach(() => {
    openai.reset();
    gemini.reset();
  });

  it('generate-text and ai-gen (text) answer in result, answer and content', async () => {
    const generated = await post('/api/data-analysis/generate-text', { prompt: 'Định giá DCF là gì?', system_message: 'Trả lời ngắn.', model: 'gpt-4.1' });
    expect(generated.status).toBe(200);
    expect(generated.body).toMatchObject({ result: 'Trả lời giả lập cho: Định giá DCF là gì?', answer: 'Trả lời giả lập cho: Định giá DCF là gì?', content: 'Trả lời giả lập cho: Định giá DCF là gì?', model: 'gpt-4.1' });
    const viaAiGen = await post('/api/data-analysis/ai-gen', { prompt: 'Biên lợi nhuận', type: 'text', model: 'gemini-2.5-flash' });
    expect(viaAiGen.body.result).toBe('Trả lời giả lập cho: Biên lợi nhuận');
    // No model named: the first text model of the list (spec 1 §9), through OpenRouter.
    const byDefault = await post('/api/data-analysis/generate-text', { prompt: 'Xin chào' });
    expect(byDefault.body.model).toBe('anthropic/claude-3.5-haiku');
    expect(openai.requests.at(-1)?.path).toBe('/openrouter/v1/chat/completions');
  });

  it('ai-gen img stores the images and answers with our /files/ addresses', async () => {
    const response = await post('/api/data-analysis/ai-gen', { prompt: 'Biểu đồ tăng trưởng', type: 'img', model: 'imagen-4.0-generate-001', image_count: 2 });
    expect(response.status).toBe(200);
    expect(response.body.image_urls).toHaveLength(2);
    expect(response.body.image_url).toMatch(/^\/files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const file = await admin.get(response.body.image_url).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Provenance: the stored file names the call that made it, and the call names the files.
    const fileId = /([0-9a-f-]{36})\.png$/.exec(response.body.image_url)![1];
    const [uploaded] = await t.app.get<EventStore>(EVENT_STORE).readStream(`upload-${fileId}`);
    expect(uploaded.metadata).toMatchObject({ aiCallId: response.body.callId, actorEmail: 'admin@k9.test' });
    const [call] = await t.app.get<EventStore>(EVENT_STORE).readStream(`ai-call-${response.body.callId}`);
    expect(call.data).toMatchObject({ model: 'imagen-4.0-generate-001', outputFiles: response.body.image_urls });
  });

  it('ai-gen mp3 and generate-audio answer audio_url, audio_base64 and audio_format (mp3 is audio/mpeg)', async () => {
    const viaAiGen = await post('/api/data-analysis/ai-gen', { prompt: 'Xin chào', type: 'mp3', model: 'tts-1' });
    expect(viaAiGen.body).toMatchObject({ audio_format: 'mp3', model: 'tts-1' });
    expect(Buffer.from(viaAiGen.body.audio_base64, 'base64').length).toBeGreaterThan(1000);
    const audio = await post('/api/data-analysis/generate-audio', { text: 'Xin chào các bạn', model: 'gpt-4o-mini-tts', voice: 'coral', response_format: 'mp3', speed: 1.25, system_message: 'Giọng ấm áp' });
    expect(audio.status).toBe(200);
    expect(openai.requests.at(-1)?.body).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'coral', speed: 1.25, instructions: 'Giọng ấm áp' });
    const file = await admin.get(audio.body.audio_url).expect(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
  });

  it('improve-text answers result, improved_text and content with the first text model by default', async () => {
    const response = await post('/api/data-analysis/improve-text', { original_text: 'Doanh thu tăng.', selected_text: 'tăng', improvement_prompt: 'Viết hay hơn' });
    expect(response.status).toBe(200);
    expect(response.body.improved_text).toBe(response.body.result);
    expect(response.body.content).toBe(response.body.result);
    expect(response.body.model).toBe('anthropic/claude-3.5-haiku');
  });

  it('words provider failures as spec 1 §8 and never shows a key', async () => {
    openai.script('chat', { status: 529 }, { status: 529 }, { status: 529 });
    const overloaded = await post('/api/data-analysis/generate-text', { prompt: 'x', model: 'gpt-4.1' });
    expect(overloaded.status).toBe(503);
    expect(overloaded.body.message).toBe(AI_MESSAGES.overloaded);
    openai.script('chat', { status: 401, message: `Incorrect API key provided: ${TEST_KEYS.openai}. You can find your API key at https://platform.openai.com.` });
    const refused = await post('/api/data-analysis/generate-text', { prompt: 'x', model: 'gpt-4.1' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Xảy ra lỗi trong quá trình phân tích: .*Incorrect API key provided: \[ẩn\]/);
  });

  it('refuses bad input with a Vietnamese 4xx before any provider call, appending nothing', async () => {
    await t.app.get(ProjectionsService).waitFor(await t.app.get<EventStore>(EVENT_STORE).committedHead(), [AI_LEDGER_PROJECTION]);
    const before = await aiEvents();
    const cases: Array<[string, unknown, number, string | RegExp]> = [
      ['/api/data-analysis/generate-text', { prompt: 'x', model: 'gpt-9-ultra' }, 400, AI_MESSAGES.unknownModel('gpt-9-ultra')],
      ['/api/data-analysis/generate-text', { prompt: 'x', model: 'dall-e-3' }, 400, AI_MESSAGES.wrongKind('dall-e-3', 'text')],
      ['/api/data-analysis/generate-text', { prompt: '' }, 400, 'Vui lòng nhập nội dung câu hỏi (prompt).'],
      ['/api/data-analysis/generate-text', { prompt: 'x'.repeat(200_000) }, 400, /Nội dung câu hỏi quá dài/],
      ['/api/data-analysis/generate-text', { prompt: 'x'.repeat(1_100_000) }, 413, /[^\x00-\x7F]/],
      ['/api/data-analysis/generate-audio', { text: 'Xin chào', model: 'tts-1', speed: 100 }, 400, /Tốc độ đọc \(speed\) phải từ 0.25 đến 4/],
      ['/api/data-analysis/generate-audio', { text: 'Xin chào', model: 'tts-1', voice: 'giong-la' }, 400, 'Giọng đọc (voice) không hợp lệ.'],
      ['/api/data-analysis/ai-gen', { prompt: 'x', type: 'img', model: 'dall-e-3', image_count: 50 }, 400, 'Số lượng ảnh phải từ 1 đến 10.'],
      ['/api/data-analysis/ai-gen', { prompt: 'x', type: 'video' }, 400, 'Loại yêu cầu (type) phải là text, img, mp3 hoặc audio.'],
    ];
    for (const [path, body, status, message] of cases) {
      const response = await post(path, body);
      expect({ path, status: response.status }).toEqual({ path, status });
      expect(response.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    expect(openai.requests).toHaveLength(0);
    expect(gemini.requests).toHaveLength(0);
    expect(await aiEvents()).toBe(before);
  });

  it('keeps every key out of responses, events and logs (the providers got them)', async () => {
    await post('/api/data-analysis/generate-text', { prompt: 'x', model: 'gemini-2.5-pro' });
    expect(gemini.requests[0].headers['x-goog-api-key']).toBe(TEST_KEYS.gemini);
    const providers = await admin.get('/api/ai/providers').expect(200);
    bodies.push(JSON.stringify(providers.body));
    expect(providers.body.map((p: { provider: string; configured: boolean }) => [p.provider, p.configured])).toEqual([['openai', true], ['openrouter', true], ['google', true], ['espeak', true]]);
    const calls = await admin.get('/api/ai/calls?pageSize=200').expect(200);
    bodies.push(JSON.stringify(calls.body));
    const events = await loggedEvents(t.app);
    expect(events.some((event) => event.type === 'AiCallRecorded')).toBe(true);
    expect(bodies.join('\n')).not.toMatch(SECRET);
    expect(JSON.stringify(events)).not.toMatch(SECRET);
    expect(logged.join('')).not.toMatch(SECRET);
    expect(logged.join('')).toMatch(/AI text gpt-4.1: overloaded/);
  });
});
