import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { redisAnswers, redisServerOnPath, startEmbeddedPostgres, startRedisServer } from './local-services.js';

export type Infrastructure = { databaseUrl: string; redisUrl: string; stop: () => Promise<void> };

export const REDIS_MISSING_MESSAGE =
  'Không tìm thấy Redis: đặt REDIS_URL, chạy Redis ở localhost:6379, hoặc cài redis-server (ví dụ: apt-get install -y redis-server).';

/** What `npm start` needs on a bare machine: an embedded PostgreSQL and a Redis, each only when none is configured. */
export async function provideInfrastructure(config: AppConfig, log: (line: string) => void): Promise<Infrastructure> {
  const stops: Array<() => Promise<void>> = [];
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
    stops.push(pg.stop);
    await pg.createDatabase('k9');
    databaseUrl = pg.url('k9');
    log(`Embedded PostgreSQL started (data in ${join(config.dataDir, 'postgres')})`);
  }
  let redisUrl = config.redisUrl;
  if (!redisUrl) {
    if (await redisAnswers('127.0.0.1', 6379)) redisUrl = 'redis://127.0.0.1:6379';
    else if (redisServerOnPath()) {
      const redis = await startRedisServer(join(config.dataDir, 'redis'));
      stops.push(redis.stop);
      redisUrl = redis.url;
      log(`redis-server started on ${redis.url} (data in ${join(config.dataDir, 'redis')})`);
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
