import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AiCatalogView, AiGenHistoryRecord, AiQueueJob, AiQueueView } from '@k9/contracts';
import { startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { ownJobs } from '../../../test/helpers/ai-test-env.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { GradingSetting } from '../learning/quiz/grading-setting.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const NOT_CONFIGURED_GEMINI = /^Chưa cấu hình nhà cung cấp AI Google Gemini/;

/**
 * Issue 24 §1.1: a server with only an OpenAI-compatible provider (a base URL and no key, as a local server is set up).
 * Defaults follow what is configured, and a step that cannot run says so on the record and on the queue dashboard.
 */
describe('AI with only an OpenAI-compatible provider configured', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let admin: Agent;

  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value).slice(0, 600)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const record = async (id: number) => (await admin.get(`/api/aiGenHistory/${id}`).expect(200)).body as AiGenHistoryRecord;
  const finished = (id: number) => until(() => record(id), (value) => value.state === 'completed' || value.state === 'failed', `record ${id}`);
  const queues = async () => (await admin.get('/api/ai/queues').expect(200)).body as AiQueueView[];
  const jobOf = async (queue: string, match: (job: AiQueueJob) => boolean) => (await queues()).find((entry) => entry.name === queue)?.jobs.find(match);
  const flow = async (over: Record<number, Record<string, unknown>>, layout: 'slide' | 'article' = 'article') => {
    const made = (await admin.post('/api/aiGenConfigList').send({ name: `Luồng ${crypto.randomUUID().slice(0, 6)}` }).expect(201)).body.data;
    const aiConfigs = made.aiConfigs.map((step: Record<string, unknown>, index: number) => ({ ...step, ...over[index + 1] }));
    await admin.put('/api/aiGenConfigList').send({ id: made.id, layout, aiConfigs }).expect(200);
    return made.id as number;
  };
  const ask = async (flowId: number, prompt: string, settings: Record<string, unknown> = {}) =>
    (await admin.post('/api/aiGenHistory/requests').send({ prompt, AIGenConfigId: flowId, settings }).expect(201)).body.id as number;

  beforeAll(async () => {
    openai = await startFakeOpenAi();
    t = await startTestApp({ OPENAI_BASE_URL: `${openai.url}/v1`, AI_TIMEOUT_MS: '10000', AI_RETRY_BASE_MS: '5' }, ownJobs());
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  it('defaults every feature to the first model whose provider is configured, and marks the models that cannot run', async () => {
    const catalog = (await admin.get('/api/ai/models').expect(200)).body as AiCatalogView;
    expect(catalog.defaults).toEqual({
      text: 'gpt-4.1',
      improve: 'gpt-4.1',
      chat: 'gpt-4.1',
      image: 'dall-e-3',
      voice: 'tts-1',
      embedding: 'text-embedding-3-small',
      essayGrading: 'gpt-4.1',
      caseBuilder: 'gpt-4.1',
    });
    const configured = (id: string) => catalog.models.find((model) => model.id === id)?.configured;
    expect([configured('gpt-4.1'), configured('dall-e-3'), configured('espeak-ng-vi')]).toEqual([true, true, true]);
    expect([configured('imagen-3.0-generate-002'), configured('gemini-tts'), configured('anthropic/claude-3.5-haiku')]).toEqual([false, false, false]);

    const created = (await admin.post('/api/aiGenConfigList').send({ name: 'Mặc định' }).expect(201)).body.data;
    expect(created.aiConfigs.map((step: { model: string }) => step.model)).toEqual(['gpt-4.1', 'gpt-4.1', 'gpt-4.1', 'dall-e-3', 'tts-1']);
    // Essay grading before any admin chose a model.
    expect((await t.app.get(GradingSetting, { strict: false }).current()).model).toBe('gpt-4.1');
    // The generic text endpoint without a model, and improve, run on the configured default.
    const text = await admin.post('/api/data-analysis/generate-text').send({ prompt: 'Xin chào' }).expect(200);
    expect(text.body.model).toBe('gpt-4.1');
  });

  it('completes a run whose image step cannot run, with the step and its reason on the record and in the history; its audio says why it was not made', async () => {
    const flowId = await flow({ 4: { isUse: true, model: 'imagen-3.0-generate-002' }, 5: { isUse: true, model: 'gemini-tts' } });
    const id = await ask(flowId, 'Dòng tiền là gì?', { imageCount: 1 });
    const done = await finished(id);
    expect(done.state).toBe('completed');
    expect(done.imageUrls).toEqual([]);
    expect(done.skippedSteps).toEqual([{ key: 'image-1', stepName: 'AI4 Image Output AI', message: expect.stringMatching(NOT_CONFIGURED_GEMINI) }]);
    const history = (await admin.get('/api/aiGenHistory').expect(200)).body.data as AiGenHistoryRecord[];
    expect(history.find((entry) => entry.id === id)?.skippedSteps).toEqual(done.skippedSteps);

    const audio = await admin.post(`/api/aiGenHistory/${id}/audio`).send({});
    expect(audio.status).toBe(503);
    expect(audio.body.message).toMatch(/^Không tạo được audio! Chưa cấu hình nhà cung cấp AI Google Gemini/);

    const improved = await admin.post(`/api/aiGenHistory/${id}/improve`).send({ improvement_prompt: 'Ngắn gọn hơn' }).expect(200);
    const improvedEvent = (await admin.get(`/api/audit/stream/ai-gen-history-${id}`).expect(200)).body.data.find((entry: { type: string }) => entry.type === 'AnswerImproved');
    expect(improved.body.changed).toBe(true);
    expect(improvedEvent.data.model).toBe('gpt-4.1');
  });

  it('shows on the queue dashboard the outcome a run recorded, who asked by name, and offers no stop on system jobs', async () => {
    openai.script('chat', { status: 400, message: 'bad request' });
    const id = await ask(await flow({}), 'Sẽ lỗi ở AI1');
    expect((await finished(id)).state).toBe('failed');
    const failed = await until(() => jobOf('studio-generation', (job) => job.jobId.endsWith(`gen-${id}`)), (job) => job?.state === 'failed', 'failed job');
    expect(failed).toMatchObject({ requester: 'Quản trị viên', ownerEmail: ADMIN.email, purpose: 'studio.generation', system: false, progress: { outcome: 'failed' } });
    expect(failed?.failedReason).toMatch(/^Lỗi khi xử lý AI 1 \(AI1 Text Gen AI\)/);
    const counts = (await queues()).find((queue) => queue.name === 'studio-generation')!.counts;
    expect(counts.failed).toBe(1);
    const retry = await admin.post(`/api/ai/queues/studio-generation/jobs/${encodeURIComponent(failed!.jobId)}/retry`);
    expect(retry.status).toBe(409);

    // A batch approve's job carries only its owner's id: the dashboard names them.
    const completed = (await admin.get('/api/aiGenHistory').expect(200)).body.data.find((entry: AiGenHistoryRecord) => entry.state === 'completed') as AiGenHistoryRecord;
    await admin.post('/api/aiGenHistory/approvals').send({ ids: [completed.id] }).expect(201);
    const approval = await until(() => jobOf('studio-approvals', () => true), (job) => !!job, 'approval job');
    expect(approval).toMatchObject({ requester: 'Quản trị viên', ownerEmail: ADMIN.email });

    // The hourly clean-up of unused uploads repeats on its own: nobody stops it from the dashboard.
    const system = await until(() => jobOf('storage', (job) => job.system), (job) => !!job, 'system job');
    expect(system).toMatchObject({ requester: null, system: true });
    const stop = await admin.post(`/api/ai/queues/storage/jobs/${encodeURIComponent(system!.jobId)}/stop`);
    expect({ status: stop.status, message: stop.body.message }).toEqual({ status: 409, message: 'Công việc định kỳ của hệ thống không dừng được.' });
    expect(await jobOf('storage', (job) => job.jobId === system!.jobId)).toBeDefined();
  });
});
