import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { CacheCoherence } from './cache-coherence.js';

const TIMINGS = { leaseMs: 400, renewMs: 100, ackTimeoutMs: 500 };
const CHANNEL = 'k9_test_cache';

const waitUntil = async (condition: () => boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Two instances' caches on one database. */
describe('CacheCoherence', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let a: CacheCoherence;
  let b: CacheCoherence;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    a = new CacheCoherence(CHANNEL, db.url, pool, TIMINGS);
    b = new CacheCoherence(CHANNEL, db.url, pool, TIMINGS);
    await Promise.all([a.start(), b.start()]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await pool?.end();
    await db?.drop();
  });

  it("moves every instance's version before a change resolves, and keeps it still otherwise", async () => {
    const [kept, keptHere] = [b.version(), a.version()];
    expect(b.version()).toBe(kept);
    await a.changed();
    expect(a.version()).toBeGreaterThan(keptHere);
    const moved = b.version();
    expect(moved).toBeGreaterThan(kept);
    expect(b.version()).toBe(moved);
  });

  it('serves nothing while it cannot hear the others, and again once it listens anew', async () => {
    await pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [`k9-cache ${CHANNEL} ${b.instanceId}`]);
    await waitUntil(() => !b.usable, 2000, 'b has lost its LISTEN connection');
    expect(b.version()).not.toBe(b.version());
    // Nobody to wait for meanwhile: a change does not hang on an instance that cannot hear it.
    await a.changed();
    await waitUntil(() => b.usable, 5000, 'b listens again');
    const version = b.version();
    expect(b.version()).toBe(version);
    await a.changed();
    expect(b.version()).toBeGreaterThan(version);
  });
});
