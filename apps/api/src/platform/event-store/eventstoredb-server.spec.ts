import { describe, expect, it } from '@jest/globals';
import { eventStoreDbServer, parseEventStoreDbConnection } from './eventstoredb-server.js';

describe('the EventStoreDB server recorded with checkpoints', () => {
  it('is the hosts of the connection, whatever their order, credentials, default port or settings', () => {
    const server = 'esdb://node-a:2113,node-b:2113';
    expect(eventStoreDbServer('esdb://node-a:2113,node-b:2113?tls=false')).toBe(server);
    expect(eventStoreDbServer('esdb://admin:changeit@Node-B,node-a:2113/?tls=true&keepAliveInterval=10000')).toBe(server);
    expect(eventStoreDbServer('esdb+discover://cluster.k9.internal?tls=false')).toBe('esdb+discover://cluster.k9.internal:2113');
  });

  it("is the same server under KurrentDB's names for the scheme", () => {
    expect(eventStoreDbServer('kurrentdb://node-a:2113,node-b?tls=false')).toBe('esdb://node-a:2113,node-b:2113');
    expect(eventStoreDbServer('kurrent://node-a:2113')).toBe('esdb://node-a:2113');
    expect(eventStoreDbServer('kdb+discover://cluster.k9.internal')).toBe('esdb+discover://cluster.k9.internal:2113');
    expect(eventStoreDbServer('kurrentdb+discover://cluster.k9.internal:2113')).toBe('esdb+discover://cluster.k9.internal:2113');
  });

  it('tells other hosts apart, and other logs on the same hosts', () => {
    expect(eventStoreDbServer('esdb://eventstoredb:2113?tls=false')).not.toBe(eventStoreDbServer('esdb://eventstoredb-restored:2113?tls=false'));
    expect(eventStoreDbServer('esdb://eventstoredb:2113')).not.toBe(eventStoreDbServer('esdb://eventstoredb:2114'));
    expect(eventStoreDbServer('esdb://eventstoredb:2113/staging?tls=false')).toBe('esdb://eventstoredb:2113/staging');
    expect(eventStoreDbServer('esdb://eventstoredb:2113/staging')).not.toBe(eventStoreDbServer('esdb://eventstoredb:2113/tests'));
  });
});

describe('the connection string as the API reads it', () => {
  it('gives the client the kurrentdb scheme for esdb, and the string without the log name', () => {
    expect(parseEventStoreDbConnection('esdb://admin:changeit@node-a:2113,node-b:2113/staging?tls=false')).toEqual({
      clientConnectionString: 'kurrentdb://admin:changeit@node-a:2113,node-b:2113?tls=false',
      log: 'staging',
      server: 'esdb://node-a:2113,node-b:2113/staging',
    });
    expect(parseEventStoreDbConnection(' esdb+discover://cluster/?tls=false ')).toMatchObject({ clientConnectionString: 'kurrentdb+discover://cluster?tls=false', log: null });
    expect(parseEventStoreDbConnection('kdb://node-a:2113')).toMatchObject({ clientConnectionString: 'kdb://node-a:2113', log: null });
  });

  it('refuses a log name that is not one word of letters, digits, _, . or -', () => {
    expect(() => parseEventStoreDbConnection('esdb://node-a:2113/a/b?tls=false')).toThrow(/log name/);
    expect(() => parseEventStoreDbConnection('esdb://node-a:2113/trường?tls=false')).toThrow(/log name/);
    expect(parseEventStoreDbConnection('esdb://node-a:2113/k9_t-1.a/').log).toBe('k9_t-1.a');
  });
});
