import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_MESSAGES, ALL_RECORDS_ROOM, classRecordsRoom, PUBLIC_RECORDS_ROOM, userRoom } from '@k9/contracts';
import { expiredInfo, type Agent, type TestUser } from '../../../test/helpers/access-matrix.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { upgradeStatus, openTestSocket, type TestSocket } from '../../../test/helpers/ws-client.js';
import { RealtimePublisher } from './realtime.publisher.js';
import { RealtimeHub } from './realtime-hub.js';

/** The sockets of the authorisation matrix: who may open /ws, and which record news each one hears (issue 23 §3.7). */
type Listener = 'classA' | 'classB' | 'expired' | 'mustChange' | 'admin';
const LISTENERS: readonly Listener[] = ['classA', 'classB', 'expired', 'mustChange', 'admin'];

const today = () => new Date().toISOString().slice(0, 10);

describe('realtime access: blocked sockets and readers rooms', () => {
  let t: TestApp;
  let admin: Agent;
  let classA: number;
  let classB: number;
  const users = {} as Record<Exclude<Listener, 'admin'>, TestUser>;
  const sockets = {} as Record<Listener, TestSocket>;
  const ids = {} as Record<Listener, string>;
  let markers = 0;

  const userRow = async (id: string) => (await admin.get('/api/user')).body.result.find((row: { id: string }) => row.id === id);
  /** The admin's user form: a 30-day validity from today, these classes. */
  const saveUser = async (id: string, classIds: number[]) => {
    const row = await userRow(id);
    await admin.put(`/api/user/${id}`).send({ name: row.name, username: row.username, info: { startDate: today(), durationDays: 30 }, id_user_class: classIds }).expect(200);
  };
  const open = async (user: { username: string; password: string }) => openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(user.username, user.password) });
  const create = async (body: object): Promise<number> =>
    (await admin.post('/api/k9').send({ type: 'news', title: 'Tin', summary: 'Tóm tắt', status: 'published', ...body }).expect(201)).body.id;
  const heard = (who: Listener) =>
    new Set(sockets[who].received.flatMap((m) => (m.event === 'learner.content.changed' ? (m.data.ids ?? []) : [])));
  /**
   * Everything sent to `who` before now has arrived: a message to their own user room (the account news a blocked
   * socket still hears) comes after whatever reached the socket earlier.
   */
  const settle = async (who: Listener) => {
    const change = `marker-${++markers}`;
    t.app.get(RealtimePublisher).toUser(ids[who], 'account.changed', { userId: ids[who], change });
    await sockets[who].next('account.changed', (m) => m.change === change);
  };
  const waitUntil = async (condition: () => boolean, what: string) => {
    const deadline = Date.now() + 5000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const timesHeard = (who: Listener, id: number) => sockets[who].received.filter((m) => m.event === 'learner.content.changed' && m.data.ids?.includes(id)).length;
  /** Waits until `who` has heard of record `id` `times` times in all (one message may name several records). */
  const hears = (who: Listener, id: number, times = 1) => waitUntil(() => timesHeard(who, id) >= times, `${who} hears of record ${id} (${times})`);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
    classA = (await admin.post('/api/user-class').send({ name: 'Lớp A' }).expect(201)).body.data.id;
    classB = (await admin.post('/api/user-class').send({ name: 'Lớp B' }).expect(201)).body.data.id;
    users.classA = await t.createUser();
    users.classB = await t.createUser();
    users.expired = await t.createUser({ info: expiredInfo() });
    users.mustChange = await t.createUser({ mustChangePassword: true });
    await saveUser(users.classA.id, [classA]);
    await saveUser(users.classB.id, [classB]);
    for (const who of ['classA', 'classB', 'expired', 'mustChange'] as const) {
      ids[who] = users[who].id;
      sockets[who] = await open(users[who]);
    }
    ids.admin = (await admin.get('/profile').expect(200)).body.id;
    sockets.admin = await open(ADMIN);
    for (const who of LISTENERS) await sockets[who].next('session.ready');
  });
  afterAll(async () => {
    for (const socket of Object.values(sockets)) await socket?.close();
    await t?.close();
  });

  it('lets every signed-in account open /ws, a blocked one into its user room only, and no visitor', async () => {
    expect(await upgradeStatus(t.wsUrl)).toBe(401);
    const rooms = (who: Listener) => sockets[who].received.find((m) => m.event === 'session.ready')?.data;
    expect(rooms('classA')).toEqual({ userId: ids.classA, rooms: [userRoom(ids.classA), PUBLIC_RECORDS_ROOM, classRecordsRoom(classA)] });
    expect(rooms('classB')).toEqual({ userId: ids.classB, rooms: [userRoom(ids.classB), PUBLIC_RECORDS_ROOM, classRecordsRoom(classB)] });
    expect(rooms('expired')).toEqual({ userId: ids.expired, rooms: [userRoom(ids.expired)] });
    expect(rooms('mustChange')).toEqual({ userId: ids.mustChange, rooms: [userRoom(ids.mustChange)] });
    expect(rooms('admin')).toEqual({ userId: ids.admin, rooms: [userRoom(ids.admin), ALL_RECORDS_ROOM] });
  });

  it('tells each socket of the records it may read only: public, its class, admins everything; blocked ones nothing', async () => {
    const made = {
      public: await create({ title: 'Công khai', isPublic: true }),
      classA: await create({ title: 'Riêng lớp A', isPublic: false, allowed_user_class: [classA] }),
      draft: await create({ title: 'Nháp', status: 'draft', isPublic: true }),
      adminOnly: await create({ title: 'Chưa gắn lớp', isPublic: false }),
      skipped: await create({ title: 'Bỏ qua', impact: 'skip', isPublic: true }),
    };
    // Rows: a record; columns: whether each socket hears of it.
    const matrix: Record<keyof typeof made, Record<Listener, boolean>> = {
      public: { classA: true, classB: true, expired: false, mustChange: false, admin: true },
      classA: { classA: true, classB: false, expired: false, mustChange: false, admin: true },
      draft: { classA: false, classB: false, expired: false, mustChange: false, admin: true },
      adminOnly: { classA: false, classB: false, expired: false, mustChange: false, admin: true },
      skipped: { classA: false, classB: false, expired: false, mustChange: false, admin: true },
    };
    for (const [record, row] of Object.entries(matrix)) {
      for (const who of LISTENERS) {
        if (row[who]) await hears(who, made[record as keyof typeof made]);
      }
    }
    for (const who of LISTENERS) await settle(who);
    for (const [record, row] of Object.entries(matrix)) {
      for (const who of LISTENERS) expect({ record, who, heard: heard(who).has(made[record as keyof typeof made]) }).toEqual({ record, who, heard: row[who] });
    }
    // A blocked socket hears its own account's news and nothing else addressed to its user.
    t.app.get(RealtimePublisher).toUser(ids.expired, 'setting.saved', { type: 'header_background', version: 1 });
    await settle('expired');
    expect(sockets.expired.received.map((m) => m.event).filter((event) => event !== 'account.changed')).toEqual(['session.ready']);
    expect(sockets.mustChange.received.map((m) => m.event).filter((event) => event !== 'account.changed')).toEqual(['session.ready']);
  });

  it("tells a withdrawal or a deletion to those who could read the record, and a class's new records to its new members", async () => {
    const record = await create({ title: 'Chuyển lớp', isPublic: false, allowed_user_class: [classA] });
    await hears('classA', record);
    // Moved from class A to class B: both hear of it (A's list drops it, B's shows it).
    await admin.put('/api/k9').send({ id: record, allowed_user_class: [classB] }).expect(200);
    await hears('classA', record, 2);
    await hears('classB', record);
    // Deleted: those who could read it hear of it, the others do not.
    await admin.delete(`/api/k9/${record}`).expect(200);
    await hears('classB', record, 2);
    await settle('classA');
    expect(timesHeard('classA', record)).toBe(2);

    // The admin moves learner B into class A as well: their open socket follows, without reconnecting.
    await saveUser(ids.classB, [classA, classB]);
    await waitUntil(() => t.app.get(RealtimeHub).roomSize(classRecordsRoom(classA)) === 2, "learner B's socket is in class A's room");
    const forA = await create({ title: 'Lớp A lần hai', isPublic: false, allowed_user_class: [classA] });
    await hears('classB', forA);
    // And out of it again: they no longer hear of class A's records.
    await saveUser(ids.classB, [classB]);
    await waitUntil(() => t.app.get(RealtimeHub).roomSize(classRecordsRoom(classA)) === 1, "learner B's socket left class A's room");
    const later = await create({ title: 'Lớp A lần ba', isPublic: false, allowed_user_class: [classA] });
    await hears('classA', later);
    await settle('classB');
    expect(heard('classB').has(later)).toBe(false);
  });

  it('keeps an admin who must change their password out of every admin room until they have', async () => {
    const pending = await t.createUser({ isAdmin: true, mustChangePassword: true });
    const socket = await open(pending);
    try {
      expect(await socket.next('session.ready')).toEqual({ userId: pending.id, rooms: [userRoom(pending.id)] });
      socket.send('admin.queue.subscribe', {});
      expect(await socket.next('error')).toEqual({ message: ACCOUNT_MESSAGES.passwordChangeRequired });
      t.app.get(RealtimePublisher).toAdmins('content.changed', { types: ['news'], ids: [1] });
      t.app.get(RealtimePublisher).toUser(pending.id, 'account.changed', { userId: pending.id, change: 'marker' });
      await socket.next('account.changed');
      expect(socket.received.map((m) => m.event)).toEqual(['session.ready', 'error', 'account.changed']);
    } finally {
      await socket.close();
    }
  });

  it('lets a renewed account hear again on the socket it kept open', async () => {
    await saveUser(ids.expired, []);
    await waitUntil(() => t.app.get(RealtimeHub).roomSize(userRoom(ids.expired)) === 1 && t.app.get(RealtimeHub).roomSize(PUBLIC_RECORDS_ROOM) === 3, 'the renewed socket is in the public room');
    const after = await create({ title: 'Sau gia hạn', isPublic: true });
    await hears('expired', after);
    expect(sockets.expired.ws.readyState).toBe(sockets.expired.ws.OPEN);
  });
});
