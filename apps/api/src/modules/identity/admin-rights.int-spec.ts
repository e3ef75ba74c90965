import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { startOnPreviousRelease } from '../../../test/helpers/release-fixture.js';
import { openTestSocket } from '../../../test/helpers/ws-client.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { USER_PROJECTION } from './projections/identity-user/identity-user.projection.js';

const MESSAGES = {
  superAdminRequired: 'Chỉ quản trị viên cấp cao mới được cấp hoặc thu hồi quyền quản trị.',
  ownAdminRights: 'Không thể tự thay đổi quyền quản trị của chính mình.',
  adminAccountProtected: 'Chỉ quản trị viên cấp cao mới được sửa hoặc xóa tài khoản của quản trị viên khác.',
};

type Row = { id: string; username: string; is_admin: boolean; is_super_admin: boolean };
const roles = async (t: TestApp): Promise<Row[]> =>
  t.app.get(MikroORM).em.fork().getConnection().execute<Row[]>(`SELECT id, username, is_admin, is_super_admin FROM identity_user ORDER BY id`);
const head = (t: TestApp) => t.app.get<EventStore>(EVENT_STORE).committedHead();

describe('admin rights', () => {
  let t: TestApp;
  let superAdmin: Awaited<ReturnType<TestApp['signIn']>>;
  let superAdminId: string;
  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await t.signInAdmin();
    superAdminId = (await superAdmin.get('/profile').expect(200)).body.id;
  });
  afterAll(() => t.close());

  it('the first admin is the super admin; admins made later are not', async () => {
    expect((await superAdmin.get('/profile')).body).toMatchObject({ isAdmin: true, isSuperAdmin: true });
    const other = await t.createUser({ isAdmin: true });
    const list = (await superAdmin.get('/api/user').expect(200)).body.result as Array<{ id: string; isAdmin: boolean; isSuperAdmin: boolean }>;
    expect(list.find((user) => user.id === superAdminId)).toMatchObject({ isAdmin: true, isSuperAdmin: true });
    expect(list.find((user) => user.id === other.id)).toMatchObject({ isAdmin: true, isSuperAdmin: false });
  });

  it('the super admin grants admin rights, recorded with who did it, and withdraws them: effective at once', async () => {
    const learner = await t.createUser();
    const session = await t.signIn(learner.username, learner.password);
    await session.get('/api/user').expect(403);

    const granted = await superAdmin.put(`/api/user/${learner.id}/admin`).send({ isAdmin: true }).expect(200);
    expect(granted.body).toMatchObject({ success: true, message: 'Đã cấp quyền quản trị.', data: { id: learner.id, isAdmin: true, isSuperAdmin: false } });
    await session.get('/api/user').expect(200);
    expect((await session.get('/profile')).body).toMatchObject({ isAdmin: true, isSuperAdmin: false });

    const withdrawn = await superAdmin.put(`/api/user/${learner.id}/admin`).send({ isAdmin: false }).expect(200);
    expect(withdrawn.body).toMatchObject({ success: true, message: 'Đã thu hồi quyền quản trị.', data: { isAdmin: false } });
    await session.get('/api/user').expect(403);

    const audit = (await superAdmin.get(`/api/audit/stream/user-${learner.id}`).expect(200)).body.data;
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'AdminRightsWithdrawn', actorId: superAdminId, actorEmail: ADMIN.email, data: { userId: learner.id } }),
      expect.objectContaining({ type: 'AdminRightsGranted', actorId: superAdminId, actorEmail: ADMIN.email, data: { userId: learner.id } }),
    ]);
  });

  it("withdrawing admin rights closes that user's admin sockets (4403), and their session goes on as a learner", async () => {
    const other = await t.createUser({ isAdmin: true });
    const socket = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(other.username, other.password) });
    const session = await t.signIn(other.username, other.password);
    await superAdmin.put(`/api/user/${other.id}/admin`).send({ isAdmin: false }).expect(200);
    // Closed before the answer was sent.
    expect(await socket.closed(1000)).toBe(4403);
    expect((await session.get('/profile').expect(200)).body.isAdmin).toBe(false);
    await session.get('/api/user').expect(403);
    const again = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(other.username, other.password) });
    await again.close();
  });

  it('refuses a plain admin with a Vietnamese 403 and stores nothing', async () => {
    const plain = await t.createUser({ isAdmin: true });
    const learner = await t.createUser();
    const agent = await t.signIn(plain.username, plain.password);
    const before = await head(t);
    for (const [target, isAdmin] of [[learner.id, true], [superAdminId, false], [plain.id, false]] as const) {
      const refused = await agent.put(`/api/user/${target}/admin`).send({ isAdmin });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ statusCode: 403, code: 'SUPER_ADMIN_REQUIRED', message: MESSAGES.superAdminRequired });
    }
    expect(await head(t)).toBe(before);
  });

  it('nobody withdraws their own rights', async () => {
    const before = await head(t);
    const refused = await superAdmin.put(`/api/user/${superAdminId}/admin`).send({ isAdmin: false });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ statusCode: 403, code: 'OWN_ADMIN_RIGHTS', message: MESSAGES.ownAdminRights });
    expect(await head(t)).toBe(before);
    expect((await superAdmin.get('/profile')).body).toMatchObject({ isAdmin: true, isSuperAdmin: true });
  });

  it("a plain admin can neither take over nor delete another admin's account", async () => {
    const plain = await t.createUser({ isAdmin: true });
    const otherAdmin = await t.createUser({ isAdmin: true });
    const agent = await t.signIn(plain.username, plain.password);
    const before = await head(t);
    const form = { name: 'Quản trị viên', username: ADMIN.username, email: ADMIN.email, info: { startDate: '2026-03-01', durationDays: 10 }, resetPassword: true };
    for (const response of [
      await agent.put(`/api/user/${superAdminId}`).send(form),
      await agent.put(`/api/user/${otherAdmin.id}`).send({ ...form, username: otherAdmin.username, email: null }),
      await agent.delete('/api/user').send({ id: superAdminId }),
      await agent.delete('/api/user').send({ id: [otherAdmin.id] }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'ADMIN_ACCOUNT_PROTECTED', message: MESSAGES.adminAccountProtected });
    }
    expect(await head(t)).toBe(before);
    // The super admin manages every account but their own.
    await superAdmin.delete('/api/user').send({ id: otherAdmin.id }).expect(200);
  });

  it('validates the body in Vietnamese', async () => {
    const learner = await t.createUser();
    for (const body of [{}, { isAdmin: 'true' }, { isAdmin: 1 }, { isAdmin: null }]) {
      const refused = await superAdmin.put(`/api/user/${learner.id}/admin`).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Vui lòng chọn cấp hoặc thu hồi quyền quản trị.');
    }
    expect((await superAdmin.put('/api/user/khong-phai-uuid/admin').send({ isAdmin: true })).status).toBe(400);
    expect((await superAdmin.put('/api/user/00000000-0000-4000-8000-000000000000/admin').send({ isAdmin: true })).status).toBe(404);
  });

  it('a rebuild of the user read model gives the same roles', async () => {
    const live = await roles(t);
    await t.app.get(ProjectionsService).rebuild(USER_PROJECTION);
    expect(await roles(t)).toEqual(live);
    expect(live.filter((row) => row.is_super_admin).map((row) => row.id)).toEqual([superAdminId]);
  });
});

/** The release before roles: its first admin becomes the super admin, by the migration and by a rebuild alike. */
describe('admin rights on a database from the previous release', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startOnPreviousRelease();
  });
  afterAll(() => t?.close());

  it('makes the first admin the super admin, who can then grant admin rights', async () => {
    const upgraded = await roles(t);
    expect(upgraded.filter((row) => row.is_super_admin).map((row) => row.username)).toEqual([ADMIN.username]);
    await t.app.get(ProjectionsService).rebuild(USER_PROJECTION);
    expect(await roles(t)).toEqual(upgraded);

    const admin = await t.signInAdmin();
    expect((await admin.get('/profile')).body.isSuperAdmin).toBe(true);
    const an = upgraded.find((row) => row.username === 'nguyenvanan')!;
    await admin.put(`/api/user/${an.id}/admin`).send({ isAdmin: true }).expect(200);
  });
});
