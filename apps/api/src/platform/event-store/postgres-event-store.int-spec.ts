import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { eventBytes, type NewEvent, type RecordedEvent } from '@k9/domain';
import { createOrm } from '../database/orm.js';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { until } from '../../../test/helpers/until.js';
import { eventStoreContract, newEvent } from './event-store.contract.js';
import { EVENTS_CHANNEL, PostgresEventStore } from './postgres-event-store.js';

eventStoreContract('postgres', async () => {
  const db = await createTestDatabase();
  const orm = await createOrm(db.url);
  await orm.close();
  const pool = new pg.Pool({ connectionString: db.url, max: 60 });
  // As in the product's pool: an idle connection the server cuts is dropped from the pool, not thrown.
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool, db.url);
  const appendHeldOpen = async (streamId: string, events: NewEvent[], pauseMs: number) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO streams (stream_id, version) VALUES ($1, $2)', [streamId, events.length]);
      for (const [index, event] of events.entries()) {
        await client.query(
          'INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)',
          [event.id, streamId, index + 1, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
        );
      }
      await client.query('SELECT pg_sleep($1)', [pauseMs / 1000]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };
  const dropSubscription = async () => {
    const { rows } = await pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${EVENTS_CHANNEL}'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    await pool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [rows.map((row) => row.pid)]);
    await until('the LISTEN backend to be gone', async () => {
      const left = await pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])', [rows.map((row) => row.pid)]);
      return left.rowCount === 0;
    });
  };
  return {
    store,
    appendHeldOpen,
    dropSubscription,
    another: async () => new PostgresEventStore(pool, db.url),
    close: async () => {
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
});

/**
 * Appends on different streams run concurrently: PostgreSQL hands out transaction ids at a transaction's first write
 * and global positions when its events are inserted, so without care an append can hold the lower transaction id and
 * the higher position. It commits first, a reader (which sees only transactions older than every running one) reads
 * it and checkpoints its position, and the other append's event, at a lower position, commits behind the checkpoint.
 */
describe('PostgresEventStore: concurrent appends', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    const orm = await createOrm(db.url);
    await orm.close();
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
    pool.on('error', () => undefined);
    store = new PostgresEventStore(pool, db.url);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  const event = (type: string, id = randomUUID()): NewEvent => ({ id, type, data: {}, metadata: { actorId: null, actorEmail: null, correlationId: id, causationId: id, occurredAt: new Date().toISOString() } });
  /** Resolves once `count` sessions of this database wait for a lock. */
  const lockWaits = async (count: number) => {
    for (;;) {
      const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (rows[0].n >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const readFrom = async (after: number) => {
    const seen: RecordedEvent[] = [];
    for (;;) {
      const page = await store.readAll({ after, limit: 100 });
      if (!page.length) return { seen, after };
      seen.push(...page);
      after = page[page.length - 1].globalPosition;
    }
  };

  it('stores any text as it was given: quotes, backslashes, dollar quotes, Vietnamese, emoji and control characters (jsonb holds no NUL; requests carrying one are refused before)', async () => {
    const texts = [`it's "quoted"`, 'back\\slash \\x00 \\n', '$k9$ and $$ and $k9_tag$', 'Kinh tế vĩ mô 📈', '\u0001\u001f\t\r\n', "'); DROP TABLE events; --", '$k9$'.repeat(50)];
    const stream = `test-${randomUUID()}`;
    const events = texts.map((text) => ({ ...event('Texted'), data: { text, nested: { [text]: [text] } } }));
    await store.appendToStream(stream, events, { expectedVersion: 'no_stream' });
    const stored = await store.readStream(stream);
    expect(stored.map((recorded) => recorded.data)).toEqual(texts.map((text) => ({ text, nested: { [text]: [text] } })));
  });

  it("tells apart what a reader can see now (head) from what is committed (committedHead) while an older transaction is open", async () => {
    const older = await pool.connect();
    try {
      await older.query('BEGIN');
      await older.query('SELECT txid_current()');
      const { position } = await store.appendToStream(`test-${randomUUID()}`, [event('Committed')], { expectedVersion: 'no_stream' });
      // Committed, but not readable while a transaction that began before it is open (a read-your-writes wait must
      // wait for it all the same).
      expect(await store.head()).toBeLessThan(Number(position));
      expect(await store.committedHead()).toBe(Number(position));
      await older.query('ROLLBACK');
      // Readable once no older transaction of this database is open.
      await until('the event to be readable', async () => (await store.head()) >= Number(position));
    } finally {
      await older.query('ROLLBACK').catch(() => undefined);
      older.release();
    }
  });

  it("is not held back by a transaction open in another database (another service's, a dump's)", async () => {
    const elsewhere = new pg.Client({ connectionString: db.url.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
    await elsewhere.connect();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      // Another database's transaction, older than the append: the event is readable at once all the same.
      const { position } = await store.appendToStream(`test-${randomUUID()}`, [event('Committed')], { expectedVersion: 'no_stream' });
      expect(await store.head()).toBeGreaterThanOrEqual(Number(position));
      expect((await store.readAll({ after: Number(position) - 1, limit: 1 })).map((recorded) => recorded.globalPosition)).toEqual([Number(position)]);
    } finally {
      await elsewhere.query('ROLLBACK').catch(() => undefined);
      await elsewhere.end();
    }
  });

  it('never lets a reader pass an event that an append with a later transaction id writes at a lower position', async () => {
    const first = `test-${randomUUID()}`;
    const second = `test-${randomUUID()}`;
    // Read from just after Opened: its own position (head() may still lag behind it while another transaction of this
    // database is open).
    const start = Number((await store.appendToStream(first, [event('Opened')], { expectedVersion: 'no_stream' })).position);
    const rowHolder = await pool.connect();
    const idHolder = await pool.connect();
    try {
      // The first append's stream row is held: it takes its transaction id, then waits before its events get positions.
      await rowHolder.query('BEGIN');
      await rowHolder.query('SELECT 1 FROM streams WHERE stream_id = $1 FOR UPDATE', [first]);
      const firstAppend = store.appendToStream(first, [event('First')], { expectedVersion: 1 });
      await lockWaits(1);
      // The second append's event id is held by an open transaction: it takes a later transaction id and a position,
      // then waits before committing.
      const secondEvent = event('Second');
      await idHolder.query('BEGIN');
      await idHolder.query(`INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata) VALUES ($1, $2, 1, 'Holder', '{}', '{}')`, [
        secondEvent.id,
        `holder-${randomUUID()}`,
      ]);
      const secondAppend = store.appendToStream(second, [secondEvent], { expectedVersion: 'no_stream' });
      await lockWaits(2);
      // The first append goes on, takes the higher position and commits; a reader reads up to where it can.
      await rowHolder.query('ROLLBACK');
      await firstAppend;
      const before = await readFrom(start);
      // The second append commits; the reader goes on from its checkpoint.
      await idHolder.query('ROLLBACK');
      await secondAppend;
      // A reader sees only transactions older than every running one in the whole cluster (another database's open
      // transaction can hold it back a moment): it reads on from its checkpoint until Second shows, which it never
      // would had the checkpoint passed Second's position.
      const after = { seen: [] as RecordedEvent[], after: before.after };
      await until('Second to be readable', async () => {
        const page = await readFrom(after.after);
        after.seen.push(...page.seen);
        after.after = page.after;
        return after.seen.some((e) => e.type === 'Second');
      });
      expect([...before.seen, ...after.seen].map((e) => e.type).sort()).toEqual(['First', 'Second']);
    } finally {
      await rowHolder.query('ROLLBACK').catch(() => undefined);
      await idHolder.query('ROLLBACK').catch(() => undefined);
      rowHolder.release();
      idHolder.release();
    }
  });
});

describe('PostgresEventStore: pages cut by weight', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;
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

  it('stores each event\'s weight as it appends, and weighs rows written before that (no stored weight) when it reads', async () => {
    const weighed = newEvent('Weighed', { text: 'ệ'.repeat(1000) });
    const appended = await store.appendToStream(`weighed-${randomUUID()}`, [weighed], { expectedVersion: 'no_stream' });
    const { rows: stored } = await pool.query<{ size_bytes: number }>('SELECT size_bytes FROM events WHERE global_position = $1', [appended.position]);
    expect(stored[0].size_bytes).toBe(eventBytes(weighed));
    expect(stored[0].size_bytes).toBe(Buffer.byteLength(weighed.type) + Buffer.byteLength(JSON.stringify(weighed.data)) + Buffer.byteLength(JSON.stringify(weighed.metadata)));

    // Three rows of 100 kB as an older release wrote them.
    const legacy = `legacy-${randomUUID()}`;
    await pool.query(`INSERT INTO streams (stream_id, version) VALUES ($1, 3)`, [legacy]);
    await pool.query(
      `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata)
       SELECT gen_random_uuid(), $1, n, 'Old', jsonb_build_object('text', repeat('x', 100000)), '{}'::jsonb FROM generate_series(1, 3) AS n`,
      [legacy],
    );
    await until('the legacy rows to be readable', async () => (await store.readAll({ after: appended.position!, limit: 10, maxBytes: 10_000_000 })).length === 3);
    expect((await store.readAll({ after: appended.position!, limit: 10, maxBytes: 250_000 })).map((e) => e.streamVersion)).toEqual([1, 2]);
  });
});
