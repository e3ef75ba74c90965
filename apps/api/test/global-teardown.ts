import { Redis } from 'ioredis';
import { adminQuery, dropDatabase } from '../src/platform/infra/local-services';

/** The run's job queues: each test database (and each server a test spawned) had its own Redis prefix. */
async function removeJobKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Drops every database this run created (by its prefix), then stops what the set-up started. */
export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__K9_TEST__ as { stops: Array<() => Promise<void>> } | undefined;
  const adminUrl = process.env.K9_TEST_PG_ADMIN_URL;
  const prefix = process.env.K9_TEST_DB_PREFIX;
  if (adminUrl && prefix && /^[a-z0-9_]+$/.test(prefix)) {
    const { rows } = await adminQuery(adminUrl, `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`).catch(() => ({ rows: [] }));
    for (const { datname } of rows as Array<{ datname: string }>) await dropDatabase(adminUrl, datname).catch(() => undefined);
  }
  if (process.env.K9_TEST_REDIS_URL && prefix) await removeJobKeys(process.env.K9_TEST_REDIS_URL, prefix).catch(() => undefined);
  for (const stop of state?.stops.reverse() ?? []) await stop().catch(() => undefined);
}
