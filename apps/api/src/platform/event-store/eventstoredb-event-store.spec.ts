import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Duplex, PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamDeletedError as EsdbStreamDeletedError,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  jsonEvent,
  type AppendStreamState,
  type EventData,
  type Filter,
  type Position,
  type ReadPosition,
  type ReadRevision,
} from '@kurrent/kurrentdb-client';
import { DomainError, WrongExpectedVersionError } from '@k9/domain';
import { eventStoreContract, metadata, newEvent } from './event-store.contract.js';
import {
  EventStoreDbEventStore,
  EventStoreReadTimeoutError,
  StreamTombstonedError,
  fromCurrentRevision,
  fromServerMetadata,
  toStreamState,
  toStreamVersion,
} from './eventstoredb-event-store.js';

/**
 * A hand-written stand-in for the few KurrentDBClient methods the adapter calls, following the server's rules:
 * 0-based revisions, commit positions in $all (commit = prepare for gRPC appends), forwards reads of $all include
 * the start position and backwards reads exclude it, a missing stream fails reads with StreamNotFoundError, a
 * tombstoned one fails reads and appends with StreamDeletedError, and a retried append with the same event ids at the
 * same expected revision answers with what was stored.
 */
type Stored = {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  isJson: boolean;
  created: Date;
  position: Position;
};

type AppendOptions = { streamState?: AppendStreamState };
type ReadStreamOptions = { fromRevision?: ReadRevision; direction?: string; maxCount?: number | bigint };
type ReadAllOptions = { fromPosition?: ReadPosition; direction?: string; maxCount?: number | bigint };

class FakeSubscription extends EventEmitter {
  readonly unsubscribe = jest.fn(async () => undefined);
  constructor(readonly options: { fromPosition?: ReadPosition; filter?: Filter }) {
    super();
  }
}

class FakeEventStoreDb {
  readonly log: Stored[] = [];
  readonly appendCalls: Array<{ streamName: string; events: EventData[]; options: AppendOptions }> = [];
  readonly readAllCalls: ReadAllOptions[] = [];
  readonly readStreamCalls: Array<{ streamName: string; options: ReadStreamOptions }> = [];
  readonly subscriptions: FakeSubscription[] = [];
  readonly dispose = jest.fn(async () => undefined);
  /** Hard-deleted streams (client.tombstoneStream). */
  readonly tombstoned = new Set<string>();
  /** Answers appends without a position, as servers may for an idempotent retry. */
  omitPosition = false;
  /** Answers appends with { success: false } instead of throwing (a client built with throwOnAppendFailure: false). */
  failInsteadOfThrow = false;
  private nextPosition = 1_000n;

  /** Writes events directly, as the server itself or another client would. */
  store(streamId: string, events: Array<{ type: string; data?: unknown; metadata?: unknown; isJson?: boolean; id?: string }>): Stored[] {
    const current = this.revisionOf(streamId);
    const written = events.map((event, index): Stored => {
      const position = this.nextPosition;
      this.nextPosition += 137n;
      return {
        streamId,
        id: event.id ?? randomUUID(),
        revision: (current ?? -1n) + BigInt(index + 1),
        type: event.type,
        data: event.data ?? {},
        metadata: event.metadata,
        isJson: event.isJson ?? true,
        created: new Date('2026-11-21T08:00:00.000Z'),
        position: { commit: position, prepare: position },
      };
    });
    this.log.push(...written);
    for (const subscription of this.subscriptions) {
      const regex = subscription.options.filter && 'regex' in subscription.options.filter ? new RegExp(subscription.options.filter.regex) : null;
      for (const event of written) if (!regex || regex.test(event.type)) subscription.emit('data', this.resolved(event));
    }
    return written;
  }

  revisionOf(streamId: string): bigint | undefined {
    return this.log.filter((event) => event.streamId === streamId).at(-1)?.revision;
  }

  resolved(event: Stored) {
    const { position, ...rest } = event;
    return { event: { ...rest, position }, commitPosition: position.commit };
  }

  async appendToStream(streamName: string, events: EventData | EventData[], options: AppendOptions = {}) {
    const list = Array.isArray(events) ? events : [events];
    this.appendCalls.push({ streamName, events: list, options });
    if (this.tombstoned.has(streamName)) throw new EsdbStreamDeletedError(undefined, streamName);
    const expected = options.streamState ?? ANY;
    const inStream = this.log.filter((event) => event.streamId === streamName);
    const start =
      expected === NO_STREAM ? 0 : typeof expected === 'bigint' ? Number(expected) + 1 : inStream.findIndex((event) => event.id === list[0].id);
    const already = start >= 0 ? inStream.slice(start, start + list.length) : [];
    if (already.length === list.length && already.every((event, index) => event.id === list[index].id)) {
      const last = already[already.length - 1];
      return { success: true, nextExpectedRevision: last.revision, position: this.omitPosition ? undefined : last.position };
    }
    const current = this.revisionOf(streamName);
    const ok = expected === ANY || (expected === NO_STREAM ? current === undefined : current === expected);
    if (!ok) {
      if (this.failInsteadOfThrow) return { success: false, nextExpectedRevision: 1n, position: undefined };
      throw new EsdbWrongExpectedVersionError(undefined, { streamName, expected, current: current ?? NO_STREAM });
    }
    const written = this.store(
      streamName,
      list.map((event) => ({ id: event.id, type: event.type, data: event.data, metadata: event.metadata, isJson: event.contentType === 'application/json' })),
    );
    const last = written[written.length - 1];
    return { success: true, nextExpectedRevision: last.revision, position: this.omitPosition ? undefined : last.position };
  }

  readStream(streamName: string, options: ReadStreamOptions = {}) {
    this.readStreamCalls.push({ streamName, options });
    const { fromRevision = START, direction = FORWARDS, maxCount = Number.MAX_SAFE_INTEGER } = options;
    const stored = this.log.filter((event) => event.streamId === streamName);
    const tombstoned = this.tombstoned.has(streamName);
    return (async function* (fake: FakeEventStoreDb) {
      if (tombstoned) throw new EsdbStreamDeletedError(undefined, streamName);
      if (!stored.length) throw new StreamNotFoundError(undefined, streamName);
      let events = direction === BACKWARDS ? [...stored].reverse() : stored;
      if (typeof fromRevision === 'bigint') {
        events = events.filter((event) => (direction === BACKWARDS ? event.revision <= fromRevision : event.revision >= fromRevision));
      }
      for (const event of events.slice(0, Number(maxCount))) yield fake.resolved(event);
    })(this);
  }

  readAll(options: ReadAllOptions = {}) {
    this.readAllCalls.push(options);
    const { fromPosition = START, direction = FORWARDS, maxCount = Number.MAX_SAFE_INTEGER } = options;
    let events = direction === BACKWARDS ? [...this.log].reverse() : [...this.log];
    if (typeof fromPosition === 'object') {
      events = events.filter((event) =>
        direction === BACKWARDS ? event.position.commit < fromPosition.commit : event.position.commit >= fromPosition.commit,
      );
    }
    return (async function* (fake: FakeEventStoreDb) {
      for (const event of events.slice(0, Number(maxCount))) yield fake.resolved(event);
    })(this);
  }

  subscribeToAll(options: { fromPosition?: ReadPosition; filter?: Filter } = {}) {
    const subscription = new FakeSubscription(options);
    this.subscriptions.push(subscription);
    subscription.unsubscribe.mockImplementation(async () => {
      this.subscriptions.splice(this.subscriptions.indexOf(subscription), 1);
    });
    queueMicrotask(() => subscription.emit('confirmation'));
    return subscription;
  }
}


// The shared contract against the fake client: the adapter's own rules (size caps, pages, versions) hold without a
// server; eventstoredb-event-store.int-spec.ts runs it against a real one when EVENTSTORE_CONNECTION_STRING is set.
eventStoreContract(
  'eventstoredb (fake client)',
  async () => {
    const fake = new FakeEventStoreDb();
    const store = new EventStoreDbEventStore(fake as unknown as KurrentDBClient);
    return {
      store,
      another: async () => new EventStoreDbEventStore(fake as unknown as KurrentDBClient, { release: async () => undefined }),
      // The connection is cut: every live subscription fails, and the server forgets it.
      dropSubscription: async () => {
        for (const subscription of fake.subscriptions.splice(0)) subscription.emit('error', new UnavailableError(undefined, 'connection cut'));
      },
      close: () => store.close(),
    };
  },
  {
    excused: {
      heldOpenTransaction: 'EventStoreDB assigns $all positions as it commits: no event can commit behind a later position',
      duplicateEventIdAcrossStreams: 'documented difference: EventStoreDB checks event ids per stream only',
    },
  },
);

const setup = () => {
  const fake = new FakeEventStoreDb();
  const store = new EventStoreDbEventStore(fake as unknown as KurrentDBClient);
  return { fake, store };
};

describe('EventStoreDbEventStore: version mapping', () => {
  it('maps expected versions to 0-based revisions', () => {
    expect(toStreamState('any')).toBe(ANY);
    expect(toStreamState('no_stream')).toBe(NO_STREAM);
    expect(toStreamState(0)).toBe(NO_STREAM);
    expect(toStreamState(1)).toBe(0n);
    expect(toStreamState(42)).toBe(41n);
    expect(() => toStreamState(-1)).toThrow(RangeError);
    expect(() => toStreamState(1.5)).toThrow(RangeError);
  });

  it('maps revisions back to 1-based versions', () => {
    expect(toStreamVersion(0n)).toBe(1);
    expect(toStreamVersion(9n)).toBe(10);
    expect(fromCurrentRevision(4n)).toBe(5);
    expect(fromCurrentRevision(NO_STREAM)).toBe(0);
    expect(fromCurrentRevision(-1n)).toBe(0);
    expect(fromCurrentRevision(undefined)).toBeNull();
  });

  it('sends each expected version to the server as the matching revision', async () => {
    const { fake, store } = setup();
    const id = `s-${randomUUID()}`;
    await store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' });
    await store.appendToStream(id, [newEvent()], { expectedVersion: 1 });
    await store.appendToStream(id, [newEvent()], { expectedVersion: 'any' });
    const other = `s-${randomUUID()}`;
    await store.appendToStream(other, [newEvent()], { expectedVersion: 0 });
    expect(fake.appendCalls.map((call) => call.options.streamState)).toEqual([NO_STREAM, 0n, ANY, NO_STREAM]);
  });

  it('appends JSON events with our ids, data and metadata, and answers with 1-based versions and the last commit position', async () => {
    const { fake, store } = setup();
    const id = `s-${randomUUID()}`;
    const events = [newEvent('A', { text: 'Xin chào', nested: { list: [1, 2] } }), newEvent('B', { ok: true })];
    const result = await store.appendToStream(id, events, { expectedVersion: 'no_stream' });
    const sent = fake.appendCalls[0].events;
    expect(sent.map((event) => [event.id, event.type, event.contentType])).toEqual([
      [events[0].id, 'A', 'application/json'],
      [events[1].id, 'B', 'application/json'],
    ]);
    expect(sent[0].data).toEqual(events[0].data);
    // The server's by-correlation projection reads the `$` names; ours stay as they are.
    expect(sent[0].metadata).toEqual({ ...events[0].metadata, $correlationId: events[0].metadata.correlationId, $causationId: events[0].metadata.causationId });
    const stored = fake.log.filter((event) => event.streamId === id);
    expect(result).toEqual({ nextExpectedVersion: 2, position: Number(stored[1].position.commit) });

    const read = await store.readStream(id);
    expect(read.map((event) => [event.id, event.type, event.streamVersion, event.globalPosition])).toEqual([
      [events[0].id, 'A', 1, Number(stored[0].position.commit)],
      [events[1].id, 'B', 2, Number(stored[1].position.commit)],
    ]);
    expect(read[0].data).toEqual({ text: 'Xin chào', nested: { list: [1, 2] } });
    expect(read[0].metadata).toEqual(events[0].metadata);
    expect(read[0].createdAt).toBe('2026-11-21T08:00:00.000Z');
    expect(read[0].streamId).toBe(id);
  });

  it('reads the tail after a stream version from the matching revision', async () => {
    const { fake, store } = setup();
    const id = `s-${randomUUID()}`;
    await store.appendToStream(id, [newEvent('A'), newEvent('B'), newEvent('C')], { expectedVersion: 'no_stream' });
    const tail = await store.readStream(id, { afterVersion: 2 });
    expect(fake.readStreamCalls.at(-1)?.options).toMatchObject({ fromRevision: 2n, direction: FORWARDS });
    expect(tail.map((event) => [event.type, event.streamVersion])).toEqual([['C', 3]]);
  });

  it('answers a retried batch with what was stored, and writes it once', async () => {
    const { fake, store } = setup();
    const id = `s-${randomUUID()}`;
    const batch = [newEvent(), newEvent()];
    const first = await store.appendToStream(id, batch, { expectedVersion: 'no_stream' });
    expect(await store.appendToStream(id, batch, { expectedVersion: 'no_stream' })).toEqual(first);
    expect(await store.appendToStream(id, batch, { expectedVersion: 'any' })).toEqual(first);
    expect(fake.log).toHaveLength(2);
  });

  it('retries an append once with the same event ids when the connection fails, and the server writes it once', async () => {
    const { fake, store } = setup();
    const id = `s-${randomUUID()}`;
    const batch = [newEvent(), newEvent()];
    const written = fake.appendToStream.bind(fake);
    // The first attempt reaches the server, but its answer is lost to a transport error.
    jest.spyOn(fake, 'appendToStream').mockImplementationOnce(async (...args) => {
      await written(...args);
      throw new UnavailableError(undefined, 'connection reset');
    });
    const result = await store.appendToStream(id, batch, { expectedVersion: 'no_stream' });
    expect(fake.appendCalls.map((call) => call.events.map((event) => event.id))).toEqual([batch.map((e) => e.id), batch.map((e) => e.id)]);
    expect(fake.log.filter((event) => event.streamId === id).map((event) => event.id)).toEqual(batch.map((e) => e.id));
    expect(result).toEqual({ nextExpectedVersion: 2, position: Number(fake.log.at(-1)!.position.commit) });
  });

  it('does not retry an append the server refused, nor one that fails twice', async () => {
    const { fake, store } = setup();
    const id = `s-${randomUUID()}`;
    await store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' });
    await expect(store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(fake.appendCalls).toHaveLength(2);
    jest.spyOn(fake, 'appendToStream').mockRejectedValue(new UnavailableError(undefined, 'server down'));
    await expect(store.appendToStream(id, [newEvent()], { expectedVersion: 1 })).rejects.toBeInstanceOf(UnavailableError);
    expect(fake.appendToStream).toHaveBeenCalledTimes(2);
  });

  it('looks the position up when the write result carries none', async () => {
    const { fake, store } = setup();
    const id = `s-${randomUUID()}`;
    fake.store(id, [{ type: 'Before' }]);
    fake.omitPosition = true;
    const result = await store.appendToStream(id, [newEvent(), newEvent()], { expectedVersion: 1 });
    const last = fake.log[fake.log.length - 1];
    expect(result).toEqual({ nextExpectedVersion: 3, position: Number(last.position.commit) });
    expect(fake.readStreamCalls.at(-1)?.options).toMatchObject({ fromRevision: 2n, maxCount: 1 });
  });
});

describe('EventStoreDbEventStore: conflicts', () => {
  it('maps the server conflict to ours with the 1-based actual version', async () => {
    const { store } = setup();
    const id = `s-${randomUUID()}`;
    await store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' });
    const conflict = store.appendToStream(id, [newEvent()], { expectedVersion: 5 });
    await expect(conflict).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(store.appendToStream(id, [newEvent()], { expectedVersion: 5 })).rejects.toMatchObject({
      code: 'WRONG_EXPECTED_VERSION',
      streamId: id,
      expected: 5,
      actual: 1,
    });
    await expect(store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' })).rejects.toMatchObject({ expected: 'no_stream', actual: 1 });
  });

  it('reports actual 0 when the stream does not exist', async () => {
    const { store } = setup();
    const id = `s-${randomUUID()}`;
    await expect(store.appendToStream(id, [newEvent()], { expectedVersion: 3 })).rejects.toMatchObject({ streamId: id, expected: 3, actual: 0 });
  });

  it('reads the actual version when the client answers a conflict without throwing', async () => {
    const { fake, store } = setup();
    const id = `s-${randomUUID()}`;
    fake.store(id, [{ type: 'A' }, { type: 'B' }]);
    fake.failInsteadOfThrow = true;
    await expect(store.appendToStream(id, [newEvent()], { expectedVersion: 1 })).rejects.toMatchObject({ expected: 1, actual: 2 });
  });

  it('passes other server errors through unchanged', async () => {
    const { fake, store } = setup();
    const failure = new Error('unavailable');
    jest.spyOn(fake, 'appendToStream').mockRejectedValueOnce(failure);
    await expect(store.appendToStream('s', [newEvent()], { expectedVersion: 'any' })).rejects.toBe(failure);
  });
});

describe('EventStoreDbEventStore: zero-event append', () => {
  it('checks the expected version against the last revision and writes nothing', async () => {
    const { fake, store } = setup();
    const id = `s-${randomUUID()}`;
    fake.store(id, [{ type: 'A' }]);
    expect(await store.appendToStream(id, [], { expectedVersion: 1 })).toEqual({ nextExpectedVersion: 1, position: null });
    expect(await store.appendToStream(id, [], { expectedVersion: 'any' })).toEqual({ nextExpectedVersion: 1, position: null });
    expect(fake.readStreamCalls.at(-1)?.options).toMatchObject({ fromRevision: END, direction: BACKWARDS, maxCount: 1 });
    await expect(store.appendToStream(id, [], { expectedVersion: 2 })).rejects.toMatchObject({ expected: 2, actual: 1 });
    await expect(store.appendToStream(id, [], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(fake.appendCalls).toEqual([]);
    expect(fake.log).toHaveLength(1);
  });

  it('treats a missing stream as version 0', async () => {
    const { store } = setup();
    expect(await store.appendToStream('missing', [], { expectedVersion: 'no_stream' })).toEqual({ nextExpectedVersion: 0, position: null });
    expect(await store.appendToStream('missing', [], { expectedVersion: 0 })).toEqual({ nextExpectedVersion: 0, position: null });
    await expect(store.appendToStream('missing', [], { expectedVersion: 1 })).rejects.toMatchObject({ actual: 0 });
  });
});

describe('EventStoreDbEventStore: reading', () => {
  it('returns [] for a stream that does not exist', async () => {
    const { store } = setup();
    expect(await store.readStream(`s-${randomUUID()}`)).toEqual([]);
  });

  it('decodes JSON data and metadata that arrive as bytes', async () => {
    const { fake, store } = setup();
    const meta = metadata({ jobId: 'j-1' });
    fake.store('bytes', [
      { type: 'Raw', data: new TextEncoder().encode('{"a":1}'), metadata: new TextEncoder().encode(JSON.stringify(meta)), isJson: false },
    ]);
    const [event] = await store.readStream('bytes');
    expect(event.data).toEqual({ a: 1 });
    expect(event.metadata).toEqual(meta);
  });

  it('reads $all from the start without system events, with positions as numbers', async () => {
    const { fake, store } = setup();
    fake.store('$$$settings', [{ type: '$metadata' }]);
    fake.store('a', [{ type: 'A1' }]);
    fake.store('$projections-$all', [{ type: '$ProjectionsInitialized' }]);
    fake.store('b', [{ type: 'B1' }, { type: 'B2' }]);
    const events = await store.readAll({ after: 0, limit: 10 });
    expect(fake.readAllCalls[0]).toMatchObject({ fromPosition: START, direction: FORWARDS });
    expect(events.map((event) => [event.streamId, event.type, event.streamVersion])).toEqual([
      ['a', 'A1', 1],
      ['b', 'B1', 1],
      ['b', 'B2', 2],
    ]);
    const userEvents = fake.log.filter((event) => !event.type.startsWith('$'));
    expect(events.map((event) => event.globalPosition)).toEqual(userEvents.map((event) => Number(event.position.commit)));
    expect(events.every((event) => Number.isSafeInteger(event.globalPosition))).toBe(true);
  });

  it('reads after a position from that position, skipping the event at it', async () => {
    const { fake, store } = setup();
    fake.store('a', [{ type: 'A1' }, { type: 'A2' }, { type: 'A3' }]);
    const [first, second, third] = fake.log;
    const after = Number(first.position.commit);
    const events = await store.readAll({ after, limit: 10 });
    expect(fake.readAllCalls[0].fromPosition).toEqual({ commit: BigInt(after), prepare: BigInt(after) });
    expect(events.map((event) => event.id)).toEqual([second.id, third.id]);
    expect(await store.readAll({ after: Number(third.position.commit), limit: 10 })).toEqual([]);
  });

  it('pages through runs of system events until it has `limit` events or reaches the end', async () => {
    const { fake, store } = setup();
    fake.store('a', [{ type: 'A1' }]);
    fake.store('$stats-127.0.0.1:2113', Array.from({ length: 7 }, () => ({ type: '$statsCollected' })));
    fake.store('b', [{ type: 'B1' }, { type: 'B2' }]);
    const page = await store.readAll({ after: 0, limit: 2 });
    expect(page.map((event) => event.type)).toEqual(['A1', 'B1']);
    expect(fake.readAllCalls.length).toBeGreaterThan(1);
    expect(fake.readAllCalls.every((call) => call.maxCount === 3)).toBe(true);
    const rest = await store.readAll({ after: page[1].globalPosition, limit: 2 });
    expect(rest.map((event) => event.type)).toEqual(['B2']);
    expect(await store.readAll({ after: 0, limit: 0 })).toEqual([]);
  });

  it('gives the head as the last non-system event, 0 when there is none', async () => {
    const { fake, store } = setup();
    expect(await store.head()).toBe(0);
    fake.store('$$$settings', [{ type: '$metadata' }]);
    expect(await store.head()).toBe(0);
    fake.store('a', [{ type: 'A1' }, { type: 'A2' }]);
    const last = fake.log[fake.log.length - 1];
    fake.store('$stats-node', Array.from({ length: 40 }, () => ({ type: '$statsCollected' })));
    expect(await store.head()).toBe(Number(last.position.commit));
    expect(fake.readAllCalls[0]).toMatchObject({ fromPosition: END, direction: BACKWARDS });
  });
});

describe('EventStoreDbEventStore: subscriptions and lifecycle', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('subscribes to $all from the end without system events, wakes at once on its own appends and on others\' through the subscription', async () => {
    const { fake, store } = setup();
    const onAppended = jest.fn();
    const unsubscribe = await store.subscribe(onAppended);
    const [subscription] = fake.subscriptions;
    expect(subscription.options.fromPosition).toBe(END);
    expect(subscription.options.filter).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
    await store.appendToStream('a', [newEvent()], { expectedVersion: 'no_stream' });
    expect(onAppended).toHaveBeenCalledTimes(1);
    subscription.emit('data', fake.resolved({ ...fake.log[0], type: '$metadata' }));
    expect(onAppended).toHaveBeenCalledTimes(1);
    // Another process's event arrives only through the subscription.
    subscription.emit('data', fake.resolved({ ...fake.log[0], id: randomUUID() }));
    expect(onAppended).toHaveBeenCalledTimes(2);
    await unsubscribe();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    await store.appendToStream('a', [newEvent()], { expectedVersion: 1 });
    expect(onAppended).toHaveBeenCalledTimes(2);
  });

  it('subscribes again after the subscription drops', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const { fake, store } = setup();
    const onAppended = jest.fn();
    const unsubscribe = await store.subscribe(onAppended);
    fake.subscriptions[0].emit('error', new Error('connection lost'));
    fake.subscriptions.splice(0, 1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fake.subscriptions).toHaveLength(1);
    // Woken once the new subscription is up (for what may have been appended meanwhile), then by its own append.
    expect(onAppended).toHaveBeenCalledTimes(1);
    await store.appendToStream('a', [newEvent()], { expectedVersion: 'no_stream' });
    expect(onAppended).toHaveBeenCalledTimes(2);
    await unsubscribe();
    expect(fake.subscriptions).toHaveLength(0);
  });

  it('ends its subscriptions and disposes the client on close', async () => {
    const { fake, store } = setup();
    await store.subscribe(() => undefined);
    await store.subscribe(() => undefined);
    const subscriptions = [...fake.subscriptions];
    await store.close();
    subscriptions.forEach((subscription) => expect(subscription.unsubscribe).toHaveBeenCalled());
    expect(fake.dispose).toHaveBeenCalled();
  });

  it('builds a client from a connection string without connecting', async () => {
    const store = EventStoreDbEventStore.fromConnectionString('esdb://127.0.0.1:1?tls=false');
    expect(store).toBeInstanceOf(EventStoreDbEventStore);
    await store.close();
  });
});

describe('EventStoreDbEventStore: subscriptions the server ends', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it.each(['end', 'close'])('subscribes again after the server ends the subscription with %s, and wakes the listener once it is back', async (event) => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const { fake, store } = setup();
    const onAppended = jest.fn();
    const unsubscribe = await store.subscribe(onAppended);
    const [first] = fake.subscriptions;
    fake.subscriptions.splice(0, 1);
    first.emit(event);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fake.subscriptions).toHaveLength(1);
    // What other processes appended while no subscription was open is read by the woken runners.
    expect(onAppended).toHaveBeenCalledTimes(1);
    // Another process's append arrives through the new subscription.
    fake.store('b', [{ type: 'B1' }]);
    expect(onAppended).toHaveBeenCalledTimes(2);
    await unsubscribe();
    expect(fake.subscriptions).toHaveLength(0);
  });

  it('subscribes again once, not once per event, when a failure is followed by end and close', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const { fake, store } = setup();
    const unsubscribe = await store.subscribe(() => undefined);
    const [first] = fake.subscriptions;
    fake.subscriptions.splice(0, 1);
    first.emit('error', new Error('connection lost'));
    first.emit('end');
    first.emit('close');
    await jest.advanceTimersByTimeAsync(5000);
    expect(fake.subscriptions).toHaveLength(1);
    await unsubscribe();
  });

  it('does not subscribe again when the subscription ends because it was unsubscribed or the store closed', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const { fake, store } = setup();
    const unsubscribe = await store.subscribe(() => undefined);
    const [first] = fake.subscriptions;
    await unsubscribe();
    first.emit('end');
    first.emit('close');
    await store.subscribe(() => undefined);
    const [second] = fake.subscriptions;
    await store.close();
    second.emit('close');
    await jest.advanceTimersByTimeAsync(5000);
    expect(fake.subscriptions).toHaveLength(0);
  });
});

describe('EventStoreDbEventStore: system events are scanned once', () => {
  it('starts the next read after a run of system events it already scanned past the last event', async () => {
    const { fake, store } = setup();
    fake.store('a', [{ type: 'A1' }]);
    fake.store('$stats-node', Array.from({ length: 7 }, () => ({ type: '$statsCollected' })));
    const [a1] = fake.log;
    const after = Number(a1.position.commit);
    expect(await store.readAll({ after, limit: 2 })).toEqual([]);
    expect(fake.readAllCalls.length).toBeGreaterThan(1);

    // Every poll and wake after that reads from the end of the run: one request, no system event read again.
    const endOfRun = fake.log[fake.log.length - 1];
    fake.readAllCalls.length = 0;
    expect(await store.readAll({ after, limit: 2 })).toEqual([]);
    expect(fake.readAllCalls).toEqual([expect.objectContaining({ fromPosition: endOfRun.position })]);

    // More system events, then a domain event: found, and only the new part is read.
    fake.store('$stats-node', [{ type: '$statsCollected' }]);
    const [b1] = fake.store('b', [{ type: 'B1' }]);
    fake.store('$stats-node', [{ type: '$statsCollected' }, { type: '$statsCollected' }]);
    fake.readAllCalls.length = 0;
    expect((await store.readAll({ after, limit: 10 })).map((event) => event.id)).toEqual([b1.id]);
    expect(fake.readAllCalls).toEqual([expect.objectContaining({ fromPosition: endOfRun.position })]);
    // The run after the event returned is remembered under that event's position.
    fake.readAllCalls.length = 0;
    expect(await store.readAll({ after: Number(b1.position.commit), limit: 10 })).toEqual([]);
    expect(fake.readAllCalls).toEqual([expect.objectContaining({ fromPosition: fake.log[fake.log.length - 1].position })]);
  });

  it('remembers a run of system events from the start of the log', async () => {
    const { fake, store } = setup();
    fake.store('$$$settings', Array.from({ length: 5 }, () => ({ type: '$metadata' })));
    expect(await store.readAll({ after: 0, limit: 2 })).toEqual([]);
    fake.readAllCalls.length = 0;
    const [a1] = fake.store('a', [{ type: 'A1' }]);
    expect((await store.readAll({ after: 0, limit: 2 })).map((event) => event.id)).toEqual([a1.id]);
    expect(fake.readAllCalls).toEqual([expect.objectContaining({ fromPosition: fake.log[4].position })]);
  });

  it('finds the head again without reading back through the system events it already passed', async () => {
    const { fake, store } = setup();
    fake.store('a', [{ type: 'A1' }]);
    fake.store('$stats-node', Array.from({ length: 40 }, () => ({ type: '$statsCollected' })));
    const head = Number(fake.log[0].position.commit);
    expect(await store.head()).toBe(head);
    expect(fake.readAllCalls).toHaveLength(2);
    fake.readAllCalls.length = 0;
    fake.store('$stats-node', Array.from({ length: 3 }, () => ({ type: '$statsCollected' })));
    expect(await store.head()).toBe(head);
    expect(fake.readAllCalls).toHaveLength(1);
    const [b1] = fake.store('b', [{ type: 'B1' }]);
    expect(await store.head()).toBe(Number(b1.position.commit));
  });
});

describe('EventStoreDbEventStore: read deadline', () => {
  /** A read that never answers, as on a stalled connection: a real Readable with the client's cancel(). */
  const stalledRead = () => Object.assign(new PassThrough({ objectMode: true }), { cancel: jest.fn(async () => undefined) });

  it('fails a read that does not finish within the deadline, cancelling its call', async () => {
    const fake = new FakeEventStoreDb();
    const store = new EventStoreDbEventStore(fake as unknown as KurrentDBClient, { readDeadlineMs: 50 });
    const read = stalledRead();
    jest.spyOn(fake, 'readAll').mockReturnValue(read as never);
    const started = Date.now();
    await expect(store.head()).rejects.toBeInstanceOf(EventStoreReadTimeoutError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(read.cancel).toHaveBeenCalled();
    expect(read.destroyed).toBe(true);

    const streamRead = stalledRead();
    jest.spyOn(fake, 'readStream').mockReturnValue(streamRead as never);
    await expect(store.readStream('s')).rejects.toMatchObject({ code: 'EVENT_STORE_READ_TIMEOUT', operation: 'readStream', deadlineMs: 50 });
    expect(streamRead.cancel).toHaveBeenCalled();
  });

  it('fails a read the client gives as a generator that does not answer in time, and ends the generator', async () => {
    const fake = new FakeEventStoreDb();
    const store = new EventStoreDbEventStore(fake as unknown as KurrentDBClient, { readDeadlineMs: 50 });
    let answer: () => void = () => undefined;
    let ended = false;
    // As the client's Rust-backed reads: an async generator, here waiting for a server that answers late, then not again.
    const stalled = (async function* () {
      try {
        await new Promise<void>((resolve) => (answer = resolve));
        yield {};
        await new Promise(() => undefined);
      } finally {
        ended = true;
      }
    })();
    jest.spyOn(fake, 'readAll').mockReturnValue(stalled as never);
    await expect(store.readAll({ after: 0, limit: 10 })).rejects.toMatchObject({ code: 'EVENT_STORE_READ_TIMEOUT', operation: 'readAll' });
    // Once the server's late answer comes, the generator is ended rather than read on (and left waiting for more).
    answer();
    for (let i = 0; i < 10 && !ended; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toBe(true);
  });

  it('reads normally well within the deadline', async () => {
    const fake = new FakeEventStoreDb();
    const store = new EventStoreDbEventStore(fake as unknown as KurrentDBClient, { readDeadlineMs: 50 });
    fake.store('a', [{ type: 'A1' }]);
    expect(await store.readAll({ after: 0, limit: 10 })).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});

describe('EventStoreDbEventStore: a log within the server', () => {
  /** Two stores on one server, each keeping its own log, and the server's own events between theirs. */
  const twoLogs = () => {
    const fake = new FakeEventStoreDb();
    const [staging, tests] = ['staging', 'tests'].map((log) => new EventStoreDbEventStore(fake as unknown as KurrentDBClient, { log, release: async () => undefined }));
    return { fake, staging, tests };
  };

  it('stores its streams under its log name and reads them back under ours', async () => {
    const { fake, staging, tests } = twoLogs();
    const event = newEvent('A');
    expect(await staging.appendToStream('user-1', [event], { expectedVersion: 'no_stream' })).toMatchObject({ nextExpectedVersion: 1 });
    // The other log's stream of the same name is another stream.
    expect(await tests.appendToStream('user-1', [newEvent('B')], { expectedVersion: 'no_stream' })).toMatchObject({ nextExpectedVersion: 1 });
    expect(fake.log.map((stored) => stored.streamId)).toEqual(['staging/user-1', 'tests/user-1']);
    expect((await staging.readStream('user-1')).map((read) => [read.streamId, read.id, read.type])).toEqual([['user-1', event.id, 'A']]);
    await expect(staging.appendToStream('user-1', [newEvent()], { expectedVersion: 'no_stream' })).rejects.toMatchObject({ streamId: 'user-1', actual: 1 });
    expect(await staging.appendToStream('user-1', [], { expectedVersion: 1 })).toEqual({ nextExpectedVersion: 1, position: null });
  });

  it("reads $all and finds its head without the other log's events or the server's", async () => {
    const { fake, staging, tests } = twoLogs();
    const [mine] = fake.store('staging/user-1', [{ type: 'A1' }]);
    fake.store('tests/user-1', [{ type: 'B1' }, { type: 'B2' }]);
    fake.store('$$staging/user-1', [{ type: '$metadata' }]);
    const [last] = fake.store('staging/setting-x', [{ type: 'A2' }]);
    fake.store('tests/user-2', Array.from({ length: 40 }, () => ({ type: 'B3' })));
    expect((await staging.readAll({ after: 0, limit: 10 })).map((event) => [event.streamId, event.type])).toEqual([
      ['user-1', 'A1'],
      ['setting-x', 'A2'],
    ]);
    expect(await staging.readAll({ after: Number(last.position.commit), limit: 10 })).toEqual([]);
    expect(await staging.head()).toBe(Number(last.position.commit));
    expect(await staging.readAll({ after: 0, limit: 1 })).toEqual([expect.objectContaining({ id: mine.id, streamId: 'user-1' })]);
    expect((await tests.readAll({ after: 0, limit: 100 })).map((event) => event.type)).toEqual(['B1', 'B2', ...Array.from({ length: 40 }, () => 'B3')]);
  });

  it("wakes its subscribers for its own log's events only", async () => {
    const { fake, staging } = twoLogs();
    const onAppended = jest.fn();
    const unsubscribe = await staging.subscribe(onAppended);
    fake.store('tests/user-1', [{ type: 'B1' }]);
    expect(onAppended).not.toHaveBeenCalled();
    fake.store('staging/user-1', [{ type: 'A1' }]);
    expect(onAppended).toHaveBeenCalledTimes(1);
    await unsubscribe();
  });
});

describe('EventStoreDbEventStore: differences from the PostgreSQL store', () => {
  it('answers a tombstoned stream with a typed 404 error on read, append and zero-event append', async () => {
    const { fake, store } = setup();
    fake.store('gone', [{ type: 'A1' }]);
    fake.tombstoned.add('gone');
    await expect(store.readStream('gone')).rejects.toBeInstanceOf(StreamTombstonedError);
    await expect(store.appendToStream('gone', [newEvent()], { expectedVersion: 'any' })).rejects.toMatchObject({
      code: 'STREAM_DELETED',
      kind: 'not_found',
      streamId: 'gone',
    });
    const zero = store.appendToStream('gone', [], { expectedVersion: 'any' });
    await expect(zero).rejects.toBeInstanceOf(DomainError);
    await expect(store.appendToStream('gone', [], { expectedVersion: 'any' })).rejects.toBeInstanceOf(StreamTombstonedError);
  });

  it('writes an event id already stored in another stream again (ids are unique per stream in EventStoreDB)', async () => {
    const { fake, store } = setup();
    const event = newEvent();
    await store.appendToStream('one', [event], { expectedVersion: 'no_stream' });
    await store.appendToStream('two', [event], { expectedVersion: 'no_stream' });
    expect(fake.log.map((stored) => [stored.streamId, stored.id])).toEqual([
      ['one', event.id],
      ['two', event.id],
    ]);
  });

  it('reads metadata written by other clients with only the server\'s $correlationId/$causationId under our names', async () => {
    const { fake, store } = setup();
    fake.store('other', [{ type: 'A1', metadata: { $correlationId: 'c-1', $causationId: 'k-1', actorId: null } }]);
    const [event] = await store.readStream('other');
    expect(event.metadata).toEqual({ correlationId: 'c-1', causationId: 'k-1', actorId: null });
    expect(fromServerMetadata(undefined)).toEqual({});
    expect(fromServerMetadata('text')).toBe('text');
  });
});

describe('EventStoreDbEventStore: one client per connection string', () => {
  it('shares one client among the stores of a connection string, and disposes it when the last one closes', async () => {
    const fake = new FakeEventStoreDb();
    const connect = jest.spyOn(KurrentDBClient, 'connectionString').mockReturnValue(fake as never);
    try {
      const connectionString = `esdb://shared-${randomUUID()}:2113?tls=false`;
      const first = EventStoreDbEventStore.fromConnectionString(connectionString);
      const second = EventStoreDbEventStore.fromConnectionString(connectionString);
      expect(connect).toHaveBeenCalledTimes(1);
      await first.close();
      await first.close();
      expect(fake.dispose).not.toHaveBeenCalled();
      expect(await second.appendToStream('a', [newEvent()], { expectedVersion: 'no_stream' })).toMatchObject({ nextExpectedVersion: 1 });
      await second.close();
      expect(fake.dispose).toHaveBeenCalledTimes(1);
      const third = EventStoreDbEventStore.fromConnectionString(connectionString);
      expect(connect).toHaveBeenCalledTimes(2);
      await third.close();
      expect(fake.dispose).toHaveBeenCalledTimes(2);
    } finally {
      connect.mockRestore();
    }
  });

  it('gives the client esdb:// as kurrentdb:// (the client warns on esdb), without the log name, and records the server with its log', async () => {
    const fake = new FakeEventStoreDb();
    const connect = jest.spyOn(KurrentDBClient, 'connectionString').mockReturnValue(fake as never);
    try {
      const host = `named-${randomUUID()}`;
      const store = EventStoreDbEventStore.fromConnectionString(`esdb://${host}:2113/staging?tls=false`);
      const discovered = EventStoreDbEventStore.fromConnectionString(`esdb+discover://${host}:2113?tls=false`);
      const kurrent = EventStoreDbEventStore.fromConnectionString(`kurrentdb://${host}:2113?tls=false`);
      expect(connect.mock.calls.map(([given]) => given)).toEqual([
        `kurrentdb://${host}:2113?tls=false`,
        `kurrentdb+discover://${host}:2113?tls=false`,
        `kurrentdb://${host}:2113?tls=false`,
      ]);
      expect(await store.server()).toBe(`esdb://${host}:2113/staging`);
      expect(await kurrent.server()).toBe(`esdb://${host}:2113`);
      await store.appendToStream('user-1', [newEvent()], { expectedVersion: 'no_stream' });
      expect(fake.log.map((event) => event.streamId)).toEqual(['staging/user-1']);
      await Promise.all([store.close(), discovered.close(), kurrent.close()]);
      expect(() => EventStoreDbEventStore.fromConnectionString(`esdb://${host}:2113/a/b?tls=false`)).toThrow(/log name/);
    } finally {
      connect.mockRestore();
    }
  });
});

/**
 * @eventstore/db-client 6.2.1 kept one map of pending batch appends per process; this adapter guarded against it until
 * the move to @kurrent/kurrentdb-client. These cases hold the installed client to the upstream fix (its PR #523), on
 * fake gRPC batch-append calls: if they fail, the guard is needed again.
 */
describe('The installed client: a batch-append call that fails', () => {
  type Request = { getCorrelationId: () => unknown };
  /** The client's batch-append calls, each a fake: what it was sent, and the call itself. */
  const fakeBatchAppends = (client: KurrentDBClient) => {
    const calls: Array<{ call: Duplex; sent: Request[] }> = [];
    const grpcClient = {
      batchAppend: () => {
        const sent: Request[] = [];
        const call = new Duplex({
          objectMode: true,
          read() {},
          write(chunk: Request, _encoding, done) {
            sent.push(chunk);
            done();
          },
        });
        calls.push({ call, sent });
        return call;
      },
    };
    // The server supports batch appends; the gRPC client the library asks for is this fake.
    Object.assign(client, { supports: async () => true, getGRPCClient: async () => grpcClient });
    return calls;
  };
  const success = (request: Request) => ({
    getCorrelationId: () => request.getCorrelationId(),
    hasError: () => false,
    getSuccess: () => ({ getCurrentRevision: () => '0', getPosition: () => undefined }),
  });
  const settled = (append: Promise<unknown>) => append.then(() => 'appended', (error: Error) => error.message);
  /** Waits until `count` appends have been sent over the calls `of` lists. */
  const sentAll = async (of: () => Array<{ sent: Request[] }>, count: number) => {
    const sent = () => of().reduce((sum, call) => sum + call.sent.length, 0);
    for (let i = 0; i < 100 && sent() < count; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(sent()).toBe(count);
  };
  const clients: KurrentDBClient[] = [];
  const client = () => {
    const made = KurrentDBClient.connectionString('kurrentdb://127.0.0.1:1?tls=false');
    clients.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((made) => made.dispose()));
  });

  it("rejects only that call's appends: another client's append in flight still gets its answer", async () => {
    const [one, other] = [client(), client()];
    const [oneCalls, otherCalls] = [fakeBatchAppends(one), fakeBatchAppends(other)];
    const failing = settled(one.appendToStream('a', jsonEvent({ type: 'A', data: {} })));
    const answered = settled(other.appendToStream('b', jsonEvent({ type: 'B', data: {} })));
    await sentAll(() => [...oneCalls, ...otherCalls], 2);
    oneCalls[0].call.emit('error', new Error('transport failure'));
    otherCalls[0].call.emit('data', success(otherCalls[0].sent[0]));
    expect(await failing).toBe('transport failure');
    expect(await answered).toBe('appended');
  });

  it('drops a reply that arrives after its call failed, instead of throwing it out of the gRPC stream', async () => {
    const one = client();
    const calls = fakeBatchAppends(one);
    const appends = ['a', 'b'].map((streamId) => settled(one.appendToStream(streamId, jsonEvent({ type: 'A', data: {} }))));
    await sentAll(() => calls, 2);
    // One batch-append call carries both appends (the client caches it per gRPC client): the failure rejects both.
    expect(calls).toHaveLength(1);
    calls[0].call.emit('error', new Error('transport failure'));
    expect(await Promise.all(appends)).toEqual(['transport failure', 'transport failure']);
    expect(() => calls[0].call.emit('data', success(calls[0].sent[0]))).not.toThrow();
  });
});

describe('EventStoreDbEventStore: pages bounded by bytes', () => {
  it('weighs events as they arrive and ends the read at the budget, so the rest of a page of large events is never pulled', async () => {
    const { fake, store } = setup();
    fake.store('heavy', Array.from({ length: 50 }, () => ({ type: 'Heavy', data: { text: 'x'.repeat(100_000) } })));
    let pulled = 0;
    const readAll = fake.readAll.bind(fake);
    fake.readAll = (options) => {
      const read = readAll(options);
      return (async function* () {
        for await (const item of read) {
          pulled++;
          yield item;
        }
      })() as ReturnType<typeof readAll>;
    };
    const page = await store.readAll({ after: 0, limit: 1000, maxBytes: 250_000 });
    expect(page).toHaveLength(2);
    // The two events, and the third that passed the budget: not the page of 1,001 the read asked for.
    expect(pulled).toBe(3);
  });

  it('refuses an append over the caps it was given, sending nothing to the server', async () => {
    const fake = new FakeEventStoreDb();
    const store = new EventStoreDbEventStore(fake as unknown as KurrentDBClient, { limits: { eventMaxBytes: 2_000, appendMaxBytes: 3_000 } });
    await expect(store.appendToStream('s', [newEvent('Big', { text: 'x'.repeat(2_000) })], { expectedVersion: 'any' })).rejects.toMatchObject({ code: 'EVENT_TOO_LARGE', scope: 'event' });
    const medium = () => newEvent('Medium', { text: 'x'.repeat(1_000) });
    await expect(store.appendToStream('s', [medium(), medium(), medium()], { expectedVersion: 'any' })).rejects.toMatchObject({ code: 'EVENT_TOO_LARGE', scope: 'append' });
    expect(fake.appendCalls).toEqual([]);
  });
});
