import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { AI_DEFAULTS, AI_MESSAGES, aiCallStreamId, generationStreamId, type AiCallRecorded, type EventStore, type GenerationEvent } from '@k9/domain';
import type { AiGenHistoryRecord } from '@k9/contracts';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { openTestSocket, type TestSocket } from '../../../../test/helpers/ws-client.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { GENERATION_PROJECTION } from './projections/generation/generation.projection.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Step = { name: string; systemMessage: string; model: string; isUse: boolean; useUserPrompt: boolean; sendDirectToOutput?: boolean };

const NAMES = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'];
const MODELS = ['gpt-4.1', 'gpt-5-mini', 'gpt-4.1', 'dall-e-3', 'tts-1'];
/** All five steps on, OpenAI-compatible models (the fake answers them all); `over` by step number. */
export const fiveSteps = (over: Record<number, Partial<Step>> = {}): Step[] =>
  NAMES.map((name, index) => ({ name, systemMessage: `Hệ thống ${index + 1}`, model: MODELS[index], isUse: true, useUserPrompt: false, ...(index === 0 ? { sendDirectToOutput: false } : {}), ...over[index + 1] }));
export const only = (...numbers: number[]) => Object.fromEntries([1, 2, 3, 4, 5].map((n) => [n, { isUse: numbers.includes(n) }]));

/** The fake's answers to the image-description prompts: numbered lists, English then Vietnamese. */
export const describeImages = (prompt: string): string | undefined => {
  const count = Number(/exactly (\d+) image descriptions/.exec(prompt)?.[1] ?? /^Dưới đây là (\d+) mô tả/.exec(prompt)?.[1] ?? 0);
  if (!count) return undefined;
  const english = prompt.startsWith('Based on');
  return Array.from({ length: count }, (_, i) => (english ? `${i + 1}. A bright modern office scene number ${i + 1} with analysts reading charts on large screens, warm light, flat illustration` : `${i + 1}. Hình ${i + 1}: các chuyên viên đọc biểu đồ. Minh hoạ dòng tiền.`)).join('\n');
};

const waitForRecord = async (agent: Agent, id: number, done: (record: AiGenHistoryRecord) => boolean, timeoutMs = 20_000): Promise<AiGenHistoryRecord> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = (await agent.get(`/api/aiGenHistory/${id}`).expect(200)).body as AiGenHistoryRecord;
    if (done(record)) return record;
    if (Date.now() > deadline) throw new Error(`record ${id} did not get there: ${JSON.stringify(record).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const finished = (record: AiGenHistoryRecord) => record.state === 'completed' || record.state === 'failed';

describe('Studio generation on the server (issue 15 §2-§3)', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let admin: Agent;
  let store: EventStore;
  const events = async (id: number) => (await store.readStream<GenerationEvent>(generationStreamId(id))).map(({ type, data, metadata }) => ({ type, data, metadata }));
  const newFlow = async (aiConfigs: Step[], layout: 'slide' | 'article' = 'slide', agent: Agent = admin): Promise<number> =>
    (await agent.post('/api/aiGenConfigList').send({ name: `Luồng ${crypto.randomUUID().slice(0, 6)}`, layout, aiConfigs }).expect(201)).body.data.id;
  const ask = async (flowId: number, prompt: string, settings: Record<string, unknown> = {}, agent: Agent = admin): Promise<number> =>
    (await agent.post('/api/aiGenHistory/requests').send({ prompt, AIGenConfigId: flowId, settings }).expect(201)).body.id;

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
  beforeEach(() => {
    openai.reset();
    gemini.reset();
    openai.answerWith = describeImages;
  });

  it('runs a 5-step slide flow with 2 images: the answer, the images with English and Vietnamese descriptions, each step with its model, input, output and ledger call; live in every tab', async () => {
    const flowId = await newFlow(fiveSteps({ 2: { useUserPrompt: true } }));
    const cookie = await t.sessionCookie(ADMIN.username, ADMIN.password);
    const tabs: TestSocket[] = await Promise.all([openTestSocket(t.wsUrl, { Cookie: cookie }), openTestSocket(t.wsUrl, { Cookie: cookie })]);
    await Promise.all(tabs.map((tab) => tab.next('session.ready')));

    const asked = await admin.post('/api/aiGenHistory/requests').send({ prompt: 'Dòng tiền tự do là gì?', AIGenConfigId: flowId, settings: { expectedLength: 300, imageCount: 2 } }).expect(201);
    const id = asked.body.id as number;
    expect(asked.body.data).toMatchObject({ id, prompt: 'Dòng tiền tự do là gì?', AIGenConfigId: flowId, userCreated: ADMIN.email, is_create: false, anwser: '', flowVersion: 1 });
    expect(asked.body.data.settings).toMatchObject({ expectedLength: 300, imageCount: 2, writingStyle: 'Trang trọng', tone: 'Trang trọng', layout: 'slide' });
    expect(asked.body.queue.map((item: { id: number }) => item.id)).toContain(id);

    for (const tab of tabs) {
      const end = await tab.next('studio.generation.changed', (message) => message.id === id && message.change === 'GenerationCompleted', 20_000);
      expect(end.record?.anwser).toMatch(/^Trả lời giả lập cho: /);
      await tab.next('studio.generation.step', (message) => message.id === id && message.key === 'AI2' && message.state === 'running');
      await tab.next('studio.generation.queue', (message) => message.items.some((item) => item.id === id));
      await tab.next('studio.generation.queue', (message) => !message.items.some((item) => item.id === id));
    }
    await Promise.all(tabs.map((tab) => tab.close()));

    const record = (await admin.get(`/api/aiGenHistory/${id}`).expect(200)).body as AiGenHistoryRecord;
    expect(record.state).toBe('completed');
    // The two images are made side by side: recorded in the order they finished.
    const keys = record.steps.map((step) => step.key);
    expect([...keys.slice(0, 5), ...keys.slice(5).sort()]).toEqual(['AI1', 'AI2', 'AI3', 'descriptions-en', 'descriptions-vi', 'image-1', 'image-2']);
    expect(record.steps.map((step) => step.model)).toEqual(['gpt-4.1', 'gpt-5-mini', 'gpt-4.1', 'gpt-4.1', 'gpt-4.1', 'dall-e-3', 'dall-e-3']);
    const [ai1, ai2, ai3] = record.steps;
    expect(ai1.input).toBe('Dòng tiền tự do là gì?');
    expect(ai2.input).toBe(`${ai1.output}\n\nDựa trên kết quả trên, hãy trả lời câu hỏi gốc của người dùng:\nDòng tiền tự do là gì?`);
    expect(ai3.input).toBe(`${ai2.output}\n\nYêu cầu: độ dài khoảng 300 từ, văn phong Trang trọng.`);
    expect(record.anwser).toBe(ai3.output);
    expect(record.settings.ai3Result).toBe(ai3.output);
    expect(record.imageUrls).toHaveLength(2);
    expect(record.imageUrls.every((url) => /^\/files\/.+\.png$/.test(url))).toBe(true);
    expect(record.settings.imageDescriptions).toHaveLength(2);
    expect(record.settings.imageDescriptions[0]).toMatch(/^A bright modern office scene number 1/);
    expect(record.settings.imageDescriptionsVi).toEqual(['Hình 1: các chuyên viên đọc biểu đồ. Minh hoạ dòng tiền.', 'Hình 2: các chuyên viên đọc biểu đồ. Minh hoạ dòng tiền.']);
    expect(record.steps.find((step) => step.key === 'image-1')?.input).toBe(`Hệ thống 4\n\n${record.settings.imageDescriptions[0]}`);
    expect((await admin.get(record.imageUrls[0]).expect(200)).headers['content-type']).toMatch(/^image\/png/);
    // Each system message went with its step; the voice step did not run.
    const chats = openai.requests.filter((request) => request.kind === 'chat');
    expect(chats).toHaveLength(5);
    expect((chats[0].body.messages as Array<{ role: string; content: string }>)[0]).toEqual({ role: 'system', content: 'Hệ thống 1' });
    expect(openai.count('speech')).toBe(0);
    expect(openai.count('images')).toBe(2);

    // Each step's ledger entry names the job and the model.
    for (const step of record.steps) {
      const [call] = await store.readStream<AiCallRecorded>(aiCallStreamId(step.callId!));
      expect(call.data).toMatchObject({ model: step.model, purpose: 'studio.generation', outcome: 'ok', jobId: 'studio-generation-run.gen-' + id });
    }
    // The audit: who asked, which flow version, each step's model and call.
    const audit = await events(id);
    expect(audit.map((event) => event.type)).toEqual(['GenerationRequested', ...Array(7).fill('GenerationStepCompleted'), 'GenerationCompleted']);
    expect(audit[0]).toMatchObject({ data: { flow: { id: flowId, version: 1 }, asker: { email: ADMIN.email } }, metadata: { actorEmail: ADMIN.email, flowVersion: 1 } });
    expect(audit[1].metadata).toMatchObject({ model: 'gpt-4.1', callId: ai1.callId, jobId: `studio-generation-run.gen-${id}` });

    const history = (await admin.get('/api/aiGenHistory').expect(200)).body;
    expect(history.success).toBe(true);
    expect(history.data.filter((row: { id: number }) => row.id === id)).toHaveLength(1);
    expect((await admin.get('/api/aiGenHistory/requests').expect(200)).body).toEqual({ success: true, data: [] });
  });

  it('runs each admin\'s requests one at a time in the order asked, while another admin\'s run alongside', async () => {
    const flowId = await newFlow(fiveSteps(only(1, 2)), 'article');
    const other = await t.createUser({ isAdmin: true });
    const adminB = await t.signIn(other.username, other.password);
    openai.answerDelayMs = 300;
    const mine = [];
    for (const n of [1, 2, 3]) mine.push(await ask(flowId, `Câu hỏi thứ ${n} của A`));
    // The queue as a reload or a second tab reads it: the first one running, the rest waiting in the order asked.
    const readQueue = async () => (await admin.get('/api/aiGenHistory/requests').expect(200)).body.data as Array<{ id: number; state: string }>;
    let queue = await readQueue();
    // The first one's job may not have been taken by a worker yet.
    for (let tries = 0; queue[0]?.state === 'waiting' && tries < 100; tries++) queue = await readQueue();
    expect(queue.map((item) => item.id)).toEqual(mine);
    expect(queue.map((item) => item.state)).toEqual(['running', 'waiting', 'waiting']);
    const theirs = await ask(flowId, 'Câu hỏi của B', {}, adminB);
    const done = await Promise.all(mine.map((id) => waitForRecord(admin, id, finished)));
    await waitForRecord(adminB, theirs, finished);
    expect(done.map((record) => record.state)).toEqual(['completed', 'completed', 'completed']);

    // A's runs never overlap: each one's first step comes after the one before it completed.
    const spans = await Promise.all(
      [...mine, theirs].map(async (id) => {
        const recorded = await store.readStream(generationStreamId(id));
        return { first: recorded[1].globalPosition, last: recorded.at(-1)!.globalPosition };
      }),
    );
    expect(spans[1].first).toBeGreaterThan(spans[0].last);
    expect(spans[2].first).toBeGreaterThan(spans[1].last);
    // B did not wait for A's queue.
    expect(spans[3].first).toBeLessThan(spans[2].last);
    // Each admin sees only their own history.
    const bHistory = (await adminB.get('/api/aiGenHistory').expect(200)).body.data.map((row: { id: number }) => row.id);
    expect(bHistory).toEqual([theirs]);
    expect((await adminB.get(`/api/aiGenHistory/${mine[0]}`)).status).toBe(404);
    expect((await adminB.delete(`/api/aiGenHistory/${mine[0]}`)).status).toBe(404);
    expect((await admin.get(`/api/aiGenHistory/${mine[0]}`)).status).toBe(200);
  });

  it('takes a waiting request out of the queue through the one stop path: it never runs', async () => {
    const flowId = await newFlow(fiveSteps(only(1)), 'article');
    openai.answerDelayMs = 8000;
    const running = await ask(flowId, 'Đang chạy mãi');
    const waiting = await ask(flowId, 'Sẽ bị bỏ khỏi hàng đợi');
    await waitForRecord(admin, running, (record) => record.state === 'running');
    expect((await admin.delete(`/api/aiGenHistory/requests/${waiting}`).expect(200)).body).toEqual({ success: true, id: waiting });
    expect((await admin.get(`/api/aiGenHistory/${waiting}`)).status).toBe(404);
    expect((await events(waiting)).map((event) => event.type)).toEqual(['GenerationRequested', 'GenerationRemoved']);
    expect((await admin.delete(`/api/aiGenHistory/requests/${waiting}`)).status).toBe(404);
    // Stopping the running one aborts its call; nothing more is asked of the provider.
    await admin.delete(`/api/aiGenHistory/requests/${running}`).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openai.requests.filter((request) => JSON.stringify(request.body).includes('Sẽ bị bỏ'))).toEqual([]);
    expect((await events(running)).map((event) => event.type)).toEqual(['GenerationRequested', 'GenerationRemoved']);
    expect((await admin.get('/api/aiGenHistory/requests').expect(200)).body.data).toEqual([]);
  });

  it('stops the chain at a failing step with the spec\'s wording (529: the overload message), and skips a failed image', async () => {
    const flowId = await newFlow(fiveSteps(only(1, 2, 3)), 'article');
    openai.script('chat', 'ok', { status: 529 }, { status: 529 }, { status: 529 });
    const id = await ask(flowId, 'Sẽ lỗi ở AI2');
    const failed = await waitForRecord(admin, id, finished);
    expect(failed.state).toBe('failed');
    expect(failed.anwser).toBe(`Lỗi khi xử lý AI 2 (AI2 Text Gen AI): ${AI_MESSAGES.overloaded}`);
    expect(failed.steps.map((step) => step.key)).toEqual(['AI1']);
    expect((await admin.get('/api/aiGenHistory').expect(200)).body.data.map((row: { id: number }) => row.id)).toContain(id);
    const [last] = (await events(id)).slice(-1);
    expect(last).toMatchObject({ type: 'GenerationFailed', data: { stepKey: 'AI2', callId: expect.any(String) } });

    const images = await newFlow(fiveSteps(only(1, 4)), 'article');
    openai.reset();
    openai.script('images', { status: 400, message: 'Your request was rejected by the safety system' });
    const withImages = await waitForRecord(admin, await ask(images, 'Hai hình, một hình lỗi', { imageCount: 2 }), finished);
    expect(withImages.state).toBe('completed');
    expect(withImages.imageUrls).toHaveLength(1);
    expect(withImages.steps.find((step) => step.key === 'image-1')).toMatchObject({ skipped: true, output: expect.stringContaining('safety system') });

    const none = await newFlow(fiveSteps(only(5)), 'article');
    const nothing = await waitForRecord(admin, await ask(none, 'Không có AI nào'), finished);
    expect(nothing).toMatchObject({ state: 'failed', anwser: 'Không có cấu hình AI nào được chọn hoặc không có AI nào được kích hoạt.' });
  });

  it('makes audio with the flow\'s AI5 (mp3 as audio/mpeg), refuses a second one unless recreating, and needs an active AI5', async () => {
    const flowId = await newFlow(fiveSteps({ ...only(1, 5), 5: { isUse: true, model: 'gpt-4o-mini-tts' } }), 'article');
    const id = (await waitForRecord(admin, await ask(flowId, 'Cần đọc thành tiếng'), finished)).id;
    const made = await admin.post(`/api/aiGenHistory/${id}/audio`).send({}).expect(200);
    expect(made.body).toMatchObject({ success: true, changed: true, message: 'Đã tạo audio thành công!', data: { id, audioUrl: expect.stringMatching(/^\/files\/.+\.mp3$/) } });
    expect((await admin.get(made.body.data.audioUrl).expect(200)).headers['content-type']).toMatch(/^audio\/mpeg/);
    expect(openai.requests.find((request) => request.kind === 'speech')?.body).toMatchObject({ model: 'gpt-4o-mini-tts', instructions: 'Hệ thống 5', response_format: 'mp3' });

    const again = await admin.post(`/api/aiGenHistory/${id}/audio`).send({});
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: 'Câu trả lời này đã có audio. Xác nhận để tạo lại audio.' });
    const remade = await admin.post(`/api/aiGenHistory/${id}/audio`).send({ recreate: true }).expect(200);
    expect(remade.body.message).toBe('Đã tạo lại audio thành công!');
    expect(remade.body.data.audioUrl).not.toBe(made.body.data.audioUrl);
    const attached = (await events(id)).filter((event) => event.type === 'AudioAttached');
    expect(attached.map((event) => event.data)).toEqual([
      { generationId: id, audioUrl: made.body.data.audioUrl, model: 'gpt-4o-mini-tts', callId: expect.any(String), recreated: false },
      { generationId: id, audioUrl: remade.body.data.audioUrl, model: 'gpt-4o-mini-tts', callId: expect.any(String), recreated: true },
    ]);

    const silent = await newFlow(fiveSteps(only(1)), 'article');
    const quiet = (await waitForRecord(admin, await ask(silent, 'Không có giọng đọc'), finished)).id;
    const refused = await admin.post(`/api/aiGenHistory/${quiet}/audio`).send({});
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 422, message: 'AI5 không được kích hoạt!' });
    await admin.delete(`/api/aiGenConfigList/${silent}`).expect(200);
    const gone = await admin.post(`/api/aiGenHistory/${quiet}/audio`).send({});
    expect({ status: gone.status, message: gone.body.message }).toEqual({ status: 404, message: 'Không tìm thấy cấu hình AI!' });
  });

  it('improves the selection or the whole content with the first text model, as its own event; no change: the spec\'s message and no event', async () => {
    const flowId = await newFlow(fiveSteps(only(1)), 'article');
    const id = (await waitForRecord(admin, await ask(flowId, 'Nội dung sẽ được cải thiện'), finished)).id;
    const before = (await admin.get(`/api/aiGenHistory/${id}`).expect(200)).body.anwser as string;
    openai.answerWith = (prompt) => (prompt.includes('Đoạn cần cải thiện:\ngiả lập') ? 'MÔ PHỎNG' : prompt.includes('Nội dung:\n') ? 'Nội dung hoàn toàn mới.' : undefined);
    const selection = await admin.post(`/api/aiGenHistory/${id}/improve`).send({ selected_text: 'giả lập' }).expect(200);
    expect(selection.body).toMatchObject({ success: true, changed: true, message: 'Đã cải thiện văn bản.', data: { anwser: before.replace('giả lập', 'MÔ PHỎNG') } });
    const improvedCall = openai.requests.at(-1)!;
    expect(improvedCall.path).toContain('/openrouter/');
    expect(improvedCall.body.model).toBe(AI_DEFAULTS.improveModel);

    const whole = await admin.post(`/api/aiGenHistory/${id}/improve`).send({}).expect(200);
    expect(whole.body).toMatchObject({ changed: true, data: { anwser: 'Nội dung hoàn toàn mới.' } });
    const same = await admin.post(`/api/aiGenHistory/${id}/improve`).send({}).expect(200);
    expect(same.body).toMatchObject({ changed: false, message: 'Không có thay đổi nào được thực hiện!', data: { anwser: 'Nội dung hoàn toàn mới.' } });
    const missing = await admin.post(`/api/aiGenHistory/${id}/improve`).send({ selected_text: 'không có trong bài' });
    expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 422, message: 'Không tìm thấy đoạn văn đã chọn trong nội dung.' });

    const improved = (await events(id)).filter((event) => event.type === 'AnswerImproved');
    expect(improved).toHaveLength(2);
    expect(improved[0]).toMatchObject({ data: { selection: 'giả lập', improved: 'MÔ PHỎNG', model: AI_DEFAULTS.improveModel, callId: expect.any(String) }, metadata: { actorEmail: ADMIN.email } });
    const [call] = await store.readStream<AiCallRecorded>(aiCallStreamId((improved[0].data as { callId: string }).callId));
    expect(call.data).toMatchObject({ purpose: 'studio.improve', model: AI_DEFAULTS.improveModel, outcome: 'ok' });
  });

  it('saves a hand edit (its own endpoint and the spec\'s PUT); is_create changes only through publish; delete clears it', async () => {
    const flowId = await newFlow(fiveSteps(only(1)), 'article');
    const id = (await waitForRecord(admin, await ask(flowId, 'Sẽ sửa tay'), finished)).id;
    const edited = await admin.put(`/api/aiGenHistory/${id}/answer`).send({ anwser: 'Bản sửa tay' }).expect(200);
    expect(edited.body).toMatchObject({ changed: true, message: 'Đã cập nhật nội dung thành công!', data: { anwser: 'Bản sửa tay' } });
    const put = await admin.put('/api/aiGenHistory').send({ id, anwser: 'Bản sửa lần hai' }).expect(200);
    expect(put.body.data.anwser).toBe('Bản sửa lần hai');
    const publish = await admin.put('/api/aiGenHistory').send({ id, is_create: true });
    expect({ status: publish.status, message: publish.body.message }).toEqual({ status: 422, message: 'Trạng thái duyệt chỉ thay đổi qua chức năng Duyệt.' });
    expect((await admin.put('/api/aiGenHistory').send({ id, is_create: false }).expect(200)).body.changed).toBe(false);
    expect((await events(id)).filter((event) => event.type === 'AnswerEdited').map((event) => [event.data, event.metadata.actorEmail])).toEqual([
      [{ generationId: id, anwser: 'Bản sửa tay' }, ADMIN.email],
      [{ generationId: id, anwser: 'Bản sửa lần hai' }, ADMIN.email],
    ]);

    expect((await admin.delete(`/api/aiGenHistory/${id}`).expect(200)).body).toEqual({ success: true, id });
    expect((await admin.get(`/api/aiGenHistory/${id}`)).status).toBe(404);
    expect((await admin.get('/api/aiGenHistory').expect(200)).body.data.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await admin.delete(`/api/aiGenHistory/${id}`)).status).toBe(404);
  });

  it('answers a double click or a retry with the same request key with the same record, asked once', async () => {
    const flowId = await newFlow(fiveSteps(only(1)), 'article');
    const body = { prompt: 'Bấm gửi hai lần', AIGenConfigId: flowId, requestKey: crypto.randomUUID() };
    const [a, b] = await Promise.all([admin.post('/api/aiGenHistory/requests').send(body), admin.post('/api/aiGenHistory/requests').send(body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    const retried = await admin.post('/api/aiGenHistory/requests').send(body).expect(201);
    expect(retried.body.id).toBe(a.body.id);
    await waitForRecord(admin, a.body.id, finished);
    expect((await events(a.body.id)).filter((event) => event.type === 'GenerationRequested')).toHaveLength(1);
    expect((await admin.get('/api/aiGenHistory').expect(200)).body.data.filter((row: { prompt: string }) => row.prompt === 'Bấm gửi hai lần')).toHaveLength(1);
    expect(openai.requests.filter((request) => JSON.stringify(request.body).includes('Bấm gửi hai lần'))).toHaveLength(1);
    const bad = await admin.post('/api/aiGenHistory/requests').send({ ...body, requestKey: 'x y' });
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: 'Mã yêu cầu (requestKey) phải gồm 8-64 chữ, số, dấu - hoặc _.' });
  });

  it('saves a record directly (POST, reads id), as the original client did', async () => {
    const flowId = await newFlow(fiveSteps(), 'slide');
    const saved = await admin
      .post('/api/aiGenHistory')
      .send({ prompt: 'Lưu trực tiếp', AIGenConfigId: flowId, settings: { expectedLength: 500, imageDescriptions: ['An office'] }, anwser: 'Đáp án', imageUrls: ['https://cdn.example/anh.png'], is_create: true })
      .expect(201);
    expect(saved.body).toMatchObject({ success: true, id: expect.any(Number), data: { prompt: 'Lưu trực tiếp', anwser: 'Đáp án', state: 'completed', is_create: false, settings: { expectedLength: 500, imageDescriptions: ['An office'] } } });
    expect((await admin.get('/api/aiGenHistory').expect(200)).body.data[0].id).toBe(saved.body.id);
  });

  it('refuses bad input with the Vietnamese message and stores nothing', async () => {
    const flowId = await newFlow(fiveSteps(only(1)), 'article');
    const head = await store.committedHead();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ prompt: 'Độ dài sai', AIGenConfigId: flowId, settings: { expectedLength: 5000 } }, 422, 'Độ dài phải từ 100 đến 2000 từ.'],
      [{ prompt: 'Quá nhiều hình', AIGenConfigId: flowId, settings: { imageCount: 11 } }, 422, 'Số lượng hình ảnh phải từ 1 đến 10.'],
      [{ prompt: 'x'.repeat(1024 * 1024), AIGenConfigId: flowId }, 413, 'Dữ liệu gửi lên quá lớn.'],
      [{ prompt: 'x'.repeat(10_001), AIGenConfigId: flowId }, 400, 'Câu hỏi quá dài (tối đa 10.000 ký tự).'],
      [{ prompt: '   ', AIGenConfigId: flowId }, 422, 'Vui lòng nhập câu hỏi.'],
      [{ prompt: 'Không có luồng', AIGenConfigId: 999_999 }, 404, 'Không tìm thấy cấu hình AI!'],
      [{ prompt: 'Thiếu luồng' }, 400, 'Vui lòng chọn cấu hình AI (AIGenConfigId).'],
      [{ prompt: 'Cài đặt sai', AIGenConfigId: flowId, settings: 'nhiều' }, 400, 'Cài đặt (settings) không hợp lệ.'],
    ];
    for (const [body, status, message] of cases) {
      const refused = await admin.post('/api/aiGenHistory/requests').send(body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status, message });
    }
    expect(await store.committedHead()).toBe(head);
    const deleted = await newFlow(fiveSteps(only(1)), 'article');
    await admin.delete(`/api/aiGenConfigList/${deleted}`).expect(200);
    const afterDelete = await store.committedHead();
    const gone = await admin.post('/api/aiGenHistory/requests').send({ prompt: 'Luồng đã xóa', AIGenConfigId: deleted });
    expect({ status: gone.status, message: gone.body.message }).toEqual({ status: 404, message: 'Không tìm thấy cấu hình AI!' });
    expect(await store.committedHead()).toBe(afterDelete);
    // A length that is not a number falls back to 100 (spec 1 §5).
    const fallback = await admin.post('/api/aiGenHistory/requests').send({ prompt: 'Độ dài chữ', AIGenConfigId: flowId, settings: { expectedLength: 'một trăm' } }).expect(201);
    expect(fallback.body.data.settings.expectedLength).toBe(100);
    await waitForRecord(admin, fallback.body.id, finished);
  });

  it('rebuilds studio_generation from zero into what the live projection holds', async () => {
    const connection = t.app.get(ProjectionsService);
    const { MikroORM } = await import('@mikro-orm/postgresql');
    const sql = t.app.get(MikroORM).em.fork().getConnection();
    const rows = () => sql.execute(`SELECT * FROM studio_generation ORDER BY id`);
    const live = await rows();
    expect(live.length).toBeGreaterThan(5);
    await connection.rebuild(GENERATION_PROJECTION);
    expect(await rows()).toEqual(live);
  });
});
