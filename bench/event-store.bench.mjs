// The PostgreSQL event store's three figures, each printed once per design it measured (docs/operations.md compares
// them): append_batch100_events_per_s (one writer, batches of 100), append_single_events_per_s (8 writers, different
// streams) and command_to_visible_p95_ms (an append until a reader of the log has read it, while 4 other writers append).
//
// - transaction-ordered-positions: the product's store (apps/api/.../postgres-event-store.ts): no lock, positions
//   numbered by transaction id, read in position order up to the oldest running transaction of the database;
// - transaction-ordered-simple-query: the same rule, each append sent as one simple query (BEGIN; SET LOCAL
//   lock_timeout; the statement with literals; COMMIT) as the product did before its appends became prepared statements;
// - whole-append-lock: the design before it, one advisory lock held across every append's insert (bench-only);
// - pair-cursor: Emmett's, no lock, read by (transaction_id, global_position) below the snapshot's xmin (bench-only).
// The bench-only designs reuse the product's statements and change only what the design changes.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createOrm } from '../apps/api/dist/platform/database/orm.js';
import { APPEND, PostgresEventStore } from '../apps/api/dist/platform/event-store/postgres-event-store.js';
import { print, printPercentile } from './harness.mjs';

const metadata = () => ({ actorId: 'bench', actorEmail: 'bench@k9.local', correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString() });
const event = (i) => ({ id: randomUUID(), type: 'SettingSaved', data: { settingId: 's', type: 'TAG1_OPTIONS', ownerId: null, setting: [{ value: `v${i}`, label: `Nhãn số ${i}` }] }, metadata: metadata() });

const LOCK = 7_239_001;

/** A string as a dollar-quoted literal, with a tag its text does not contain. */
function dollarQuoted(value) {
  let tag = 'k9';
  while (value.includes(`$${tag}$`)) tag = `k9_${randomUUID().replace(/-/g, '')}`;
  return `$${tag}$${value}$${tag}$`;
}

/** A store whose append runs `wrap(statement)`, the product's statement with its values as literals, in a transaction of its own (bench-only designs). */
class VariantStore extends PostgresEventStore {
  constructor(pool, url, wrap) {
    super(pool, url);
    this.wrap = wrap;
  }

  async appendInOneTransaction(kind, values) {
    const statement = APPEND[kind];
    const literals = values.map((value) => (typeof value === 'string' ? dollarQuoted(value) : String(value)));
    const text = statement.replace(/\$(\d)/g, (_, n) => literals[Number(n) - 1]);
    const client = await this.pool.connect();
    try {
      const results = await client.query(this.wrap(text));
      return results.find((result) => result.command === 'SELECT' && result.fields.some((field) => field.name === 'position')).rows[0];
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/** Reads the log from a cursor until it has read the event `id`. */
const positionReader = (store) => {
  let after = 0;
  return async (id) => {
    for (;;) {
      const page = await store.readAll({ after, limit: 500 });
      if (page.length) after = page[page.length - 1].globalPosition;
      if (page.some((e) => e.id === id)) return;
      if (!page.length) await new Promise((resolve) => setTimeout(resolve, 1));
    }
  };
};

const pairReader = (pool) => {
  let after = ['0', '0'];
  return async (id) => {
    for (;;) {
      const { rows } = await pool.query(
        // The same columns as the product's page, so that both readers carry the same rows.
        `SELECT transaction_id::text AS tx, global_position::text AS pos, event_id, stream_id, stream_version, type, data, metadata, created_at FROM events
         WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY transaction_id, global_position LIMIT 500`,
        after,
      );
      if (rows.length) after = [rows[rows.length - 1].tx, rows[rows.length - 1].pos];
      if (rows.some((row) => row.event_id === id)) return;
      if (!rows.length) await new Promise((resolve) => setTimeout(resolve, 1));
    }
  };
};

const DESIGNS = [
  { name: 'transaction-ordered-positions', store: (pool, url) => new PostgresEventStore(pool, url), reader: (store) => positionReader(store) },
  {
    // The product's append until this wave's second pass: the same statement with its values as literals, sent as one
    // simple query with the transaction and lock_timeout around it (no prepared plan).
    name: 'transaction-ordered-simple-query',
    store: (pool, url) => new VariantStore(pool, url, (text) => `BEGIN; SET LOCAL lock_timeout = '3s'; ${text}; COMMIT`),
    reader: (store) => positionReader(store),
  },
  {
    name: 'whole-append-lock',
    store: (pool, url) => new VariantStore(pool, url, (text) => `BEGIN; SELECT pg_advisory_lock(${LOCK}); ${text}; SELECT pg_advisory_unlock(${LOCK}); COMMIT`),
    reader: (store) => positionReader(store),
  },
  {
    name: 'pair-cursor',
    store: (pool, url) => new VariantStore(pool, url, (text) => `BEGIN; ${text}; COMMIT`),
    reader: (_store, pool) => pairReader(pool),
  },
];

async function benchDesign(services, design) {
  const url = await services.freshDatabase();
  await (await createOrm(url)).close();
  const pool = new pg.Pool({ connectionString: url, max: 14 });
  const store = design.store(pool, url);
  const note = (what, target) => `design ${design.name}: ${what}; target ${target}`;

  const batches = 300;
  for (let w = 0; w < 20; w++) await store.appendToStream(`warm-${w}`, Array.from({ length: 100 }, (_, i) => event(i)), { expectedVersion: 'no_stream' });
  let started = performance.now();
  for (let b = 0; b < batches; b++) {
    await store.appendToStream(`batch-${b}`, Array.from({ length: 100 }, (_, i) => event(i)), { expectedVersion: 'no_stream' });
  }
  const batchRate = (batches * 100) / ((performance.now() - started) / 1000);
  print('append_batch100_events_per_s', Math.round(batchRate), 'events/s', note(`${batches} batches of 100, one writer`, '>= 50000'));

  const writers = 8;
  const perWriter = 750;
  started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const stream = `single-${w}-${randomUUID()}`;
      for (let i = 0; i < perWriter; i++) await store.appendToStream(stream, [event(i)], { expectedVersion: i === 0 ? 'no_stream' : i });
    }),
  );
  const singleRate = (writers * perWriter) / ((performance.now() - started) / 1000);
  print('append_single_events_per_s', Math.round(singleRate), 'events/s', note(`${writers} concurrent writers, different streams`, '>= 4500'));

  // A reader caught up with the log, then 250 appends (50 of warm-up) each followed until the reader has read it.
  const read = design.reader(store, pool);
  const caughtUp = event(0);
  await store.appendToStream(`visible-${randomUUID()}`, [caughtUp], { expectedVersion: 'no_stream' });
  await read(caughtUp.id);
  let loading = true;
  const load = Array.from({ length: 4 }, async (_, w) => {
    const stream = `load-${w}-${randomUUID()}`;
    for (let i = 0; loading; i++) await store.appendToStream(stream, [event(i)], { expectedVersion: i === 0 ? 'no_stream' : i });
  });
  const latencies = [];
  const stream = `visible-${randomUUID()}`;
  for (let i = 0; i < 250; i++) {
    const appended = event(i);
    const begun = performance.now();
    await store.appendToStream(stream, [appended], { expectedVersion: i === 0 ? 'no_stream' : i });
    await read(appended.id);
    if (i >= 50) latencies.push(performance.now() - begun);
  }
  loading = false;
  await Promise.all(load);
  printPercentile('command_to_visible_p95_ms', latencies, { what: `design ${design.name}: an append until a reader of the log read it, 4 other writers appending`, target: '<= 15' });
  await store.close();
  await pool.end();
}

/** A fresh process and a fresh server are slower at first (JIT, caches): the first design measured must not pay for it. */
async function warmUp(services) {
  const url = await services.freshDatabase();
  await (await createOrm(url)).close();
  const pool = new pg.Pool({ connectionString: url, max: 14 });
  const store = new PostgresEventStore(pool, url);
  for (let b = 0; b < 100; b++) await store.appendToStream(`warm-${b}`, Array.from({ length: 100 }, (_, i) => event(i)), { expectedVersion: 'no_stream' });
  await Promise.all(Array.from({ length: 8 }, async (_, w) => {
    for (let i = 0; i < 200; i++) await store.appendToStream(`warm-single-${w}`, [event(i)], { expectedVersion: i === 0 ? 'no_stream' : i });
  }));
  await store.close();
  await pool.end();
}

export async function benchEventStore(services) {
  await warmUp(services);
  // By default the product's design and the one it replaced (a bench group stays within 150 s); EVENT_STORE_DESIGN=all
  // measures all four, EVENT_STORE_DESIGN=<name> one.
  const only = process.env.EVENT_STORE_DESIGN ?? 'default';
  const chosen = only === 'all' ? DESIGNS : only === 'default' ? DESIGNS.slice(0, 2) : DESIGNS.filter((d) => d.name === only);
  for (const design of chosen) await benchDesign(services, design);
}
