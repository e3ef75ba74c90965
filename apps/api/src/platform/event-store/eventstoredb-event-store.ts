import {
  ANY,
  BACKWARDS,
  END,
  ErrorType,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamDeletedError as EsdbStreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  type JSONType,
  type Position,
  type ReadPosition,
  type ReadRevision,
} from '@kurrent/kurrentdb-client';
import {
  appendOfNothing,
  assertEventSizes,
  DEFAULT_EVENT_SIZE_LIMITS,
  DEFAULT_PAGE_BYTES,
  DomainError,
  eventBytes,
  WrongExpectedVersionError,
  type AppendResult,
  type DomainEvent,
  type EventMetadata,
  type EventSizeLimits,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
} from '@k9/domain';
import { parseEventStoreDbConnection } from './eventstoredb-server.js';

/** Raw events read per request when events not ours (the server's, another log's) have to be skipped client-side. */
const MAX_PAGE = 1000;
const HEAD_PAGE = 32;
const CONFIRMATION_TIMEOUT_MS = 2000;
const RESUBSCRIBE_DELAY_MS = 1000;
/** The client gives streaming reads no deadline at all (its Rust reader takes none): this adapter does. */
export const DEFAULT_READ_DEADLINE_MS = 10_000;
/** Positions remembered as "only events not ours from here to there" (one per reader position; a few per process). */
const SCANS_REMEMBERED = 256;

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

/** A read as the client returns it: an async generator (ended with return), or a Readable (cancel, destroy). */
type Read<T> = AsyncIterable<T> & { cancel?: () => Promise<void>; destroy?: (error?: Error) => unknown; return?: () => Promise<unknown> };

type SubscriptionHandle = {
  active: boolean;
  subscription: AllStreamSubscription | null;
  timer: NodeJS.Timeout | null;
};

export type EventStoreDbOptions = {
  /** Bound on every read (a stream, $all, the head): a stalled connection fails the read instead of hanging it. */
  readDeadlineMs?: number;
  /** What close() does with the client; by default it disposes it (a shared client is released instead). */
  release?: (client: KurrentDBClient) => Promise<void>;
  /** EVENT_MAX_BYTES and APPEND_MAX_BYTES. */
  limits?: EventSizeLimits;
  /** The server it reads, as eventStoreDbServer names it (set by fromConnectionString); null when not known. */
  server?: string | null;
  /** The log within the server this store keeps (its streams are `<log>/<stream>` there, and it reads no others); null: the whole server. */
  log?: string | null;
};

/** Events whose type starts with `$` are EventStoreDB's own (stream metadata, projections, users, links). */
export const isSystemEventType = (type: string): boolean => type.startsWith('$');

/** Our expected version (1-based count, 0 = no stream) as the stream state an append expects (a 0-based revision). */
export function toStreamState(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new RangeError(`expectedVersion must be 'any', 'no_stream' or an integer >= 0, got ${String(expected)}`);
  return BigInt(expected - 1);
}

/** EventStoreDB revision (0-based) of a stream's last event -> our stream version (1-based). */
export const toStreamVersion = (revision: bigint): number => Number(revision) + 1;

/** EventStoreDB's current stream state of a conflict -> our 1-based version; 0 when the stream does not exist, null when unknown. */
export function fromCurrentRevision(current: unknown): number | null {
  if (current === NO_STREAM) return 0;
  if (typeof current === 'bigint') return current < 0n ? 0 : toStreamVersion(current);
  return null;
}

/** A read that did not finish within its deadline (the connection stalled, or the server did not answer). */
export class EventStoreReadTimeoutError extends Error {
  readonly code = 'EVENT_STORE_READ_TIMEOUT';
  constructor(
    readonly operation: string,
    readonly deadlineMs: number,
  ) {
    super(`EventStoreDB không trả lời ${operation} trong ${deadlineMs} ms`);
  }
}

/**
 * The stream was hard-deleted (tombstoned) in EventStoreDB: it can never be read or written again. The PostgreSQL
 * store never deletes a stream; here the HTTP layer answers 404 with this message instead of an unexplained 500.
 */
export class StreamTombstonedError extends DomainError {
  constructor(readonly streamId: string) {
    super('STREAM_DELETED', `Luồng sự kiện ${streamId} đã bị xóa vĩnh viễn`, 'not_found');
  }
}

/**
 * The server's own projections ($by_correlation_id, and the causation links) read `$correlationId`/`$causationId`:
 * every event carries both those and our own names. Reading strips the `$` copies, so metadata round-trips unchanged.
 */
export function toServerMetadata(metadata: EventMetadata): Record<string, unknown> {
  return { ...metadata, $correlationId: metadata.correlationId, $causationId: metadata.causationId };
}

export function fromServerMetadata(raw: unknown): EventMetadata {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return (raw ?? {}) as EventMetadata;
  const { $correlationId, $causationId, ...metadata } = raw as Record<string, unknown>;
  // Written by another client with only the server's names: keep them under ours.
  if (metadata.correlationId === undefined && $correlationId !== undefined) metadata.correlationId = $correlationId;
  if (metadata.causationId === undefined && $causationId !== undefined) metadata.causationId = $causationId;
  return metadata as EventMetadata;
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

/** Our global positions are commit positions; as a read position, commit = prepare (as for every gRPC append). */
const atPosition = (globalPosition: number): Position => ({ commit: BigInt(globalPosition), prepare: BigInt(globalPosition) });

const typeOf = (error: unknown): unknown => (error as { type?: unknown } | null)?.type;

const isWrongExpectedVersion = (error: unknown): error is EsdbWrongExpectedVersionError =>
  error instanceof EsdbWrongExpectedVersionError || typeOf(error) === ErrorType.WRONG_EXPECTED_VERSION;

const isStreamNotFound = (error: unknown): boolean => error instanceof StreamNotFoundError || typeOf(error) === ErrorType.STREAM_NOT_FOUND;

/**
 * The connection failed, not the append: it may or may not have been written. A transport error on the client's
 * batch-append call rejects every append in flight on that call (the client's one connection to the server).
 */
const TRANSPORT_ERRORS = new Set<unknown>([ErrorType.UNAVAILABLE, ErrorType.CANCELLED, ErrorType.DEADLINE_EXCEEDED, ErrorType.TIMEOUT, ErrorType.UNKNOWN, ErrorType.NOT_LEADER]);
const isTransportError = (error: unknown): boolean => TRANSPORT_ERRORS.has(typeOf(error));

/** Hard-deleted: the v1 protocol says `stream-deleted`, the v2 protocol of newer servers `stream-tombstoned`. */
const isStreamDeleted = (error: unknown): boolean =>
  error instanceof EsdbStreamDeletedError || typeOf(error) === ErrorType.STREAM_DELETED || typeOf(error) === ErrorType.STREAM_TOMBSTONED;

/**
 * Drains a read, or fails it after `deadlineMs`: the gRPC call is then cancelled and the iteration ended, so a stalled
 * connection costs one error instead of a request that never answers.
 */
export async function collect<T>(read: Read<T>, deadlineMs: number, operation: string): Promise<T[]> {
  const items: T[] = [];
  await consume(read, deadlineMs, operation, (item) => void items.push(item));
  return items;
}

/**
 * Hands each item of a read to `visit` as it arrives, until `visit` answers true (the read is then ended: what the
 * server would send after it is never held in memory) or the read ends; fails after `deadlineMs` as collect does.
 */
export async function consume<T>(read: Read<T>, deadlineMs: number, operation: string, visit: (item: T) => boolean | void): Promise<void> {
  const drained = (async () => {
    for await (const item of read) if (visit(item) === true) break;
  })();
  // Once the deadline has passed, nobody waits for the drain any more: its own failure is not an unhandled one.
  drained.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new EventStoreReadTimeoutError(operation, deadlineMs));
      void read.cancel?.().catch(() => undefined);
      read.destroy?.();
      // A generator ends once the item it waits for arrives; nobody waits for it meanwhile.
      void read.return?.().catch(() => undefined);
    }, deadlineMs);
  });
  try {
    return await Promise.race([drained, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** `resolved` as our event; its stream named without the log's prefix (`staging/` of `staging/user-1`). */
function toRecorded(resolved: Resolved, prefix: string): RecordedEvent | null {
  const event = resolved.event;
  if (!event) return null;
  const commit = commitOf(resolved);
  return {
    id: event.id,
    streamId: event.streamId.slice(prefix.length),
    streamVersion: toStreamVersion(event.revision),
    globalPosition: commit === null ? 0 : Number(commit),
    type: event.type,
    data: decodeJson(event.data),
    metadata: fromServerMetadata(decodeJson(event.metadata)),
    createdAt: event.created.toISOString(),
  };
}

const toEventData = (event: NewEvent) =>
  jsonEvent({ id: event.id, type: event.type, data: event.data as JSONType, metadata: toServerMetadata(event.metadata) as JSONType });

/*
 * No guard of the client's batch appends any more. @eventstore/db-client 6.2.1 kept ONE map of pending batch
 * appends per process: a transport error on any batch-append call rejected every append in flight, and a reply that
 * arrived after that threw `undefined is not iterable` inside the call's 'data' handler, out of reach of any caller;
 * this file wrapped the client's internals to catch it. @kurrent/kurrentdb-client 1.3.1 (kurrent-io/KurrentDB-Client-
 * NodeJS PR #523) keeps one map per batch-append call (streams/appendToStream/batchAppend.js: `promiseBanks`, a
 * WeakMap by call), so a transport error rejects only the appends of the call that failed, and drops a reply for an
 * append nobody waits for ("dropping response for unknown correlationId") instead of throwing. The spec
 * eventstoredb-event-store.spec.ts checks both on the installed client. An append the error did reject is retried once
 * with the same event ids (appendToStream below).
 */

/** One client (one connection to the server) per connection string per process, shared by every store built from it. */
const sharedClients = new Map<string, { client: KurrentDBClient; users: number }>();

/**
 * Event store on EventStoreDB/KurrentDB (selected by EVENTSTORE_CONNECTION_STRING). Our versions are 1-based counts,
 * EventStoreDB revisions 0-based; global positions are commit positions in $all, so they are log offsets (bytes), not
 * event counts: count events (as ProjectionsService does for lag) rather than subtracting positions. Event ids go to
 * the server as the event ids, so a retried append with the same expected version is answered idempotently by the
 * server itself.
 *
 * Known differences from the PostgreSQL store:
 * - Event ids are unique per stream only: an id already stored in ANOTHER stream is written again (the server keeps no
 *   index of event ids across streams), where PostgreSQL refuses with DuplicateEventIdError. Event ids come from
 *   randomUUID per command, so only a bug could send one to two streams.
 * - A tombstoned (hard-deleted) stream fails reads and appends with StreamTombstonedError (404); PostgreSQL never
 *   deletes a stream. A soft-deleted stream reads as empty, as a stream that never existed.
 * - Metadata carries `$correlationId`/`$causationId` as well, for the server's by-correlation projection.
 *
 * A store may keep a log within the server (`esdb://host:2113/staging`: the `log` option): its streams are stored as
 * `staging/<stream>`, it reads and wakes for those only, and skips the others' events in $all as it skips the
 * server's own, client-side. Meant for a server several test runs or a staging copy share; a production API has a
 * server of its own.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new Set<SubscriptionHandle>();
  private closed = false;
  /** Woken in-process right after this store appends; the server's echo of those events is then not passed on. */
  private readonly localListeners = new Set<() => void>();
  private readonly echoesToSkip = new Set<string>();
  /** `after` of a readAll -> the last position scanned past it, with only events not ours (the server's, other logs') in between. */
  private readonly scannedPast = new Map<number, Position>();
  /** The newest position head() has scanned, and the head it found at or below it. */
  private headScan: { through: Position; head: number } | null = null;
  private readonly readDeadlineMs: number;
  private readonly release: (client: KurrentDBClient) => Promise<void>;
  private readonly limits: EventSizeLimits;
  private readonly serverName: string | null;
  /** `<log>/` when the store keeps a log within the server, '' otherwise: what our stream ids are stored under. */
  private readonly prefix: string;

  constructor(
    private readonly client: KurrentDBClient,
    {
      readDeadlineMs = DEFAULT_READ_DEADLINE_MS,
      release = (own) => own.dispose(),
      limits = DEFAULT_EVENT_SIZE_LIMITS,
      server = null,
      log = null,
    }: EventStoreDbOptions = {},
  ) {
    this.readDeadlineMs = readDeadlineMs;
    this.release = release;
    this.limits = limits;
    this.serverName = server;
    this.prefix = log === null ? '' : `${log}/`;
  }

  /** Which server this store reads (its connection's hosts: eventStoreDbServer), recorded with projection checkpoints. */
  server(): Promise<string | null> {
    return Promise.resolve(this.serverName);
  }

  /**
   * A store on the process's client for an `esdb://`, `kurrentdb://` (or `kurrent://`, `kdb://`, each also with
   * `+discover`) connection string, whose path may name a log within the server (parseEventStoreDbConnection); nothing
   * connects until the first call. Stores from the same string share one client, disposed when the last of them closes.
   */
  static fromConnectionString(connectionString: string, options: Omit<EventStoreDbOptions, 'release'> = {}): EventStoreDbEventStore {
    const { clientConnectionString, log, server } = parseEventStoreDbConnection(connectionString);
    let shared = sharedClients.get(connectionString);
    if (!shared) {
      shared = { client: KurrentDBClient.connectionString(clientConnectionString), users: 0 };
      sharedClients.set(connectionString, shared);
    }
    const entry = shared;
    entry.users++;
    return new EventStoreDbEventStore(entry.client, {
      server,
      log,
      ...options,
      release: async () => {
        if (--entry.users > 0) return;
        if (sharedClients.get(connectionString) === entry) sharedClients.delete(connectionString);
        await entry.client.dispose();
      },
    });
  }

  async appendToStream(streamId: string, events: NewEvent[], { expectedVersion }: { expectedVersion: ExpectedVersion }): Promise<AppendResult> {
    if (events.length === 0) return appendOfNothing(streamId, expectedVersion, await this.streamVersion(streamId));
    assertEventSizes(streamId, events.map(eventBytes), this.limits);
    const streamState = toStreamState(expectedVersion);
    const stored = this.prefix + streamId;
    let result: Awaited<ReturnType<KurrentDBClient['appendToStream']>>;
    // The subscription's echo may arrive before the append's answer: mark these events as ours first.
    // Bounded: echoes that never come (a dropped subscription) must not pile up.
    if (this.echoesToSkip.size > 10_000) this.echoesToSkip.clear();
    if (this.localListeners.size > 0) events.forEach((event) => this.echoesToSkip.add(event.id));
    try {
      const data = events.map(toEventData);
      // A transport error is retried once with the same event ids: the server answers a repeat of a written append
      // with what it stored, so the retry never writes twice.
      result = await this.client.appendToStream(stored, data, { streamState }).catch((error: unknown) => {
        if (!isTransportError(error)) throw error;
        return this.client.appendToStream(stored, data, { streamState });
      });
    } catch (error) {
      events.forEach((event) => this.echoesToSkip.delete(event.id));
      if (isWrongExpectedVersion(error)) throw new WrongExpectedVersionError(streamId, expectedVersion, fromCurrentRevision(error.actualState));
      if (isStreamDeleted(error)) throw new StreamTombstonedError(streamId);
      throw error;
    }
    // Only reached with a client built with throwOnAppendFailure: false.
    if (!result.success) throw new WrongExpectedVersionError(streamId, expectedVersion, await this.streamVersion(streamId));
    const commit = result.position?.commit;
    const position =
      commit !== undefined && commit >= 0n ? Number(commit) : await this.positionOfRevision(stored, result.nextExpectedRevision);
    this.localListeners.forEach((notify) => notify());
    return { nextExpectedVersion: toStreamVersion(result.nextExpectedRevision), position };
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: string, { afterVersion = 0, limit }: ReadStreamOptions = {}): Promise<RecordedEvent<E>[]> {
    if (limit !== undefined && limit <= 0) return [];
    try {
      // Stream version n is revision n - 1, so the events after version n start at revision n.
      const fromRevision: ReadRevision = afterVersion > 0 ? BigInt(afterVersion) : START;
      const read = await this.collect<Resolved>(
        this.client.readStream(this.prefix + streamId, { fromRevision, direction: FORWARDS, ...(limit !== undefined ? { maxCount: limit } : {}) }),
        'readStream',
      );
      return read.map((resolved) => toRecorded(resolved, this.prefix)).filter((event): event is RecordedEvent => event !== null) as RecordedEvent<E>[];
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      if (isStreamDeleted(error)) throw new StreamTombstonedError(streamId);
      throw error;
    }
  }

  /**
   * Our events after `after`, up to `limit` events and `maxBytes` of them (at least one). Events not ours (the
   * server's `$` events, another log's) are skipped client-side rather than filtered by the server, so that how far a
   * read scanned is known (a filtered read does not say). Events are weighed as they arrive and the read is ended at
   * the budget, so a page of large events is never held whole. How far a read scanned past its last event is
   * remembered, so a run of events not ours at the end of the log is read once, not again on every poll and wake
   * that starts from the same place.
   */
  async readAll({ after, limit, maxBytes = DEFAULT_PAGE_BYTES }: ReadAllOptions): Promise<RecordedEvent[]> {
    if (limit <= 0) return [];
    const pageSize = Math.min(limit, MAX_PAGE) + 1;
    const events: RecordedEvent[] = [];
    let bytes = 0;
    // Reading $all forwards from a position includes the event at that position: skip everything up to `after`
    // (or up to where an earlier read from `after` found only system events).
    let floor: Position | null = this.scannedPast.get(after) ?? (after > 0 ? atPosition(after) : null);
    let from: ReadPosition = floor ?? START;
    for (;;) {
      let read = 0;
      let last: Position | null = null;
      let full = false;
      await consume<Resolved>(this.client.readAll({ fromPosition: from, maxCount: pageSize, direction: FORWARDS }), this.readDeadlineMs, 'readAll', (resolved) => {
        read++;
        const position = positionOf(resolved);
        if (floor && position && compare(position, floor) <= 0) {
          last = position;
          return false;
        }
        if (!this.isOurs(resolved)) {
          last = position ?? last;
          return false;
        }
        const recorded = toRecorded(resolved, this.prefix);
        if (!recorded) return false;
        const weight = eventBytes(recorded);
        if (events.length > 0 && bytes + weight > maxBytes) return (full = true);
        last = position ?? last;
        events.push(recorded);
        bytes += weight;
        return (full = events.length === limit);
      });
      if (full) return events;
      if (read < pageSize || !last) {
        // The end of the log: whatever was scanned past the last event returned is events not ours only.
        this.rememberScan(events.length ? events[events.length - 1].globalPosition : after, last);
        return events;
      }
      // The page was all read but mostly events not ours: go on after its last event.
      from = last;
      floor = last;
    }
  }

  /** A reader of $all sees every committed event at once: the same as head(). */
  committedHead(): Promise<number> {
    return this.head();
  }

  /** Commit position of our last event in $all (not the server's, not another log's); 0 when there is none. */
  async head(): Promise<number> {
    let from: ReadPosition = END;
    let newest: Position | null = null;
    const known = this.headScan;
    for (;;) {
      const page: Resolved[] = await this.collect<Resolved>(this.client.readAll({ fromPosition: from, maxCount: HEAD_PAGE, direction: BACKWARDS }), 'head');
      for (const resolved of page) {
        const position = positionOf(resolved);
        if (position && !newest) newest = position;
        // Scanned by an earlier call already: no domain event newer than its head lies below this.
        if (position && known && compare(position, known.through) <= 0) return this.settleHead(newest, known.head);
        if (!this.isOurs(resolved)) continue;
        const commit = commitOf(resolved);
        if (commit !== null) return this.settleHead(newest, Number(commit));
      }
      const last: Position | null = page.length ? positionOf(page[page.length - 1]) : null;
      // Reading $all backwards from a position excludes that position.
      if (page.length < HEAD_PAGE || !last) return this.settleHead(newest, 0);
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
    if (this.closed) return;
    this.closed = true;
    this.localListeners.clear();
    await Promise.all([...this.subscriptions].map((handle) => this.stop(handle)));
    await this.release(this.client);
  }

  /** An event of this store's: a domain event (not the server's own), of its log when it keeps one. */
  private isOurs(resolved: Resolved): boolean {
    const event = resolved.event;
    return !!event && !isSystemEventType(event.type) && event.streamId.startsWith(this.prefix);
  }

  private collect<T>(read: Read<T>, operation: string): Promise<T[]> {
    return collect(read, this.readDeadlineMs, operation);
  }

  private rememberScan(after: number, last: Position | null): void {
    if (!last || last.commit <= BigInt(after)) return;
    const known = this.scannedPast.get(after);
    if (known && compare(known, last) >= 0) return;
    this.scannedPast.delete(after);
    if (this.scannedPast.size >= SCANS_REMEMBERED) this.scannedPast.delete(this.scannedPast.keys().next().value as number);
    this.scannedPast.set(after, last);
  }

  private settleHead(newest: Position | null, head: number): number {
    if (newest) this.headScan = { through: newest, head };
    return head;
  }

  /** A live subscription to $all from its end, without system events; resolves once the server confirms it (or after a bound). */
  private open(handle: SubscriptionHandle, onAppended: () => void): Promise<void> {
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    handle.subscription = subscription;
    const wake = () => {
      try {
        onAppended();
      } catch {
        // A listener's failure must not end the subscription; pollers cover whatever it missed.
      }
    };
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CONFIRMATION_TIMEOUT_MS);
      timer.unref();
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      subscription.once('confirmation', ready);
      subscription.on('data', (resolved: Resolved) => {
        if (!resolved.event || !this.isOurs(resolved) || this.echoesToSkip.delete(resolved.event.id)) return;
        wake();
      });
      // Failed ('error'), or ended by the server ('end', then 'close'): subscribe again after a pause unless stopped;
      // pollers cover the gap, and the listener is woken once the new subscription is up for what it may have missed.
      const dropped = () => {
        ready();
        if (handle.subscription !== subscription) return;
        handle.subscription = null;
        if (!handle.active || this.closed) return;
        handle.timer = setTimeout(() => {
          handle.timer = null;
          if (!handle.active || this.closed) return;
          void this.open(handle, onAppended).then(() => {
            if (handle.active && !this.closed) wake();
          });
        }, RESUBSCRIBE_DELAY_MS);
        handle.timer.unref();
      };
      subscription.on('error', dropped);
      subscription.on('end', dropped);
      subscription.on('close', dropped);
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
      const [last] = await this.collect<Resolved>(
        this.client.readStream(this.prefix + streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 }),
        'readStream',
      );
      return last?.event ? toStreamVersion(last.event.revision) : 0;
    } catch (error) {
      if (isStreamNotFound(error)) return 0;
      if (isStreamDeleted(error)) throw new StreamTombstonedError(streamId);
      throw error;
    }
  }

  /** Global position of one event of a stream, named as stored (for a write result that carried no position). */
  private async positionOfRevision(storedStreamId: string, revision: bigint): Promise<number | null> {
    const [event] = await this.collect<Resolved>(
      this.client.readStream(storedStreamId, { fromRevision: revision, direction: FORWARDS, maxCount: 1 }),
      'readStream',
    );
    const commit = event ? commitOf(event) : null;
    return commit === null ? null : Number(commit);
  }
}
