import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_QUEUE_ROOM, classRecordsRoom } from '@k9/contracts';
import { EVENT_STORE_HARNESSES } from '../../../test/helpers/event-store-harness.js';
import { contentRows, workbookOf } from '../../../test/helpers/spreadsheets.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { openTestSocket, type TestSocket } from '../../../test/helpers/ws-client.js';
import { RealtimePublisher } from './realtime.publisher.js';
import { RealtimeHub } from './realtime-hub.js';

/**
 * Two API instances on one database and one Redis: A runs the projections, B serves reads only. A tab connected to B
 * must hear what happens on A (a projection's message, a job's), each message once. On each store of
 * EVENT_STORE_HARNESSES: PostgreSQL always, EventStoreDB where a server is configured.
 */
describe.each(EVENT_STORE_HARNESSES)('live messages across instances, on $name', (eventStore) => {
  let a: TestApp;
  let b: TestApp;
  let onA: TestSocket;
  let onB: TestSocket;
  beforeAll(async () => {
    // One log for both instances, as one deployment has.
    const log = eventStore.newLog();
    a = await startTestApp({ ...log, SEED_SAMPLE_CONTENT: 'false' });
    b = await startTestApp({ ...log, DATABASE_URL: a.databaseUrl, RUN_PROJECTIONS: 'false', SEED_SAMPLE_CONTENT: 'false' });
    const cookie = await a.sessionCookie(ADMIN.username, ADMIN.password);
    [onA, onB] = [await openTestSocket(a.wsUrl, { Cookie: cookie }), await openTestSocket(b.wsUrl, { Cookie: cookie })];
    for (const socket of [onA, onB]) {
      await socket.next('session.ready');
      socket.send('admin.queue.subscribe', {});
      await socket.next('room.joined');
    }
  });
  afterAll(async () => {
    await onA?.close();
    await onB?.close();
    await b?.close();
    await a?.close();
  });

  /** A message of each instance, awaited on both sockets: Redis keeps one order per channel, so whatever either instance fanned out before it has arrived. */
  const settle = async (mark: number) => {
    for (const [index, instance] of [a, b].entries()) instance.app.get(RealtimePublisher).toAdmins('content.changed', { types: ['home'], ids: [mark + index] });
    for (const socket of [onA, onB]) for (const id of [mark, mark + 1]) await socket.next('content.changed', (m) => m.ids?.includes(id) ?? false);
  };

  it("reaches a tab on the other instance once: a projection's message made on A, and a message B sends", async () => {
    const http = await a.signInAdmin();
    const created = (await http.post('/api/k9').send({ type: 'news', title: 'Tin từ A' }).expect(201)).body;
    for (const socket of [onB, onA]) expect(await socket.next('content.changed', (m) => m.ids?.includes(created.id) ?? false)).toEqual({ types: ['news'], ids: [created.id] });
    await settle(900_000);
    for (const socket of [onA, onB]) {
      expect(socket.received.filter((m) => m.event === 'content.changed' && (m.data as { ids?: number[] }).ids?.includes(created.id))).toHaveLength(1);
      expect(socket.received.filter((m) => m.event === 'content.changed' && (m.data as { ids?: number[] }).ids?.[0] === 900_001)).toHaveLength(1);
    }
  });

  it("gives a job's updates once per tab: every instance reads BullMQ's events itself, so they are not fanned out", async () => {
    const http = await b.signInAdmin();
    const preview = (await http.post('/api/k9/import/file?type=news').attach('files', workbookOf(contentRows(2)), 'hai-dong.xlsx').expect(201)).body;
    const { jobId } = (await http.post(`/api/k9/import/${preview.importId}/confirm`).expect(202)).body;
    for (const socket of [onA, onB]) await socket.next('job.updated', (job) => job.jobId === jobId && job.state === 'completed', 30_000);
    await settle(910_000);
    for (const socket of [onA, onB]) {
      expect(socket.received.filter((m) => m.event === 'job.updated' && (m.data as { jobId: string; state: string }).jobId === jobId && (m.data as { state: string }).state === 'completed')).toHaveLength(1);
    }
    // Only this instance's sockets, by name: a message sent that way from A never reaches B.
    a.app.get(RealtimePublisher).toRoomsOnThisInstance([ADMIN_QUEUE_ROOM], 'content.changed', { types: ['story'], ids: [920_000] });
    await onA.next('content.changed', (m) => m.ids?.includes(920_000) ?? false);
    await settle(930_000);
    expect(onB.received.some((m) => m.event === 'content.changed' && (m.data as { ids?: number[] }).ids?.includes(920_000))).toBe(false);
  });

  it("moves a learner's socket on the other instance into their new class's room, and it hears that class's records", async () => {
    const http = await a.signInAdmin();
    const classId = (await http.post('/api/user-class').send({ name: 'Lớp xa' }).expect(201)).body.data.id;
    const user = await a.createUser();
    const learner = await openTestSocket(b.wsUrl, { Cookie: await b.sessionCookie(user.username, user.password) });
    try {
      expect((await learner.next('session.ready')).rooms).not.toContain(classRecordsRoom(classId));
      const row = (await http.get('/api/user')).body.result.find((r: { id: string }) => r.id === user.id);
      await http.put(`/api/user/${user.id}`).send({ name: row.name, username: row.username, info: { startDate: new Date().toISOString().slice(0, 10), durationDays: 30 }, id_user_class: [classId] }).expect(200);
      // A runs the projections: B hears of the change through PostgreSQL and checks its own sockets again.
      const deadline = Date.now() + 5000;
      while (b.app.get(RealtimeHub).roomSize(classRecordsRoom(classId)) !== 1) {
        if (Date.now() > deadline) throw new Error("the socket on B never joined the class's room");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const record = (await http.post('/api/k9').send({ type: 'news', title: 'Riêng lớp xa', status: 'published', isPublic: false, allowed_user_class: [classId] }).expect(201)).body.id;
      await learner.next('learner.content.changed', (m) => m.ids?.includes(record) ?? false);
    } finally {
      await learner.close();
    }
  });
});
