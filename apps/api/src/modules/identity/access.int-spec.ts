import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { ADMIN_ONLY, accessMatrix, signInAs, signInCallers, type AccessRow, type Agent, type Callers } from '../../../test/helpers/access-matrix.js';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('identity access', () => {
  let t: TestApp;
  let agents: Callers;
  let victimId: string;
  let learnerId: string;
  const snapshot = async () => {
    const rows = await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ n: number; classes: number }>>(
      `SELECT (SELECT count(*)::int FROM identity_user) AS n, (SELECT count(*)::int FROM identity_user_class) AS classes`,
    );
    return { head: await t.app.get<EventStore>(EVENT_STORE).committedHead(), ...rows[0] };
  };

  beforeAll(async () => {
    t = await startTestApp();
    const learner = await t.createUser();
    learnerId = learner.id;
    victimId = (await t.createUser()).id;
    agents = await signInCallers(t, { learner });
  });
  afterAll(() => t.close());

  const userBody = { name: 'Người Mới', username: 'nguoimoi', info: { startDate: '2026-03-01', durationDays: 10 } };
  // Every identity endpoint; expected status per caller. Writes that are refused must change nothing. Refused callers
  // first, the admin (whose writes succeed) last.
  accessMatrix({
    callers: () => agents,
    snapshot,
    title: (who) => `answers the ${who} as expected on every identity endpoint`,
    rows: [
      { name: 'GET /profile', call: (a) => a.get('/profile'), expect: { visitor: 401, learner: 200, expired: 200, admin: 200 } },
      { name: 'GET /api/public/session', call: (a) => a.get('/api/public/session'), expect: { visitor: 200, learner: 200, expired: 200, admin: 200 } },
      { name: 'GET /api/public/sign-in-options', call: (a) => a.get('/api/public/sign-in-options'), expect: { visitor: 200, learner: 200, expired: 200, admin: 200 } },
      { name: 'GET /api/user', call: (a) => a.get('/api/user'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST /api/user', call: (a) => a.post('/api/user').send(userBody), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'PUT /api/user/{id}', call: (a) => a.put(`/api/user/${learnerId}`).send({ ...userBody, username: 'doiten' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'DELETE /api/user/', call: (a) => a.delete('/api/user/').send({ id: victimId }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'GET /api/user-class', call: (a) => a.get('/api/user-class'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST /api/user-class', call: (a) => a.post('/api/user-class').send({ name: 'Lớp Ma Trận' }), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'PUT /api/user-class/{id}', call: (a) => a.put('/api/user-class/1').send({ name: 'Lớp Đổi Tên' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'DELETE /api/user-class/{id}', call: (a) => a.delete('/api/user-class/1'), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'GET /api/audit/stream/{id}', call: (a) => a.get(`/api/audit/stream/user-${learnerId}`), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'a learner endpoint', call: (a) => a.get('/api/setting/ai_settings_for_user'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
      { name: 'PUT /profile/password', call: (a) => a.put('/profile/password').send({ newPassword: '' }), expect: { visitor: 401, learner: 400, expired: 400, admin: 400 } },
    ],
  });

  it('tells a public page who is looking, answering a visitor 200 without a user instead of 401 (issue 24 §1.11)', async () => {
    expect((await agents.visitor.get('/api/public/session').expect(200)).body).toEqual({ user: null });
    const seen = (await agents.learner.get('/api/public/session').expect(200)).body.user;
    const profile = (await agents.learner.get('/profile').expect(200)).body;
    expect(seen).toMatchObject({ id: learnerId, username: profile.username, validity: { state: profile.validity.state } });
    expect((await agents.expired.get('/api/public/session').expect(200)).body.user.validity.state).toBe('expired');
  });

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

describe('admin rights access', () => {
  type Role = 'visitor' | 'learner' | 'admin' | 'superAdmin';
  let t: TestApp;
  let agents: Record<Role, Agent>;
  let targetId: string;
  const head = async () => ({ head: await t.app.get<EventStore>(EVENT_STORE).committedHead() });

  beforeAll(async () => {
    t = await startTestApp();
    const learner = await t.createUser();
    const admin = await t.createUser({ isAdmin: true });
    targetId = (await t.createUser()).id;
    agents = { visitor: t.http() as unknown as Agent, learner: await signInAs(t, learner), admin: await signInAs(t, admin), superAdmin: await t.signInAdmin() };
  });
  afterAll(() => t.close());

  // Granting and withdrawing admin rights: super admins only (the user decider refuses a plain admin's command with 403).
  accessMatrix<Role>({
    callers: () => agents,
    snapshot: head,
    unchangedWhenRefused: 'all',
    title: (who) => `answers the ${who} as expected`,
    rows: [
      { name: 'PUT /api/user/{id}/admin (grant)', call: (a) => a.put(`/api/user/${targetId}/admin`).send({ isAdmin: true }), expect: { visitor: 401, learner: 403, admin: 403, superAdmin: 200 } },
      { name: 'PUT /api/user/{id}/admin (withdraw)', call: (a) => a.put(`/api/user/${targetId}/admin`).send({ isAdmin: false }), expect: { visitor: 401, learner: 403, admin: 403, superAdmin: 200 } },
      { name: 'PUT /api/user/{id}/admin (bad body)', call: (a) => a.put(`/api/user/${targetId}/admin`).send({ isAdmin: 'yes' }), expect: { visitor: 401, learner: 403, admin: 400, superAdmin: 400 } },
    ],
  });
});

describe('setting and upload access (the setting policy table, issue 9 items 4 and 12)', () => {
  let t: TestApp;
  let agents: Callers;
  let ids: { prompt: string; aiSettings: string };
  const head = async () => ({ head: await t.app.get<EventStore>(EVENT_STORE).committedHead() });
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  beforeAll(async () => {
    t = await startTestApp();
    agents = await signInCallers(t, { learner: await t.createUser({ email: 'hoc-vien@gmail.com' }) });
    const save = async (type: string, setting: unknown) => (await agents.admin.post('/api/setting').send({ type, setting }).expect(201)).body.id as string;
    ids = { prompt: await save('prompt_settings', { systemMessage: 'bí mật', selectedModel: 'gpt-4.1' }), aiSettings: await save('ai_settings_for_user', { selectedModel: 'gpt-4.1' }) };
    await save('header_background', { imageUrl: '/files/mac-dinh.png' });
    await save('TEMPLATE_AI_SETTING', [{ key: 'chung', label: 'Chung', template: 'Tóm tắt &&&' }]);
  });
  afterAll(() => t.close());

  // One row per route and per kind of policy row (public, signed-in, admin, whether-configured, owner); `/api/setting` is a
  // learner route, so an expired account gets 403 from it whatever the policy.
  const matrix: AccessRow[] = [
    { name: 'GET /api/setting/{public type}', call: (a) => a.get('/api/setting/homepage_content'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
    { name: 'GET /api/setting/{signed-in type}', call: (a) => a.get('/api/setting/TAG1_OPTIONS'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
    { name: 'GET /api/setting/{admin type}', call: (a) => a.get('/api/setting/prompt_settings'), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'GET /api/setting/{AI configuration}', call: (a) => a.get('/api/setting/ADVISOR_SETTING'), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'GET /api/setting/ai_settings_for_user (whether configured)', call: (a) => a.get('/api/setting/ai_settings_for_user'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
    { name: 'GET /api/setting/header_background (own over default)', call: (a) => a.get('/api/setting/header_background'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
    { name: 'GET /api/setting/TEMPLATE_AI_SETTING (shared + own)', call: (a) => a.get('/api/setting/TEMPLATE_AI_SETTING'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
    { name: 'GET /api/setting/{shared-only type}?scope=personal', call: (a) => a.get('/api/setting/prompt_settings?scope=personal'), expect: { visitor: 401, learner: 400, expired: 403, admin: 400 } },
    { name: 'GET /api/setting-types (the settings table)', call: (a) => a.get('/api/setting-types'), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'GET /api/public/setting/{public type}', call: (a) => a.get('/api/public/setting/header_background'), expect: { visitor: 200, learner: 200, expired: 200, admin: 200 } },
    { name: 'GET /api/public/setting/{signed-in type}', call: (a) => a.get('/api/public/setting/TAG1_OPTIONS'), expect: { visitor: 404, learner: 404, expired: 404, admin: 404 } },
    { name: 'GET /api/public/setting/{admin type}', call: (a) => a.get('/api/public/setting/prompt_settings'), expect: { visitor: 404, learner: 404, expired: 404, admin: 404 } },
    { name: 'POST /api/setting {admin-written type}', call: (a) => a.post('/api/setting').send({ type: 'TAG2_OPTIONS', setting: [] }), expect: { visitor: 401, learner: 403, expired: 403, admin: 201 } },
    { name: 'POST /api/setting ai_settings_for_user (own value)', call: (a) => a.post('/api/setting').send({ type: 'ai_settings_for_user', scope: 'personal', setting: {} }), expect: { visitor: 401, learner: 400, expired: 403, admin: 400 } },
    { name: 'POST /api/setting header_background (default)', call: (a) => a.post('/api/setting').send({ type: 'header_background', scope: 'shared', setting: { imageUrl: null } }), expect: { visitor: 401, learner: 403, expired: 403, admin: 409 } },
    { name: 'POST /api/setting header_background (owner)', call: (a) => a.post('/api/setting').send({ type: 'header_background', scope: 'personal', setting: { imageUrl: null } }), expect: { visitor: 401, learner: 201, expired: 403, admin: 201 } },
    { name: "POST /api/setting TEMPLATE_AI_SETTING (someone else's entry)", call: (a) => a.post('/api/setting').send({ type: 'TEMPLATE_AI_SETTING', scope: 'personal', setting: [{ key: 'k', userEmail: 'nguoi-khac@gmail.com' }] }), expect: { visitor: 401, learner: 403, expired: 403, admin: 403 } },
    { name: 'PUT /api/setting {admin type}', call: (a) => a.put('/api/setting').send({ id: ids.prompt, type: 'prompt_settings', setting: { systemMessage: 'mới', selectedModel: 'gpt-4.1' } }), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'PUT /api/setting ai_settings_for_user', call: (a) => a.put('/api/setting').send({ id: ids.aiSettings, type: 'ai_settings_for_user', setting: { selectedModel: 'x' } }), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'GET /api/library-index/search', call: (a) => a.get('/api/library-index/search?q=kinh%20t%E1%BA%BF'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
    { name: 'GET /api/library-index/search (q empty)', call: (a) => a.get('/api/library-index/search?q='), expect: { visitor: 401, learner: 400, expired: 403, admin: 400 } },
    { name: 'GET /api/library-index/status', call: (a) => a.get('/api/library-index/status'), expect: { ...ADMIN_ONLY, admin: 200 } },
    { name: 'GET /api/library-index/states', call: (a) => a.get('/api/library-index/states?table=news&ids=1,2'), expect: { ...ADMIN_ONLY, admin: 200 } },
    { name: 'POST /api/library-index/embed (no embedding provider)', call: (a) => a.post('/api/library-index/embed').send({ sources: [{ table: 'news', id: 1 }] }), expect: { ...ADMIN_ONLY, admin: 503 } },
    { name: 'POST /api/library-index/reembed (no embedding provider)', call: (a) => a.post('/api/library-index/reembed'), expect: { ...ADMIN_ONLY, admin: 503 } },
    { name: 'GET /api/embedingData/source/{sourceId}/{type}', call: (a) => a.get('/api/embedingData/source/1/news'), expect: { ...ADMIN_ONLY, admin: 200 } },
    { name: 'DELETE /api/embedingData/source/{sourceId}/{type} (none)', call: (a) => a.delete('/api/embedingData/source/999999/news'), expect: { ...ADMIN_ONLY, admin: 404 } },
    { name: 'GET /api/embedingData/table/{table}', call: (a) => a.get('/api/embedingData/table/news'), expect: { ...ADMIN_ONLY, admin: 200 } },
    { name: 'POST /api/embedingData/create-with-ai (no embedding provider)', call: (a) => a.post('/api/embedingData/create-with-ai').send({ sourceId: 1, content: 'x', table: 'news' }), expect: { ...ADMIN_ONLY, admin: 503 } },
    { name: 'POST /api/embedingData/ai-gen (nothing found)', call: (a) => a.post('/api/embedingData/ai-gen').send({ question: 'zzqxwv' }), expect: { ...ADMIN_ONLY, admin: 200 } },
    { name: 'GET /api/setting/LIBRARY_SEARCH_SETTING', call: (a) => a.get('/api/setting/LIBRARY_SEARCH_SETTING'), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'POST /api/setting LIBRARY_SEARCH_SETTING', call: (a) => a.post('/api/setting').send({ type: 'LIBRARY_SEARCH_SETTING', setting: { k: 3, threshold: 0.1, tables: ['news'] } }), expect: { visitor: 401, learner: 403, expired: 403, admin: 201 } },
    { name: 'POST /api/upload-many-file?purpose=image', call: (a) => a.post('/api/upload-many-file?purpose=image').attach('files', PNG, 'anh.png'), expect: { visitor: 401, learner: 201, expired: 403, admin: 201 } },
    { name: 'POST /api/upload-many-file?purpose=document', call: (a) => a.post('/api/upload-many-file?purpose=document').attach('files', PDF, 'tai-lieu.pdf'), expect: { visitor: 401, learner: 403, expired: 403, admin: 201 } },
  ];

  accessMatrix({
    callers: () => agents,
    rows: matrix,
    snapshot: head,
    unchangedWhenRefused: 'all',
    title: (who) => `answers the ${who} as the policy table says, and a refused write changes nothing`,
  });

  it('never shows a learner an admin-only value, nor a template marked for someone else', async () => {
    expect(JSON.stringify((await agents.learner.get('/api/setting/prompt_settings')).body)).not.toContain('bí mật');
    expect((await agents.learner.get('/api/setting/ai_settings_for_user')).body).toMatchObject({ setting: null, configured: true });
    expect((await agents.learner.get('/api/setting/TEMPLATE_AI_SETTING')).body.setting).toEqual([{ key: 'chung', label: 'Chung', template: 'Tóm tắt &&&' }]);
  });
});
