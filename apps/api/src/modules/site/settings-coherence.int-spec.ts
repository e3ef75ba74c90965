import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';

/** Plain supertest calls with one session cookie, on either instance (sessions live in the shared database). */
const as = (t: TestApp, cookie: string) => ({
  get: (path: string) => t.http().get(path).set('Cookie', cookie),
  post: (path: string, body: object) => t.http().post(path).set('Cookie', cookie).send(body),
  put: (path: string, body: object) => t.http().put(path).set('Cookie', cookie).send(body),
  delete: (path: string) => t.http().delete(path).set('Cookie', cookie),
});

/** Read a few times, so that whatever an instance keeps in memory for this read is kept. */
const warm = async (read: () => PromiseLike<{ status: number }>) => {
  for (let i = 0; i < 3; i++) expect((await read()).status).toBe(200);
};

// The second instance runs no projections and follows their checkpoints only once a minute: without being told, its
// caches would hold a setting's old value for that long.
describe('settings read on another instance than the one that wrote them', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ DATABASE_URL: a.databaseUrl, RUN_PROJECTIONS: 'false', PROJECTION_POLL_MS: '60000' });
    admin = await a.sessionCookie(ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('shows a saved setting at once to its writer and to the next read on the other instance, signed in or not', async () => {
    const guideline = (text: string) => ({ text });
    const created = await as(a, admin).post('/api/setting', { type: 'GUIDELINE_SETTING', setting: guideline('Bản đầu') }).expect(201);
    let version = created.body.version as number;
    for (const [writer, reader, text] of [
      [a, b, 'Hướng dẫn mới'],
      [b, a, 'Hướng dẫn sửa trên máy hai'],
      [a, b, 'Hướng dẫn lần ba'],
    ] as const) {
      await warm(() => as(reader, admin).get('/api/setting/GUIDELINE_SETTING'));
      await warm(() => reader.http().get('/api/public/setting/GUIDELINE_SETTING'));
      const saved = await as(writer, admin).put('/api/setting', { id: created.body.id, type: 'GUIDELINE_SETTING', setting: guideline(text) }).expect(200);
      expect(saved.body.setting).toEqual(guideline(text));
      expect(saved.body.version).toBe(++version);
      expect((await as(writer, admin).get('/api/setting/GUIDELINE_SETTING')).body.setting).toEqual(guideline(text));
      expect((await as(reader, admin).get('/api/setting/GUIDELINE_SETTING')).body.setting).toEqual(guideline(text));
      expect((await reader.http().get('/api/public/setting/GUIDELINE_SETTING')).body.setting).toEqual(guideline(text));
    }
  });

  it("shows a learner's own value, and its removal, at once on the other instance", async () => {
    const user = await a.createUser({ username: 'hai_may_anh_nen' });
    const learner = await a.sessionCookie(user.username, user.password);
    await as(a, admin).post('/api/setting', { type: 'header_background', setting: { imageUrl: '/files/chung.png' } }).expect(201);
    await warm(() => as(b, learner).get('/api/setting/header_background?scope=personal'));
    expect((await as(b, learner).get('/api/setting/header_background?scope=personal')).body.setting).toEqual({ imageUrl: '/files/chung.png' });

    await as(a, learner).post('/api/setting', { type: 'header_background', scope: 'personal', setting: { imageUrl: '/files/rieng.png' } }).expect(201);
    expect((await as(b, learner).get('/api/setting/header_background?scope=personal')).body.setting).toEqual({ imageUrl: '/files/rieng.png' });
    await warm(() => as(b, learner).get('/api/setting/header_background?scope=personal'));

    await as(a, learner).delete('/api/setting/header_background').expect(200);
    expect((await as(b, learner).get('/api/setting/header_background?scope=personal')).body.setting).toEqual({ imageUrl: '/files/chung.png' });
  });

  it("never serves an admin's cached answer to a learner, nor to an admin whose rights were withdrawn on the other instance", async () => {
    const secret = { apiKeyName: 'khoa-bi-mat' };
    await as(a, admin).post('/api/setting', { type: 'ai_settings_for_user', setting: secret }).expect(201);
    await warm(() => as(b, admin).get('/api/setting/ai_settings_for_user'));
    expect((await as(b, admin).get('/api/setting/ai_settings_for_user')).body.setting).toEqual(secret);

    // A learner learns whether a value is saved, and nothing else.
    const user = await a.createUser({ username: 'hai_may_hoc_vien' });
    const learner = await b.sessionCookie(user.username, user.password);
    const seen = await as(b, learner).get('/api/setting/ai_settings_for_user').expect(200);
    expect(seen.body).toMatchObject({ setting: null, configured: true });

    // An admin who reads it on B loses the right on A: their next read on B is a learner's.
    const other = await a.createUser({ username: 'hai_may_quan_tri', isAdmin: true });
    const demoted = await a.sessionCookie(other.username, other.password);
    await warm(() => as(b, demoted).get('/api/setting/ai_settings_for_user'));
    expect((await as(b, demoted).get('/api/setting/ai_settings_for_user')).body.setting).toEqual(secret);
    await as(a, admin).put(`/api/user/${other.id}/admin`, { isAdmin: false }).expect(200);
    const after = await as(b, demoted).get('/api/setting/ai_settings_for_user').expect(200);
    expect(after.body).toMatchObject({ setting: null, configured: true });
  });
});
