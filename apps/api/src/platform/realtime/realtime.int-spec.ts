import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { WsAdapter } from '@nestjs/platform-ws';
import { ADMIN_QUEUE_ROOM, REALTIME_PATH, userRoom } from '@k9/contracts';
import { FakeIdentityModule, testSessionCookie } from '../../../test/fakes/fake-session-authenticator.js';
import { FakePlatformModule } from '../../../test/fakes/fake-platform.module.js';
import { openNonReadingSocket, openTestSocket, upgradeStatus } from '../../../test/helpers/ws-client.js';
import { RealtimeModule, type RealtimeModuleOptions } from './realtime.module.js';
import { RealtimePublisher } from './realtime.publisher.js';
import { RealtimeHub } from './realtime-hub.js';
import { ADMIN_ONLY_MESSAGE } from './realtime.gateway.js';

const ALLOWED = 'https://hoc.k9.example.vn';

async function startRealtimeApp(options: RealtimeModuleOptions = {}) {
  const moduleRef = await Test.createTestingModule({
    imports: [
      FakePlatformModule.forRoot({ config: { allowedOrigins: [ALLOWED] } }),
      RealtimeModule.forRoot({ imports: [FakeIdentityModule], ...options }),
    ],
  }).compile();
  const app: INestApplication = moduleRef.createNestApplication({ logger: ['error'] });
  app.useWebSocketAdapter(new WsAdapter(app));
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    app,
    port,
    url: `ws://127.0.0.1:${port}${REALTIME_PATH}`,
    publisher: app.get(RealtimePublisher),
    hub: app.get(RealtimeHub),
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
    await ctx?.app.close();
  });

  describe('upgrade', () => {
    it('refuses a socket without a session cookie with 401', async () => {
      expect(await upgradeStatus(ctx.url)).toBe(401);
      expect(await upgradeStatus(ctx.url, { Cookie: 'k9.sid=someone-else' })).toBe(401);
      expect(ctx.hub.size).toBe(0);
    });

    it('refuses an Origin that is neither this site nor configured with 403, even with a valid session', async () => {
      const cookie = testSessionCookie('learner-a');
      expect(await upgradeStatus(ctx.url, { Cookie: cookie, Origin: 'https://evil.example.com' })).toBe(403);
      expect(await upgradeStatus(ctx.url, { Cookie: cookie, Origin: 'null' })).toBe(403);
      expect(ctx.hub.size).toBe(0);
    });

    it('accepts the same host, a configured origin, and a non-browser client without Origin', async () => {
      const cookie = testSessionCookie('learner-a');
      expect(await upgradeStatus(ctx.url, { Cookie: cookie, Origin: `http://127.0.0.1:${ctx.port}` })).toBe(101);
      expect(await upgradeStatus(ctx.url, { Cookie: cookie, Origin: ALLOWED })).toBe(101);
      expect(await upgradeStatus(ctx.url, { Cookie: cookie })).toBe(101);
    });

    it('puts an authenticated socket in its user room and says so', async () => {
      const socket = await openTestSocket(ctx.url, { Cookie: testSessionCookie('learner-a') });
      expect(await socket.next('session.ready')).toEqual({ userId: 'learner-a', rooms: [userRoom('learner-a')] });
      socket.send('ping', {});
      expect((await socket.next('pong')).at).toEqual(expect.any(String));
      await socket.close();
    });
  });

  describe('rooms', () => {
    it('gives user A nothing addressed to user B', async () => {
      const a = await openTestSocket(ctx.url, { Cookie: testSessionCookie('learner-a') });
      const b = await openTestSocket(ctx.url, { Cookie: testSessionCookie('learner-b') });
      await a.next('session.ready');
      await b.next('session.ready');

      expect(ctx.publisher.toUser('learner-b', 'setting.saved', { type: 'for-b', version: 1 })).toBe(1);
      expect(ctx.publisher.toUser('learner-a', 'setting.saved', { type: 'for-a', version: 2 })).toBe(1);

      expect(await b.next('setting.saved')).toEqual({ type: 'for-b', version: 1 });
      // Messages arrive in order: A's own message comes first, so B's was never sent to A.
      expect(await a.next('setting.saved')).toEqual({ type: 'for-a', version: 2 });
      expect(a.received.filter((m) => m.event === 'setting.saved')).toHaveLength(1);
      await Promise.all([a.close(), b.close()]);
    });

    it('refuses the admin queue room to a non-admin, with a Vietnamese error', async () => {
      const learner = await openTestSocket(ctx.url, { Cookie: testSessionCookie('learner-a') });
      await learner.next('session.ready');
      learner.send('admin.queue.subscribe', {});
      expect(await learner.next('error')).toEqual({ message: ADMIN_ONLY_MESSAGE });
      expect(ctx.hub.roomSize(ADMIN_QUEUE_ROOM)).toBe(0);

      ctx.publisher.toAdmins('setting.saved', { type: 'admins-only', version: 1 });
      ctx.publisher.toUser('learner-a', 'setting.saved', { type: 'mine', version: 1 });
      expect(await learner.next('setting.saved')).toEqual({ type: 'mine', version: 1 });
      expect(learner.received.some((m) => m.event === 'room.joined')).toBe(false);
      await learner.close();
    });

    it('lets an admin join the admin queue room and receive what is sent to admins', async () => {
      const admin = await openTestSocket(ctx.url, { Cookie: testSessionCookie('admin-1') });
      await admin.next('session.ready');
      admin.send('admin.queue.subscribe', {});
      expect(await admin.next('room.joined')).toEqual({ room: ADMIN_QUEUE_ROOM });

      expect(ctx.publisher.toAdmins('setting.saved', { type: 'queue', version: 3 })).toBe(1);
      expect(await admin.next('setting.saved')).toEqual({ type: 'queue', version: 3 });
      // In both its user room and the admin room: one copy, not two.
      expect(ctx.publisher.toRooms([userRoom('admin-1'), ADMIN_QUEUE_ROOM], 'setting.saved', { type: 'once', version: 4 })).toBe(1);
      await admin.close();
      await waitUntil(() => ctx.hub.roomSize(ADMIN_QUEUE_ROOM) === 0, 2000, 'the closed socket left the room');
    });
  });

  describe('slow readers', () => {
    it('terminates a socket that stops reading instead of buffering for it, and keeps a reading one', async () => {
      const slow = await openNonReadingSocket(ctx.port, REALTIME_PATH, { Cookie: testSessionCookie('slow-reader') });
      const fast = await openTestSocket(ctx.url, { Cookie: testSessionCookie('fast-reader') });
      await fast.next('session.ready');
      await waitUntil(() => ctx.hub.roomSize(userRoom('slow-reader')) === 1, 2000, 'the slow socket is registered');

      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      while (ctx.hub.roomSize(userRoom('slow-reader')) > 0 && sent < 2000) {
        ctx.publisher.toRooms([userRoom('slow-reader'), userRoom('fast-reader')], 'error', { message: chunk });
        sent += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }

      expect(ctx.hub.roomSize(userRoom('slow-reader'))).toBe(0);
      // Kernel buffers take a few MB; the hub then drops it within 256 KB more, long before 2000 messages.
      expect(sent).toBeLessThan(2000);
      expect(ctx.hub.roomSize(userRoom('fast-reader'))).toBe(1);
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
    await ctx?.app.close();
  });

  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const silent = await openTestSocket(ctx.url, { Cookie: testSessionCookie('silent') }, { autoPong: false });
    const lively = await openTestSocket(ctx.url, { Cookie: testSessionCookie('lively') });
    await Promise.all([silent.next('session.ready'), lively.next('session.ready')]);

    // Terminated (no close frame): the client sees 1006 after two or three rounds.
    expect(await silent.closed(3000)).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(ctx.hub.roomSize(userRoom('lively'))).toBe(1);
    expect(ctx.hub.roomSize(userRoom('silent'))).toBe(0);
    await lively.close();
  });
});
