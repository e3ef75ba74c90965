import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { accessMatrix, ADMIN_ONLY, signInAs, signInCallers, type Agent, type Callers } from '../../../../test/helpers/access-matrix.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';

const NAMES = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'];
const steps = NAMES.map((name, index) => ({ name, systemMessage: '', model: ['gpt-4.1', 'gpt-4.1', 'gpt-4.1', 'dall-e-3', 'tts-1'][index], isUse: index === 0, useUserPrompt: false }));

type Who = keyof Callers | 'otherAdmin';
/** Admin-only; a history record is its owner's (another admin: `otherAdmin`). */
const own = (admin: number, otherAdmin = 404) => ({ ...ADMIN_ONLY, otherAdmin, admin });

describe('studio publishing access (publish, batch approve, provenance: visitor, learner, expired learner, another admin, the owner)', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let callers: Record<Who, Agent>;
  let id: number;
  let batchId: number;
  let publishedId: number;
  let questionId: number;
  let jobId: string;

  const snapshot = async () => ({
    head: await t.app.get<EventStore>(EVENT_STORE).committedHead(),
    questions: (await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ n: string }>>('SELECT count(*) AS n FROM studio_question'))[0].n,
  });

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini), ownJobs());
    const other = await t.createUser({ isAdmin: true });
    callers = { ...(await signInCallers(t)), otherAdmin: await signInAs(t, other) };
    const flowId = (await callers.admin.post('/api/aiGenConfigList').send({ name: 'Quyền duyệt', layout: 'article', aiConfigs: steps }).expect(201)).body.data.id;
    const saved = async (prompt: string) => (await callers.admin.post('/api/aiGenHistory').send({ prompt, AIGenConfigId: flowId, anwser: `Đáp: ${prompt}` }).expect(201)).body.id as number;
    id = await saved('Để duyệt một');
    batchId = await saved('Để duyệt hàng loạt');
    publishedId = await saved('Đã duyệt');
    questionId = (await callers.admin.post(`/api/aiGenHistory/${publishedId}/publish`).send({}).expect(200)).body.questionId;
    const earlier = await saved('Đợt trước');
    jobId = (await callers.admin.post('/api/aiGenHistory/approvals').send({ ids: [earlier] }).expect(201)).body.jobId;
    // That batch has ended before the matrix looks for writes.
    const deadline = Date.now() + 10_000;
    while ((await callers.admin.get(`/api/aiGenHistory/approvals/${encodeURIComponent(jobId)}`).expect(200)).body.data.state === 'running') {
      if (Date.now() > deadline) throw new Error('the earlier batch did not end');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  accessMatrix<Who, Awaited<ReturnType<typeof snapshot>>>({
    callers: () => callers,
    snapshot,
    order: ['visitor', 'learner', 'expired', 'otherAdmin', 'admin'],
    rows: [
      { name: 'POST /api/aiGenHistory/{id}/publish', call: (a) => a.post(`/api/aiGenHistory/${id}/publish`).send({}), expect: own(200), writes: true },
      { name: 'POST /api/aiGenHistory/{id}/publish recreate', call: (a) => a.post(`/api/aiGenHistory/${publishedId}/publish`).send({ recreate: true }), expect: own(200), writes: true },
      // Another admin's ids are not theirs: nothing of theirs is unpublished among them.
      { name: 'POST /api/aiGenHistory/approvals', call: (a) => a.post('/api/aiGenHistory/approvals').send({ ids: [batchId] }), expect: own(201, 422), writes: true },
      { name: 'GET /api/aiGenHistory/approvals/current', call: (a) => a.get('/api/aiGenHistory/approvals/current'), expect: own(200, 200) },
      // A finished batch: stopping it changes nothing.
      { name: 'POST /api/aiGenHistory/approvals/{jobId}/stop', call: (a) => a.post(`/api/aiGenHistory/approvals/${encodeURIComponent(jobId)}/stop`), expect: own(200), writes: true },
      { name: 'GET /api/aiGenHistory/approvals/{jobId}', call: (a) => a.get(`/api/aiGenHistory/approvals/${encodeURIComponent(jobId)}`), expect: own(200) },
      { name: 'GET /api/aiGenHistory/{id}/provenance', call: (a) => a.get(`/api/aiGenHistory/${publishedId}/provenance`), expect: own(200) },
      // Questions are the admins' shared list: every admin may read where an answer came from.
      { name: 'GET /api/question/{id}/provenance', call: (a) => a.get(`/api/question/${questionId}/provenance`), expect: own(200, 200) },
    ],
  });

  it('lists the publishing routes in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/aiGenHistory/{id}/publish',
        '/api/aiGenHistory/approvals',
        '/api/aiGenHistory/approvals/current',
        '/api/aiGenHistory/approvals/{jobId}',
        '/api/aiGenHistory/approvals/{jobId}/stop',
        '/api/aiGenHistory/{id}/provenance',
        '/api/question/{id}/provenance',
      ]),
    );
  });
});
