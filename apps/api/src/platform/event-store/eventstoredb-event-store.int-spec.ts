import pg from 'pg';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { createEventStore } from './create-event-store.js';
import { eventStoreContract } from './event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** Set it (e.g. `esdb://localhost:2113?tls=false`) to run the shared contract suite against a real EventStoreDB/KurrentDB. */
const connectionString = process.env.EVENTSTORE_CONNECTION_STRING?.trim();

describe('EventStoreDB adapter selection', () => {
  const name = connectionString
    ? 'createEventStore selects EventStoreDB when EVENTSTORE_CONNECTION_STRING is set, PostgreSQL otherwise'
    : 'EVENTSTORE_CONNECTION_STRING is not set, so the EventStoreDB contract suite does not run here; createEventStore selects EventStoreDB when it is set, PostgreSQL otherwise';
  it(name, async () => {
    // Neither constructor connects: no server is needed to see which adapter is chosen.
    const databaseUrl = 'postgres://unused:unused@127.0.0.1:1/unused';
    const pool = new pg.Pool({ connectionString: databaseUrl });
    const sessionSecret = 'a-session-secret-of-sufficient-length';
    const eventStoreDb = createEventStore(
      loadConfig({ EVENTSTORE_CONNECTION_STRING: 'esdb://127.0.0.1:2113?tls=false', SESSION_SECRET: sessionSecret }),
      pool,
      databaseUrl,
    );
    const postgres = createEventStore(loadConfig({ SESSION_SECRET: sessionSecret }), pool, databaseUrl);
    try {
      expect(eventStoreDb).toBeInstanceOf(EventStoreDbEventStore);
      expect(postgres).toBeInstanceOf(PostgresEventStore);
    } finally {
      await eventStoreDb.close();
      await postgres.close();
      await pool.end();
    }
  });
});

if (connectionString) {
  eventStoreContract('eventstoredb', async () => {
    const store = EventStoreDbEventStore.fromConnectionString(connectionString);
    return { store, close: () => store.close() };
  });
}
