import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Socket, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startRedisServer } from '../src/platform/infra/local-services.js';
import { superviseRedis } from '../src/platform/infra/infrastructure.js';
import { ADMIN, startTestApp, type TestApp } from './helpers/test-app.js';
import { exited, healthy, startServer, type SpawnedServer } from './helpers/spawned-server.js';
import { createTestDatabase } from './helpers/test-database.js';

const TYPES = ['ADVISOR_SETTING', 'AI_PIPELINE_SETTING', 'DIAGRAM_GENERATION_CONFIG'] as const;

/** Polls `condition` (no fixed waits) until it holds; fails with `what` after `timeoutMs`. */
async function until<T>(what: string, condition: () => Promise<T | false | null | undefined> | T | false | null | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `npm start` with the test admin's credentials. */
const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };

/** The live postmaster of the data directory: pid and port (postmaster.pid lines 1 and 4). */
const postmaster = (dataDir: string): { pid: number; port: number } | null => {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pid, , , port] = readFileSync(file, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
    return { pid: Number(pid), port: Number(port) };
  } catch {
    return null;
  }
};

async function signInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/login/username`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

const api = (base: string, cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });

/** A TCP proxy in front of PostgreSQL that can cut every connection and refuse new ones: an outage of an external server. */
async function startOutageProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let down = false;
  let refused = 0;
  const server: NetServer = createServer((client) => {
    if (down) {
      refused++;
      client.destroy();
      return;
    }
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    port: (server.address() as { port: number }).port,
    get refused() {
      return refused;
    },
    down() {
      down = true;
      refused = 0;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    up() {
      down = false;
    },
    close: () => new Promise<void>((closed) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => closed());
    }),
  };
}

describe('database outages', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'k9-recovery-'));
  const servers: SpawnedServer[] = [];
  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
      server.child.kill('SIGTERM');
      await exited(server.child, 20_000).catch(() => server.child.kill('SIGKILL'));
    }
    const left = postmaster(dataDir);
    if (left) process.kill(left.pid, 'SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('npm start: kill -9 of the embedded PostgreSQL during writes; healthy again without a hand, no acknowledged write lost', async () => {
    const server = await startServer(dataDir, ADMIN_ENV);
    servers.push(server);
    const before = postmaster(dataDir)!;
    const cookie = await signInCookie(server.base);

    // One admin per setting type saving it over and over; every 2xx answer is an acknowledged write.
    const ids = new Map<string, string>();
    for (const type of TYPES) {
      const created = await api(server.base, cookie, 'POST', '/api/setting', { type, setting: { n: 0 } });
      expect(created.status).toBe(201);
      ids.set(type, ((await created.json()) as { id: string }).id);
    }
    const acknowledged = new Map<string, number[]>(TYPES.map((type) => [type, [0]]));
    let killedAt = Infinity;
    let writing = true;
    const writers = TYPES.map(async (type) => {
      for (let n = 1; writing; n++) {
        const startedAt = Date.now();
        const response = await api(server.base, cookie, 'PUT', '/api/setting', { id: ids.get(type), type, setting: { n } }).catch(() => null);
        if (response?.ok) acknowledged.get(type)!.push(n);
        await response?.body?.cancel();
        // Pace the retries while the database is away; full speed otherwise.
        if (!response?.ok && startedAt > killedAt) await new Promise((r) => setTimeout(r, 20));
      }
    });
    const ackedSince = (count: number[]) => TYPES.every((type, index) => acknowledged.get(type)!.length >= count[index] + 3);

    const startCounts = TYPES.map((type) => acknowledged.get(type)!.length);
    await until('writes before the kill', () => ackedSince(startCounts));
    process.kill(before.pid, 'SIGKILL');
    killedAt = Date.now();

    const after = await until('a new postmaster', () => {
      const now = postmaster(dataDir);
      return now && now.pid !== before.pid ? now : null;
    });
    expect(after.port).toBe(before.port);
    await until('a healthy API', () => healthy(server.base), 30_000);
    const recoveredInMs = Date.now() - killedAt;
    expect(recoveredInMs).toBeLessThan(30_000);
    // And writes succeed again for every writer.
    const countsAfter = TYPES.map((type) => acknowledged.get(type)!.length);
    await until('writes after the recovery', () => ackedSince(countsAfter));
    writing = false;
    await Promise.all(writers);

    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toContain('PostgreSQL exited unexpectedly (signal SIGKILL): starting it again');
    expect(server.output()).toContain('PostgreSQL is running again');

    // Every acknowledged write is stored as an event, and the read model shows the last one stored.
    const db = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${after.port}/k9` });
    await db.connect();
    try {
      for (const type of TYPES) {
        const { rows } = await db.query<{ n: number }>(
          `SELECT (data->'setting'->>'n')::int AS n FROM events WHERE type = 'SettingSaved' AND data->>'type' = $1 ORDER BY global_position`,
          [type],
        );
        const stored = rows.map((row) => row.n);
        expect(acknowledged.get(type)!.filter((n) => !stored.includes(n))).toEqual([]);
        const read = await api(server.base, cookie, 'GET', `/api/setting/${type}`);
        expect(read.status).toBe(200);
        expect(await read.json()).toMatchObject({ id: ids.get(type), version: stored.length, setting: { n: stored[stored.length - 1] } });
      }
    } finally {
      await db.end();
    }

    server.child.kill('SIGTERM');
    expect(await exited(server.child, 20_000)).toBe(0);
    expect(postmaster(dataDir)).toBeNull();
  });

  it('npm start: exits non-zero when the embedded PostgreSQL cannot be started again', async () => {
    const server = await startServer(dataDir, { ...ADMIN_ENV, LOCAL_SERVICES_RESTART_ATTEMPTS: '2' });
    servers.push(server);
    const { pid, port } = postmaster(dataDir)!;
    // Something else takes the port as soon as the postmaster is gone: every restart fails to bind it.
    process.kill(pid, 'SIGKILL');
    const squatter = createServer((socket) => socket.destroy());
    await until('the port to be taken', () =>
      new Promise<boolean>((taken) => {
        squatter.once('error', () => taken(false));
        squatter.listen(port, '127.0.0.1', () => taken(true));
      }),
    );
    try {
      expect(await exited(server.child, 20_000)).toBe(1);
    } finally {
      await new Promise((closed) => squatter.close(closed));
    }
    expect(server.output()).toContain('PostgreSQL could not be started again after 2 attempts');
    expect(postmaster(dataDir)).toBeNull();
  });

  it('external DATABASE_URL: pools, projections and LISTEN come back when the server is back', async () => {
    const db = await createTestDatabase();
    const direct = new URL(db.url);
    const proxy = await startOutageProxy({ host: direct.hostname, port: Number(direct.port) });
    const proxied = new URL(db.url);
    proxied.port = String(proxy.port);
    // Projections only poll once a minute here: what wakes them is NOTIFY on the LISTEN connection.
    const env = { DATABASE_URL: proxied.toString(), PROJECTION_POLL_MS: '60000' };
    let t: TestApp | null = null;
    let follower: TestApp | null = null;
    const admin = new pg.Client({ connectionString: db.url });
    try {
      t = await startTestApp(env);
      // A second instance that runs no projections: its writes are answered once this one's projection has applied
      // them, which this one learns only through NOTIFY on its LISTEN connection.
      follower = await startTestApp({ ...env, RUN_PROJECTIONS: 'false' });
      const agent = await t.signInAdmin();
      const created = await agent.post('/api/setting').send({ type: 'ADVISOR_SETTING', setting: { n: 1 } }).expect(201);
      // A second write: the cached reads of the first one are dropped, so reading it again goes to the read model.
      await agent.post('/api/setting').send({ type: 'AI_PIPELINE_SETTING', setting: { n: 1 } }).expect(201);

      proxy.down();
      await until('a failing health check', async () => (await t!.http().get('/api/health')).status === 503);
      // Meanwhile the server crashed and lost the read model's last commits (they do not wait for the disk): the
      // checkpoint and the read model are back where they were before the setting was saved.
      await admin.connect();
      await admin.query(`UPDATE projection_checkpoint SET position = 0 WHERE name = 'site-setting'`);
      await admin.query('TRUNCATE TABLE site_setting');
      // Both instances keep trying to reconnect (LISTEN and the connection watch each) while the server is away:
      // four failed attempts each (100 ms, doubling: about 1.5 s), so the outage outlasts a single reconnect attempt.
      await until('reconnection attempts', () => proxy.refused >= 16);
      proxy.up();

      await until('a healthy API', async () => (await t!.http().get('/api/health')).status === 200);
      // The projection re-read its checkpoint and replayed the settings before anything was read.
      expect((await agent.get('/api/setting/ADVISOR_SETTING').expect(200)).body).toMatchObject({ id: created.body.id, version: 1, setting: { n: 1 } });
      expect((await agent.get('/api/setting/AI_PIPELINE_SETTING').expect(200)).body).toMatchObject({ version: 1, setting: { n: 1 } });
      await agent.put('/api/setting').send({ id: created.body.id, type: 'ADVISOR_SETTING', setting: { n: 2 } }).expect(200);

      // Both instances have their LISTEN connections (and connection watches) open again.
      await until('LISTEN connections back', async () => {
        const { rows } = await admin.query<{ listening: number; watching: number }>(
          `SELECT count(*) FILTER (WHERE query = 'LISTEN k9_events')::int AS listening,
                  count(*) FILTER (WHERE application_name LIKE 'k9-projections %')::int AS watching
           FROM pg_stat_activity WHERE datname = current_database()`,
        );
        return rows[0].listening === 2 && rows[0].watching === 2;
      });
      // The follower's write is applied by this instance, woken only by NOTIFY (it polls once a minute).
      const followerAgent = await follower.signInAdmin();
      await followerAgent.put('/api/setting').send({ id: created.body.id, type: 'ADVISOR_SETTING', setting: { n: 3 } }).expect(200);
      expect((await agent.get('/api/setting/ADVISOR_SETTING').expect(200)).body).toMatchObject({ version: 3, setting: { n: 3 } });
    } finally {
      await follower?.app.close();
      await t?.app.close();
      await admin.end().catch(() => undefined);
      await proxy.close();
      await db.drop();
    }
  });

  it('a redis-server started here is started again after kill -9, on the same port, with its data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'k9-recovery-redis-'));
    const redis = await startRedisServer(dir);
    const lines: string[] = [];
    const gaveUp: Error[] = [];
    const supervisor = superviseRedis(dir, redis, (line) => lines.push(line), { attempts: 3, warn: (line) => lines.push(line), onGiveUp: (error) => gaveUp.push(error) });
    const client = new Redis(redis.url, { maxRetriesPerRequest: null, retryStrategy: () => 50 });
    client.on('error', () => undefined);
    try {
      await client.set('k9:recovery', 'kept');
      const killed = supervisor.process;
      killed.kill('SIGKILL');
      await until('a new redis-server', () => supervisor.process !== killed && supervisor.process.exitCode === null);
      expect(await client.get('k9:recovery')).toBe('kept');
      expect(lines).toEqual(['redis-server exited unexpectedly (signal SIGKILL): starting it again', 'redis-server is running again (attempt 1 of 3)']);
      expect(gaveUp).toEqual([]);
    } finally {
      client.disconnect();
      await supervisor.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
