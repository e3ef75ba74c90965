import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EventStoreDBClient, FORWARDS, type ReadAllOptions } from '@eventstore/db-client';
import { loadConfig } from '../../config/app-config.js';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { createOrm } from '../database/orm.js';
import { createEventStore } from './create-event-store.js';
import { eventStoreContract, metadata, newEvent } from './event-store.contract.js';
import { EventStoreDbEventStore, StreamTombstonedError } from './eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** Set it (e.g. `esdb://localhost:2113?tls=false`) to run the shared contract suite against a real EventStoreDB/KurrentDB. */
const connectionString = process.env.EVENTSTORE_CONNECTION_STRING?.trim();

describe('EventStoreDB adapter selection', () => {
  it('createEventStore selects EventStoreDB when EVENTSTORE_CONNECTION_STRING is set, PostgreSQL otherwise', async () => {
    // The EventStoreDB constructor does not connect: no server is needed to see which adapter is chosen. PostgreSQL's
    // checks its log's transaction ids first, so it is given a database.
    const db = await createTestDatabase();
    await (await createOrm(db.url)).close();
    const pool = new pg.Pool({ connectionString: db.url });
    const sessionSecret = 'a-session-secret-of-sufficient-length';
    const eventStoreDb = await createEventStore(
      loadConfig({ EVENTSTORE_CONNECTION_STRING: 'esdb://127.0.0.1:2113?tls=false', SESSION_SECRET: sessionSecret }),
      pool,
      db.url,
    );
    const postgres = await createEventStore(loadConfig({ SESSION_SECRET: sessionSecret }), pool, db.url);
    try {
      expect(eventStoreDb).toBeInstanceOf(EventStoreDbEventStore);
      expect(postgres).toBeInstanceOf(PostgresEventStore);
    } finally {
      await eventStoreDb.close();
      await postgres.close();
      await pool.end();
      await db.drop();
    }
  });
});

// Without a server these cases are not registered at all (rather than skipped): only the selection above runs.
if (connectionString) {
  eventStoreContract(
    'eventstoredb',
    async () => {
      const url = connectionString as string;
      const store = EventStoreDbEventStore.fromConnectionString(url);
      // Another API process's store: same server, its own subscription (this process's client is shared, as in production).
      return { store, another: async () => EventStoreDbEventStore.fromConnectionString(url), close: () => store.close() };
    },
    {
      excused: {
        heldOpenTransaction:
          'EventStoreDB assigns $all positions as it commits (gRPC appends hold no transaction open), so no event can commit behind a later position',
        droppedSubscription:
          'not yet: cutting the connection needs a TCP proxy between the client and the server in this harness (issue 26 §2)',
        duplicateEventIdAcrossStreams:
          'documented difference: EventStoreDB checks event ids per stream only, so an id from another stream is written again (PostgreSQL refuses it)',
      },
    },
  );

  /** Server behaviour the shared contract does not cover. */
  describe('EventStoreDB adapter against the server', () => {
    const serverCase = (name: string, fn: () => Promise<unknown>) => it(name, fn);
    let client: EventStoreDBClient;
    let store: EventStoreDbEventStore;
    const stream = () => `test-${randomUUID()}`;
    beforeAll(() => {
      // Its own client, so its reads can be watched; nothing else in this file appends through it.
      client = EventStoreDBClient.connectionString(connectionString as string);
      store = new EventStoreDbEventStore(client);
    });
    afterAll(() => store?.close());

    serverCase('writes $correlationId and $causationId for the server, and reads the metadata back as written', async () => {
      const id = stream();
      const meta = metadata({ jobId: 'j-1' });
      await store.appendToStream(id, [{ ...newEvent(), metadata: meta }], { expectedVersion: 'no_stream' });
      const raw = [];
      for await (const resolved of client.readStream(id, { direction: FORWARDS })) raw.push(resolved);
      expect(raw[0].event?.metadata).toMatchObject({ ...meta, $correlationId: meta.correlationId, $causationId: meta.causationId });
      expect((await store.readStream(id))[0].metadata).toEqual(meta);
    });

    serverCase('answers a tombstoned stream with StreamTombstonedError on read and append', async () => {
      const id = stream();
      await store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' });
      await client.tombstoneStream(id);
      await expect(store.readStream(id)).rejects.toBeInstanceOf(StreamTombstonedError);
      await expect(store.appendToStream(id, [newEvent()], { expectedVersion: 'any' })).rejects.toBeInstanceOf(StreamTombstonedError);
      await expect(store.appendToStream(id, [], { expectedVersion: 'any' })).rejects.toMatchObject({ code: 'STREAM_DELETED' });
    });

    serverCase('reads a run of system events after the last domain event once, not on every poll', async () => {
      const id = stream();
      const { position } = await store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' });
      // Each stream-metadata write is a `$metadata` event in $all.
      for (let i = 0; i < 5; i++) await client.setStreamMetadata(id, { customData: { i } });
      const after = position as number;
      expect(await store.readAll({ after, limit: 10 })).toEqual([]);
      expect(await store.head()).toBe(after);
      const reads = jest.spyOn(client, 'readAll');
      try {
        expect(await store.readAll({ after, limit: 10 })).toEqual([]);
        const from = (reads.mock.calls[0][0] as ReadAllOptions).fromPosition;
        expect(typeof from === 'object' && from.commit > BigInt(after)).toBe(true);
        expect(await store.head()).toBe(after);
        expect(reads).toHaveBeenCalledTimes(2);
      } finally {
        reads.mockRestore();
      }
    });
  });
}
