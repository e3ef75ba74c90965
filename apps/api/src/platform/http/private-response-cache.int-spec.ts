import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { UserInfo } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { SettingViews } from '../../modules/site/setting-views.js';

const LONG_VALIDITY = { startDate: '2026-01-01', durationDays: 3650 };
const as = (t: TestApp, cookie: string) => ({
  get: (path: string) => t.http().get(path).set('Cookie', cookie),
  put: (path: string, body: object) => t.http().put(path).set('Cookie', cookie).send(body),
  post: (path: string, body: object = {}) => t.http().post(path).set('Cookie', cookie).send(body),
});

describe('signed-in answers from memory (GET /api/setting/{type})', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signInAdmin']>>;
  // Counts the reads that reach the controller, i.e. were not answered from the cache.
  const reads = jest.spyOn(SettingViews.prototype, 'read');

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
    await admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: [{ value: 'a', label: 'Nhóm A' }] }).expect(201);
    await admin.post('/api/setting').send({ type: 'prompt_settings', setting: { systemMessage: 'Lời nhắc của quản trị viên', selectedModel: 'gpt-4.1' } }).expect(201);
  });
  afterAll(async () => {
    reads.mockRestore();
    await t?.close();
  });

  const learner = async (username: string, info?: Partial<UserInfo>) => {
    const user = await t.createUser({ username, ...(info ? { info } : {}) });
    return { ...user, cookie: await t.sessionCookie(user.username, user.password) };
  };

  it('repeats an answer to the same session without the controller, and shows a write at the next read', async () => {
    const { cookie } = await learner('doc_lai');
    const first = await as(t, cookie).get('/api/setting/TAG1_OPTIONS').expect(200);
    const before = reads.mock.calls.length;
    for (let i = 0; i < 3; i++) expect((await as(t, cookie).get('/api/setting/TAG1_OPTIONS').expect(200)).body).toEqual(first.body);
    expect(reads.mock.calls.length).toBe(before);
    await as(t, cookie).get('/api/setting/TAG1_OPTIONS').set('If-None-Match', first.headers.etag).expect(304);

    await admin.put('/api/setting').send({ id: first.body.id, type: 'TAG1_OPTIONS', setting: [{ value: 'b', label: 'Nhóm B' }] }).expect(200);
    expect((await as(t, cookie).get('/api/setting/TAG1_OPTIONS').expect(200)).body.setting).toEqual([{ value: 'b', label: 'Nhóm B' }]);
  });

  it("never gives one caller another's answer: an admin's cached admin-only setting stays refused to a learner", async () => {
    const adminAnswer = await admin.get('/api/setting/prompt_settings').expect(200);
    await admin.get('/api/setting/prompt_settings').expect(200);
    expect(adminAnswer.body.setting).toEqual({ systemMessage: 'Lời nhắc của quản trị viên', selectedModel: 'gpt-4.1' });
    const { cookie } = await learner('khong_phai_admin');
    const refused = await as(t, cookie).get('/api/setting/prompt_settings');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Lời nhắc');
  });

  it('serves nothing to a session that ended: logout, deletion, a password change elsewhere', async () => {
    const leaving = await learner('roi_di');
    await as(t, leaving.cookie).get('/api/setting/TAG1_OPTIONS').expect(200);
    await as(t, leaving.cookie).post('/logout').expect(200);
    await as(t, leaving.cookie).get('/api/setting/TAG1_OPTIONS').expect(401);

    const deleted = await learner('bi_xoa_bo_nho');
    await as(t, deleted.cookie).get('/api/setting/TAG1_OPTIONS').expect(200);
    await admin.delete('/api/user/').send({ id: [deleted.id] }).expect(200);
    await as(t, deleted.cookie).get('/api/setting/TAG1_OPTIONS').expect(401);

    const changed = await learner('doi_o_noi_khac');
    await as(t, changed.cookie).get('/api/setting/TAG1_OPTIONS').expect(200);
    const other = await t.sessionCookie(changed.username, changed.password);
    await as(t, other).put('/profile/password', { currentPassword: changed.password, newPassword: 'mat-khau-khac-han' }).expect(200);
    await as(t, changed.cookie).get('/api/setting/TAG1_OPTIONS').expect(401);
  });

  it('refuses at once an account an admin made expire, and one whose time ran out while its answer was cached', async () => {
    const user = await learner('het_han_bo_nho');
    await as(t, user.cookie).get('/api/setting/TAG1_OPTIONS').expect(200);
    await admin.put(`/api/user/${user.id}`).send({ name: 'Học Viên', username: user.username, email: null, info: { startDate: '2025-01-01', durationDays: 10 } }).expect(200);
    expect((await as(t, user.cookie).get('/api/setting/TAG1_OPTIONS').expect(403)).body.code).toBe('ACCOUNT_NOT_ACTIVE');
    await admin.put(`/api/user/${user.id}`).send({ name: 'Học Viên', username: user.username, email: null, info: LONG_VALIDITY }).expect(200);
    await as(t, user.cookie).get('/api/setting/TAG1_OPTIONS').expect(200);

    const expiry = Date.now() + 1500;
    const ending = await learner('sap_het_han', { startDate: new Date(Date.now() - 86_400_000).toISOString(), durationDays: 1, expiryDate: new Date(expiry).toISOString() });
    await as(t, ending.cookie).get('/api/setting/TAG1_OPTIONS').expect(200);
    await as(t, ending.cookie).get('/api/setting/TAG1_OPTIONS').expect(200);
    await new Promise((resolve) => setTimeout(resolve, expiry - Date.now() + 50));
    expect((await as(t, ending.cookie).get('/api/setting/TAG1_OPTIONS').expect(403)).body.code).toBe('ACCOUNT_NOT_ACTIVE');
  });

  it('answers a change made on another instance at the next read there once its NOTIFY arrived, and ends sessions there before the answer', async () => {
    const b = await startTestApp({ DATABASE_URL: t.databaseUrl });
    try {
      const user = await learner('hai_may_bo_nho');
      const current = (await as(b, user.cookie).get('/api/setting/TAG1_OPTIONS').expect(200)).body;
      await as(b, user.cookie).get('/api/setting/TAG1_OPTIONS').expect(200);
      await admin.put('/api/setting').send({ id: current.id, type: 'TAG1_OPTIONS', setting: [{ value: 'c', label: 'Nhóm C' }] }).expect(200);
      const started = Date.now();
      let setting = current.setting;
      while (setting?.[0]?.value !== 'c' && Date.now() - started < 2000) {
        setting = (await as(b, user.cookie).get('/api/setting/TAG1_OPTIONS').expect(200)).body.setting;
      }
      expect(setting).toEqual([{ value: 'c', label: 'Nhóm C' }]);
      expect(Date.now() - started).toBeLessThan(900);

      await admin.delete('/api/user/').send({ id: [user.id] }).expect(200);
      await as(b, user.cookie).get('/api/setting/TAG1_OPTIONS').expect(401);
    } finally {
      await b.close();
    }
  });
});
