import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Who = 'visitor' | 'learner' | 'expired' | 'admin';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('identity access', () => {
  let t: TestApp;
  let agents: Record<Who, Agent>;
  let victimId: string;
  let learnerId: string;
  const snapshot = async () => {
    const rows = await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ n: number; classes: number }>>(
      `SELECT (SELECT count(*)::int FROM identity_user) AS n, (SELECT count(*)::int FROM identity_user_class) AS classes`,
    );
    return { head: await t.app.get<EventStore>(EVENT_STORE).head(), ...rows[0] };
  };

  beforeAll(async () => {
    t = await startTestApp();
    const learner = await t.createUser();
    const expired = await t.createUser({ info: { startDate: iso(Date.now() - 10 * DAY), durationDays: 5, expiryDate: iso(Date.now() - 5 * DAY) } });
    learnerId = learner.id;
    victimId = (await t.createUser()).id;
    agents = {
      visitor: t.http() as unknown as Agent,
      learner: await t.signIn(learner.username, learner.password),
      expired: await t.signIn(expired.username, expired.password),
      admin: await t.signInAdmin(),
    };
  });
  afterAll(() => t.close());

  const userBody = { name: 'Người Mới', username: 'nguoimoi', info: { startDate: '2026-03-01', durationDays: 10 } };
  // Every identity endpoint; expected status per caller. Writes that are refused must change nothing.
  const matrix: Array<{ name: string; call: (agent: Agent) => ReturnType<Agent['get']>; expect: Record<Who, number>; writes?: boolean }> = [
    { name: 'GET /profile', call: (a) => a.get('/profile'), expect: { visitor: 401, learner: 200, expired: 200, admin: 200 } },
    { name: 'GET /api/user', call: (a) => a.get('/api/user'), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'POST /api/user', call: (a) => a.post('/api/user').send(userBody), expect: { visitor: 401, learner: 403, expired: 403, admin: 201 }, writes: true },
    { name: 'PUT /api/user/{id}', call: (a) => a.put(`/api/user/${learnerId}`).send({ ...userBody, username: 'doiten' }), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 }, writes: true },
    { name: 'DELETE /api/user/', call: (a) => a.delete('/api/user/').send({ id: victimId }), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 }, writes: true },
    { name: 'GET /api/user-class', call: (a) => a.get('/api/user-class'), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'POST /api/user-class', call: (a) => a.post('/api/user-class').send({ name: 'Lớp Ma Trận' }), expect: { visitor: 401, learner: 403, expired: 403, admin: 201 }, writes: true },
    { name: 'PUT /api/user-class/{id}', call: (a) => a.put('/api/user-class/1').send({ name: 'Lớp Đổi Tên' }), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 }, writes: true },
    { name: 'DELETE /api/user-class/{id}', call: (a) => a.delete('/api/user-class/1'), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 }, writes: true },
    { name: 'GET /api/audit/stream/{id}', call: (a) => a.get(`/api/audit/stream/user-${learnerId}`), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'a learner endpoint', call: (a) => a.get('/api/setting/ai_settings_for_user'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
    { name: 'PUT /profile/password', call: (a) => a.put('/profile/password').send({ newPassword: '' }), expect: { visitor: 401, learner: 400, expired: 400, admin: 400 } },
  ];

  // Refused callers first, the admin (whose writes succeed) last.
  for (const who of ['visitor', 'learner', 'expired', 'admin'] as const) {
    it(`answers the ${who} as expected on every identity endpoint`, async () => {
      for (const row of matrix) {
        const before = await snapshot();
        const response = await row.call(agents[who]);
        expect({ endpoint: row.name, status: response.status }).toEqual({ endpoint: row.name, status: row.expect[who] });
        if (row.expect[who] >= 400 && row.writes) expect(await snapshot()).toEqual(before);
      }
    });
  }

  it('reports the state and a machine-readable reason to an expired learner', async () => {
    const profile = await agents.expired.get('/profile').expect(200);
    expect(profile.body.validity).toEqual({ state: 'expired', remainingMs: null, startsInMs: null });
    const refused = await agents.expired.get('/api/setting/ai_settings_for_user').expect(403);
    expect(refused.body).toEqual({ statusCode: 403, code: 'ACCOUNT_NOT_ACTIVE', reason: 'expired', message: 'Tài khoản đã hết hạn sử dụng. Vui lòng liên hệ để gia hạn.' });
  });

  it('refuses accounts not set up or not started yet, and lets one with less than a day left work', async () => {
    const cases = [
      [{ startDate: null, durationDays: null, expiryDate: null }, 'no_setup', 403],
      [{ startDate: iso(Date.now() + 2 * DAY), durationDays: 5, expiryDate: iso(Date.now() + 7 * DAY) }, 'not_started', 403],
      [{ startDate: iso(Date.now() - DAY), durationDays: 2, expiryDate: iso(Date.now() + 3_600_000) }, 'warning', 200],
    ] as const;
    for (const [info, state, status] of cases) {
      const user = await t.createUser({ info });
      const agent = await t.signIn(user.username, user.password);
      expect((await agent.get('/profile')).body.validity.state).toBe(state);
      const response = await agent.get('/api/setting/ai_settings_for_user');
      expect(response.status).toBe(status);
      if (status === 403) expect(response.body.reason).toBe(state);
    }
  });
});

describe('brute force', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_SLOW_AFTER: '2', LOGIN_LOCK_AFTER: '4', LOGIN_IP_LOCK_AFTER: '8', REGISTRATIONS_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('slows repeated failures for one account, then refuses it with 429 even with the right password', async () => {
    const user = await t.createUser();
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      const started = Date.now();
      expect((await t.http().post('/login/username').send({ username: user.username, password: 'sai' })).status).toBe(401);
      times.push(Date.now() - started);
    }
    expect(times[3]).toBeGreaterThanOrEqual(450);
    const locked = await t.http().post('/login/username').send({ username: user.username.toUpperCase(), password: user.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.' });
    expect(locked.body.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('refuses an IP that keeps guessing across accounts', async () => {
    for (let i = 0; i < 4; i++) await t.http().post('/login/username').send({ username: `khong-co-${i}`, password: 'sai' });
    const other = await t.createUser();
    expect((await t.http().post('/login/username').send({ username: other.username, password: other.password })).status).toBe(429);
  });

  it('caps registrations per IP', async () => {
    const body = (email: string) => ({ name: 'Học Viên', phone: '0912345678', email, info: { termsAccepted: true } });
    await t.http().post('/api/public/register-account').send(body('a1@gmail.com')).expect(201);
    await t.http().post('/api/public/register-account').send(body('a2@gmail.com')).expect(201);
    const third = await t.http().post('/api/public/register-account').send(body('a3@gmail.com'));
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('Bạn đã đăng ký quá nhiều lần. Vui lòng thử lại sau ít phút.');
  });
});
