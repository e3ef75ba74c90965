import type pg from 'pg';
import type { EventStore } from '@k9/domain';
import type { AppConfig } from '../../config/app-config.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { assertLogWrittenHere } from './transaction-ids.js';

/**
 * PostgreSQL unless EVENTSTORE_CONNECTION_STRING names an EventStoreDB/KurrentDB (`esdb://` or `kurrentdb://`, its
 * path naming a log within the server if it has one); either refuses events over the configured sizes. PostgreSQL's
 * is refused while its log holds rows another cluster wrote (assertLogWrittenHere).
 */
export async function createEventStore(config: AppConfig, pool: pg.Pool, databaseUrl: string): Promise<EventStore> {
  const limits = { eventMaxBytes: config.eventMaxBytes, appendMaxBytes: config.appendMaxBytes };
  if (config.eventStoreConnectionString) return EventStoreDbEventStore.fromConnectionString(config.eventStoreConnectionString, { limits });
  await assertLogWrittenHere(pool);
  return new PostgresEventStore(pool, databaseUrl, limits);
}
