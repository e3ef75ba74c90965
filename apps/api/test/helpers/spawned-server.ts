import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { spawnedJobsPrefix } from './test-database.js';

const MAIN = resolve('apps/api/dist/main.js');

export type SpawnedServer = { child: ChildProcess; base: string; output: () => string };

/**
 * `npm start`'s server (apps/api/dist/main.js) as a process of its own, once its health check answers: no DATABASE_URL,
 * so it starts (or reuses) the embedded PostgreSQL of `dataDir`. `env` adds to (or overrides) what it is given.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  // The port is free when probed and taken by the server seconds later (after its PostgreSQL starts): another process
  // can take it in between. A server that could not listen is started again on another port; its output is kept.
  let earlier = '';
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(dataDir, env, earlier);
    } catch (error) {
      const output = (error as { output?: string }).output ?? '';
      if (attempt >= 3 || !output.includes('EADDRINUSE')) throw error;
      earlier = output;
    }
  }
}

/** Whether nothing listens on the port now. */
const isFree = (port: number) =>
  new Promise<boolean>((answer) => {
    const probe = createServer();
    probe.once('error', () => answer(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => answer(true)));
  });

/**
 * A free port below Linux's ephemeral range (32768-60999): the servers other test files start on port 0 are given
 * ports in that range, so none of them can take this one between the probe and the spawned server's listen (and then
 * answer its health check in its place, as once happened with three files side by side).
 */
async function spawnPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await isFree(port)) return port;
  }
}

async function startOnce(dataDir: string, env: Record<string, string>, earlier: string): Promise<SpawnedServer> {
  const port = await spawnPort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REDIS_URL: process.env.K9_TEST_REDIS_URL,
      JOBS_PREFIX: spawnedJobsPrefix(dataDir),
      LOG_LEVEL: 'log',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = earlier;
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  const failure = (message: string) => Object.assign(new Error(`${message}:\n${output}`), { output });
  for (;;) {
    if (child.exitCode !== null) throw failure(`the server exited early (${child.exitCode})`);
    if (await healthy(base)) return { child, base, output: () => output };
    if (Date.now() > deadline) throw failure('the server did not become healthy');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether the server at `base` answers its health check with 200 (within 3 s). */
export const healthy = (base: string) => fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) }).then((response) => response.ok, () => false);

/** The process's exit code once it has exited; fails after `timeoutMs`. */
export const exited = (child: ChildProcess, timeoutMs: number) =>
  new Promise<number | null>((done, fail) => {
    if (child.exitCode !== null) return done(child.exitCode);
    const timer = setTimeout(() => fail(new Error('the server did not stop in time')), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
  });
