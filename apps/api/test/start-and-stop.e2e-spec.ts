import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { exited, startServer, type SpawnedServer } from './helpers/spawned-server.js';

const ADMIN_USERNAME = 'quantri';
const PRINTED_PASSWORD = /mật khẩu: (\S+) — chỉ hiện một lần/;

const postmasterAlive = (dataDir: string) => {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return false;
  try {
    process.kill(Number(readFileSync(file, 'utf8').split('\n')[0]), 0);
    return true;
  } catch {
    return false;
  }
};

describe('the run command (apps/api/dist/main.js on embedded PostgreSQL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'k9-start-'));
  let server: SpawnedServer | null = null;
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await exited(server.child, 20_000).catch(() => server?.child.kill('SIGKILL'));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const login = (base: string, password: string) =>
    fetch(`${base}/login/username`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN_USERNAME, password }),
    }).then((response) => response.json());

  it('prints a generated admin password once, stops cleanly on SIGTERM and SIGINT with the PostgreSQL it started, and keeps the data', async () => {
    server = await startServer(dataDir, { ADMIN_USERNAME });
    expect(postmasterAlive(dataDir)).toBe(true);
    const password = PRINTED_PASSWORD.exec(server.output())?.[1];
    expect(password).toEqual(expect.stringMatching(/^\S{12,}$/));
    expect(await login(server.base, password!)).toEqual({ success: true, message: 'Đăng nhập thành công' });

    server.child.kill('SIGTERM');
    expect(await exited(server.child, 20_000)).toBe(0);
    expect(postmasterAlive(dataDir)).toBe(false);
    // The API closed before its database went away: no connection was cut under it.
    expect(server.output()).not.toContain('terminating connection');

    server = await startServer(dataDir, { ADMIN_USERNAME });
    expect(await login(server.base, password!)).toEqual({ success: true, message: 'Đăng nhập thành công' });
    // The admin exists already: no second password is made or shown.
    expect(server.output()).not.toMatch(PRINTED_PASSWORD);
    server.child.kill('SIGINT');
    expect(await exited(server.child, 20_000)).toBe(0);
    expect(postmasterAlive(dataDir)).toBe(false);
  });
});
