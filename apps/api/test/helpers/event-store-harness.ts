import { randomUUID } from 'node:crypto';

/** An event store the app-level int-specs run on, as the environment startTestApp is given. */
export type EventStoreHarness = {
  name: 'postgres' | 'eventstoredb';
  /**
   * The environment of an app with a log of its own: PostgreSQL's is its test database's (nothing to add);
   * EventStoreDB's a log of its own on the server (a named log: EventStoreDbEventStore), since every app of a run,
   * and every run before it, shares that server. A second instance of the same app is given the same environment.
   */
  newLog: () => Record<string, string>;
};

/** `connectionString` with its path naming `log` (any log it named already is replaced). */
export const inLog = (connectionString: string, log: string): string =>
  connectionString.replace(/^([a-z+]+:\/\/(?:[^@/?]*@)?[^/?]*)(?:\/[^?]*)?/i, `$1/${log}`);

const eventStoreDb = process.env.EVENTSTORE_CONNECTION_STRING?.trim();

/**
 * PostgreSQL always; EventStoreDB too where EVENTSTORE_CONNECTION_STRING names a server (`npm test` says at its end
 * when it did not run). The app's own configuration never reads that variable in a test: startTestApp's environment
 * is what the harness gives.
 */
export const EVENT_STORE_HARNESSES: EventStoreHarness[] = [
  { name: 'postgres', newLog: () => ({}) },
  ...(eventStoreDb
    ? [{ name: 'eventstoredb' as const, newLog: () => ({ EVENTSTORE_CONNECTION_STRING: inLog(eventStoreDb, `k9-test-${randomUUID().slice(0, 8)}`) }) }]
    : []),
];
