import { afterAll, beforeAll, describe } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { accessMatrix, ADMIN_ONLY, signInAs, signInCallers, type Agent, type Callers } from '../../../../test/helpers/access-matrix.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';

const NAMES = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'];
const MODELS = ['gpt-4.1', 'gpt-4.1', 'gpt-4.1', 'dall-e-3', 'tts-1'];
/** AI1 and AI5 on: a request finishes in one call, and audio can be made. */
const steps = NAMES.map((name, index) => ({ name, systemMessage: '', model: MODELS[index], isUse: index === 0 || index === 4, useUserPrompt: false }));

type Who = keyof Callers | 'otherAdmin';
/** Admin-only, and each admin's records are their own: another admin gets 404 as if the record did not exist. */
const own = (admin: number, otherAdmin = 404) => ({ ...ADMIN_ONLY, otherAdmin, admin });

describe('studio generation access (every route: visitor, learner, expired learner, another admin, the owner)', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let callers: Record<Who, Agent>;
  let flowId: number;
  let id: number;
  let finishedId: number;

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), ownJobs());
    const other = await t.createUser({ isAdmin: true });
    callers = { ...(await signInCallers(t)), otherAdmin: await signInAs(t, other) };
    flowId = (await callers.admin.post('/api/aiGenConfigList').send({ name: 'Quyền truy cập', layout: 'article', aiConfigs: steps }).expect(201)).body.data.id;
    const saved = (prompt: string) => callers.admin.post('/api/aiGenHistory').send({ prompt, AIGenConfigId: flowId, anwser: 'Nội dung gốc của admin A' }).expect(201);
    id = (await saved('Bản ghi của admin A')).body.id;
    finishedId = (await saved('Bản ghi đã xong của admin A')).body.id;
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  /** What a refused call must leave as it was: admin A's records, their versions and contents. */
  const snapshot = async () =>
    t.app.get(MikroORM).em.fork().getConnection().execute(`SELECT id, version, anwser, audio_url, status FROM studio_generation WHERE owner_id = (SELECT owner_id FROM studio_generation WHERE id = ?) ORDER BY id`, [id]);

  accessMatrix<Who, unknown>({
    callers: () => callers,
    snapshot,
    order: ['visitor', 'learner', 'expired', 'otherAdmin', 'admin'],
    rows: [
      { name: 'GET /api/aiGenHistory', call: (a) => a.get('/api/aiGenHistory'), expect: own(200, 200) },
      { name: 'GET /api/aiGenHistory/requests', call: (a) => a.get('/api/aiGenHistory/requests'), expect: own(200, 200) },
      { name: 'GET /api/aiGenHistory/{id}', call: (a) => a.get(`/api/aiGenHistory/${id}`), expect: own(200) },
      { name: 'PUT /api/aiGenHistory', call: (a) => a.put('/api/aiGenHistory').send({ id, anwser: 'Sửa bởi người gọi' }), expect: own(200), writes: true },
      { name: 'PUT /api/aiGenHistory/{id}/answer', call: (a) => a.put(`/api/aiGenHistory/${id}/answer`).send({ anwser: 'Sửa lần hai' }), expect: own(200), writes: true },
      { name: 'POST /api/aiGenHistory/{id}/improve', call: (a) => a.post(`/api/aiGenHistory/${id}/improve`).send({}), expect: own(200), writes: true },
      { name: 'POST /api/aiGenHistory/{id}/audio', call: (a) => a.post(`/api/aiGenHistory/${id}/audio`).send({}), expect: own(200), writes: true },
      // Finished: no longer in the queue (the owner is told so); to anyone else it does not exist.
      { name: 'DELETE /api/aiGenHistory/requests/{id}', call: (a) => a.delete(`/api/aiGenHistory/requests/${finishedId}`), expect: own(409), writes: true },
      { name: 'DELETE /api/aiGenHistory/{id}', call: (a) => a.delete(`/api/aiGenHistory/${finishedId}`), expect: own(200), writes: true },
      { name: 'POST /api/aiGenHistory', call: (a) => a.post('/api/aiGenHistory').send({ prompt: 'Lưu trực tiếp', anwser: 'x' }), expect: own(201, 201), writes: true },
      { name: 'POST /api/aiGenHistory/requests', call: (a) => a.post('/api/aiGenHistory/requests').send({ prompt: 'Câu hỏi mới', AIGenConfigId: flowId }), expect: own(201, 201), writes: true },
    ],
  });
});
