import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_EVENT_SIZE_LIMITS,
  DuplicateEventIdError,
  EventTooLargeError,
  eventBytes,
  WrongExpectedVersionError,
  type EventMetadata,
  type EventStore,
  type NewEvent,
} from '@k9/domain';

export type ContractHarness = {
  store: EventStore;
  /** Appends events in a transaction that takes its global positions first but commits `pauseMs` later. */
  appendHeldOpen?: (streamId: string, events: NewEvent[], pauseMs: number) => Promise<void>;
  /** A second store on the same data, as another API process would have. */
  another?: () => Promise<EventStore>;
  /** Cuts the store's subscription connection from the server side (PostgreSQL: terminates the LISTEN backend) and resolves once it is cut. */
  dropSubscription?: () => Promise<void>;
  close: () => Promise<void>;
};

/** Cases an adapter may be excused from, each only with a stated reason. */
export type ContractCase = 'anotherProcess' | 'heldOpenTransaction' | 'duplicateEventIdAcrossStreams' | 'droppedSubscription';

export type ContractOptions = {
  /** Cases that do not apply to this adapter (or a documented difference), each with its reason: they are not registered. */
  excused?: Partial<Record<ContractCase, string>>;
};

export const metadata = (over: Partial<EventMetadata> = {}): EventMetadata => ({
  actorId: 'u-1',
  actorEmail: 'admin@k9.local',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: '2026-11-21T08:00:00.000Z',
  ...over,
});

export const newEvent = (type = 'ThingHappened', data: unknown = { n: 1 }): NewEvent => ({ id: randomUUID(), type, data, metadata: metadata() });
const stream = () => `test-${randomUUID()}`;

/** An event that weighs exactly `bytes` as the store counts them (eventBytes). */
export const eventOfBytes = (bytes: number, type = 'Heavy'): NewEvent => {
  const event = newEvent(type, { text: '' });
  return { ...event, data: { text: 'x'.repeat(bytes - eventBytes(event)) } };
};

/** The harness's store is built with the default caps (EVENT_MAX_BYTES 256 kB, APPEND_MAX_BYTES 2 MB). */
const { eventMaxBytes, appendMaxBytes } = DEFAULT_EVENT_SIZE_LIMITS;

/**
 * One suite every event store adapter must pass. A case an adapter is excused from (with a reason in its harness) is
 * not registered; a harness that lacks what a case needs, without excusing it, fails that case.
 */
export function eventStoreContract(adapter: string, start: () => Promise<ContractHarness>, options: ContractOptions = {}) {
  let harness: ContractHarness | undefined;
  let store: EventStore;
  const contractCase = (name: string, fn: () => Promise<unknown>, excusedAs?: ContractCase) => {
    if (excusedAs && options.excused?.[excusedAs]) return;
    it(name, fn);
  };
  /** The harness's optional part a case needs, or a failure saying the harness lacks it. */
  const needs = <K extends 'appendHeldOpen' | 'another' | 'dropSubscription'>(key: K): NonNullable<ContractHarness[K]> => {
    const part = harness?.[key];
    if (!part) throw new Error(`The ${adapter} harness gives no \`${key}\`: provide it, or excuse the case with a reason in options.excused`);
    return part as NonNullable<ContractHarness[K]>;
  };

  describe(`EventStore contract: ${adapter}`, () => {
    beforeAll(async () => {
      harness = await start();
      store = harness.store;
    });
    afterAll(() => harness?.close());

    contractCase('appends, reads the stream back in order, and round-trips data and metadata', async () => {
      const id = stream();
      const meta = metadata({ actorEmail: 'nguyen.van.a@example.vn', model: 'gpt-4.1', jobId: 'j-1' });
      const events = [
        { ...newEvent('A', { text: 'Xin chào', nested: { list: [1, 2] } }), metadata: meta },
        newEvent('B', { ok: true }),
      ];
      const result = await store.appendToStream(id, events, { expectedVersion: 'no_stream' });
      expect(result.nextExpectedVersion).toBe(2);
      expect(result.position).toEqual(expect.any(Number));
      const read = await store.readStream(id);
      expect(read.map((e) => [e.type, e.streamVersion, e.id])).toEqual([
        ['A', 1, events[0].id],
        ['B', 2, events[1].id],
      ]);
      expect(read[0].data).toEqual({ text: 'Xin chào', nested: { list: [1, 2] } });
      expect(read[0].metadata).toEqual(meta);
      expect(read[1].globalPosition).toBe(result.position);
    });

    contractCase('reads only the tail of a stream after a given version', async () => {
      const id = stream();
      const events = [newEvent('A'), newEvent('B'), newEvent('C')];
      await store.appendToStream(id, events, { expectedVersion: 'no_stream' });
      expect((await store.readStream(id, { afterVersion: 1 })).map((e) => [e.type, e.streamVersion])).toEqual([
        ['B', 2],
        ['C', 3],
      ]);
      expect(await store.readStream(id, { afterVersion: 3 })).toEqual([]);
      expect(await store.readStream(stream(), { afterVersion: 2 })).toEqual([]);
    });

    contractCase('lets exactly one of 50 concurrent appends with the same expected version win', async () => {
      const id = stream();
      await store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, () => store.appendToStream(id, [newEvent('Raced')], { expectedVersion: 1 })),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      lost.forEach((o) => expect(o.reason).toBeInstanceOf(WrongExpectedVersionError));
      const versions = (await store.readStream(id)).map((e) => e.streamVersion);
      expect(versions).toEqual([1, 2]);
    });

    contractCase('lets exactly one of 50 concurrent creations of a new stream win', async () => {
      const id = stream();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, () => store.appendToStream(id, [newEvent(), newEvent()], { expectedVersion: 'no_stream' })),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect((await store.readStream(id)).map((e) => e.streamVersion)).toEqual([1, 2]);
    });

    contractCase('stores a retried batch with the same event ids once', async () => {
      const id = stream();
      const batch = [newEvent(), newEvent()];
      const first = await store.appendToStream(id, batch, { expectedVersion: 'no_stream' });
      const again = await store.appendToStream(id, batch, { expectedVersion: 'no_stream' });
      const anyAgain = await store.appendToStream(id, batch, { expectedVersion: 'any' });
      expect(again).toEqual(first);
      expect(anyAgain).toEqual(first);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    contractCase('changes nothing on a zero-event append', async () => {
      const id = stream();
      await store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' });
      const headBefore = await store.committedHead();
      const result = await store.appendToStream(id, [], { expectedVersion: 1 });
      expect(result).toEqual({ nextExpectedVersion: 1, position: null });
      expect(await store.readStream(id)).toHaveLength(1);
      expect(await store.committedHead()).toBe(headBefore);
      expect(await store.readStream(stream())).toEqual([]);
    });

    contractCase('refuses a wrong expected version with a typed conflict and writes nothing', async () => {
      const id = stream();
      await store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' });
      await expect(store.appendToStream(id, [newEvent()], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(store.appendToStream(id, [newEvent()], { expectedVersion: 5 })).rejects.toMatchObject({ actual: 1, streamId: id });
      await expect(store.appendToStream(stream(), [newEvent()], { expectedVersion: 3 })).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(await store.readStream(id)).toHaveLength(1);
      const any = await store.appendToStream(id, [newEvent()], { expectedVersion: 'any' });
      expect(any.nextExpectedVersion).toBe(2);
    });

    contractCase('reads the global log in position order, page by page', async () => {
      const id = stream();
      // Everything committed before the append (head() may lag behind earlier tests' events on PostgreSQL).
      const start = await store.committedHead();
      await store.appendToStream(id, [newEvent('P1'), newEvent('P2'), newEvent('P3')], { expectedVersion: 'no_stream' });
      // Readable once no older transaction is open (on PostgreSQL, other databases' ones included).
      for (let tries = 0; (await store.readAll({ after: start, limit: 100 })).filter((e) => e.streamId === id).length < 3; tries++) {
        if (tries > 500) throw new Error('the appended events never became readable');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const firstPage = (await store.readAll({ after: start, limit: 2 })).filter((e) => e.streamId === id);
      const rest = (await store.readAll({ after: firstPage[firstPage.length - 1].globalPosition, limit: 100 })).filter((e) => e.streamId === id);
      expect([...firstPage, ...rest].map((e) => e.type)).toEqual(['P1', 'P2', 'P3']);
      const positions = [...firstPage, ...rest].map((e) => e.globalPosition);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });

    contractCase('stores an event of exactly the event cap, and refuses one byte more with a typed error, writing nothing', async () => {
      const id = stream();
      const atCap = eventOfBytes(eventMaxBytes);
      expect(eventBytes(atCap)).toBe(eventMaxBytes);
      await store.appendToStream(id, [atCap], { expectedVersion: 'no_stream' });
      const over = eventOfBytes(eventMaxBytes + 1);
      const refused = store.appendToStream(id, [newEvent('Small'), over], { expectedVersion: 1 });
      await expect(refused).rejects.toBeInstanceOf(EventTooLargeError);
      await expect(refused.catch((error: unknown) => error)).resolves.toMatchObject({ scope: 'event', bytes: eventMaxBytes + 1, maxBytes: eventMaxBytes });
      const stored = await store.readStream(id);
      expect(stored.map((event) => event.id)).toEqual([atCap.id]);
      expect(stored[0].data).toEqual(atCap.data);
    });

    contractCase('refuses an append over the append cap as a whole, and stores one at the cap', async () => {
      const id = stream();
      // Eight events of an eighth of the cap fill it exactly; a ninth passes it.
      const eighth = appendMaxBytes / 8;
      const atCap = Array.from({ length: 8 }, () => eventOfBytes(eighth));
      await expect(store.appendToStream(id, [...atCap, eventOfBytes(1024)], { expectedVersion: 'no_stream' })).rejects.toMatchObject({
        code: 'EVENT_TOO_LARGE',
        scope: 'append',
        maxBytes: appendMaxBytes,
      });
      expect(await store.readStream(id)).toEqual([]);
      expect(await store.appendToStream(id, atCap, { expectedVersion: 'no_stream' })).toMatchObject({ nextExpectedVersion: 8 });
    });

    contractCase('reads a stream page by page with a limit', async () => {
      const id = stream();
      await store.appendToStream(id, ['A', 'B', 'C', 'D', 'E'].map((type) => newEvent(type)), { expectedVersion: 'no_stream' });
      expect((await store.readStream(id, { limit: 2 })).map((e) => e.type)).toEqual(['A', 'B']);
      expect((await store.readStream(id, { afterVersion: 2, limit: 2 })).map((e) => e.type)).toEqual(['C', 'D']);
      expect((await store.readStream(id, { afterVersion: 4, limit: 2 })).map((e) => e.type)).toEqual(['E']);
    });

    contractCase('cuts a page of the global log at its byte budget, never below one event', async () => {
      const id = stream();
      // Read from the marker's position: the heavy events come right after it.
      const { position: before } = await store.appendToStream(id, [newEvent('Marker')], { expectedVersion: 'no_stream' });
      const heavy = Array.from({ length: 5 }, () => eventOfBytes(100_000));
      await store.appendToStream(id, heavy, { expectedVersion: 1 });
      const after = before as number;
      for (let tries = 0; (await store.readAll({ after, limit: 100, maxBytes: 10_000_000 })).filter((e) => e.streamId === id).length < 5; tries++) {
        if (tries > 500) throw new Error('the appended events never became readable');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await store.readAll({ after, limit: 100, maxBytes: 250_000 })).map((e) => e.id)).toEqual(heavy.slice(0, 2).map((e) => e.id));
      // A budget below one event still reads that event: a reader always moves on.
      expect((await store.readAll({ after, limit: 100, maxBytes: 1 })).map((e) => e.id)).toEqual([heavy[0].id]);
      const seen: string[] = [];
      for (let from = after; ; ) {
        const page = await store.readAll({ after: from, limit: 100, maxBytes: 250_000 });
        if (!page.length) break;
        expect(page.length).toBeLessThanOrEqual(2);
        seen.push(...page.filter((e) => e.streamId === id).map((e) => e.id));
        from = page[page.length - 1].globalPosition;
      }
      expect(seen).toEqual(heavy.map((e) => e.id));
    });

    /** How many times `subscriber` was woken within 3 s of an append by `store`. */
    const wakesAfterAppend = async (subscriber: EventStore): Promise<number> => {
      let woken = 0;
      const unsubscribe = await subscriber.subscribe(() => woken++);
      await store.appendToStream(stream(), [newEvent()], { expectedVersion: 'no_stream' });
      const deadline = Date.now() + 3000;
      while (woken === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await unsubscribe();
      return woken;
    };

    contractCase('wakes subscribers after an append', async () => {
      expect(await wakesAfterAppend(store)).toBeGreaterThan(0);
    });

    contractCase(
      'wakes the subscribers of another process after an append',
      async () => {
        const other = await needs('another')();
        try {
          expect(await wakesAfterAppend(other)).toBeGreaterThan(0);
          // Its own appends wake it at once too, and the first store hears of them from the server.
          let woken = 0;
          const unsubscribe = await store.subscribe(() => woken++);
          try {
            await other.appendToStream(stream(), [newEvent()], { expectedVersion: 'no_stream' });
            const deadline = Date.now() + 3000;
            while (woken === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
            expect(woken).toBeGreaterThan(0);
          } finally {
            await unsubscribe();
          }
        } finally {
          await other.close();
        }
        // Closing the other store leaves this one working.
        expect(await store.appendToStream(stream(), [newEvent()], { expectedVersion: 'no_stream' })).toMatchObject({ nextExpectedVersion: 1 });
      },
      'anotherProcess',
    );

    contractCase(
      'wakes a subscriber again after its subscription connection drops',
      async () => {
        const drop = needs('dropSubscription');
        const other = await needs('another')();
        let woken = 0;
        const unsubscribe = await store.subscribe(() => woken++);
        /** Appends through the other process until the subscriber wakes, for at most `ms`. */
        const wokenWithin = async (ms: number) => {
          woken = 0;
          const deadline = Date.now() + ms;
          while (woken === 0 && Date.now() < deadline) {
            await other.appendToStream(stream(), [newEvent()], { expectedVersion: 'no_stream' });
            await new Promise((r) => setTimeout(r, 100));
          }
          return woken;
        };
        try {
          await drop();
          // Back within the reconnect delay, then woken by the other process's appends as before.
          expect(await wokenWithin(10_000)).toBeGreaterThan(0);
          expect(await wokenWithin(3_000)).toBeGreaterThan(0);
        } finally {
          await unsubscribe();
          await other.close();
        }
      },
      'droppedSubscription',
    );

    contractCase('reads 200 concurrent appends over 20 streams back exactly, once each, in ascending positions, in pages of 1 to 7', async () => {
      const start = await store.committedHead();
      const streams = Array.from({ length: 20 }, stream);
      const ids = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const event = newEvent('Concurrent', { i });
          await store.appendToStream(streams[i % 20], [event], { expectedVersion: 'any' });
          return event.id;
        }),
      );
      const seen: string[] = [];
      const positions: number[] = [];
      let after = start;
      const deadline = Date.now() + 10_000;
      for (let page = 0; seen.length < ids.length && Date.now() < deadline; page++) {
        const events = await store.readAll({ after, limit: 1 + (page % 7) });
        if (!events.length) {
          // Readable once no older transaction is open (on PostgreSQL, other databases' ones included).
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        expect(events.length).toBeLessThanOrEqual(1 + (page % 7));
        positions.push(...events.map((e) => e.globalPosition));
        seen.push(...events.filter((e) => streams.includes(e.streamId)).map((e) => e.id));
        after = events[events.length - 1].globalPosition;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...ids].sort());
      expect(positions.every((position, i) => i === 0 || position > positions[i - 1])).toBe(true);
    });

    contractCase(
      'refuses an event id already stored in another stream',
      async () => {
        const event = newEvent();
        await store.appendToStream(stream(), [event], { expectedVersion: 'no_stream' });
        const elsewhere = stream();
        await expect(store.appendToStream(elsewhere, [event], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(DuplicateEventIdError);
        expect(await store.readStream(elsewhere)).toEqual([]);
      },
      'duplicateEventIdAcrossStreams',
    );

    contractCase(
      'never lets a reader skip an event that commits after a later position',
      async () => {
        const appendHeldOpen = needs('appendHeldOpen');
        const slowStream = stream();
        const fastStream = stream();
        const start = await store.head();
        const slow = appendHeldOpen(slowStream, [newEvent('Slow')], 1500);
        await new Promise((r) => setTimeout(r, 300));
        await store.appendToStream(fastStream, [newEvent('Fast')], { expectedVersion: 'no_stream' });
        // While the slow transaction is open, the reader must stop before it rather than skip it.
        const during = (await store.readAll({ after: start, limit: 100 })).filter((e) => [slowStream, fastStream].includes(e.streamId));
        expect(during).toEqual([]);
        await slow;
        const seen: string[] = [];
        let after = start;
        for (;;) {
          const page = await store.readAll({ after, limit: 1 });
          if (!page.length) break;
          after = page[0].globalPosition;
          if ([slowStream, fastStream].includes(page[0].streamId)) seen.push(page[0].type);
        }
        expect(seen).toEqual(['Slow', 'Fast']);
      },
      'heldOpenTransaction',
    );
  });
}
