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

/** Current version of a stream; 0 means the stream has no events. */
export type ExpectedVersion = 'no_stream' | 'any' | number;

export type AppendResult = {
  nextExpectedVersion: number;
  /** Global position of the last event written; null when nothing was written. */
  position: number | null;
};

export interface EventStore {
  appendToStream(streamId: string, events: NewEvent[], options: { expectedVersion: ExpectedVersion }): Promise<AppendResult>;
  /** The stream's events in order; with `afterVersion`, only those with a higher stream version (the tail). */
  readStream<E extends DomainEvent = DomainEvent>(streamId: string, options?: { afterVersion?: number }): Promise<RecordedEvent<E>[]>;
  readAll(options: { after: number; limit: number }): Promise<RecordedEvent[]>;
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
