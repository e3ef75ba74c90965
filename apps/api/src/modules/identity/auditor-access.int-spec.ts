import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@k9/domain';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { accessMatrix, signInAs, type Agent } from '../../../test/helpers/access-matrix.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

/**
 * Issue 36 §4-5: the authorisation matrix's auditor column. Every route the app serves is read from its router (not
 * from a list someone keeps), so a write route added tomorrow is refused to auditors or this test fails.
 */

type Route = { method: string; path: string };
type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> } };

const READS = new Set(['get', 'head', 'options']);
/** What an auditor may still write: their own session and password (see guards/auditor-read-only.ts). */
const OWN_ACCOUNT_WRITES = ['POST /login/username', 'POST /logout', 'PUT /profile/password'];
/**
 * Events an auditor's reads may record naming them: the traces of reads of learners' data (issue 36 §4). Any other
 * event by the auditor during reads is a read that writes as the auditor instead of the system.
 */
const READ_TRACE_TYPES = ['LearnerDataRead'];
const READ_ONLY = { statusCode: 403, code: 'AUDITOR_READ_ONLY', message: 'Tài khoản kiểm toán chỉ được xem, không được thay đổi dữ liệu.' };

/** Every route of the app's Express router, as `METHOD /path/:param`. */
function routesOf(t: TestApp): Route[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const routes = express.router.stack.flatMap(({ route }) =>
    route ? (Array.isArray(route.path) ? route.path : [route.path]).flatMap((path) => Object.keys(route.methods).filter((m) => m !== '_all').map((method) => ({ method, path }))) : [],
  );
  return [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
}

const name = (route: Route) => `${route.method.toUpperCase()} ${route.path}`;

describe('the auditor (issue 36 §4)', () => {
  let t: TestApp;
  let superAdmin: Agent;
  let plainAdmin: Agent;
  let learner: Agent;
  let auditor: Agent;
  let auditorId: string;
  let learnerId: string;
  let routes: Route[];
  const head = () => t.app.get<EventStore>(EVENT_STORE).committedHead();

  /** A path with its parameters filled: a real user for user routes, 1 for any other id, a word otherwise. */
  const filled = (path: string) =>
    path
      .replace(/\{[^}]*\}/g, '')
      .replace(/\*\w*/g, 'x')
      .replace(/:(\w+)/g, (_, param: string) => (path.startsWith('/api/user/') ? learnerId : /id$/i.test(param) ? '1' : 'news'));
  const call = (agent: Agent, route: Route) => {
    const request = (agent as unknown as Record<string, (path: string) => ReturnType<Agent['get']>>)[route.method](filled(route.path));
    return READS.has(route.method) ? request : request.send({});
  };

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await t.signInAdmin();
    const users = { auditor: await t.createUser(), learner: await t.createUser(), admin: await t.createUser({ isAdmin: true }) };
    [auditorId, learnerId] = [users.auditor.id, users.learner.id];
    await superAdmin.put(`/api/user/${auditorId}/auditor`).send({ auditor: true }).expect(200);
    [auditor, learner, plainAdmin] = await Promise.all([signInAs(t, users.auditor), signInAs(t, users.learner), signInAs(t, users.admin)]);
    routes = routesOf(t);
  });
  afterAll(() => t?.close());

  it('finds every route the app serves', () => {
    const names = routes.map(name);
    expect(names).toEqual(expect.arrayContaining(['PUT /api/user/:id/auditor', 'POST /api/user', 'DELETE /api/user', 'GET /api/user', 'GET /api/audit/stream/:streamId', 'POST /logout']));
    expect(routes.filter((route) => !READS.has(route.method)).length).toBeGreaterThan(80);
  });

  it('is refused every write, and nothing changes', async () => {
    const writes = routes.filter((route) => !READS.has(route.method) && !OWN_ACCOUNT_WRITES.includes(name(route)));
    for (const route of writes) {
      const before = await head();
      const response = await call(auditor, route);
      expect({ route: name(route), status: response.status, body: response.body }).toEqual({ route: name(route), status: 403, body: READ_ONLY });
      expect({ route: name(route), head: await head() }).toEqual({ route: name(route), head: before });
    }
  });

  it('also on any method, path or letter case a router might take', async () => {
    const before = await head();
    for (const response of [
      await auditor.put(`/API/USER/${learnerId}/admin/`).send({ isAdmin: true }),
      await auditor.patch(`/api/user/${learnerId}`).send({}),
      await auditor.post('/api/khong-co-tuyen-nay').send({}),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(READ_ONLY);
    }
    expect(await head()).toBe(before);
  });

  it('reads everything an admin reads, and its reads write nothing in its name', async () => {
    const from = await head();
    const refusedToAuditor: string[] = [];
    for (const route of routes.filter((each) => each.method === 'get')) {
      const [asAdmin, asAuditor] = [await call(plainAdmin, route), await call(auditor, route)];
      if (![401, 403].includes(asAdmin.status) && [401, 403].includes(asAuditor.status)) refusedToAuditor.push(`${name(route)}: ${asAuditor.status}`);
    }
    expect(refusedToAuditor).toEqual([]);
    const events = await t.app.get<EventStore>(EVENT_STORE).readAll({ after: from, limit: 10_000 });
    expect(events.filter((event) => event.metadata.actorId === auditorId && !READ_TRACE_TYPES.includes(event.type)).map((event) => event.type)).toEqual([]);
  });

  it('sees itself as an auditor with an account without limit, and is shown so in the user list', async () => {
    const profile = (await auditor.get('/profile').expect(200)).body;
    expect(profile).toMatchObject({ id: auditorId, isAuditor: true, isAdmin: true, isSuperAdmin: false, validity: { state: 'admin' } });
    const list = (await auditor.get('/api/user').expect(200)).body.result as Array<{ id: string; isAdmin: boolean; isAuditor: boolean }>;
    expect(list.find((user) => user.id === auditorId)).toMatchObject({ isAdmin: false, isAuditor: true });
    expect(list.find((user) => user.id === learnerId)).toMatchObject({ isAuditor: false });
  });

  it('still changes its own password and signs out', async () => {
    const refused = await auditor.put('/profile/password').send({ newPassword: '' });
    expect(refused.status).toBe(400);
    const user = await t.createUser();
    await superAdmin.put(`/api/user/${user.id}/auditor`).send({ auditor: true }).expect(200);
    const session = await signInAs(t, user);
    await session.put('/profile/password').send({ currentPassword: user.password, newPassword: 'mat-khau-kiem-toan' }).expect(200);
    await session.post('/logout').expect(200);
    await session.get('/profile').expect(401);
  });

  it('loses every admin read as soon as the role is taken back, recorded with who did it', async () => {
    const user = await t.createUser();
    await superAdmin.put(`/api/user/${user.id}/auditor`).send({ auditor: true }).expect(200);
    const session = await signInAs(t, user);
    await session.get('/api/user').expect(200);
    const revoked = await superAdmin.put(`/api/user/${user.id}/auditor`).send({ auditor: false }).expect(200);
    expect(revoked.body).toMatchObject({ success: true, message: 'Đã thu hồi vai trò kiểm toán viên.', data: { id: user.id, isAuditor: false } });
    await session.get('/api/user').expect(403);
    const superAdminId = (await superAdmin.get('/profile')).body.id;
    const history = (await superAdmin.get(`/api/audit/stream/user-${user.id}`).expect(200)).body.data;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'AuditorRightsRevoked', actorId: superAdminId, actorEmail: ADMIN.email }),
      expect.objectContaining({ type: 'AuditorRightsGranted', actorId: superAdminId, actorEmail: ADMIN.email }),
    ]);
  });

  it('validates the body in Vietnamese and refuses the super admin its own role', async () => {
    for (const body of [{}, { auditor: 'true' }, { auditor: 1 }, { auditor: null }]) {
      const refused = await superAdmin.put(`/api/user/${learnerId}/auditor`).send(body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: 'Vui lòng chọn giao hoặc thu hồi vai trò kiểm toán viên.' });
    }
    expect((await superAdmin.put('/api/user/00000000-0000-4000-8000-000000000000/auditor').send({ auditor: true })).status).toBe(404);
    const own = await superAdmin.put(`/api/user/${(await superAdmin.get('/profile')).body.id}/auditor`).send({ auditor: true });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 'OWN_AUDITOR_RIGHTS', message: 'Không thể tự thay đổi vai trò kiểm toán viên của chính mình.' });
  });

  describe('PUT /api/user/{id}/auditor', () => {
    let targetId: string;
    beforeAll(async () => {
      targetId = (await t.createUser()).id;
    });
    accessMatrix({
      callers: () => ({ visitor: t.http() as unknown as Agent, learner, admin: plainAdmin, auditor, superAdmin }),
      snapshot: head,
      title: (who) => `answers the ${who} as expected`,
      rows: [
        {
          name: 'PUT /api/user/{id}/auditor',
          call: (a) => a.put(`/api/user/${targetId}/auditor`).send({ auditor: true }),
          expect: { visitor: 401, learner: 403, admin: 403, auditor: 403, superAdmin: 200 },
          writes: true,
        },
      ],
    });
  });
});
