import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { REGISTER_MESSAGES } from '@k9/contracts';
import { EMPTY_INFO, userStreamId, type EventStore, type NewEvent, type UserEvent } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { catchUpWithLog } from '../../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { USER_PROJECTION } from '../projections/identity-user/identity-user.projection.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Answer = { status: number; body: { message?: string } };

const registration = (username: string) => ({
  name: 'Nguyễn Văn An',
  phone: '0912345678',
  username,
  password: 'mat-khau-dang-ky',
  info: { startDate: '2020-01-01T00:00:00.000Z', durationDays: 999, expiryDate: '2099-01-01T00:00:00.000Z', termsAccepted: true, termsAcceptedDate: '2020-01-01' },
});
const userForm = (over: Record<string, unknown>) => ({ name: 'Trần Thị Bình', username: null, email: null, phone: null, info: { startDate: '2026-03-01', durationDays: 10 }, ...over });

/**
 * Uniqueness of e-mails and usernames is decided by identity_claim, not by the read model's timing (issue 27 §4): two
 * instances on one database, their projections stopped in the middle of a burst of identical requests.
 */
describe('identifier claims', () => {
  let a: TestApp;
  let b: TestApp;
  let admins: [Agent, Agent];
  // A read model that is late answers 202 'stored, shown in a moment' soon: the burst's winner may get one while the
  // projections are stopped.
  const env = { REGISTRATIONS_PER_HOUR: '1000', READ_YOUR_WRITES_TIMEOUT_MS: '1500' };
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => a.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const caughtUp = () => catchUpWithLog(a.app.get(ProjectionsService), a.app.get<EventStore>(EVENT_STORE), [USER_PROJECTION], 20_000);
  /** Accounts the event store holds with this value (created or registered, as written), and the read model's once caught up. */
  const accounts = async (field: 'email' | 'username', value: string) => {
    await caughtUp();
    const [stored] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type IN ('UserCreated', 'UserRegistered') AND lower(data->>'${field}') = ?`, [value]);
    const [read] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM identity_user WHERE lower(${field}) = ?`, [value]);
    return { stored: stored.n, read: read.n };
  };
  const projections = (action: 'stop' | 'start') =>
    Promise.all([a, b].map((t) => (action === 'stop' ? t.app.get(ProjectionsService).beforeApplicationShutdown() : t.app.get(ProjectionsService).startAll())));

  /**
   * 20 requests, alternately on each instance; both instances' projections stop once 10 are on their way and start
   * again when all are answered.
   */
  const burst = async (send: (index: number) => PromiseLike<Answer>): Promise<Answer[]> => {
    const first = Array.from({ length: 10 }, (_, i) => Promise.resolve(send(i)));
    await projections('stop');
    const second = Array.from({ length: 10 }, (_, i) => Promise.resolve(send(10 + i)));
    try {
      return await Promise.all([...first, ...second]);
    } finally {
      await projections('start');
    }
  };
  /** One write stored (answered as stored, or 202 because the read model was late: never a 503), every other one refused as taken. */
  const expectOneWinner = (answers: Answer[], taken: string) => {
    const winners = answers.filter((answer) => answer.status !== 409);
    expect(winners).toHaveLength(1);
    expect([200, 201, 202]).toContain(winners[0].status);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(Array(19).fill(taken));
  };

  beforeAll(async () => {
    a = await startTestApp(env);
    b = await startTestApp({ ...env, DATABASE_URL: a.databaseUrl });
    admins = [await a.signInAdmin(), await b.signInAdmin()];
  }, 40_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('20 simultaneous registrations of one username on two instances, projections stopped halfway: one account', async () => {
    const answers = await burst((i) => (i % 2 ? b : a).http().post('/api/public/register-account').send(registration(i % 3 ? 'tranh_gianh' : 'Tranh_Gianh')));
    expectOneWinner(answers, REGISTER_MESSAGES.usernameExists);
    // A retry is refused: the claim was confirmed as soon as the event was stored.
    const retry = await b.http().post('/api/public/register-account').send(registration('tranh_gianh'));
    expect([retry.status, retry.body.message]).toEqual([409, REGISTER_MESSAGES.usernameExists]);
    expect(await accounts('username', 'tranh_gianh')).toEqual({ stored: 1, read: 1 });
  }, 30_000);

  it('20 simultaneous admin creations of one e-mail on two instances, projections stopped halfway: one account', async () => {
    const answers = await burst((i) => admins[i % 2].post('/api/user').send(userForm({ email: 'chung.mot@example.com' })));
    expectOneWinner(answers, REGISTER_MESSAGES.emailExists);
    expect(await accounts('email', 'chung.mot@example.com')).toEqual({ stored: 1, read: 1 });
  }, 30_000);

  it('more simultaneous registrations of one e-mail on one instance than its pool has connections: one account, no error', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => a.http().post('/api/public/register-account').send({ ...registration('x'), username: undefined, password: undefined, email: 'dong.loat@gmail.com' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(29).fill(409)]);
    expect(await accounts('email', 'dong.loat@gmail.com')).toEqual({ stored: 1, read: 1 });
  }, 30_000);

  it("an edit to another user's username is refused; a rename frees the old one", async () => {
    const [admin] = admins;
    await admin.post('/api/user').send(userForm({ username: 'nguoi_mot' })).expect(201);
    await admin.post('/api/user').send(userForm({ username: 'nguoi_hai' })).expect(201);
    const [{ id }] = await sql<{ id: string }>(`SELECT id FROM identity_user WHERE username = 'nguoi_hai'`);
    const taken = await admins[1].put(`/api/user/${id}`).send(userForm({ username: 'NGUOI_MOT' }));
    expect([taken.status, taken.body.message]).toEqual([409, REGISTER_MESSAGES.usernameExists]);
    await admins[1].put(`/api/user/${id}`).send(userForm({ username: 'nguoi_ba' })).expect(200);
    await a.http().post('/api/public/register-account').send(registration('nguoi_hai')).expect(201);
    const again = await a.http().post('/api/public/register-account').send(registration('nguoi_ba'));
    expect(again.status).toBe(409);
  });

  it('deleting a user frees the username', async () => {
    await admins[0].post('/api/user').send(userForm({ username: 'se_bi_xoa' })).expect(201);
    const [{ id }] = await sql<{ id: string }>(`SELECT id FROM identity_user WHERE username = 'se_bi_xoa'`);
    expect((await b.http().post('/api/public/register-account').send(registration('se_bi_xoa'))).status).toBe(409);
    await admins[1].delete('/api/user/').send({ id: [id] }).expect(200);
    await b.http().post('/api/public/register-account').send(registration('se_bi_xoa')).expect(201);
  });

  it('user-class names: one of simultaneous creations on two instances wins; a rename and a deletion free the name', async () => {
    const create = (i: number, name: string) => admins[i % 2].post('/api/user-class').send({ name });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(i, i % 2 ? 'Lớp Song Song' : 'lớp song song')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const [{ id }] = await sql<{ id: number }>(`SELECT id FROM identity_user_class WHERE lower(name) = 'lớp song song'`);
    await admins[1].put(`/api/user-class/${id}`).send({ name: 'Lớp Đổi Tên' }).expect(200);
    expect((await create(0, 'LỚP ĐỔI TÊN')).status).toBe(409);
    await create(0, 'Lớp Song Song').expect(201);
    await admins[0].delete(`/api/user-class/${id}`).expect(200);
    await create(1, 'Lớp Đổi Tên').expect(201);
  });

  it('a claim its writer never confirmed is taken over after a minute when its owner has no events, not before', async () => {
    await sql(`INSERT INTO identity_claim (key, owner, claimed_at, confirmed) VALUES ('username:bo_do', ?, now() - interval '2 minutes', false), ('username:dang_ghi', ?, now(), false)`, [
      randomUUID(),
      randomUUID(),
    ]);
    await a.http().post('/api/public/register-account').send(registration('bo_do')).expect(201);
    expect((await a.http().post('/api/public/register-account').send(registration('dang_ghi'))).status).toBe(409);
  });

  it('a start repairs accounts that share a username or an e-mail: the older keeps it, the newer is given another by the system', async () => {
    const store = a.app.get<EventStore>(EVENT_STORE);
    const [older, newer, olderMail, newerMail] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const registered = (userId: string, at: string, sign: { email: string | null; username: string | null }): NewEvent<UserEvent> => ({
      id: randomUUID(),
      type: 'UserRegistered',
      data: { userId, name: 'Trùng Lặp', phone: '0912345678', ...sign, passwordHash: null, mode: sign.username ? 'username' : 'gmail', info: EMPTY_INFO, termsAcceptedAt: at, registeredAt: at },
      metadata: { actorId: userId, actorEmail: sign.email ?? sign.username, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: at },
    });
    // As the read-model check let them through: no claims, written straight to the log (the newer first).
    const username = { email: null, username: 'trung_lap' };
    const email = { email: 'trung.lap@gmail.com', username: null };
    await store.appendToStream(userStreamId(newer), [registered(newer, '2026-02-02T00:00:00.000Z', username)], { expectedVersion: 'no_stream' });
    await store.appendToStream(userStreamId(older), [registered(older, '2026-02-01T00:00:00.000Z', username)], { expectedVersion: 'no_stream' });
    await store.appendToStream(userStreamId(newerMail), [registered(newerMail, '2026-02-04T00:00:00.000Z', email)], { expectedVersion: 'no_stream' });
    await store.appendToStream(userStreamId(olderMail), [registered(olderMail, '2026-02-03T00:00:00.000Z', email)], { expectedVersion: 'no_stream' });
    await caughtUp();
    const c = await startTestApp({ ...env, DATABASE_URL: a.databaseUrl });
    try {
      await caughtUp();
      const rows = await sql(`SELECT id, username, email FROM identity_user WHERE id IN (?, ?, ?, ?) ORDER BY created_at`, [older, newer, olderMail, newerMail]);
      expect(rows).toEqual([
        { id: older, username: 'trung_lap', email: null },
        { id: newer, username: 'trung_lap-2', email: null },
        { id: olderMail, username: null, email: 'trung.lap@gmail.com' },
        { id: newerMail, username: null, email: 'trung.lap+2@gmail.com' },
      ]);
      const [repair] = (await store.readStream(userStreamId(newer))).slice(1);
      expect(repair).toMatchObject({
        type: 'UserIdentifierRepaired',
        data: { userId: newer, field: 'username', previous: 'trung_lap', value: 'trung_lap-2', keptUserId: older },
        metadata: { actorId: null, actorEmail: 'system' },
      });
      expect((await store.readStream(userStreamId(newerMail)))[1]).toMatchObject({
        type: 'UserIdentifierRepaired',
        data: { field: 'email', previous: 'trung.lap@gmail.com', value: 'trung.lap+2@gmail.com', keptUserId: olderMail },
        metadata: { actorId: null, actorEmail: 'system' },
      });
      expect(await store.readStream(userStreamId(older))).toHaveLength(1);
      expect(await store.readStream(userStreamId(olderMail))).toHaveLength(1);
      // Both values are claimed now, each by its account.
      expect(await sql(`SELECT key, owner FROM identity_claim WHERE key LIKE 'username:trung_lap%' ORDER BY key`)).toEqual([
        { key: 'username:trung_lap', owner: older },
        { key: 'username:trung_lap-2', owner: newer },
      ]);
      expect((await c.http().post('/api/public/register-account').send(registration('trung_lap'))).status).toBe(409);
    } finally {
      await c.close();
    }
  }, 40_000);
});
