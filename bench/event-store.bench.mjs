// append_batch100_events_per_s (one writer, batches of 100) and append_single_events_per_s (8 writers, different streams).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createOrm } from '../apps/api/dist/platform/database/orm.js';
import { PostgresEventStore } from '../apps/api/dist/platform/event-store/postgres-event-store.js';
import { print } from './harness.mjs';

const metadata = () => ({ actorId: 'bench', actorEmail: 'bench@k9.local', correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString() });
const event = (i) => ({ id: randomUUID(), type: 'SettingSaved', data: { settingId: 's', type: 'TAG1_OPTIONS', ownerId: null, setting: [{ value: `v${i}`, label: `Nhãn số ${i}` }] }, metadata: metadata() });

export async function benchEventStore(services) {
  const url = await services.freshDatabase();
  await (await createOrm(url)).close();
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const store = new PostgresEventStore(pool, url);

  const batches = 300;
  for (let w = 0; w < 20; w++) await store.appendToStream(`warm-${w}`, Array.from({ length: 100 }, (_, i) => event(i)), { expectedVersion: 'no_stream' });
  let started = performance.now();
  for (let b = 0; b < batches; b++) {
    await store.appendToStream(`batch-${b}`, Array.from({ length: 100 }, (_, i) => event(i)), { expectedVersion: 'no_stream' });
  }
  const batchRate = (batches * 100) / ((performance.now() - started) / 1000);
  print('append_batch100_events_per_s', Math.round(batchRate), 'events/s', `${batches} batches of 100, one writer; target >= 10000`);

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
  print('append_single_events_per_s', Math.round(singleRate), 'events/s', `${writers} concurrent writers, different streams; target >= 1500`);
  await store.close();
  await pool.end();
}
