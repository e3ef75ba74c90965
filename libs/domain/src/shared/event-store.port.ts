/** The event store port. Adapters live in apps/api/src/platform/event-store. */

export type EventMetadata = {
  actorId: string | null;
  actorEmail: string | null;
  correlationId: string;
  causationId: string;
  occurredAt: string;
  [extra: string]: unknown;
};

export type DomainEvent<T extends string = string, D = unknown> = { type: T; data: D };

export type NewEvent<E extends DomainEvent = DomainEvent> = E & { id: string; metadata: EventMetadata };

export type RecordedEvent<E extends DomainEvent = DomainEvent> = E & {
  id: string;
  streamId: string;
  /** 1-based: the stream's first event has version 1. */
  streamVersion: number;
  globalPosition: number;
  metadata: EventMetadata;
  createdAt: string;
};

export type ReadStreamOptions = { afterVersion?: number; limit?: number };
export type ReadAllOptions = { after: number; limit: number; maxBytes?: number };

/**
 * What one page of the global log may weigh (the events' data and metadata as JSON): a reader's memory is bounded by
 * this, not by how large the events of the page happen to be (1,000 events of 1 MB made a 1 GB page).
 */
export const DEFAULT_PAGE_BYTES = 8 * 1024 * 1024;

/** Current version of a stream; 0 means the stream has no events. */
export type ExpectedVersion = 'no_stream' | 'any' | number;

export type AppendResult = {
  nextExpectedVersion: number;
  /** Global position of the last event written; null when nothing was written. */
  position: number | null;
};

export interface EventStore {
  appendToStream(streamId: string, events: NewEvent[], options: { expectedVersion: ExpectedVersion }): Promise<AppendResult>;
  /**
   * The stream's events in order; with `afterVersion`, only those with a higher stream version (the tail); with
   * `limit`, at most that many (a page: whoever folds a long stream reads it page by page).
   */
  readStream<E extends DomainEvent = DomainEvent>(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent<E>[]>;
  /**
   * The global log after `after`: at most `limit` events, and no more than `maxBytes` of them (DEFAULT_PAGE_BYTES when
   * unset) except that a page always holds at least one event. A short page is not the end of the log: read on until
   * an empty one.
   */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The last global position a reader of readAll can see now (0 when empty). */
  head(): Promise<number>;
  /**
   * The last global position of any event committed so far (0 when empty): what a read-your-writes wait waits for.
   * PostgreSQL lets a reader see an event only once every transaction older than its own has ended, in the whole
   * server, so `head()` can stay below events already committed (another database's open transaction holds it back).
   */
  committedHead(): Promise<number>;
  /**
   * Calls `onAppended` (without data) whenever new events may be readable: at once for this store's own appends,
   * and on news of other processes' appends. Returns an unsubscribe function.
   */
  subscribe(onAppended: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  readonly code = 'WRONG_EXPECTED_VERSION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | null,
  ) {
    super(`Phiên bản của ${streamId} đã thay đổi (mong đợi ${String(expected)}, hiện tại ${actual ?? 'không rõ'})`);
  }
}

/** What every adapter answers to a zero-event append: the expected version is still checked, nothing is written. */
export function appendOfNothing(streamId: string, expected: ExpectedVersion, actual: number): AppendResult {
  const matches = expected === 'any' || (expected === 'no_stream' ? actual === 0 : expected === actual);
  if (!matches) throw new WrongExpectedVersionError(streamId, expected, actual);
  return { nextExpectedVersion: actual, position: null };
}

export class DuplicateEventIdError extends Error {
  readonly code = 'DUPLICATE_EVENT_ID';
  constructor(readonly eventIds: string[]) {
    super(`Sự kiện đã được ghi ở nơi khác: ${eventIds.join(', ')}`);
  }
}

/** The event store's size caps (EVENT_MAX_BYTES, APPEND_MAX_BYTES): one event, and one append however many events it has. */
export type EventSizeLimits = { eventMaxBytes: number; appendMaxBytes: number };

export const DEFAULT_EVENT_SIZE_LIMITS: EventSizeLimits = { eventMaxBytes: 256 * 1024, appendMaxBytes: 2 * 1024 * 1024 };

/** An append the store refuses for its size: nothing of it is written. The HTTP layer answers 413. */
export class EventTooLargeError extends Error {
  readonly code = 'EVENT_TOO_LARGE';
  constructor(
    readonly streamId: string,
    /** 'event': one event is over eventMaxBytes; 'append': the events together are over appendMaxBytes. */
    readonly scope: 'event' | 'append',
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`${scope === 'event' ? 'Sự kiện' : 'Lần ghi'} vào ${streamId} nặng ${bytes} byte, vượt giới hạn ${maxBytes} byte`);
  }
}

/** Bytes of a string in UTF-8, counted without encoding it (the domain runs in the browser too). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** An event's weight as the store keeps it: its type, and its data and metadata as JSON, in UTF-8. */
export const eventBytes = (event: Pick<NewEvent, 'type' | 'data' | 'metadata'>): number =>
  utf8Bytes(event.type) + utf8Bytes(JSON.stringify(event.data) ?? 'null') + utf8Bytes(JSON.stringify(event.metadata));

/**
 * What every adapter checks before it writes, given each event's weight (eventBytes): each event within
 * eventMaxBytes, the append within appendMaxBytes. Throws EventTooLargeError, having written nothing.
 */
export function assertEventSizes(streamId: string, sizes: readonly number[], limits: EventSizeLimits): void {
  const tooLarge = sizes.find((bytes) => bytes > limits.eventMaxBytes);
  if (tooLarge !== undefined) throw new EventTooLargeError(streamId, 'event', tooLarge, limits.eventMaxBytes);
  const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
  if (total > limits.appendMaxBytes) throw new EventTooLargeError(streamId, 'append', total, limits.appendMaxBytes);
}
