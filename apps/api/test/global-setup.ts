import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { redisAnswers, redisServerOnPath, startEmbeddedPostgres, startRedisServer, withDatabase } from '../src/platform/infra/local-services';


/** Real PostgreSQL and Redis for the whole run: the configured servers, else ones started here. */
export default async function globalSetup() {
  const state: { stops: Array<() => Promise<void>> } = { stops: [] };
  (globalThis as Record<string, unknown>).__K9_TEST__ = state;
  process.env.K9_TEST_DB_PREFIX = `k9_test_${randomBytes(3).toString('hex')}_`;
  if (process.env.DATABASE_URL) {
    process.env.K9_TEST_PG_ADMIN_URL = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'k9-test-pg-'));
    const pg = await startEmbeddedPostgres(join(dir, 'data'));
    state.stops.push(pg.stop);
    process.env.K9_TEST_PG_ADMIN_URL = pg.url('postgres');
  }
  if (process.env.REDIS_URL) process.env.K9_TEST_REDIS_URL = process.env.REDIS_URL;
  else if (await redisAnswers('127.0.0.1', 6379)) process.env.K9_TEST_REDIS_URL = 'redis://127.0.0.1:6379';
  else if (redisServerOnPath()) {
    const redis = await startRedisServer(mkdtempSync(join(tmpdir(), 'k9-test-redis-')));
    state.stops.push(redis.stop);
    process.env.K9_TEST_REDIS_URL = redis.url;
  } else throw new Error('Tests need Redis: set REDIS_URL, run one on localhost:6379, or install redis-server');
}
