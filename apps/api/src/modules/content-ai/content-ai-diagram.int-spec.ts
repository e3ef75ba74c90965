import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contentStreamId, type ContentAiMediaGenerated, type EventStore } from '@k9/domain';
import type { ContentAiQueueView, ContentAiTaskView } from '@k9/contracts';
import { PNG_1X1, startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { FAKE_SVG, startFakeKroki, type FakeKroki } from '../../../test/fakes/fake-kroki.js';
import { aiTestEnv, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { CONTENT_AI_QUEUE_NAMES, type DiagramQueueSettings } from './content-ai-names.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Generated = ContentAiMediaGenerated & { metadata: Record<string, unknown> };

const QUEUE = '/api/k9/ai/queues/diagram';
// The spec's 1 s between tasks and 2 s between repeats, shortened so the file runs in seconds.
const REPEAT_PAUSE_MS = 500;
const FAST: DiagramQueueSettings = { concurrency: 1, limiter: { max: 1, duration: 20 }, repeatPauseMs: REPEAT_PAUSE_MS };
const KROKI_FIELDS = {
  diagramType: 'plantuml',
  aiModel: 'gpt-4o-mini',
  ai1Model: 'gpt-4o-mini',
  ai1Prompt: 'Phân tích các ý chính của bài viết.',
  ai2Model: 'gpt-4.1',
  ai2Prompt: 'Thiết kế sơ đồ từ các ý chính.',
  ai3Model: 'gpt-4o-mini',
  ai3Prompt: 'Viết mã diagram.',
  quantity: 1,
};
const HTML_FIELDS = { aiModel: 'gpt-4o-mini', ai4Model: 'gpt-4.1', ai4Prompt: 'Vẽ sơ đồ bằng HTML và CSS.' };
const PLANTUML = '@startuml\nDongTien -> LoiNhuan\n@enduml';
const EXCALIDRAW = { type: 'excalidraw', version: 2, elements: [{ type: 'rectangle', x: 0, y: 0, width: 40, height: 20 }] };
const HTML = '<div class="so-do"><b>Dòng tiền</b> → Lợi nhuận</div>';
const NOT_CONFIGURED = 'Chưa cấu hình máy chủ Kroki nên chưa tạo được diagram ảnh. Quản trị viên cần đặt KROKI_URL (ví dụ http://kroki:8000) trong môi trường của máy chủ; chế độ HTML vẫn dùng được.';

/** The fake models' answers by step: AI3 writes the code its prompt names, AI4 the HTML; AI1 and AI2 the usual text. */
const answers = (prompt: string): string | undefined => {
  if (prompt.startsWith('Loại diagram: plantuml')) return `Đây là mã:\n\`\`\`plantuml\n${PLANTUML}\n\`\`\``;
  if (prompt.startsWith('Loại diagram: excalidraw')) return `\`\`\`json\n${JSON.stringify(EXCALIDRAW)}\n\`\`\``;
  if (prompt.includes('Chỉ trả lời bằng mã HTML')) return `\`\`\`html\n${HTML}\n\`\`\``;
  return undefined;
};

describe('Diagram queue (issue 34 §1: Kroki and HTML modes)', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let kroki: FakeKroki;
  let t: TestApp;
  let admin: Agent;

  const news = async (title: string) =>
    (await admin.post('/api/k9').send({ type: 'news', title, summary: 'Tóm tắt', detail: 'Doanh nghiệp nhỏ quản lý dòng tiền theo tuần để giữ lợi nhuận.' }).expect(201)).body.id as number;
  const view = async () => (await admin.get(QUEUE).expect(200)).body as ContentAiQueueView;
  const settled = async (taskId: string, timeoutMs = 20_000): Promise<ContentAiTaskView> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const task = (await view()).tasks.find((one) => one.id === taskId);
      if (task && ['done', 'error', 'stopped'].includes(task.state)) return task;
      if (Date.now() > deadline) throw new Error(`task ${taskId} did not finish: ${JSON.stringify(task)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const generated = async (id: number) =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(contentStreamId(id))).filter((event) => event.type === 'ContentAiMediaGenerated') as unknown as Generated[];
  const saveConfig = (agent: Agent, setting: Record<string, unknown>) => agent.post('/api/setting').send({ type: 'DIAGRAM_GENERATION_CONFIG', setting });
  /** Saves the config as the modal does: created once, then changed by its id. */
  const configure = async (agent: Agent, setting: Record<string, unknown>) => {
    const { id } = (await agent.get('/api/setting/DIAGRAM_GENERATION_CONFIG').expect(200)).body as { id: string | null };
    if (id) await agent.put('/api/setting').send({ id, type: 'DIAGRAM_GENERATION_CONFIG', setting }).expect(200);
    else await saveConfig(agent, setting).expect(201);
  };
  /** A stored file as the admin's browser gets it: status, headers and bytes. */
  const fetchFile = (url: string) =>
    admin
      .get(url)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);

  beforeAll(async () => {
    [openai, gemini, kroki] = await Promise.all([startFakeOpenAi(), startFakeGemini(), startFakeKroki()]);
    openai.answerWith = answers;
    t = await startTestApp({ ...aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), KROKI_URL: kroki.url }, { jobs: { ...ownJobs().jobs, queues: { [CONTENT_AI_QUEUE_NAMES.diagram]: FAST } } });
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close(), kroki?.close()]);
  });

  it('refuses an incomplete or bad config in Vietnamese, naming what to fill in, and queues nothing', async () => {
    const id = await news('Sơ đồ chưa có cấu hình');
    // Nothing saved: the models and type have their defaults, the prompts have none.
    expect((await admin.post(QUEUE).send({ recordIds: [id] }).expect(422)).body.message).toBe('Cấu hình tạo diagram chưa đầy đủ, vui lòng điền: Prompt AI1, Prompt AI2, Prompt AI3.');
    expect((await admin.post(QUEUE).send({ recordIds: [id], mode: 'html' }).expect(422)).body.message).toBe('Cấu hình tạo diagram chưa đầy đủ, vui lòng điền: Prompt AI4.');
    expect((await saveConfig(admin, { ...KROKI_FIELDS, diagramType: 'mermaid' }).expect(422)).body.message).toBe('Loại diagram phải là excalidraw, c4, plantuml hoặc blockdiag.');
    expect((await saveConfig(admin, { ...KROKI_FIELDS, quantity: 11 }).expect(422)).body.message).toBe('Số lượng diagram phải là số nguyên từ 1 đến 10.');
    expect((await admin.post(QUEUE).send({ recordIds: [id], mode: 'svg' }).expect(400)).body.message).toBe('Chế độ tạo diagram (mode) phải là kroki hoặc html.');
    // The refused saves stored nothing: the config is still incomplete.
    await admin.post(QUEUE).send({ recordIds: [id] }).expect(422);
    const queue = await view();
    expect(queue).toMatchObject({ processing: 0, waiting: 0, tasks: [], krokiUnavailable: null });
    expect(openai.count('chat') + kroki.requests.length).toBe(0);
  });

  it('draws a Kroki diagram (AI1 → AI2 → AI3, then Kroki), stores the PNG it serves, and writes one event naming the calls, models, prompt version and admin', async () => {
    await configure(admin, { ...KROKI_FIELDS, ...HTML_FIELDS });
    const id = await news('Dòng tiền và lợi nhuận');
    const [taskId] = (await admin.post(QUEUE).send({ recordIds: [id], mode: 'kroki' }).expect(202)).body.taskIds as string[];
    const task = await settled(taskId);
    expect(task).toMatchObject({ state: 'done', progress: 100, mode: 'kroki', counts: { total: 1, success: 1, failed: 0 }, error: null });

    const record = (await admin.get(`/api/k9/${id}`).expect(200)).body;
    expect(record.diagramUrl).toEqual([expect.stringMatching(/^\/files\/.+\.png$/)]);
    expect(record).toMatchObject({ diagramHtmlCode: [], diagramMode: 'kroki' });
    const file = await fetchFile(record.diagramUrl[0]);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.body as Buffer, PNG_1X1)).toBe(0);
    expect(kroki.requests).toEqual([{ type: 'plantuml', format: 'png', contentType: 'text/plain; charset=utf-8', body: PLANTUML, at: expect.any(Number) }]);

    // The chain: each step's model and prompt as configured; AI1 reads the record's detail, AI3 is told the type.
    const chats = openai.requests.filter((request) => request.kind === 'chat').slice(-3);
    const messages = chats.map((chat) => chat.body.messages as Array<{ role: string; content: string }>);
    expect(chats.map((chat) => chat.body.model)).toEqual(['gpt-4o-mini', 'gpt-4.1', 'gpt-4o-mini']);
    expect(messages.map((list) => list[0])).toEqual([KROKI_FIELDS.ai1Prompt, KROKI_FIELDS.ai2Prompt, KROKI_FIELDS.ai3Prompt].map((content) => ({ role: 'system', content })));
    expect(messages[0][1].content).toContain('Doanh nghiệp nhỏ quản lý dòng tiền theo tuần');
    expect(messages[2][1].content).toMatch(/^Loại diagram: plantuml\./);

    const events = await generated(id);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.data).toMatchObject({
      media: 'diagram',
      changes: { diagramUrl: record.diagramUrl, diagramHtmlCode: [], diagramMode: 'kroki' },
      provenance: { taskId, requestedBy: { email: ADMIN.email }, promptVersion: 'DIAGRAM_GENERATION_CONFIG@1' },
    });
    expect(event.data.provenance.calls.map((call) => [call.step, call.model])).toEqual([
      ['ai1', 'gpt-4o-mini'],
      ['ai2', 'gpt-4.1'],
      ['ai3', 'gpt-4o-mini'],
    ]);
    expect(event.metadata).toMatchObject({ actorEmail: ADMIN.email, callId: event.data.provenance.calls[2].callId, model: 'gpt-4o-mini', promptVersion: 'DIAGRAM_GENERATION_CONFIG@1' });

    // While the image diagram exists, an HTML one is refused, with the spec's rule.
    expect((await admin.post(QUEUE).send({ recordIds: [id], mode: 'html' }).expect(422)).body.message).toBe('Bản ghi đã có diagram ảnh. Vui lòng xóa diagram cũ trước khi tạo diagram HTML.');
  });

  it('writes an HTML diagram with AI4 as a diagramHtmlCode item, and refuses Kroki on the record while it exists', async () => {
    const id = await news('Sơ đồ HTML về dòng tiền');
    const drawn = kroki.requests.length;
    const [taskId] = (await admin.post(QUEUE).send({ recordIds: [id], mode: 'html' }).expect(202)).body.taskIds as string[];
    expect(await settled(taskId)).toMatchObject({ state: 'done', mode: 'html', counts: { total: 1, success: 1, failed: 0 } });
    const record = (await admin.get(`/api/k9/${id}`).expect(200)).body;
    expect(record).toMatchObject({ diagramHtmlCode: [HTML], diagramUrl: [], diagramMode: 'html' });
    const [event] = await generated(id);
    expect(event.data.provenance.calls.map((call) => [call.step, call.model])).toEqual([['ai4', 'gpt-4.1']]);
    expect(kroki.requests).toHaveLength(drawn);
    expect((await admin.post(QUEUE).send({ recordIds: [id] }).expect(422)).body.message).toBe('Bản ghi đã có diagram HTML. Vui lòng xóa diagram cũ trước khi tạo diagram ảnh.');
  });

  it('makes 3 Excalidraw diagrams for one record with one provider failure: success 2, failed 1; the SVGs are never served inline', async () => {
    await configure(admin, { ...KROKI_FIELDS, ...HTML_FIELDS, diagramType: 'excalidraw', quantity: 3 });
    const id = await news('Ba sơ đồ dòng tiền');
    // Diagram 1: AI1-AI3 answer; diagram 2: AI1 is refused (a 400 is not retried); diagram 3: all answer.
    openai.script('chat', 'ok', 'ok', 'ok', { status: 400, message: 'The model refused the request' });
    const [taskId] = (await admin.post(QUEUE).send({ recordIds: [id] }).expect(202)).body.taskIds as string[];
    const task = await settled(taskId);
    expect(task).toMatchObject({ state: 'done', counts: { total: 3, success: 2, failed: 1 } });
    expect(task.error).toMatch(/^Lỗi khi tạo diagram cho Ba sơ đồ dòng tiền: .*The model refused the request/);

    const record = (await admin.get(`/api/k9/${id}`).expect(200)).body;
    expect(record.diagramUrl).toEqual([expect.stringMatching(/\.svg$/), expect.stringMatching(/\.svg$/)]);
    expect(await generated(id)).toHaveLength(2);
    const draws = kroki.requests.slice(-2);
    expect(draws.map((request) => [request.type, request.format, JSON.parse(request.body)])).toEqual([
      ['excalidraw', 'svg', EXCALIDRAW],
      ['excalidraw', 'svg', EXCALIDRAW],
    ]);
    // The first and the third diagram: two pauses between repeats apart.
    expect(draws[1].at - draws[0].at).toBeGreaterThanOrEqual(2 * REPEAT_PAUSE_MS);
    const file = await fetchFile(record.diagramUrl[0]);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect((file.body as Buffer).toString('utf8')).toBe(FAKE_SVG);
  });

  it("fails the task in Kroki's words when Kroki refuses the code, storing nothing", async () => {
    await configure(admin, { ...KROKI_FIELDS, ...HTML_FIELDS, quantity: 1 });
    kroki.script({ status: 400, message: 'Syntax Error? (Assumed diagram type: sequence) line 2' });
    const id = await news('Sơ đồ Kroki từ chối');
    const [taskId] = (await admin.post(QUEUE).send({ recordIds: [id] }).expect(202)).body.taskIds as string[];
    expect(await settled(taskId)).toMatchObject({
      state: 'error',
      counts: { total: 1, success: 0, failed: 1 },
      error: 'Lỗi khi tạo diagram cho Sơ đồ Kroki từ chối: Máy chủ Kroki không vẽ được diagram (mã 400): Syntax Error? (Assumed diagram type: sequence) line 2.',
    });
    expect((await admin.get(`/api/k9/${id}`).expect(200)).body).toMatchObject({ diagramUrl: [], diagramMode: null });
    expect(await generated(id)).toHaveLength(0);
  });

  it('stops a running diagram task through the one stop path and writes nothing', async () => {
    await configure(admin, { ...KROKI_FIELDS, ...HTML_FIELDS, quantity: 2 });
    openai.script('chat', 'hang');
    const id = await news('Sơ đồ bị dừng');
    const [taskId] = (await admin.post(QUEUE).send({ recordIds: [id] }).expect(202)).body.taskIds as string[];
    const deadline = Date.now() + 10_000;
    while ((await view()).tasks.find((task) => task.id === taskId)?.state !== 'processing') {
      if (Date.now() > deadline) throw new Error('the task never ran');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await admin.delete(`${QUEUE}/${taskId}`).expect(200)).body).toEqual({ result: 'cancelling' });
    expect(await settled(taskId)).toMatchObject({ state: 'stopped', error: 'Đã dừng theo yêu cầu.' });
    expect((await admin.get(`/api/k9/${id}`).expect(200)).body).toMatchObject({ diagramUrl: [], diagramHtmlCode: [] });
    expect(await generated(id)).toHaveLength(0);
  });

  it('without KROKI_URL refuses Kroki mode in Vietnamese, saying what to configure, while HTML mode still works', async () => {
    const bare = await startTestApp(aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), { jobs: { ...ownJobs().jobs, queues: { [CONTENT_AI_QUEUE_NAMES.diagram]: FAST } } });
    try {
      const other = await bare.signInAdmin();
      await configure(other, { ...KROKI_FIELDS, ...HTML_FIELDS });
      const id = (await other.post('/api/k9').send({ type: 'news', title: 'Không có Kroki', summary: 'Tóm tắt', detail: 'Chi tiết về dòng tiền.' }).expect(201)).body.id as number;
      const refused = await other.post(QUEUE).send({ recordIds: [id], mode: 'kroki' }).expect(503);
      expect(refused.body).toMatchObject({ message: NOT_CONFIGURED, code: 'KROKI_NOT_CONFIGURED' });
      expect((await other.get(QUEUE).expect(200)).body).toMatchObject({ tasks: [], krokiUnavailable: NOT_CONFIGURED });

      const [taskId] = (await other.post(QUEUE).send({ recordIds: [id], mode: 'html' }).expect(202)).body.taskIds as string[];
      const deadline = Date.now() + 20_000;
      let task: ContentAiTaskView | undefined;
      while ((task = ((await other.get(QUEUE).expect(200)).body as ContentAiQueueView).tasks.find((one) => one.id === taskId))?.state !== 'done') {
        if (Date.now() > deadline || task?.state === 'error') throw new Error(`the HTML diagram was not made: ${JSON.stringify(task)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await other.get(`/api/k9/${id}`).expect(200)).body).toMatchObject({ diagramHtmlCode: [HTML], diagramMode: 'html' });
    } finally {
      await bare.close();
    }
  }, 60_000);
});
