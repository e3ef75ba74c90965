/** The port an EventStoreDB/KurrentDB connection string means when it names none. */
const DEFAULT_PORT = 2113;

/**
 * What the API can tell of the EventStoreDB/KurrentDB server it reads: the hosts its connection string names, recorded
 * with projection checkpoints. The client protocol gives no identity of the data that outlives a restart: gossip lists
 * nodes (instance ids, addresses, states), server features give a version, and epochs change at every election. So a
 * server is its hosts, in any order, each with its port, without credentials or settings (`?tls=false` is not another
 * server). The same hosts holding other data (a wiped or restored server) are not told apart: docs/operations.md.
 */
export function eventStoreDbServer(connectionString: string): string {
  const match = /^([a-z+]+):\/\/(?:[^@/?]*@)?([^/?]*)/i.exec(connectionString.trim());
  if (!match) return connectionString.trim();
  const hosts = match[2]
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
    .map((host) => (/:\d+$/.test(host) ? host : `${host}:${DEFAULT_PORT}`))
    .sort();
  return `${match[1].toLowerCase()}://${hosts.join(',')}`;
}
