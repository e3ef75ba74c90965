import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { FORWARDS, KurrentDBClient, type ReadAllOptions } from '@kurrent/kurrentdb-client';
import { loadConfig } from '../../config/app-config.js';
import { inLog } from '../../../test/helpers/event-store-harness.js';
import { startTcpProxy } from '../../../test/helpers/tcp-proxy.js';
import { createTestDatabase } from '../../../test/helpers/test-database.js';
import { createOrm } from '../database/orm.js';
import { createEventStore } from './create-event-store.js';
import { eventStoreContract, metadata, newEvent } from './event-store.contract.js';
import { EventStoreDbEventStore, StreamTombstonedError } from './eventstoredb-event-store.js';
import { parseEventStoreDbConnection } from './eventstoredb-server.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** Set it (e.g. `esdb://localhost:2113?tls=false`) to run the shared contract suite against a real EventStoreDB/KurrentDB. */
const connectionString = process.env.EVENTSTORE_CONNECTION_STRING?.trim();

/**
 * The one node a connection string names, to put a TCP proxy in front of; null for a cluster (several hosts, or DNS
 * discovery), whose client finds the nodes' own addresses through gossip and would go around the proxy.
 */
function singleNode(url: string): { host: string; port: number } | null {
  const match = /^([a-z]+):\/\/(?:[^@/?]*@)?([^/?,]+)(?:[/?]|$)/i.exec(url);
  if (!match) return null;
  const [host, port] = match[2].split(':');
  return { host, port: port ? Number(port) : 2113 };
}

/**
 * The same connection string through the proxy at `port`. The server's certificate names the server, not 127.0.0.1:
 * with TLS on, the client is told not to check it (this client talks to the test's own proxy only).
 */
function throughProxy(url: string, port: number): string {
  const proxied = url.replace(/^([a-z]+:\/\/(?:[^@/?]*@)?)[^/?,]+/i, `$1127.0.0.1:${port}`);
  if (/[?&]tls=false(&|$)/i.test(proxied)) return proxied;
  return `${proxied}${proxied.includes('?') ? '&' : '?'}tlsVerifyCert=false`;
}

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
  const node = singleNode(connectionString);
  eventStoreContract(
    'eventstoredb',
    async () => {
      const url = connectionString as string;
      // The store under test reaches the server through a proxy that can cut its connections (dropSubscription).
      const proxy = node ? await startTcpProxy(node) : null;
      const store = EventStoreDbEventStore.fromConnectionString(proxy ? throughProxy(url, proxy.port) : url);
      return {
        store,
        // Another API process's store: same server, its own client and subscription, not through the proxy.
        another: async () => EventStoreDbEventStore.fromConnectionString(url),
        ...(proxy && {
          dropSubscription: async () => {
            // The subscription's connection is among those cut: the store must open it again by itself.
            expect(await proxy.cut()).toBeGreaterThan(0);
          },
        }),
        close: async () => {
          await store.close();
          await proxy?.close();
        },
      };
    },
    {
      excused: {
        heldOpenTransaction:
          'EventStoreDB assigns $all positions as it commits (gRPC appends hold no transaction open), so no event can commit behind a later position',
        ...(!node && {
          droppedSubscription:
            "a cluster's connection string: its client reaches the nodes at the addresses gossip gives, around a proxy in front of one; name one node to run this case",
        }),
        duplicateEventIdAcrossStreams:
          'documented difference: EventStoreDB checks event ids per stream only, so an id from another stream is written again (PostgreSQL refuses it)',
      },
    },
  );

  /** Server behaviour the shared contract does not cover. */
  describe('EventStoreDB adapter against the server', () => {
    const serverCase = (name: string, fn: () => Promise<unknown>) => it(name, fn);
    let client: KurrentDBClient;
    let store: EventStoreDbEventStore;
    const stream = () => `test-${randomUUID()}`;
    beforeAll(() => {
      // Its own client, so its reads can be watched; nothing else in this file appends through it.
      client = KurrentDBClient.connectionString(parseEventStoreDbConnection(connectionString as string).clientConnectionString);
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

    serverCase("keeps a named log's streams apart: each store reads, heads and wakes for its own log only", async () => {
      const [oneLog, otherLog] = [`one-${randomUUID().slice(0, 8)}`, `other-${randomUUID().slice(0, 8)}`];
      const [one, other] = [oneLog, otherLog].map((log) => EventStoreDbEventStore.fromConnectionString(inLog(connectionString as string, log)));
      try {
        let woken = 0;
        const unsubscribe = await one.subscribe(() => woken++);
        const id = stream();
        const mine = newEvent('Mine');
        const { position } = await one.appendToStream(id, [mine], { expectedVersion: 'no_stream' });
        await other.appendToStream(id, [newEvent('Theirs')], { expectedVersion: 'no_stream' });
        expect((await one.readStream(id)).map((event) => [event.streamId, event.id])).toEqual([[id, mine.id]]);
        expect((await one.readAll({ after: 0, limit: 10 })).map((event) => event.id)).toEqual([mine.id]);
        expect(await one.head()).toBe(position);
        // Its own append woke it at once; the other log's append, which the server sends it too, does not.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(woken).toBe(1);
        await unsubscribe();
        const stored = [];
        for await (const resolved of client.readStream(`${oneLog}/${id}`)) stored.push(resolved.event?.id);
        expect(stored).toEqual([mine.id]);
      } finally {
        await Promise.all([one.close(), other.close()]);
      }
    });
  });
}
