import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';

const TOO_FAST = { status: 429, code: 'TOO_MANY_PERSONAL_WRITES', message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.' };

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

/** Issue 23 §1: at most 30 personal writes a minute per account, across its settings, templates and marks. */
describe('personal writes a minute', () => {
  let t: TestApp;
  let newsId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.signInAdmin();
    newsId = (await admin.post('/api/k9').send({ type: 'news', title: 'Tin để đánh dấu', status: 'published', isPublic: true }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const outcome = (response: { status: number; body: { code?: string; message?: string } }) => ({ status: response.status, code: response.body.code, message: response.body.message });
  const learner = async (app: TestApp = t) => {
    const user = await app.createUser();
    return { ...user, agent: await app.signIn(user.username, user.password) };
  };
  const bookmark = (agent: Agent) => agent.put(`/api/learner/marks/bookmarks_stream/${newsId}`);
  const unbookmark = (agent: Agent) => agent.delete(`/api/learner/marks/bookmarks_stream/${newsId}`);
  const header = (agent: Agent, n: number) => agent.post('/api/setting').send({ type: 'header_background', setting: { imageUrl: `/files/nen-${n}.png` } });
  const template = (agent: Agent, n: number) => agent.post('/api/prompt-templates').send({ label: `Mẫu ${n}`, template: 'Tóm tắt &&&' });

  it('counts marks with settings and templates in one budget: the 31st write of the minute is refused, whichever it is', async () => {
    const { agent } = await learner();
    for (let i = 0; i < 5; i++) {
      await bookmark(agent).expect(200);
      await unbookmark(agent).expect(200);
    }
    const saved = await header(agent, 0).expect(201);
    for (let i = 1; i < 10; i++) await agent.put('/api/setting').send({ id: saved.body.id, type: 'header_background', setting: { imageUrl: `/files/nen-${i}.png` } }).expect(200);
    for (let i = 0; i < 10; i++) await template(agent, i).expect(201);

    const refusedMark = await bookmark(agent);
    expect(outcome(refusedMark)).toEqual(TOO_FAST);
    expect(Number(refusedMark.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refusedMark.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(outcome(await unbookmark(agent))).toEqual(TOO_FAST);
    expect(outcome(await header(agent, 99))).toEqual(TOO_FAST);
    expect(outcome(await agent.delete('/api/setting/header_background'))).toEqual(TOO_FAST);
    expect(outcome(await template(agent, 99))).toEqual(TOO_FAST);
    // Nothing refused was stored; reads still answer.
    expect((await agent.get('/api/learner/marks').expect(200)).body.data.bookmarks_stream).toEqual([]);
    expect((await agent.get('/api/setting/header_background').expect(200)).body.setting).toEqual({ imageUrl: '/files/nen-9.png' });
  });

  it('counts each account on its own, and not what admins write to shared values', async () => {
    const [a, b] = [await learner(), await learner()];
    for (let i = 0; i < 30; i++) await (i % 2 ? unbookmark(a.agent) : bookmark(a.agent)).expect(200);
    expect((await bookmark(a.agent)).status).toBe(429);
    await bookmark(b.agent).expect(200);

    const admin = await t.signInAdmin();
    const shared = await admin.post('/api/setting').send({ type: 'REPORT_OVERVIEW', setting: { overview: 'Bản 0' } }).expect(201);
    for (let i = 1; i <= 35; i++) await admin.put('/api/setting').send({ id: shared.body.id, type: 'REPORT_OVERVIEW', setting: { overview: `Bản ${i}` } }).expect(200);
    // The admin's own header image is a personal write like anybody's.
    await admin.post('/api/setting').send({ type: 'header_background', scope: 'personal', setting: { imageUrl: '/files/cua-admin.png' } }).expect(201);
  });

  it("keeps the count per deployment (JOBS_PREFIX), shared by its instances, not by the database's name", async () => {
    const { username, password, agent } = await learner();
    for (let i = 0; i < 30; i++) await (i % 2 ? unbookmark(agent) : bookmark(agent)).expect(200);
    // A second instance of the same deployment sees the same count.
    const twin = await startTestApp({ DATABASE_URL: t.databaseUrl, JOBS_PREFIX: t.config.jobsPrefix });
    // Another deployment on the same Redis (and here the same database) counts apart.
    const other = await startTestApp({ DATABASE_URL: t.databaseUrl, JOBS_PREFIX: `${t.config.jobsPrefix}_khac` });
    try {
      expect(outcome(await bookmark(await twin.signIn(username, password)))).toEqual(TOO_FAST);
      await bookmark(await other.signIn(username, password)).expect(200);
    } finally {
      await twin.app.close();
      await other.app.close();
    }
  });
});
