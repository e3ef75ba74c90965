import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { TEST_KEYS, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { AiGateway } from '../../platform/ai/ai-gateway.js';
import { AiCallError } from '../../platform/ai/ai.types.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { AI_LEDGER_PROJECTION } from './projections/ai-call-ledger/ai-call-ledger.projection.js';
import { ADMIN_ONLY, accessMatrix, signInCallers, type Callers, type TestUser } from '../../../test/helpers/access-matrix.js';

/** Only OpenAI is configured here (a fake): Gemini and OpenRouter answer "not configured". */
describe('AI access', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let agents: Callers;
  let learner: TestUser;
  const snapshot = async () => {
    const [row] = await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'ai-%' OR stream_id LIKE 'upload-%'`);
    return { aiEvents: row.n, providerCalls: openai.requests.length };
  };

  beforeAll(async () => {
    openai = await startFakeOpenAi();
    t = await startTestApp({ OPENAI_API_KEY: TEST_KEYS.openai, OPENAI_BASE_URL: `${openai.url}/v1`, AI_RETRY_BASE_MS: '5', AI_TIMEOUT_MS: '2000' }, ownJobs());
    learner = await t.createUser();
    agents = await signInCallers(t, { learner });
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  accessMatrix({
    callers: () => agents,
    snapshot,
    title: (who) => `answers the ${who} as expected on every AI route`,
    rows: [
      { name: 'POST ai-gen', call: (a) => a.post('/api/data-analysis/ai-gen').send({ prompt: 'x', type: 'text', model: 'gpt-4.1' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'POST generate-text', call: (a) => a.post('/api/data-analysis/generate-text').send({ prompt: 'x', model: 'gpt-4.1' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'POST generate-audio', call: (a) => a.post('/api/data-analysis/generate-audio').send({ text: 'x', model: 'tts-1' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'POST improve-text', call: (a) => a.post('/api/data-analysis/improve-text').send({ original_text: 'x', model: 'gpt-4.1' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'GET providers', call: (a) => a.get('/api/ai/providers'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST provider test', call: (a) => a.post('/api/ai/providers/openai/test'), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'GET models', call: (a) => a.get('/api/ai/models'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST models', call: (a) => a.post('/api/ai/models').send({ id: 'llama3', kind: 'text', displayName: 'Llama 3', provider: 'openai', providerModelId: 'llama3:8b' }), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'PUT models', call: (a) => a.put('/api/ai/models').send({ id: 'dall-e-2', hidden: true }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'GET settings', call: (a) => a.get('/api/ai/settings'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'PUT settings', call: (a) => a.put('/api/ai/settings').send({ perClassDaily: 500 }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'GET calls', call: (a) => a.get('/api/ai/calls'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'GET usage', call: (a) => a.get('/api/ai/usage?groupBy=model'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'GET queues', call: (a) => a.get('/api/ai/queues'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST stop job', call: (a) => a.post('/api/ai/queues/ai/jobs/khong-co/stop'), expect: { ...ADMIN_ONLY, admin: 404 }, writes: true },
      { name: 'POST retry job', call: (a) => a.post('/api/ai/queues/ai/jobs/khong-co/retry'), expect: { ...ADMIN_ONLY, admin: 404 }, writes: true },
      { name: 'POST runs', call: (a) => a.post('/api/ai/runs').send({ prompt: 'x', model: 'gpt-4.1' }), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'GET run', call: (a) => a.get('/api/ai/runs/khong-co'), expect: { ...ADMIN_ONLY, admin: 404 } },
    ],
  });

  it('names what to set when a model’s provider is not configured, and uses the fallback voice an admin set', async () => {
    const admin = agents.admin;
    const gemini = await admin.post('/api/data-analysis/generate-text').send({ prompt: 'x', model: 'gemini-2.5-flash' });
    expect(gemini.status).toBe(503);
    expect(gemini.body.message).toBe('Chưa cấu hình nhà cung cấp AI Google Gemini cho mô hình này. Quản trị viên cần đặt GEMINI_API_KEY trong môi trường của máy chủ.');
    const router = await admin.post('/api/data-analysis/generate-text').send({ prompt: 'x', model: 'anthropic/claude-sonnet-4' });
    expect(router.body.message).toMatch(/OPENROUTER_API_KEY/);
    const unvoiced = await admin.post('/api/data-analysis/generate-audio').send({ text: 'Xin chào', model: 'gemini-tts' });
    expect(unvoiced.status).toBe(503);
    await admin.put('/api/ai/settings').send({ fallbackVoice: 'espeak-ng-vi' }).expect(200);
    const voiced = await admin.post('/api/data-analysis/generate-audio').send({ text: 'Xin chào', model: 'gemini-tts' }).expect(200);
    expect(voiced.body).toMatchObject({ model: 'espeak-ng-vi', audio_format: 'mp3' });
    await admin.put('/api/ai/settings').send({ fallbackVoice: null }).expect(200);
  });

  it('stops a learner at the daily limit with 429 before any provider call; admins are not limited', async () => {
    await agents.admin.put('/api/ai/settings').send({ perUserDaily: 1, perClassDaily: null }).expect(200);
    const gateway = t.app.get(AiGateway);
    const actor = { id: learner.id, email: null, isAdmin: false, classIds: [] };
    await gateway.generateText({ model: 'gpt-4.1', prompt: 'một' }, { purpose: 'test.limit', actor });
    await t.app.get(ProjectionsService).waitFor(await t.app.get<EventStore>(EVENT_STORE).committedHead(), [AI_LEDGER_PROJECTION]);
    const before = await snapshot();
    const refused = await gateway.generateText({ model: 'gpt-4.1', prompt: 'hai' }, { purpose: 'test.limit', actor }).catch((error: unknown) => error);
    expect(refused).not.toBeInstanceOf(AiCallError);
    expect((refused as { getStatus(): number }).getStatus()).toBe(429);
    expect((refused as { getResponse(): { message: string } }).getResponse().message).toBe('Bạn đã dùng hết 1 lượt gọi AI của hôm nay. Vui lòng thử lại vào ngày mai.');
    expect(await snapshot()).toEqual(before);
    await gateway.generateText({ model: 'gpt-4.1', prompt: 'ba' }, { purpose: 'test.limit', actor: { ...actor, id: 'admin', isAdmin: true } });
    await gateway.generateText({ model: 'gpt-4.1', prompt: 'bốn' }, { purpose: 'test.limit', actor: { ...actor, id: 'admin', isAdmin: true } });
  });
});
