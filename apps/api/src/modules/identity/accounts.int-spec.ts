import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const registration = (over: Record<string, unknown> = {}) => ({
  name: 'Nguyễn Văn An',
  phone: '0912345678',
  email: 'an.nguyen@gmail.com',
  info: { startDate: '2020-01-01T00:00:00.000Z', durationDays: 999, expiryDate: '2099-01-01T00:00:00.000Z', termsAccepted: true, termsAcceptedDate: '2020-01-01' },
  ...over,
});
const userForm = (over: Record<string, unknown> = {}) => ({ name: 'Trần Thị Bình', username: 'binh.tran', email: 'binh@example.com', phone: '+84 (912) 345-678', info: { startDate: '2026-03-01', durationDays: 10, note: 'Lớp tối' }, ...over });

describe('accounts', () => {
  let t: TestApp;
  let admin: Agent;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const head = () => t.app.get<EventStore>(EVENT_STORE).committedHead();
  const userCount = async () => (await sql<{ n: number }>('SELECT count(*)::int AS n FROM identity_user'))[0].n;

  beforeAll(async () => {
    t = await startTestApp({ REGISTRATIONS_PER_HOUR: '1000' });
    admin = await t.signInAdmin();
  });
  afterAll(() => t.close());

  describe('registration', () => {
    it('gives a Gmail registration the 2-day trial computed on the server, ignoring the client dates', async () => {
      const before = Date.now();
      const response = await t.http().post('/api/public/register-account').send(registration()).expect(201);
      expect(response.body).toEqual({ success: true, message: 'Tài khoản đã được tạo thành công! Bạn có thể sử dụng ngay từ hôm nay. Đăng nhập để sử dụng' });
      const [row] = await sql<{ id: string; info: { startDate: string; durationDays: number; expiryDate: string }; source: string; password_hash: string | null }>(
        `SELECT id, info, source, password_hash FROM identity_user WHERE email = 'an.nguyen@gmail.com'`,
      );
      expect(row.source).toBe('registration');
      expect(row.password_hash).toBeNull();
      expect(row.info.durationDays).toBe(2);
      const start = Date.parse(row.info.startDate);
      // The start of today in Vietnam (UTC+7) and the end of tomorrow.
      expect((start + 7 * 3_600_000) % 86_400_000).toBe(0);
      expect(before - start).toBeLessThan(86_400_000);
      expect(Date.parse(row.info.expiryDate)).toBe(start + 2 * 86_400_000 - 1);
      const history = await admin.get(`/api/audit/stream/user-${row.id}`).expect(200);
      expect(history.body.data[0]).toMatchObject({ type: 'UserRegistered', actorId: row.id, actorEmail: 'an.nguyen@gmail.com', data: { mode: 'gmail' } });
    });

    it('registers in username mode, after which the learner signs in and is active', async () => {
      await t.http().post('/api/public/register-account').send(registration({ email: undefined, username: 'hocvien01', password: 'mat-khau-1' })).expect(201);
      const learner = await t.signIn('hocvien01', 'mat-khau-1');
      const profile = await learner.get('/profile').expect(200);
      expect(profile.body).toMatchObject({ username: 'hocvien01', email: null, isAdmin: false, mustChangePassword: false, validity: { state: 'active' } });
      expect(profile.body.validity.remainingMs).toBeGreaterThan(86_400_000);
      await learner.get('/api/setting/ai_settings_for_user').expect(200);
    });

    it.each([
      [{ name: ' ' }, 'Vui lòng nhập họ tên!'],
      [{ name: 'A' }, 'Họ tên phải có ít nhất 2 ký tự!'],
      [{ phone: undefined }, 'Vui lòng nhập số điện thoại!'],
      [{ phone: '09123' }, 'Số điện thoại không hợp lệ!'],
      [{ phone: '091234567890' }, 'Số điện thoại không hợp lệ!'],
      [{ email: undefined }, 'Vui lòng nhập Gmail!'],
      [{ email: 'khong-phai-email' }, 'Gmail không hợp lệ!'],
      [{ email: undefined, username: 'ab', password: 'mat-khau' }, 'Username phải có ít nhất 3 ký tự!'],
      [{ email: undefined, username: 'a'.repeat(21), password: 'mat-khau' }, 'Username không được quá 20 ký tự!'],
      [{ email: undefined, username: 'hocvien02' }, 'Vui lòng nhập mật khẩu!'],
      [{ email: undefined, username: 'hocvien02', password: '12345' }, 'Mật khẩu phải có ít nhất 6 ký tự!'],
      [{ info: { termsAccepted: false } }, 'Vui lòng đồng ý với Điều khoản & Dịch vụ!'],
      [{ info: undefined }, 'Vui lòng đồng ý với Điều khoản & Dịch vụ!'],
    ])('refuses %j with its message and stores nothing', async (over, message) => {
      const [events, users] = [await head(), await userCount()];
      const response = await t.http().post('/api/public/register-account').send(registration({ email: 'moi@gmail.com', ...over }));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect([await head(), await userCount()]).toEqual([events, users]);
    });

    it('answers USER_EXIST for a taken e-mail or username in any letter case, and stores nothing', async () => {
      const events = await head();
      const email = await t.http().post('/api/public/register-account').send(registration({ email: 'AN.NGUYEN@gmail.com' }));
      expect(email.status).toBe(409);
      expect(email.body).toMatchObject({ code: 'USER_EXIST', message: 'Email này đã tồn tại trong hệ thống!' });
      const username = await t.http().post('/api/public/register-account').send(registration({ email: undefined, username: 'HocVien01', password: 'mat-khau-2' }));
      expect(username.status).toBe(409);
      expect(username.body).toMatchObject({ code: 'USER_EXIST', message: 'Username này đã tồn tại trong hệ thống!' });
      expect(await head()).toBe(events);
    });

    it('lets exactly one of ten simultaneous registrations of one e-mail through', async () => {
      const responses = await Promise.all(Array.from({ length: 10 }, () => t.http().post('/api/public/register-account').send(registration({ email: 'cung.luc@gmail.com' }))));
      expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM identity_user WHERE email = 'cung.luc@gmail.com'`))[0].n).toBe(1);
    });
  });

  describe('the admin user form', () => {
    it('creates a user with an initial password they must change, recorded with the admin in the metadata', async () => {
      const created = await admin.post('/api/user').send(userForm()).expect(201);
      expect(created.body).toMatchObject({
        success: true,
        initialPassword: expect.any(String),
        data: { name: 'Trần Thị Bình', username: 'binh.tran', email: 'binh@example.com', phone: '+84 (912) 345-678', user_create: ADMIN.email, mustChangePassword: true, hasPassword: true },
      });
      expect(created.body.data.info).toMatchObject({ startDate: '2026-03-01', durationDays: 10, expiryDate: '2026-03-10T16:59:59.999Z', note: 'Lớp tối' });
      const login = await t.http().post('/login/username').send({ username: 'binh.tran', password: created.body.initialPassword }).expect(200);
      expect(login.body).toEqual({ success: true, message: 'Đăng nhập thành công', mustChangePassword: true });
      const history = await admin.get(`/api/audit/stream/user-${created.body.data.id}`).expect(200);
      expect(history.body.data[0]).toMatchObject({ type: 'UserCreated', actorEmail: ADMIN.email, data: { source: 'admin', mustChangePassword: true } });
      // The hash is outside the auditors' allow-list: left out, name and value (issue 36 §1).
      expect(Object.keys(history.body.data[0].data)).not.toContain('passwordHash');
    });

    it('answers the start as the day the form takes, and takes back what it answered: a date or an instant (issue 24 §2)', async () => {
      const created = await admin.post('/api/user').send(userForm({ username: 'vong.tron', email: null, info: { startDate: '2026-11-28', durationDays: 30 } })).expect(201);
      const id = created.body.data.id as string;
      const listed = (await admin.get('/api/user').expect(200)).body.result.find((user: { id: string }) => user.id === id);
      expect(listed.info).toMatchObject({ startDate: '2026-11-28', durationDays: 30, expiryDate: '2026-12-27T16:59:59.999Z' });
      // A client reads the record, changes one field and writes it all back.
      const roundTrip = await admin.put(`/api/user/${id}`).send({ ...listed, name: 'Vòng Tròn', info: { ...listed.info, durationDays: 31 } });
      expect([roundTrip.status, roundTrip.body.data?.info]).toEqual([200, expect.objectContaining({ startDate: '2026-11-28', durationDays: 31, expiryDate: '2026-12-28T16:59:59.999Z' })]);
      // An instant is the Vietnamese calendar day it falls on (17:00 UTC is midnight in Vietnam).
      const instant = await admin.put(`/api/user/${id}`).send({ ...listed, info: { startDate: '2026-11-27T17:00:00.000Z', durationDays: 31 } }).expect(200);
      expect(instant.body.data.info.startDate).toBe('2026-11-28');
      const late = await admin.put(`/api/user/${id}`).send({ ...listed, info: { startDate: '2026-11-28T16:59:59.999Z', durationDays: 31 } }).expect(200);
      expect(late.body.data.info.startDate).toBe('2026-11-28');
      const bad = await admin.put(`/api/user/${id}`).send({ ...listed, info: { startDate: '28/11/2026', durationDays: 31 } });
      expect([bad.status, bad.body.message]).toEqual([400, 'Vui lòng chọn ngày bắt đầu!']);
    });

    it('blocks every learner endpoint until the new password is set, then lets the user in', async () => {
      const created = await admin.post('/api/user').send(userForm({ username: 'cuong', email: null, info: { startDate: '2026-01-01', durationDays: 3650 } })).expect(201);
      const user = await t.signIn('cuong', created.body.initialPassword);
      const blocked = await user.get('/api/setting/ai_settings_for_user').expect(403);
      expect(blocked.body).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', reason: 'password_change_required', message: 'Bạn cần đặt mật khẩu mới trước khi tiếp tục.' });
      expect((await user.get('/profile').expect(200)).body).toMatchObject({ mustChangePassword: true, validity: { state: 'active' } });
      const same = await user.put('/profile/password').send({ newPassword: created.body.initialPassword }).expect(422);
      expect(same.body.message).toBe('Mật khẩu mới phải khác mật khẩu hiện tại.');
      await user.put('/profile/password').send({ newPassword: 'mat-khau-rieng' }).expect(200, { success: true, message: 'Đã đổi mật khẩu. Bạn có thể tiếp tục sử dụng.' });
      await user.get('/api/setting/ai_settings_for_user').expect(200);
      await t.signIn('cuong', 'mat-khau-rieng');
      // Afterwards the current password is needed to change it again.
      const wrong = await user.put('/profile/password').send({ currentPassword: 'sai', newPassword: 'mat-khau-moi' }).expect(422);
      expect(wrong.body.message).toBe('Mật khẩu hiện tại không đúng.');
    });

    it.each([
      [{ name: 'B' }, 'Họ tên phải có ít nhất 2 ký tự!'],
      [{ username: 'ab' }, 'Username phải có ít nhất 3 ký tự!'],
      [{ email: 'khong-hop-le' }, 'Email không hợp lệ!'],
      [{ phone: '09x12' }, 'Số điện thoại không hợp lệ'],
      [{ info: { durationDays: 10 } }, 'Vui lòng chọn ngày bắt đầu!'],
      [{ info: { startDate: '2026-03-01', durationDays: 0 } }, 'Số ngày sử dụng phải là số nguyên từ 1 đến 3650!'],
      [{ info: { startDate: '2026-03-01', durationDays: 3651 } }, 'Số ngày sử dụng phải là số nguyên từ 1 đến 3650!'],
      [{ info: { startDate: '2026-03-01', durationDays: 2.5 } }, 'Số ngày sử dụng phải là số nguyên từ 1 đến 3650!'],
      [{ info: { startDate: '2026-03-01', durationDays: 10, note: 'x'.repeat(501) } }, 'Ghi chú không được quá 500 ký tự!'],
    ])('refuses %j with its message', async (over, message) => {
      const events = await head();
      const response = await admin.post('/api/user').send(userForm({ username: 'moi', email: 'moi@example.com', ...over }));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await head()).toBe(events);
    });

    it('needs an e-mail or a username, and refuses ones already taken', async () => {
      const neither = await admin.post('/api/user').send(userForm({ username: '', email: null }));
      expect(neither.status).toBe(422);
      expect(neither.body.message).toBe('Vui lòng nhập ít nhất một trong hai trường: Email hoặc Tên đăng nhập');
      const taken = await admin.post('/api/user').send(userForm({ username: 'khac', email: 'BINH@example.com' }));
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'USER_EXIST', message: 'Email này đã tồn tại trong hệ thống!' });
      const invalidDay = await admin.post('/api/user').send(userForm({ username: 'khac', email: 'khac@example.com', info: { startDate: '2026-02-30', durationDays: 5 } }));
      expect(invalidDay.status).toBe(422);
    });

    it('records each change of an edit as its own event and resets the password on request', async () => {
      const created = await admin.post('/api/user').send(userForm({ username: 'dung', email: 'dung@example.com' })).expect(201);
      const id = created.body.data.id;
      const klass = await admin.post('/api/user-class').send({ name: 'Lớp VIP' }).expect(201);
      const edited = await admin
        .put(`/api/user/${id}`)
        .send(userForm({ username: 'dung', email: 'dung@example.com', name: 'Phạm Dũng', info: { startDate: '2026-03-01', durationDays: 30 }, id_user_class: [klass.body.data.id], resetPassword: true }))
        .expect(200);
      expect(edited.body).toMatchObject({ initialPassword: expect.any(String), data: { name: 'Phạm Dũng', id_user_class: [klass.body.data.id], user_update: ADMIN.email, mustChangePassword: true } });
      const history = await admin.get(`/api/audit/stream/user-${id}`).expect(200);
      expect(history.body.data.map((e: { type: string }) => e.type)).toEqual(['UserPasswordReset', 'UserClassesAssigned', 'UserValiditySet', 'UserDetailsChanged', 'UserCreated']);
      expect(history.body.data.every((e: { actorEmail: string }) => e.actorEmail === ADMIN.email)).toBe(true);
      const unchanged = await admin.put(`/api/user/${id}`).send(userForm({ username: 'dung', email: 'dung@example.com', name: 'Phạm Dũng', info: { startDate: '2026-03-01', durationDays: 30 }, id_user_class: [klass.body.data.id] })).expect(200);
      expect(unchanged.body.initialPassword).toBeUndefined();
      expect((await admin.get(`/api/audit/stream/user-${id}`)).body.data).toHaveLength(5);
      const unknownClass = await admin.put(`/api/user/${id}`).send(userForm({ username: 'dung', email: 'dung@example.com', id_user_class: [999999] }));
      expect(unknownClass.status).toBe(422);
    });

    it('lists users newest first in .result, without password hashes', async () => {
      const list = await admin.get('/api/user').expect(200);
      expect(list.body.result[0]).toMatchObject({ username: 'dung' });
      expect(JSON.stringify(list.body)).not.toMatch(/scrypt|passwordHash|password_hash/);
      expect(list.body.result.find((u: { email: string }) => u.email === ADMIN.email)).toMatchObject({ isAdmin: true });
    });

    it('deletes in bulk, never the signed-in admin, and a deleted user is signed out at once', async () => {
      const one = await t.createUser();
      const two = await t.createUser();
      const session = await t.signIn(one.username, one.password);
      const adminId = (await admin.get('/profile')).body.id;
      const self = await admin.delete('/api/user/').send({ id: [one.id, adminId] });
      expect(self.status).toBe(403);
      expect(self.body.message).toBe('Không thể xóa tài khoản đang đăng nhập.');
      expect((await admin.get('/api/user')).body.result.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([one.id, two.id]));
      await admin.delete('/api/user/').send({ id: [one.id, two.id] }).expect(200, { success: true, deleted: [one.id, two.id] });
      expect((await session.get('/profile')).status).toBe(401);
      expect((await admin.delete('/api/user/').send({ id: one.id })).status).toBe(404);
      expect((await admin.delete('/api/user/').send({ id: '../x' })).status).toBe(400);
      const history = await admin.get(`/api/audit/stream/user-${one.id}`).expect(200);
      expect(history.body.data[0]).toMatchObject({ type: 'UserDeleted', actorEmail: ADMIN.email });
    });
  });

  describe('user classes', () => {
    it('are listed id descending, renamed, unique by name, and leave their users when deleted', async () => {
      const a = (await admin.post('/api/user-class').send({ name: 'Lớp A1' }).expect(201)).body.data;
      const b = (await admin.post('/api/user-class').send({ name: 'Lớp B1' }).expect(201)).body.data;
      const list = (await admin.get('/api/user-class').expect(200)).body.result.map((c: { id: number }) => c.id);
      expect(list.indexOf(b.id)).toBeLessThan(list.indexOf(a.id));
      expect((await admin.post('/api/user-class').send({ name: 'lớp a1' })).status).toBe(409);
      const short = await admin.post('/api/user-class').send({ name: 'A' });
      expect([short.status, short.body.message]).toEqual([400, 'Tên lớp phải có ít nhất 2 ký tự!']);
      const empty = await admin.post('/api/user-class').send({ name: '' });
      expect([empty.status, empty.body.message]).toEqual([400, 'Vui lòng nhập tên lớp!']);
      await admin.put(`/api/user-class/${a.id}`).send({ name: 'Lớp A2' }).expect(200);
      const user = await admin.post('/api/user').send(userForm({ username: 'emhoc', email: 'em@example.com', id_user_class: [a.id, b.id] })).expect(201);
      await admin.delete(`/api/user-class/${a.id}`).expect(200);
      expect((await admin.get('/api/user-class')).body.result.map((c: { id: number }) => c.id)).not.toContain(a.id);
      const after = (await admin.get('/api/user')).body.result.find((u: { id: string }) => u.id === user.body.data.id);
      expect(after.id_user_class).toEqual([b.id]);
      expect((await admin.delete(`/api/user-class/${a.id}`)).status).toBe(404);
      const history = await admin.get(`/api/audit/stream/user-class-${a.id}`).expect(200);
      expect(history.body.data.map((e: { type: string }) => e.type)).toEqual(['UserClassDeleted', 'UserClassRenamed', 'UserClassCreated']);
    });
  });
});
