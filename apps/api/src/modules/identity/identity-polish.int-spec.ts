import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { startOnPreviousRelease } from '../../../test/helpers/release-fixture.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { USER_PROJECTION } from './projections/identity-user/identity-user.projection.js';

const registration = (over: Record<string, unknown> = {}) => ({ name: 'Phạm Gia Huy', phone: '0912345678', info: { termsAccepted: true }, ...over });
type Phones = { username: string | null; email: string | null; phone: string | null; phone_normalized: string | null };
const phones = async (t: TestApp): Promise<Phones[]> =>
  t.app.get(MikroORM).em.fork().getConnection().execute<Phones[]>(`SELECT username, email, phone, phone_normalized FROM identity_user ORDER BY id`);

/** Issue 10 items 5 and 13, on a server without Google sign-in. */
describe('registration and phone numbers (issue 10)', () => {
  let t: TestApp;
  const head = () => t.app.get<EventStore>(EVENT_STORE).committedHead();
  beforeAll(async () => {
    t = await startTestApp({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '', REGISTRATIONS_PER_HOUR: '1000' });
  });
  afterAll(() => t.close());

  it('says Google sign-in is not offered, and refuses a Gmail-mode registration it could never sign in, storing nothing', async () => {
    expect((await t.http().get('/api/public/sign-in-options').expect(200)).body).toEqual({ google: false });
    const before = await head();
    const refused = await t.http().post('/api/public/register-account').send(registration({ email: 'huy.pham@congty.vn' }));
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      statusCode: 422,
      code: 'GMAIL_SIGN_IN_UNAVAILABLE',
      message: 'Đăng nhập bằng Gmail chưa được cấu hình nên chưa thể đăng ký bằng Gmail. Vui lòng đăng ký bằng username và mật khẩu.',
    });
    expect(await head()).toBe(before);
    expect((await phones(t)).some((row) => row.email === 'huy.pham@congty.vn')).toBe(false);
    // The Gmail field still checks its input first (any domain is an e-mail Google may know).
    expect((await t.http().post('/api/public/register-account').send(registration({ email: 'khong-phai-email' }))).body.message).toBe('Gmail không hợp lệ!');
  });

  it('accepts a phone number typed with spaces at registration and stores it normalised', async () => {
    await t.http().post('/api/public/register-account').send(registration({ username: 'giahuy', password: 'mat-khau-1', phone: '0901 234 567' })).expect(201);
    expect((await phones(t)).find((row) => row.username === 'giahuy')).toMatchObject({ phone: '0901234567', phone_normalized: '0901234567' });
    const short = await t.http().post('/api/public/register-account').send(registration({ username: 'giahuy2', password: 'mat-khau-1', phone: '0901 234' }));
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Số điện thoại không hợp lệ!');
  });

  it("keeps the admin's way of writing a number and gives every user a normalised one for search, by a rebuild too", async () => {
    const admin = await t.signInAdmin();
    const created = await admin
      .post('/api/user')
      .send({ name: 'Lê Thu', username: 'lethu', phone: '0903 456 789', info: { startDate: '2026-03-01', durationDays: 10 } })
      .expect(201);
    expect(created.body.data).toMatchObject({ phone: '0903 456 789', phoneNormalized: '0903456789' });
    await admin.put(`/api/user/${created.body.data.id}`).send({ name: 'Lê Thu', username: 'lethu', phone: '+84 (903) 456-789', info: { startDate: '2026-03-01', durationDays: 10 } }).expect(200);
    const listed = (await admin.get('/api/user').expect(200)).body.result.find((user: { username: string }) => user.username === 'lethu');
    expect(listed).toMatchObject({ phone: '+84 (903) 456-789', phoneNormalized: '0903456789' });
    const live = await phones(t);
    await t.app.get(ProjectionsService).rebuild(USER_PROJECTION);
    expect(await phones(t)).toEqual(live);
  });
});

describe('phone numbers stored before they were normalised', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startOnPreviousRelease();
  });
  afterAll(() => t?.close());

  it('get their normalised number from the migration, as a rebuild would give it', async () => {
    const upgraded = await phones(t);
    expect(upgraded.find((row) => row.username === 'tranthibinh')).toMatchObject({ phone: '0912345678', phone_normalized: '0912345678' });
    await t.app.get(ProjectionsService).rebuild(USER_PROJECTION);
    expect(await phones(t)).toEqual(upgraded);
  });
});
