import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../src/platform/infra/local-services.js';
import { spawnedJobsPrefix } from './helpers/test-database.js';

const MAIN = resolve('apps/api/dist/main.js');
const ADMIN_USERNAME = 'quantri';
const PRINTED_PASSWORD = /mật khẩu: (\S+) — chỉ hiện một lần/;

type Server = { child: ChildProcess; base: string; output: () => string };

/** `npm start`'s server as a process of its own: no DATABASE_URL, so it starts (or reuses) embedded PostgreSQL. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REDIS_URL: process.env.K9_TEST_REDIS_URL,
      JOBS_PREFIX: spawnedJobsPrefix(dataDir),
      ADMIN_USERNAME,
      LOG_LEVEL: 'log',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { child, base, output: () => output };
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const exited = (child: ChildProcess, timeoutMs: number) =>
  new Promise<number | null>((done, fail) => {
    if (child.exitCode !== null) return done(child.exitCode);
    const timer = setTimeout(() => fail(new Error('the server did not stop in time')), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
  });

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
  let server: Server | null = null;
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
    server = await startServer(dataDir);
    expect(postmasterAlive(dataDir)).toBe(true);
    const password = PRINTED_PASSWORD.exec(server.output())?.[1];
    expect(password).toEqual(expect.stringMatching(/^\S{12,}$/));
    expect(await login(server.base, password!)).toEqual({ success: true, message: 'Đăng nhập thành công' });

    server.child.kill('SIGTERM');
    expect(await exited(server.child, 20_000)).toBe(0);
    expect(postmasterAlive(dataDir)).toBe(false);
    // The API closed before its database went away: no connection was cut under it.
    expect(server.output()).not.toContain('terminating connection');

    server = await startServer(dataDir);
    expect(await login(server.base, password!)).toEqual({ success: true, message: 'Đăng nhập thành công' });
    // The admin exists already: no second password is made or shown.
    expect(server.output()).not.toMatch(PRINTED_PASSWORD);
    server.child.kill('SIGINT');
    expect(await exited(server.child, 20_000)).toBe(0);
    expect(postmasterAlive(dataDir)).toBe(false);
  });
});
