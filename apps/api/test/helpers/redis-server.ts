import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startRedisServer, type RunningRedis } from '../../src/platform/infra/local-services.js';

export type PrivateRedis = {
  readonly url: string;
  /** SIGTERM: redis-server flushes its AOF before exiting. */
  stop(): Promise<void>;
  /** Starts again on the same port with the same data directory, so the AOF brings back what was stored. */
  restart(): Promise<void>;
  /** SIGSTOP: connections stay open but nothing answers (a hung server or a silent network). */
  freeze(): void;
  /** SIGCONT after freeze(). */
  thaw(): void;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
};

/** A redis-server of one test file's own (AOF on), for tests that take Redis down. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'k9-test-own-redis-'));
  const port = await freePort();
  let running: RunningRedis | null = await startRedisServer(dir, port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await running?.stop();
      running = null;
    },
    async restart() {
      if (!running) running = await startRedisServer(dir, port);
    },
    freeze() {
      running?.process.kill('SIGSTOP');
    },
    thaw() {
      running?.process.kill('SIGCONT');
    },
    async dispose() {
      await running?.stop();
      running = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
