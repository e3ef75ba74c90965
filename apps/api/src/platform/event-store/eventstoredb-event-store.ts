import {
  ANY,
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';
import {
  appendOfNothing,
  WrongExpectedVersionError,
  type AppendResult,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
} from '@k9/domain';

/** Raw events read per request when system events have to be skipped client-side. */
const MAX_PAGE = 1000;
const HEAD_PAGE = 32;
const CONFIRMATION_TIMEOUT_MS = 2000;
const RESUBSCRIBE_DELAY_MS = 1000;

/** The part of a read result we use (ResolvedEvent and AllStreamResolvedEvent both fit). */
type Resolved = {
  event?: {
    id: string;
    streamId: string;
    revision: bigint;
    type: string;
    data: unknown;
    metadata?: unknown;
    created: Date;
    position?: Position;
  };
  commitPosition?: bigint;
};

type SubscriptionHandle = {
  active: boolean;
  subscription: AllStreamSubscription | null;
  timer: NodeJS.Timeout | null;
};

/** Events whose type starts with `$` are EventStoreDB's own (stream metadata, projections, users, links). */
export const isSystemEventType = (type: string): boolean => type.startsWith('$');

/** Our expected version (1-based count, 0 = no stream) as an EventStoreDB expected revision (0-based). */
export function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new RangeError(`expectedVersion must be 'any', 'no_stream' or an integer >= 0, got ${String(expected)}`);
  return BigInt(expected - 1);
}

/** EventStoreDB revision (0-based) of a stream's last event -> our stream version (1-based). */
export const toStreamVersion = (revision: bigint): number => Number(revision) + 1;

/** EventStoreDB's "current revision" of a conflict -> our 1-based version; 0 when the stream does not exist, null when unknown. */
export function fromCurrentRevision(current: unknown): number | null {
  if (current === NO_STREAM) return 0;
  if (typeof current === 'bigint') return current < 0n ? 0 : toStreamVersion(current);
  return null;
}

const decodeJson = (value: unknown): unknown => {
  if (!(value instanceof Uint8Array)) return value;
  const text = Buffer.from(value).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const positionOf = (resolved: Resolved): Position | null => {
  const position = resolved.event?.position;
  if (position) return position;
  return resolved.commitPosition === undefined ? null : { commit: resolved.commitPosition, prepare: resolved.commitPosition };
};

const commitOf = (resolved: Resolved): bigint | null => resolved.commitPosition ?? resolved.event?.position?.commit ?? null;

/** Lexicographic order of $all positions: commit first, then prepare. */
const compare = (a: Position, b: Position): number => (a.commit === b.commit ? Number(a.prepare - b.prepare) : a.commit < b.commit ? -1 : 1);

const isWrongExpectedVersion = (error: unknown): error is EsdbWrongExpectedVersionError =>
  error instanceof EsdbWrongExpectedVersionError || (error as { type?: unknown } | null)?.type === ErrorType.WRONG_EXPECTED_VERSION;

const isStreamNotFound = (error: unknown): boolean =>
  error instanceof StreamNotFoundError || (error as { type?: unknown } | null)?.type === ErrorType.STREAM_NOT_FOUND;

/** Drains a read completely (never breaks out early, so the gRPC call always finishes on its own). */
async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of read) items.push(item);
  return items;
}

function toRecorded(resolved: Resolved): RecordedEvent | null {
  const event = resolved.event;
  if (!event) return null;
  const commit = commitOf(resolved);
  return {
    id: event.id,
    streamId: event.streamId,
    streamVersion: toStreamVersion(event.revision),
    globalPosition: commit === null ? 0 : Number(commit),
    type: event.type,
    data: decodeJson(event.data),
    metadata: (decodeJson(event.metadata) ?? {}) as EventMetadata,
    createdAt: event.created.toISOString(),
  };
}

const toEventData = (event: NewEvent) =>
  jsonEvent({ id: event.id, type: event.type, data: event.data as JSONType, metadata: event.metadata as unknown as JSONType });

/**
 * Event store on EventStoreDB/KurrentDB (selected by EVENTSTORE_CONNECTION_STRING). Our versions are 1-based counts,
 * EventStoreDB revisions 0-based; global positions are commit positions in $all. Event ids go to the server as the
 * event ids, so a retried append with the same expected version is answered idempotently by the server itself.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new Set<SubscriptionHandle>();
  private closed = false;
  /** Woken in-process right after this store appends; the server's echo of those events is then not passed on. */
  private readonly localListeners = new Set<() => void>();
  private readonly echoesToSkip = new Set<string>();

  constructor(private readonly client: EventStoreDBClient) {}

  /** Builds the client from an `esdb://` (or `esdb+discover://`) connection string; nothing connects until the first call. */
  static fromConnectionString(connectionString: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  async appendToStream(streamId: string, events: NewEvent[], { expectedVersion }: { expectedVersion: ExpectedVersion }): Promise<AppendResult> {
    if (events.length === 0) return appendOfNothing(streamId, expectedVersion, await this.streamVersion(streamId));
    const expectedRevision = toExpectedRevision(expectedVersion);
    let result: Awaited<ReturnType<EventStoreDBClient['appendToStream']>>;
    // The subscription's echo may arrive before the append's answer: mark these events as ours first.
    // Bounded: echoes that never come (a dropped subscription) must not pile up.
    if (this.echoesToSkip.size > 10_000) this.echoesToSkip.clear();
    if (this.localListeners.size > 0) events.forEach((event) => this.echoesToSkip.add(event.id));
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), { expectedRevision });
    } catch (error) {
      events.forEach((event) => this.echoesToSkip.delete(event.id));
      if (isWrongExpectedVersion(error)) throw new WrongExpectedVersionError(streamId, expectedVersion, fromCurrentRevision(error.actualVersion));
      throw error;
    }
    // Only reached with a client built with throwOnAppendFailure: false.
    if (!result.success) throw new WrongExpectedVersionError(streamId, expectedVersion, await this.streamVersion(streamId));
    const commit = result.position?.commit;
    const position =
      commit !== undefined && commit >= 0n ? Number(commit) : await this.positionOfRevision(streamId, result.nextExpectedRevision);
    this.localListeners.forEach((notify) => notify());
    return { nextExpectedVersion: toStreamVersion(result.nextExpectedRevision), position };
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: string, { afterVersion = 0 } = {}): Promise<RecordedEvent<E>[]> {
    try {
      // Stream version n is revision n - 1, so the events after version n start at revision n.
      const fromRevision = afterVersion > 0 ? BigInt(afterVersion) : START;
      const read = await collect<Resolved>(this.client.readStream(streamId, { fromRevision, direction: FORWARDS }));
      return read.map(toRecorded).filter((event): event is RecordedEvent => event !== null) as RecordedEvent<E>[];
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
  }

  async readAll({ after, limit }: { after: number; limit: number }): Promise<RecordedEvent[]> {
    if (limit <= 0) return [];
    const pageSize = Math.min(limit, MAX_PAGE) + 1;
    const events: RecordedEvent[] = [];
    // Reading $all forwards from a position includes the event at that position: skip everything up to `after`.
    let floor: Position | null = after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : null;
    let from: ReadPosition = floor ?? START;
    for (;;) {
      const page: Resolved[] = await collect<Resolved>(this.client.readAll({ fromPosition: from, maxCount: pageSize, direction: FORWARDS }));
      let last: Position | null = null;
      for (const resolved of page) {
        const position = positionOf(resolved);
        if (position) last = position;
        if (floor && position && compare(position, floor) <= 0) continue;
        if (!resolved.event || isSystemEventType(resolved.event.type)) continue;
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
        if (events.length === limit) return events;
      }
      if (page.length < pageSize || !last) return events;
      // The page was all read but mostly system events: go on after its last event.
      from = last;
      floor = last;
    }
  }

  /** Commit position of the last non-system event in $all; 0 when there is none. */
  async head(): Promise<number> {
    let from: ReadPosition = END;
    for (;;) {
      const page: Resolved[] = await collect<Resolved>(this.client.readAll({ fromPosition: from, maxCount: HEAD_PAGE, direction: BACKWARDS }));
      for (const resolved of page) {
        if (!resolved.event || isSystemEventType(resolved.event.type)) continue;
        const commit = commitOf(resolved);
        if (commit !== null) return Number(commit);
      }
      const last: Position | null = page.length ? positionOf(page[page.length - 1]) : null;
      // Reading $all backwards from a position excludes that position.
      if (page.length < HEAD_PAGE || !last) return 0;
      from = last;
    }
  }

  async subscribe(onAppended: () => void): Promise<() => Promise<void>> {
    const handle: SubscriptionHandle = { active: true, subscription: null, timer: null };
    this.subscriptions.add(handle);
    this.localListeners.add(onAppended);
    await this.open(handle, onAppended);
    return () => {
      this.localListeners.delete(onAppended);
      return this.stop(handle);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.localListeners.clear();
    await Promise.all([...this.subscriptions].map((handle) => this.stop(handle)));
    await this.client.dispose();
  }

  /** A live subscription to $all from its end, without system events; resolves once the server confirms it (or after a bound). */
  private open(handle: SubscriptionHandle, onAppended: () => void): Promise<void> {
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    handle.subscription = subscription;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CONFIRMATION_TIMEOUT_MS);
      timer.unref();
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      subscription.once('confirmation', ready);
      subscription.on('data', (resolved: Resolved) => {
        if (!resolved.event || isSystemEventType(resolved.event.type) || this.echoesToSkip.delete(resolved.event.id)) return;
        try {
          onAppended();
        } catch {
          // A listener's failure must not end the subscription; pollers cover whatever it missed.
        }
      });
      subscription.on('error', () => {
        ready();
        if (handle.subscription !== subscription) return;
        // The subscription dropped: subscribe again after a pause; pollers cover the gap.
        handle.subscription = null;
        if (!handle.active || this.closed) return;
        handle.timer = setTimeout(() => {
          handle.timer = null;
          if (handle.active && !this.closed) void this.open(handle, onAppended);
        }, RESUBSCRIBE_DELAY_MS);
        handle.timer.unref();
      });
    });
  }

  private async stop(handle: SubscriptionHandle): Promise<void> {
    handle.active = false;
    this.subscriptions.delete(handle);
    if (handle.timer) clearTimeout(handle.timer);
    handle.timer = null;
    const subscription = handle.subscription;
    handle.subscription = null;
    await subscription?.unsubscribe().catch(() => undefined);
  }

  /** Our 1-based version of a stream: its last revision + 1, 0 when it does not exist. */
  private async streamVersion(streamId: string): Promise<number> {
    try {
      const [last] = await collect<Resolved>(this.client.readStream(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 }));
      return last?.event ? toStreamVersion(last.event.revision) : 0;
    } catch (error) {
      if (isStreamNotFound(error)) return 0;
      throw error;
    }
  }

  /** Global position of one event of a stream (for a write result that carried no position). */
  private async positionOfRevision(streamId: string, revision: bigint): Promise<number | null> {
    const [event] = await collect<Resolved>(this.client.readStream(streamId, { fromRevision: revision, direction: FORWARDS, maxCount: 1 }));
    const commit = event ? commitOf(event) : null;
    return commit === null ? null : Number(commit);
  }
}
