import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN_QUEUE_ROOM, PUBLIC_RECORDS_ROOM, REALTIME_PATH, userRoom } from '@k9/contracts';
import { ADMIN, startTestApp } from '../../../test/helpers/test-app.js';
import { openNonReadingSocket, openTestSocket, upgradeStatus } from '../../../test/helpers/ws-client.js';
import type { RealtimeOptions } from './realtime.options.js';
import { RealtimePublisher } from './realtime.publisher.js';
import { RealtimeHub } from './realtime-hub.js';
import { ADMIN_ONLY_MESSAGE } from './realtime.gateway.js';

const ALLOWED = 'https://hoc.k9.example.vn';

type Member = { id: string; cookie: string };

/** The real API (real sessions in PostgreSQL) with the given realtime tuning, and signed-in members by name. */
async function startRealtimeApp(realtime: Partial<RealtimeOptions>) {
  const t = await startTestApp({ ALLOWED_ORIGINS: ALLOWED }, { realtime });
  const members = new Map<string, Member>();
  const member = async (name: string): Promise<Member> => {
    const known = members.get(name);
    if (known) return known;
    const user = await t.createUser({ username: name });
    const created = { id: user.id, cookie: await t.sessionCookie(user.username, user.password) };
    members.set(name, created);
    return created;
  };
  return {
    t,
    url: t.wsUrl,
    port: t.port,
    publisher: t.app.get(RealtimePublisher),
    hub: t.app.get(RealtimeHub),
    member,
    admin: async (): Promise<Member> => {
      const profile = await (await t.signInAdmin()).get('/profile');
      return { id: profile.body.id, cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) };
    },
  };
}

const waitUntil = async (condition: () => boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('realtime gateway (/ws over a real HTTP server)', () => {
  let ctx: Awaited<ReturnType<typeof startRealtimeApp>>;

  beforeAll(async () => {
    ctx = await startRealtimeApp({ heartbeatIntervalMs: 60_000, maxBufferedBytes: 256 * 1024 });
  });

  afterAll(async () => {
    await ctx?.t.close();
  });

  describe('upgrade', () => {
    it('refuses a socket without a live session with 401: none, a forged one, or one signed out', async () => {
      expect(await upgradeStatus(ctx.url)).toBe(401);
      expect(await upgradeStatus(ctx.url, { Cookie: 'k9.sid=someone-else' })).toBe(401);
      const leaving = await ctx.member('hv_roi_di');
      expect(await upgradeStatus(ctx.url, { Cookie: leaving.cookie })).toBe(101);
      await request(ctx.t.app.getHttpServer()).post('/logout').set('Cookie', leaving.cookie).expect(200);
      expect(await upgradeStatus(ctx.url, { Cookie: leaving.cookie })).toBe(401);
      await waitUntil(() => ctx.hub.size === 0, 2000, 'no socket is left');
    });

    it('refuses an Origin that is neither this site nor configured with 403, even with a valid session', async () => {
      const { cookie } = await ctx.member('hv_a');
      expect(await upgradeStatus(ctx.url, { Cookie: cookie, Origin: 'https://evil.example.com' })).toBe(403);
      expect(await upgradeStatus(ctx.url, { Cookie: cookie, Origin: 'null' })).toBe(403);
      expect(ctx.hub.size).toBe(0);
    });

    it('accepts the same host, a configured origin, and a non-browser client without Origin', async () => {
      const { cookie } = await ctx.member('hv_a');
      expect(await upgradeStatus(ctx.url, { Cookie: cookie, Origin: `http://127.0.0.1:${ctx.port}` })).toBe(101);
      expect(await upgradeStatus(ctx.url, { Cookie: cookie, Origin: ALLOWED })).toBe(101);
      expect(await upgradeStatus(ctx.url, { Cookie: cookie })).toBe(101);
    });

    it("puts an authenticated socket in its user room and its readers' rooms (a learner in no class: the public records'), and says so", async () => {
      const a = await ctx.member('hv_a');
      const socket = await openTestSocket(ctx.url, { Cookie: a.cookie });
      expect(await socket.next('session.ready')).toEqual({ userId: a.id, rooms: [userRoom(a.id), PUBLIC_RECORDS_ROOM] });
      socket.send('ping', {});
      expect((await socket.next('pong')).at).toEqual(expect.any(String));
      await socket.close();
    });
  });

  describe('rooms', () => {
    it('gives user A nothing addressed to user B', async () => {
      const [memberA, memberB] = [await ctx.member('hv_a'), await ctx.member('hv_b')];
      const a = await openTestSocket(ctx.url, { Cookie: memberA.cookie });
      const b = await openTestSocket(ctx.url, { Cookie: memberB.cookie });
      await a.next('session.ready');
      await b.next('session.ready');

      expect(ctx.publisher.toUser(memberB.id, 'setting.saved', { type: 'for-b', version: 1 })).toBe(1);
      expect(ctx.publisher.toUser(memberA.id, 'setting.saved', { type: 'for-a', version: 2 })).toBe(1);

      expect(await b.next('setting.saved')).toEqual({ type: 'for-b', version: 1 });
      // Messages arrive in order: A's own message comes first, so B's was never sent to A.
      expect(await a.next('setting.saved')).toEqual({ type: 'for-a', version: 2 });
      expect(a.received.filter((m) => m.event === 'setting.saved')).toHaveLength(1);
      await Promise.all([a.close(), b.close()]);
    });

    it('refuses the admin queue room to a non-admin, with a Vietnamese error', async () => {
      const a = await ctx.member('hv_a');
      const learner = await openTestSocket(ctx.url, { Cookie: a.cookie });
      await learner.next('session.ready');
      learner.send('admin.queue.subscribe', {});
      expect(await learner.next('error')).toEqual({ message: ADMIN_ONLY_MESSAGE });
      expect(ctx.hub.roomSize(ADMIN_QUEUE_ROOM)).toBe(0);

      ctx.publisher.toAdmins('setting.saved', { type: 'admins-only', version: 1 });
      ctx.publisher.toUser(a.id, 'setting.saved', { type: 'mine', version: 1 });
      expect(await learner.next('setting.saved')).toEqual({ type: 'mine', version: 1 });
      expect(learner.received.some((m) => m.event === 'room.joined')).toBe(false);
      await learner.close();
    });

    it('lets an admin join the admin queue room and receive what is sent to admins', async () => {
      const adminMember = await ctx.admin();
      const admin = await openTestSocket(ctx.url, { Cookie: adminMember.cookie });
      await admin.next('session.ready');
      admin.send('admin.queue.subscribe', {});
      expect(await admin.next('room.joined')).toEqual({ room: ADMIN_QUEUE_ROOM });

      expect(ctx.publisher.toAdmins('setting.saved', { type: 'queue', version: 3 })).toBe(1);
      expect(await admin.next('setting.saved')).toEqual({ type: 'queue', version: 3 });
      // In both its user room and the admin room: one copy, not two.
      expect(ctx.publisher.toRooms([userRoom(adminMember.id), ADMIN_QUEUE_ROOM], 'setting.saved', { type: 'once', version: 4 })).toBe(1);
      await admin.close();
      await waitUntil(() => ctx.hub.roomSize(ADMIN_QUEUE_ROOM) === 0, 2000, 'the closed socket left the room');
    });
  });

  describe('slow readers', () => {
    it('terminates a socket that stops reading instead of buffering for it, and keeps a reading one', async () => {
      const [slowMember, fastMember] = [await ctx.member('hv_doc_cham'), await ctx.member('hv_doc_nhanh')];
      const slow = await openNonReadingSocket(ctx.port, REALTIME_PATH, { Cookie: slowMember.cookie });
      const fast = await openTestSocket(ctx.url, { Cookie: fastMember.cookie });
      await fast.next('session.ready');
      await waitUntil(() => ctx.hub.roomSize(userRoom(slowMember.id)) === 1, 2000, 'the slow socket is registered');

      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      while (ctx.hub.roomSize(userRoom(slowMember.id)) > 0 && sent < 2000) {
        ctx.publisher.toRooms([userRoom(slowMember.id), userRoom(fastMember.id)], 'error', { message: chunk });
        sent += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }

      expect(ctx.hub.roomSize(userRoom(slowMember.id))).toBe(0);
      // Kernel buffers take a few MB; the hub then drops it within 256 KB more, long before 2000 messages.
      expect(sent).toBeLessThan(2000);
      expect(ctx.hub.roomSize(userRoom(fastMember.id))).toBe(1);
      slow.destroy();
      await fast.close();
    });
  });
});

describe('realtime heartbeat', () => {
  let ctx: Awaited<ReturnType<typeof startRealtimeApp>>;

  beforeAll(async () => {
    ctx = await startRealtimeApp({ heartbeatIntervalMs: 150 });
  });

  afterAll(async () => {
    await ctx?.t.close();
  });

  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const [silentMember, livelyMember] = [await ctx.member('hv_im_lang'), await ctx.member('hv_song_dong')];
    const silent = await openTestSocket(ctx.url, { Cookie: silentMember.cookie }, { autoPong: false });
    const lively = await openTestSocket(ctx.url, { Cookie: livelyMember.cookie });
    await Promise.all([silent.next('session.ready'), lively.next('session.ready')]);

    // Terminated (no close frame): the client sees 1006 after two or three rounds.
    expect(await silent.closed(3000)).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(ctx.hub.roomSize(userRoom(livelyMember.id))).toBe(1);
    expect(ctx.hub.roomSize(userRoom(silentMember.id))).toBe(0);
    await lively.close();
  });

  it('takes a socket whose account expires while it is open out of the readers rooms, and keeps it open', async () => {
    const [now, day] = [Date.now(), 86_400_000];
    // Valid for 4 s more: time to sign in and open the socket on a loaded machine (1.5 s once ran out before it opened).
    const user = await ctx.t.createUser({ info: { startDate: new Date(now - day).toISOString(), durationDays: 2, expiryDate: new Date(now + 4000).toISOString() } });
    const socket = await openTestSocket(ctx.url, { Cookie: await ctx.t.sessionCookie(user.username, user.password) });
    expect((await socket.next('session.ready')).rooms).toEqual([userRoom(user.id), PUBLIC_RECORDS_ROOM]);
    await waitUntil(() => ctx.hub.roomSize(PUBLIC_RECORDS_ROOM) === 0, 10_000, 'the expired socket left the public records room');
    expect(ctx.hub.roomSize(userRoom(user.id))).toBe(1);
    await socket.close();
  });
});
