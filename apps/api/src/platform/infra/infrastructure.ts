import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { redisAnswers, redisServerOnPath, startEmbeddedPostgres, startRedisServer, type RunningPostgres, type RunningRedis } from './local-services.js';
import { DEFAULT_RESTART_ATTEMPTS, Supervisor, type SupervisorOptions } from './supervisor.js';

export type Infrastructure = { databaseUrl: string; redisUrl: string; stop: () => Promise<void> };

export const REDIS_MISSING_MESSAGE =
  'Không tìm thấy Redis: đặt REDIS_URL, chạy Redis ở localhost:6379, hoặc cài redis-server (ví dụ: apt-get install -y redis-server).';

/** How long a restarted PostgreSQL may take (crash recovery replays its WAL) before the attempt counts as failed. */
const POSTGRES_RESTART_TIMEOUT_MS = 20_000;

export type Supervision = Pick<SupervisorOptions, 'warn' | 'onGiveUp'> & {
  /** Start attempts after a server dies (LOCAL_SERVICES_RESTART_ATTEMPTS). */
  attempts: number;
};

/** LOCAL_SERVICES_RESTART_ATTEMPTS: an integer 0..100, default 5. */
export function restartAttempts(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LOCAL_SERVICES_RESTART_ATTEMPTS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_RESTART_ATTEMPTS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 100) {
    throw new Error(`LOCAL_SERVICES_RESTART_ATTEMPTS must be an integer between 0 and 100, got "${raw}"`);
  }
  return value;
}

/** Keeps an embedded PostgreSQL running: after an unexpected exit it is started again on the same port and data. */
export function supervisePostgres(dir: string, running: RunningPostgres, log: (line: string) => void, supervision: Supervision): Supervisor | null {
  if (!running.process) return null; // another process of ours owns it
  return new Supervisor(
    { process: running.process, stop: running.stop },
    async () => {
      const next = await startEmbeddedPostgres(dir, () => {}, { port: running.port, startTimeoutMs: POSTGRES_RESTART_TIMEOUT_MS });
      if (!next.process) throw new Error(`another PostgreSQL took over ${dir}`);
      return { process: next.process, stop: next.stop };
    },
    { name: 'PostgreSQL', log, ...supervision },
  );
}

/** Same for a redis-server: same port and directory, so the AOF brings back the queues. */
export function superviseRedis(dir: string, running: RunningRedis, log: (line: string) => void, supervision: Supervision): Supervisor {
  return new Supervisor(
    { process: running.process, stop: running.stop },
    async () => {
      const next = await startRedisServer(dir, running.port);
      return { process: next.process, stop: next.stop };
    },
    { name: 'redis-server', log, ...supervision },
  );
}

/**
 * What `npm start` needs on a bare machine: an embedded PostgreSQL and a Redis, each only when none is configured.
 * With `supervision`, the servers started here are restarted when they die, and `onGiveUp` is called when they
 * cannot be.
 */
export async function provideInfrastructure(config: AppConfig, log: (line: string) => void, supervision?: Supervision): Promise<Infrastructure> {
  const stops: Array<() => Promise<void>> = [];
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const dir = join(config.dataDir, 'postgres');
    const pg = await startEmbeddedPostgres(dir);
    const supervisor = supervision ? supervisePostgres(dir, pg, log, supervision) : null;
    stops.push(supervisor ? () => supervisor.stop() : pg.stop);
    await pg.createDatabase('k9');
    databaseUrl = pg.url('k9');
    log(`Embedded PostgreSQL started (data in ${dir})`);
  }
  let redisUrl = config.redisUrl;
  if (!redisUrl) {
    if (await redisAnswers('127.0.0.1', 6379)) redisUrl = 'redis://127.0.0.1:6379';
    else if (redisServerOnPath()) {
      const dir = join(config.dataDir, 'redis');
      const redis = await startRedisServer(dir);
      const supervisor = supervision ? superviseRedis(dir, redis, log, supervision) : null;
      stops.push(supervisor ? () => supervisor.stop() : redis.stop);
      redisUrl = redis.url;
      log(`redis-server started on ${redis.url} (data in ${dir})`);
    } else {
      await Promise.all(stops.map((stop) => stop()));
      throw new Error(REDIS_MISSING_MESSAGE);
    }
  }
  return {
    databaseUrl,
    redisUrl,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}
