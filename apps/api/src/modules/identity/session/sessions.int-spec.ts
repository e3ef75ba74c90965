import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type pg from 'pg';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { openTestSocket } from '../../../../test/helpers/ws-client.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { CLOSE_CODES } from '../../../platform/realtime/realtime.options.js';
import { SESSION_REVOCATION } from './session-revocation.processor.js';
import { SessionService } from './session.service.js';

const LONG_VALIDITY = { startDate: '2026-01-01', durationDays: 3650 };
const adminForm = (username: string, over: Record<string, unknown> = {}) => ({ name: 'Học Viên', username, email: null, info: LONG_VALIDITY, ...over });

/** Plain supertest calls with one session cookie (several sessions of one user side by side). */
const as = (t: TestApp, cookie: string) => ({
  get: (path: string) => t.http().get(path).set('Cookie', cookie),
  put: (path: string, body: object) => t.http().put(path).set('Cookie', cookie).send(body),
  post: (path: string, body: object = {}) => t.http().post(path).set('Cookie', cookie).send(body),
});

const waitUntil = async (condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('sessions end with the credentials that opened them', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signInAdmin']>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
  });
  afterAll(() => t?.close());

  it('a password change needs the current password and ends every other session of the user at once, sockets included', async () => {
    const user = await t.createUser({ username: 'doi_mat_khau' });
    const [mine, other] = [await t.sessionCookie(user.username, user.password), await t.sessionCookie(user.username, user.password)];
    const [mySocket, otherSocket] = [await openTestSocket(t.wsUrl, { Cookie: mine }), await openTestSocket(t.wsUrl, { Cookie: other })];
    await Promise.all([mySocket.next('session.ready'), otherSocket.next('session.ready')]);

    const missing = await as(t, mine).put('/profile/password', { newPassword: 'mat-khau-moi-1' }).expect(422);
    expect(missing.body).toMatchObject({ code: 'CURRENT_PASSWORD_REQUIRED', message: 'Vui lòng nhập mật khẩu hiện tại.' });
    const wrong = await as(t, mine).put('/profile/password', { currentPassword: 'sai-roi', newPassword: 'mat-khau-moi-1' }).expect(422);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Mật khẩu hiện tại không đúng.' });
    await as(t, other).get('/profile').expect(200);

    await as(t, mine).put('/profile/password', { currentPassword: user.password, newPassword: 'mat-khau-moi-1' }).expect(200);
    // The very next request of the other session, and its socket (closed before the answer on this instance).
    await as(t, other).get('/profile').expect(401);
    expect(await otherSocket.closed(1000)).toBe(CLOSE_CODES.sessionEnded);
    await as(t, mine).get('/profile').expect(200);
    mySocket.send('ping', {});
    expect(await mySocket.next('pong')).toBeDefined();
    await t.http().post('/login/username').send({ username: user.username, password: user.password }).expect(401);
    await t.signIn(user.username, 'mat-khau-moi-1');
    await mySocket.close();
  });

  it("an admin's reset ends every session of the user; a session from before it cannot change the password; the one signed in with the new initial password can", async () => {
    const user = await t.createUser({ username: 'bi_dat_lai' });
    const stolen = await t.sessionCookie(user.username, user.password);
    const socket = await openTestSocket(t.wsUrl, { Cookie: stolen });
    await socket.next('session.ready');

    const reset = await admin.put(`/api/user/${user.id}`).send(adminForm(user.username, { resetPassword: true })).expect(200);
    const initialPassword: string = reset.body.initialPassword;
    await as(t, stolen).get('/profile').expect(401);
    await as(t, stolen).put('/profile/password', { newPassword: 'ke-gian-chiem' }).expect(401);
    expect(await socket.closed(3000)).toBe(CLOSE_CODES.sessionEnded);

    // The owner signs in with the one-time password: the forced change needs nothing more in that session.
    const owner = await t.sessionCookie(user.username, initialPassword);
    await as(t, owner).put('/profile/password', { newPassword: 'mat-khau-cua-toi' }).expect(200);
    await t.signIn(user.username, 'mat-khau-cua-toi');
    // Afterwards the current password is needed again.
    await as(t, owner).put('/profile/password', { newPassword: 'mat-khau-khac' }).expect(422);
  });

  it("an admin's deletion ends the user's sessions and sockets at once", async () => {
    const user = await t.createUser({ username: 'bi_xoa' });
    const cookie = await t.sessionCookie(user.username, user.password);
    const socket = await openTestSocket(t.wsUrl, { Cookie: cookie });
    await socket.next('session.ready');
    await admin.delete('/api/user/').send({ id: [user.id] }).expect(200);
    await as(t, cookie).get('/profile').expect(401);
    expect(await socket.closed(3000)).toBe(CLOSE_CODES.sessionEnded);
  });

  it('logout closes the sockets of that session, and only those', async () => {
    const user = await t.createUser({ username: 'dang_xuat' });
    const [leaving, staying] = [await t.sessionCookie(user.username, user.password), await t.sessionCookie(user.username, user.password)];
    const [gone, kept] = [await openTestSocket(t.wsUrl, { Cookie: leaving }), await openTestSocket(t.wsUrl, { Cookie: staying })];
    await Promise.all([gone.next('session.ready'), kept.next('session.ready')]);
    await as(t, leaving).post('/logout').expect(200);
    expect(await gone.closed(1000)).toBe(CLOSE_CODES.sessionEnded);
    kept.send('ping', {});
    expect(await kept.next('pong')).toBeDefined();
    await as(t, staying).get('/profile').expect(200);
    await kept.close();
  });

  it('an expired account keeps its session and socket (lock modal), and a renewal unlocks it live', async () => {
    const user = await t.createUser({ username: 'het_han' });
    const cookie = await t.sessionCookie(user.username, user.password);
    const socket = await openTestSocket(t.wsUrl, { Cookie: cookie });
    await socket.next('session.ready');
    await admin.put(`/api/user/${user.id}`).send(adminForm(user.username, { info: { startDate: '2025-01-01', durationDays: 10 } })).expect(200);
    await socket.next('account.changed');
    expect((await as(t, cookie).get('/profile').expect(200)).body.validity.state).toBe('expired');
    expect((await as(t, cookie).get('/api/setting/TAG1_OPTIONS').expect(403)).body.code).toBe('ACCOUNT_NOT_ACTIVE');
    await admin.put(`/api/user/${user.id}`).send(adminForm(user.username)).expect(200);
    await as(t, cookie).get('/api/setting/TAG1_OPTIONS').expect(200);
    socket.send('ping', {});
    expect(await socket.next('pong')).toBeDefined();
    await socket.close();
  });

  it('replaying the revocations (rebuild) ends no session opened or kept after them', async () => {
    const user = await t.createUser({ username: 'phat_lai' });
    const changer = await t.sessionCookie(user.username, user.password);
    await as(t, changer).put('/profile/password', { currentPassword: user.password, newPassword: 'mat-khau-phat-lai' }).expect(200);
    const later = await t.sessionCookie(user.username, 'mat-khau-phat-lai');
    await t.app.get(ProjectionsService).rebuild(SESSION_REVOCATION);
    await as(t, changer).get('/profile').expect(200);
    await as(t, later).get('/profile').expect(200);
  });

  it('answers each of many simultaneous requests with its own session (lookups share queries)', async () => {
    const users = await Promise.all([t.createUser({ username: 'song_song_a' }), t.createUser({ username: 'song_song_b' }), t.createUser({ username: 'song_song_c' })]);
    const cookies = await Promise.all(users.map((user) => t.sessionCookie(user.username, user.password)));
    const answers = await Promise.all(Array.from({ length: 90 }, (_, i) => as(t, cookies[i % 3]).get('/profile').then((response) => ({ i, response }))));
    for (const { i, response } of answers) {
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(users[i % 3].id);
    }
  });

  it('a session revoked while a request of it was running is not stored again when that request ends', async () => {
    const pool = t.app.get<pg.Pool>(PG_POOL);
    const store = t.app.get(SessionService).store;
    const sid = 'phien-dang-chay-khi-bi-thu-hoi';
    const data = { cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000).toISOString() }, userId: 'u-1' };
    await store.save(sid, data, false);
    expect(await store.load(sid)).not.toBeNull();
    await pool.query(`DELETE FROM http_session WHERE sid = $1`, [sid]);
    // The request that loaded it ends and saves what it changed: an update of a row that is gone.
    await store.save(sid, { ...data, loginRedirect: '/home' }, true);
    expect((await pool.query(`SELECT 1 FROM http_session WHERE sid = $1`, [sid])).rowCount).toBe(0);
  });

  it('answers repeated requests of a signed-in session from memory, without a query each', async () => {
    const user = await t.createUser({ username: 'bo_nho' });
    const cookie = await t.sessionCookie(user.username, user.password);
    await as(t, cookie).get('/profile').expect(200);
    const pool = t.app.get<pg.Pool>(PG_POOL);
    const query = jest.spyOn(pool, 'query');
    try {
      for (let i = 0; i < 5; i++) await as(t, cookie).get('/profile').expect(200);
      const lookups = query.mock.calls.filter(([config]) => typeof config === 'object' && (config as { name?: string }).name === 'k9-session-get');
      expect(lookups).toHaveLength(0);
    } finally {
      query.mockRestore();
    }
  });
});

describe('sessions with a second instance on the same database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ DATABASE_URL: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const warm = async (cookie: string) => {
    // Used on the second instance right before the change: nothing it holds may keep it alive afterwards.
    for (let i = 0; i < 3; i++) await as(b, cookie).get('/profile').expect(200);
  };

  it('a password change on one instance ends the other sessions on the other at the next request, and closes their sockets', async () => {
    const user = await a.createUser({ username: 'hai_may_doi' });
    const [mine, other] = [await a.sessionCookie(user.username, user.password), await a.sessionCookie(user.username, user.password)];
    await warm(other);
    const socket = await openTestSocket(b.wsUrl, { Cookie: other });
    await socket.next('session.ready');
    await as(a, mine).put('/profile/password', { currentPassword: user.password, newPassword: 'mat-khau-hai-may' }).expect(200);
    await as(b, other).get('/profile').expect(401);
    await as(b, mine).get('/profile').expect(200);
    expect(await socket.closed(3000)).toBe(CLOSE_CODES.sessionEnded);
  });

  it('a logout and a deletion on one instance are seen by the next request on the other', async () => {
    const user = await a.createUser({ username: 'hai_may_xoa' });
    const [leaving, remaining] = [await a.sessionCookie(user.username, user.password), await a.sessionCookie(user.username, user.password)];
    await warm(leaving);
    await as(a, leaving).post('/logout').expect(200);
    await as(b, leaving).get('/profile').expect(401);

    await warm(remaining);
    const socket = await openTestSocket(b.wsUrl, { Cookie: remaining });
    await socket.next('session.ready');
    await (await a.signInAdmin()).delete('/api/user/').send({ id: [user.id] }).expect(200);
    await as(b, remaining).get('/profile').expect(401);
    expect(await socket.closed(3000)).toBe(CLOSE_CODES.sessionEnded);
  });

  it('an admin reset on one instance ends the stolen session on the other before the answer', async () => {
    const user = await a.createUser({ username: 'hai_may_dat_lai' });
    const stolen = await a.sessionCookie(user.username, user.password);
    await warm(stolen);
    const admin = await a.signIn(ADMIN.username, ADMIN.password);
    await admin.put(`/api/user/${user.id}`).send(adminForm(user.username, { resetPassword: true })).expect(200);
    await as(b, stolen).put('/profile/password', { newPassword: 'ke-gian-chiem' }).expect(401);
    await waitUntil(async () => (await as(b, stolen).get('/profile')).status === 401, 100, 'still signed out');
  });

  it('an instance that does not confirm is cut off from its cache before the answer, and serves the ended session no more', async () => {
    const user = await a.createUser({ username: 'may_im_lang' });
    const [leaving, other] = [await a.sessionCookie(user.username, user.password), await a.sessionCookie(user.username, user.password)];
    await warm(leaving);
    const coherence = (b.app.get(SessionService) as unknown as { coherence: { received: (payload: string) => void } }).coherence;
    const received = coherence.received;
    // b hears nothing (as if its event loop were stuck): a must not rely on it.
    coherence.received = () => undefined;
    try {
      const started = Date.now();
      await as(a, leaving).post('/logout').expect(200);
      expect(Date.now() - started).toBeGreaterThan(1000);
      await as(b, leaving).get('/profile').expect(401);
    } finally {
      coherence.received = received;
    }
    await waitUntil(async () => (await as(b, other).get('/profile')).status === 200, 5000, 'b serves live sessions again');
  });
});
