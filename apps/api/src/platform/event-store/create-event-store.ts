import type pg from 'pg';
import type { EventStore } from '@k9/domain';
import type { AppConfig } from '../../config/app-config.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** PostgreSQL unless EVENTSTORE_CONNECTION_STRING names an EventStoreDB/KurrentDB. */
export function createEventStore(config: AppConfig, pool: pg.Pool, databaseUrl: string): EventStore {
  if (config.eventStoreConnectionString) return EventStoreDbEventStore.fromConnectionString(config.eventStoreConnectionString);
  return new PostgresEventStore(pool, databaseUrl);
}
