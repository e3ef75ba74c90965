import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { openTestSocket } from '../../../test/helpers/ws-client.js';
import { CLOSE_CODES, MAX_CLIENT_MESSAGE_BYTES } from './realtime.options.js';

describe('realtime limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { realtime: { maxSocketsPerUser: 3 } });
  });
  afterAll(() => t?.close());

  it("caps one user's sockets: the newest opens, the oldest is closed with its own code; other users are not affected", async () => {
    const [user, neighbour] = [await t.createUser({ username: 'nhieu_tab' }), await t.createUser({ username: 'hang_xom' })];
    const cookie = await t.sessionCookie(user.username, user.password);
    const other = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(neighbour.username, neighbour.password) });
    await other.next('session.ready');
    const sockets = [];
    for (let i = 0; i < 3; i++) {
      const socket = await openTestSocket(t.wsUrl, { Cookie: cookie });
      await socket.next('session.ready');
      sockets.push(socket);
    }
    const fourth = await openTestSocket(t.wsUrl, { Cookie: cookie });
    await fourth.next('session.ready');
    expect(await sockets[0].closed(2000)).toBe(CLOSE_CODES.tooManySockets);
    for (const socket of [...sockets.slice(1), fourth, other]) {
      socket.send('ping', {});
      expect(await socket.next('pong')).toBeDefined();
    }
    await Promise.all([...sockets.slice(1), fourth, other].map((socket) => socket.close()));
  });

  it('closes a socket that sends an oversized frame (1009) and logs it in one line, without a stack', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const error = jest.spyOn(Logger.prototype, 'error');
    try {
      const user = await t.createUser({ username: 'khung_lon' });
      const socket = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(user.username, user.password) });
      await socket.next('session.ready');
      socket.ws.send('x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1));
      expect(await socket.closed(3000)).toBe(1009);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => /payload/i.test(line));
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain('\n');
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
