import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createOrm } from '../database/orm.js';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { newEvent } from '../event-store/event-store.contract.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { CheckpointOfAnotherStoreError, ProjectionRunner, eventStoreName } from './projection-runner.js';
import type { Projection } from './projection.js';

/**
 * Checkpoints record which event store, and which server of it (migration 082), wrote them. A deployment switched from PostgreSQL to EventStoreDB (or back)
 * holds positions of the other store: the runner must rebuild rather than skip (or re-read) events by them. Here the
 * same PostgreSQL log is read under another store's name, which is what such a switch looks like to the runner.
 */
describe('projection checkpoints record their event store', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let head = 0;
  const projection: Projection = {
    name: 'test-seen',
    eventTypes: ['Seen'],
    tables: ['test_seen'],
    apply: async (em, events) => {
      for (const event of events) await em.execute(`INSERT INTO test_seen (id) VALUES (?)`, [event.id]);
    },
  };
  const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(text, values);
  const seen = async () => (await sql<{ id: string }>(`SELECT id FROM test_seen ORDER BY id`)).map((row) => row.id);
  const checkpoint = async () => (await sql<{ position: string; event_store: string | null }>(`SELECT position, event_store FROM projection_checkpoint WHERE name = ?`, [projection.name]))[0];
  const setCheckpoint = (position: number, eventStore: string | null) =>
    sql(`UPDATE projection_checkpoint SET position = ?, event_store = ? WHERE name = ?`, [position, eventStore, projection.name]);
  /** Starts a runner reading this log as `eventStore`, lets it catch up (an active one, to the head), and stops it. */
  const run = async (eventStore: string, { passive = false } = {}) => {
    const runner = new ProjectionRunner(projection, orm, store, () => undefined, eventStore);
    await runner.start(60_000, { passive });
    // The log shows an event once every older transaction of the cluster has ended: other test files' may still run.
    await runner.wake();
    const deadline = Date.now() + 10_000;
    while (!passive && runner.position < head && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await runner.wake();
    }
    await runner.stop();
    return runner;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await createOrm(db.url);
    pool = new pg.Pool({ connectionString: db.url });
    store = new PostgresEventStore(pool, db.url);
    await sql(`CREATE TABLE test_seen (id uuid PRIMARY KEY)`);
    for (let i = 0; i < 3; i++) head = (await store.appendToStream(`s-${i}`, [newEvent('Seen')], { expectedVersion: 'no_stream' })).position as number;
  });
  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await orm?.close();
    await db?.drop();
  });

  it('names the store a runner reads', () => {
    expect(eventStoreName(store)).toBe('postgres');
    expect(new ProjectionRunner(projection, orm, store, () => undefined).eventStore).toBe('postgres');
  });

  it('writes new checkpoints with their store, and keeps its own store\'s checkpoint', async () => {
    const runner = await run('postgres');
    expect(runner.position).toBe(head);
    expect(await checkpoint()).toEqual({ position: String(head), event_store: 'postgres' });
    expect(await seen()).toHaveLength(3);
    await run('postgres');
    expect(await seen()).toHaveLength(3);
  });

  it('rebuilds the read model when the checkpoint was written by another event store', async () => {
    const applied = await seen();
    // Another store's position, far beyond this log's head: going on from it would skip every event silently.
    await setCheckpoint(9_999_999, 'postgres');
    await sql(`INSERT INTO test_seen (id) VALUES ('00000000-0000-4000-8000-000000000000')`);
    const runner = await run('eventstoredb');
    expect(runner.lastError).toBeNull();
    expect(await seen()).toEqual(applied);
    expect(await checkpoint()).toEqual({ position: String(head), event_store: 'eventstoredb' });
  });

  it('rebuilds a checkpoint written before the store was recorded, and claims an untouched one as it is', async () => {
    const applied = await seen();
    await setCheckpoint(1, null);
    await run('postgres');
    expect(await seen()).toEqual(applied);
    expect(await checkpoint()).toEqual({ position: String(head), event_store: 'postgres' });

    // Nothing applied yet (position 0): claimed without emptying anything (the marker row stays).
    const marker = '00000000-0000-4000-8000-000000000001';
    await setCheckpoint(0, null);
    await sql(`TRUNCATE test_seen`);
    await sql(`INSERT INTO test_seen (id) VALUES (?)`, [marker]);
    await run('postgres');
    expect(await checkpoint()).toEqual({ position: String(head), event_store: 'postgres' });
    expect(await seen()).toEqual([marker, ...applied]);
    await sql(`DELETE FROM test_seen WHERE id = ?`, [marker]);
  });

  it('rebuilds the read model when the checkpoint was written on another server, and keeps one written before servers were recorded', async () => {
    await run('postgres');
    const applied = await seen();
    const server = async () => (await sql<{ server: string | null }>(`SELECT event_store_server AS server FROM projection_checkpoint WHERE name = ?`, [projection.name]))[0].server;
    const ours = await server();
    expect(ours).toMatch(/^cluster \d+$/);

    // Another cluster (a restored backup): its positions are none of this log's, so the marker row goes in the replay.
    const marker = '00000000-0000-4000-8000-000000000002';
    await sql(`UPDATE projection_checkpoint SET event_store_server = 'cluster 1' WHERE name = ?`, [projection.name]);
    await sql(`INSERT INTO test_seen (id) VALUES (?)`, [marker]);
    await run('postgres');
    expect(await seen()).toEqual(applied);
    expect(await checkpoint()).toEqual({ position: String(head), event_store: 'postgres' });
    expect(await server()).toBe(ours);

    // Written by this store before migration 082: taken as this server's as it is (the marker row stays).
    await sql(`UPDATE projection_checkpoint SET event_store_server = NULL WHERE name = ?`, [projection.name]);
    await sql(`INSERT INTO test_seen (id) VALUES (?)`, [marker]);
    await run('postgres');
    expect(await seen()).toEqual([...applied, marker].sort());
    expect(await server()).toBe(ours);
    await sql(`DELETE FROM test_seen WHERE id = ?`, [marker]);
  });

  it('does not take another store\'s checkpoint as its position, passive or active', async () => {
    await run('postgres');
    // A passive process (RUN_PROJECTIONS=false) of the other store: nothing applied as far as it can tell.
    const passive = await run('eventstoredb', { passive: true });
    expect(passive.position).toBe(0);
    expect(await checkpoint()).toMatchObject({ event_store: 'postgres' });

    // An active runner whose checkpoint another process's store claimed after it started stops with an error.
    const runner = new ProjectionRunner(projection, orm, store, () => undefined, 'eventstoredb');
    await runner.start(60_000);
    await runner.wake();
    await setCheckpoint(0, 'postgres');
    await store.appendToStream('s-late', [newEvent('Seen')], { expectedVersion: 'no_stream' });
    const deadline = Date.now() + 10_000;
    do {
      await runner.wake();
      if (!runner.lastError) await new Promise((resolve) => setTimeout(resolve, 20));
    } while (!runner.lastError && Date.now() < deadline);
    await runner.stop();
    expect(runner.lastError).toBeInstanceOf(CheckpointOfAnotherStoreError);
  });
});
