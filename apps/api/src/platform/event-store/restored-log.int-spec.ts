import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { loadConfig } from '../../config/app-config.js';
import { createOrm } from '../database/orm.js';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { until } from '../../../test/helpers/until.js';
import { createEventStore } from './create-event-store.js';
import { newEvent } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { REPAIR_RESTORED_LOG, RestoredLogError } from './transaction-ids.js';

/**
 * A log restored from another cluster (pg_dump, a logical-replication switchover) keeps that cluster's transaction ids:
 * here some lie ahead of this cluster's, as they would after restoring into a younger cluster. Simulated by moving a
 * stored row's transaction id past the snapshot's xmax, which is what such a restore leaves behind.
 */
describe('PostgresEventStore: a log restored with transaction ids from the future', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const config = loadConfig({ SESSION_SECRET: 'a-session-secret-of-sufficient-length' });
  beforeAll(async () => {
    db = await createTestDatabase();
    await (await createOrm(db.url)).close();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    store = new PostgresEventStore(pool, db.url);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('stops readers at the first restored event instead of reading past it, refuses to start, and reads all of it once repaired', async () => {
    const stream = `restored-${randomUUID()}`;
    const start = await store.committedHead();
    await store.appendToStream(stream, [newEvent('Before'), newEvent('Restored'), newEvent('After')], { expectedVersion: 'no_stream' });
    await until('the events to be readable', async () => (await store.readAll({ after: start, limit: 10 })).length === 3);
    await pool.query(
      `UPDATE events SET transaction_id = (pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1000000)::text::xid8 WHERE stream_id = $1 AND type = 'Restored'`,
      [stream],
    );

    // A reader from the start reads Before and stops: it neither reads After (passing Restored for good) nor moves on.
    expect((await store.readAll({ after: start, limit: 10 })).map((e) => e.type)).toEqual(['Before']);
    const before = (await store.readAll({ after: start, limit: 10 }))[0].globalPosition;
    expect(await store.readAll({ after: before, limit: 10 })).toEqual([]);

    // The API does not start on it, and its log line says how to repair it.
    const refused = createEventStore(config, pool, db.url);
    await expect(refused).rejects.toBeInstanceOf(RestoredLogError);
    await expect(refused).rejects.toThrow(REPAIR_RESTORED_LOG);

    // The repair docs/operations.md gives: the reader reads on, and the API starts.
    await pool.query(REPAIR_RESTORED_LOG);
    expect((await store.readAll({ after: start, limit: 10 })).map((e) => e.type)).toEqual(['Before', 'Restored', 'After']);
    const started = await createEventStore(config, pool, db.url);
    expect(started).toBeInstanceOf(PostgresEventStore);
    await started.close();
  });

  it('refuses to start on positions numbered ahead of this cluster, and numbers new events above them once repaired', async () => {
    const stream = `numbered-${randomUUID()}`;
    await store.appendToStream(stream, [newEvent('Restored')], { expectedVersion: 'no_stream' });
    // The other cluster numbered its events by its own, later transaction ids.
    const { rows } = await pool.query<{ position: string }>(
      `UPDATE events SET global_position = (pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1000000) << 14
       WHERE stream_id = $1 RETURNING global_position AS position`,
      [stream],
    );
    const restored = Number(rows[0].position);
    await expect(createEventStore(config, pool, db.url)).rejects.toThrow(/positions up to/);

    await pool.query(REPAIR_RESTORED_LOG);
    const started = await createEventStore(config, pool, db.url);
    await started.close();
    // A reader whose checkpoint is the restored event's position reads the next event: it is numbered above.
    const next = await store.appendToStream(stream, [newEvent('Next')], { expectedVersion: 1 });
    expect(next.position).toBeGreaterThan(restored);
    await until('the next event to be read after the restored one', async () => (await store.readAll({ after: restored, limit: 10 })).some((e) => e.type === 'Next'));
  });

  it("fails an append that waits longer than its lock_timeout for a stream row another session holds, and leaves other streams' appends alone", async () => {
    const stream = `stuck-${randomUUID()}`;
    await store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream' });
    const holder = await pool.connect();
    try {
      // A session that locked the stream's row and hangs (as a process stalled inside its transaction would).
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM streams WHERE stream_id = $1 FOR UPDATE', [stream]);
      const began = Date.now();
      const stuck = store.appendToStream(stream, [newEvent()], { expectedVersion: 1 });
      // Meanwhile another stream's append goes through: no lock is shared between streams.
      expect(await store.appendToStream(`free-${randomUUID()}`, [newEvent()], { expectedVersion: 'no_stream' })).toMatchObject({ nextExpectedVersion: 1 });
      await expect(stuck).rejects.toMatchObject({ code: '55P03' });
      expect(Date.now() - began).toBeLessThan(10_000);
      await holder.query('ROLLBACK');
      expect(await store.appendToStream(stream, [newEvent()], { expectedVersion: 1 })).toMatchObject({ nextExpectedVersion: 2 });
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
    }
  });
});
