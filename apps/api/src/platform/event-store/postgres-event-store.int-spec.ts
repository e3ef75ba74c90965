import pg from 'pg';
import type { NewEvent } from '@k9/domain';
import { createOrm } from '../database/orm.js';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { eventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

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
  return {
    store,
    appendHeldOpen,
    another: async () => new PostgresEventStore(pool, db.url),
    close: async () => {
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
});
