import { describe, expect, it } from '@jest/globals';
import { eventStoreDbServer } from './eventstoredb-server.js';

describe('the EventStoreDB server recorded with checkpoints', () => {
  it('is the hosts of the connection, whatever their order, credentials, default port or settings', () => {
    const server = 'esdb://node-a:2113,node-b:2113';
    expect(eventStoreDbServer('esdb://node-a:2113,node-b:2113?tls=false')).toBe(server);
    expect(eventStoreDbServer('esdb://admin:changeit@Node-B,node-a:2113/?tls=true&keepAliveInterval=10000')).toBe(server);
    expect(eventStoreDbServer('esdb+discover://cluster.k9.internal?tls=false')).toBe('esdb+discover://cluster.k9.internal:2113');
  });

  it('tells other hosts apart', () => {
    expect(eventStoreDbServer('esdb://eventstoredb:2113?tls=false')).not.toBe(eventStoreDbServer('esdb://eventstoredb-restored:2113?tls=false'));
    expect(eventStoreDbServer('esdb://eventstoredb:2113')).not.toBe(eventStoreDbServer('esdb://eventstoredb:2114'));
  });
});
