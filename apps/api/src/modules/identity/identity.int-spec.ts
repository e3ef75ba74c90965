import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { sessionSetCookie as sessionCookie } from '../../../test/helpers/cookies.js';


describe('sessions and the first admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates the first admin from ADMIN_* and signs them in by username or e-mail', async () => {
    for (const login of [ADMIN.username, ADMIN.email, ADMIN.email.toUpperCase()]) {
      const response = await t.http().post('/login/username').send({ username: login, password: ADMIN.password });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Đăng nhập thành công' });
      const cookie = sessionCookie(response);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    }
    const admin = await t.signInAdmin();
    const profile = await admin.get('/profile').expect(200);
    expect(profile.body).toMatchObject({ email: ADMIN.email, username: ADMIN.username, isAdmin: true, id: expect.any(String) });
    const history = await admin.get(`/api/audit/stream/user-${profile.body.id}`).expect(200);
    expect(history.body.data[0]).toMatchObject({ type: 'UserCreated', actorEmail: 'system', data: { source: 'bootstrap' } });
    expect(Object.keys(history.body.data[0].data)).not.toContain('passwordHash');
  });

  it('refuses wrong credentials and missing fields with the spec messages', async () => {
    const wrong = await t.http().post('/login/username').send({ username: ADMIN.username, password: 'sai-mat-khau' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    expect(sessionCookie(wrong)).toBeUndefined();
    const unknown = await t.http().post('/login/username').send({ username: 'khong-ton-tai', password: 'x' });
    expect(unknown.status).toBe(401);
    const noUser = await t.http().post('/login/username').send({ password: 'x' });
    expect(noUser.status).toBe(400);
    expect(noUser.body.message).toBe('Vui lòng nhập username!');
    const noPassword = await t.http().post('/login/username').send({ username: 'a', password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Vui lòng nhập mật khẩu!');
  });

  it('gives a new session id at login, so a fixed session is useless', async () => {
    const agent = request.agent(t.app.getHttpServer());
    const first = await agent.post('/login/username').send({ username: ADMIN.username, password: ADMIN.password }).expect(200);
    const second = await agent.post('/login/username').send({ username: ADMIN.username, password: ADMIN.password }).expect(200);
    const firstId = sessionCookie(first)?.split(';')[0];
    const secondId = sessionCookie(second)?.split(';')[0];
    expect(firstId).toBeDefined();
    expect(secondId).not.toBe(firstId);
    const old = await t.http().get('/profile').set('Cookie', firstId as string);
    expect(old.status).toBe(401);
    expect((await t.http().get('/profile').set('Cookie', secondId as string)).status).toBe(200);
  });

  it('logout destroys the session on the server', async () => {
    const response = await t.http().post('/login/username').send({ username: ADMIN.username, password: ADMIN.password }).expect(200);
    const cookie = (sessionCookie(response) as string).split(';')[0];
    expect((await t.http().get('/profile').set('Cookie', cookie)).status).toBe(200);
    await t.http().post('/logout').set('Cookie', cookie).expect(200, { success: true });
    const after = await t.http().get('/profile').set('Cookie', cookie);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Đăng nhập để tiếp tục truy cập');
  });

  it('keeps admin rights on the server: a learner gets 403 from admin endpoints', async () => {
    const learner = await t.createUser();
    const agent = await t.signIn(learner.username, learner.password);
    expect((await agent.get('/profile')).body).toMatchObject({ id: learner.id, isAdmin: false });
    const refused = await agent.get(`/api/audit/stream/user-${learner.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Bạn không có quyền thực hiện thao tác này');
  });

  it('does not create a second admin on a restart', async () => {
    await t.app.get((await import('./bootstrap/first-admin.service.js')).FirstAdminService).ensure();
    const rows = await t.app
      .get((await import('@mikro-orm/postgresql')).MikroORM)
      .em.fork()
      .getConnection()
      .execute(`SELECT count(*)::int AS n FROM identity_user WHERE email = ?`, [ADMIN.email]);
    expect(rows[0].n).toBe(1);
  });
});

describe('sessions behind a TLS-terminating proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure when the request came over https, and not otherwise', async () => {
    const overTls = await t.http().post('/login/username').set('X-Forwarded-Proto', 'https').send({ username: ADMIN.username, password: ADMIN.password });
    expect(sessionCookie(overTls)).toMatch(/; Secure/);
    const plain = await t.http().post('/login/username').send({ username: ADMIN.username, password: ADMIN.password });
    expect(sessionCookie(plain)).not.toMatch(/Secure/);
  });
});
