import { afterAll, beforeAll, describe } from '@jest/globals';
import type { EventStore } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { ADMIN_ONLY, accessMatrix, signInCallers, type Callers } from '../../../test/helpers/access-matrix.js';
import { aiTestEnv, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { CONTENT_AI_QUEUE_NAMES } from './content-ai-names.js';

/** The generation queues' routes (issue 34 §2): admins only; a refused call queues, stops and writes nothing. */
describe('content AI queue access', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let t: TestApp;
  let agents: Callers;
  const ids = { image: 0, voice: 0, diagram: 0, imageTask: '', voiceTask: '', diagramTask: '' };
  const snapshot = async () => {
    const jobs = t.app.get(JobsService);
    const counts = await Promise.all([CONTENT_AI_QUEUE_NAMES.image, CONTENT_AI_QUEUE_NAMES.diagram, CONTENT_AI_QUEUE_NAMES.voice].map((name) => jobs.counts(name)));
    return { head: await t.app.get<EventStore>(EVENT_STORE).committedHead(), counts };
  };

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    // Every task's first AI call hangs: the queued tasks stay waiting or running while the matrix runs.
    openai.script('chat', 'hang', 'hang', 'hang', 'hang', 'hang', 'hang');
    t = await startTestApp(aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '60000' }), ownJobs());
    agents = await signInCallers(t);
    const { admin } = agents;
    const story = async (title: string) => (await admin.post('/api/k9').send({ type: 'story', title, summary: 'Tóm tắt', detail: 'Chi tiết', audioText: 'Lời kể' }).expect(201)).body.id as number;
    [ids.imageTask] = (await admin.post('/api/k9/ai/queues/image').send({ recordIds: [await story('Ảnh đang chạy')] }).expect(202)).body.taskIds;
    [ids.voiceTask] = (await admin.post('/api/k9/ai/queues/voice').send({ recordIds: [await story('Voice đang chạy')] }).expect(202)).body.taskIds;
    await admin.post('/api/setting').send({ type: 'DIAGRAM_GENERATION_CONFIG', setting: { ai4Prompt: 'Vẽ sơ đồ bằng HTML.' } }).expect(201);
    [ids.diagramTask] = (await admin.post('/api/k9/ai/queues/diagram').send({ recordIds: [await story('Diagram đang chạy')], mode: 'html' }).expect(202)).body.taskIds;
    ids.image = await story('Ảnh mới');
    ids.voice = await story('Voice mới');
    ids.diagram = await story('Diagram mới');
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  accessMatrix({
    callers: () => agents,
    snapshot,
    title: (who) => `answers the ${who} as expected on every generation queue route`,
    rows: [
      { name: 'GET /api/k9/ai/queues/image', call: (a) => a.get('/api/k9/ai/queues/image'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'GET /api/k9/ai/queues/voice', call: (a) => a.get('/api/k9/ai/queues/voice'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'GET /api/k9/ai/queues/diagram', call: (a) => a.get('/api/k9/ai/queues/diagram'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST /api/k9/ai/queues/image', call: (a) => a.post('/api/k9/ai/queues/image').send({ recordIds: [ids.image] }), expect: { ...ADMIN_ONLY, admin: 202 }, writes: true },
      { name: 'POST /api/k9/ai/queues/voice', call: (a) => a.post('/api/k9/ai/queues/voice').send({ recordIds: [ids.voice], source: 'custom' }), expect: { ...ADMIN_ONLY, admin: 202 }, writes: true },
      { name: 'POST /api/k9/ai/queues/diagram', call: (a) => a.post('/api/k9/ai/queues/diagram').send({ recordIds: [ids.diagram], mode: 'html' }), expect: { ...ADMIN_ONLY, admin: 202 }, writes: true },
      { name: 'DELETE /api/k9/ai/queues/image/{taskId}', call: (a) => a.delete(`/api/k9/ai/queues/image/${ids.imageTask}`), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'DELETE /api/k9/ai/queues/voice/{taskId}', call: (a) => a.delete(`/api/k9/ai/queues/voice/${ids.voiceTask}`), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'DELETE /api/k9/ai/queues/diagram/{taskId}', call: (a) => a.delete(`/api/k9/ai/queues/diagram/${ids.diagramTask}`), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
    ],
  });
});
