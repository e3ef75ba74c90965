/** The port an EventStoreDB/KurrentDB connection string means when it names none. */
const DEFAULT_PORT = 2113;

/** EventStoreDB's scheme and KurrentDB's names for the same protocol (the same server renamed), each with `+discover`. */
const SCHEME_ALIASES = ['esdb', 'kurrentdb', 'kurrent', 'kdb'];

const LOG_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** scheme, credentials, hosts, path, settings. */
const PARTS = /^([a-z+]+):\/\/([^@/?]*@)?([^/?]*)(?:\/([^?]*))?(\?.*)?$/i;

export type EventStoreDbConnection = {
  /**
   * What the client is given: EventStoreDB's `esdb` scheme as KurrentDB's `kurrentdb` (the client takes both, and
   * warns on every client built with `esdb`), without the log name, which is this API's and not the client's.
   */
  clientConnectionString: string;
  /**
   * The log within the server that the connection string's path names (`esdb://host:2113/staging?tls=false`), as
   * DATABASE_URL's path names a database: this API's streams are stored as `staging/<stream>` and it reads no others.
   * Null without a path: the whole server is this API's log.
   */
  log: string | null;
  /** The server, as eventStoreDbServer names it. */
  server: string;
};

/** What the API takes from EVENTSTORE_CONNECTION_STRING; throws when its path is not a usable log name. */
export function parseEventStoreDbConnection(connectionString: string): EventStoreDbConnection {
  const trimmed = connectionString.trim();
  const match = PARTS.exec(trimmed);
  if (!match) return { clientConnectionString: trimmed, log: null, server: trimmed };
  const [, scheme, credentials = '', hosts, path = '', settings = ''] = match;
  const log = path.replace(/^\/+|\/+$/g, '') || null;
  if (log !== null && !LOG_NAME.test(log)) {
    throw new Error(`EVENTSTORE_CONNECTION_STRING: the log name after the hosts must be 1-64 letters, digits, '_', '.' or '-', got "${log}"`);
  }
  const clientScheme = scheme.replace(/^esdb(?=\+discover$|$)/i, 'kurrentdb');
  return { clientConnectionString: `${clientScheme}://${credentials}${hosts}${settings}`, log, server: serverOf(scheme, hosts, log) };
}

/**
 * What the API can tell of the EventStoreDB/KurrentDB server it reads: the hosts its connection string names, recorded
 * with projection checkpoints. The client protocol gives no identity of the data that outlives a restart: gossip lists
 * nodes (instance ids, addresses, states), server features give a version, and epochs change at every election. So a
 * server is its hosts, in any order, each with its port, without credentials or settings (`?tls=false` is not another
 * server), written with the `esdb` scheme whichever alias names it (`kurrentdb://` is the same server), and the log
 * within it when the path names one. The same hosts holding other data (a wiped or restored server) are not told
 * apart: docs/operations.md.
 */
export function eventStoreDbServer(connectionString: string): string {
  return parseEventStoreDbConnection(connectionString).server;
}

function serverOf(scheme: string, hostList: string, log: string | null): string {
  const [name, discover = ''] = scheme.toLowerCase().split(/(?=\+)/);
  const canonical = `${SCHEME_ALIASES.includes(name) ? 'esdb' : name}${discover}`;
  const hosts = hostList
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
    .map((host) => (/:\d+$/.test(host) ? host : `${host}:${DEFAULT_PORT}`))
    .sort();
  return `${canonical}://${hosts.join(',')}${log === null ? '' : `/${log}`}`;
}
