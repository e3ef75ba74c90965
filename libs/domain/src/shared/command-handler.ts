import { DomainError, type Decider } from './decider.js';
import {
  WrongExpectedVersionError,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from './event-store.port.js';

/**
 * A stream's folded state at a version, kept between commands so that a command reads only the events written
 * since (by anyone). Deciders are pure, so a cached state is never changed by a later evolve.
 */
export interface StateCache<S> {
  get(streamId: string): { version: number; state: S } | undefined;
  set(streamId: string, entry: { version: number; state: S }): void;
}

export type CommandContext<S = unknown> = {
  metadata: EventMetadata;
  /** Event id factory: ids come from outside so the decider stays pure. */
  newId: () => string;
  /** A client's If-Match: the version it last saw. A mismatch is refused, never retried. */
  expectedVersion?: number;
  /** Retry a concurrent-write conflict (re-read, decide again) up to this many times. */
  retries?: number;
  /** Folded states from earlier commands on the same decider. */
  states?: StateCache<S>;
};

export type CommandResult<E extends DomainEvent, S> = {
  events: E[];
  state: S;
  version: number;
  /** Global position of the last event written, or null when the command changed nothing. */
  position: number | null;
};

export const STALE_VERSION_MESSAGE = 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại rồi thử lại.';

/**
 * Events read per page when a stream is folded: a long stream is folded page by page, so a command holds one page of
 * events at a time however long its stream has grown (at most 100 x EVENT_MAX_BYTES, 25 MB at the default cap).
 */
export const STREAM_PAGE = 100;

/**
 * The stream folded from `from` (a cached state, or nothing) through its last event, one page at a time: the one way
 * to rebuild an aggregate's state from its stream (`read` counts the events read).
 */
export async function foldStream<E extends DomainEvent, S>(
  store: EventStore,
  decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>,
  streamId: string,
  from?: { version: number; state: S },
): Promise<{ version: number; state: S; read: number }> {
  let version = from?.version ?? 0;
  let state = from ? from.state : decider.initialState();
  let read = 0;
  for (;;) {
    const page = await store.readStream<E>(streamId, { afterVersion: version, limit: STREAM_PAGE });
    for (const { type, data } of page) state = decider.evolve(state, { type, data } as E);
    read += page.length;
    if (page.length > 0) version = page[page.length - 1].streamVersion;
    if (page.length < STREAM_PAGE) return { version, state, read };
  }
}

/**
 * The stream's recorded events (metadata included) one page at a time, for readers that need more than a folded state
 * (who did what, and when): memory holds one page however long the stream has grown.
 */
export async function* streamPages<E extends DomainEvent>(store: EventStore, streamId: string): AsyncGenerator<RecordedEvent<E>[]> {
  for (let after = 0; ; ) {
    const page = await store.readStream<E>(streamId, { afterVersion: after, limit: STREAM_PAGE });
    if (page.length > 0) yield page;
    if (page.length < STREAM_PAGE) return;
    after = page[page.length - 1].streamVersion;
  }
}

/** read stream (the tail after a cached state, page by page) -> fold evolve -> decide -> append with the version that was read. */
export async function handleCommand<C, E extends DomainEvent, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  context: CommandContext<S>,
): Promise<CommandResult<E, S>> {
  const retries = context.expectedVersion === undefined ? (context.retries ?? 0) : 0;
  const states = context.states;
  for (let attempt = 0; ; attempt++) {
    const { version, state, read } = await foldStream(store, decider, streamId, states?.get(streamId));
    if (read > 0) states?.set(streamId, { version, state });
    if (context.expectedVersion !== undefined && context.expectedVersion !== version) {
      throw new DomainError('STALE_VERSION', STALE_VERSION_MESSAGE, 'precondition_failed');
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, version, position: null };
    const toAppend: NewEvent[] = events.map((event) => ({ ...event, id: context.newId(), metadata: context.metadata }));
    try {
      const result = await store.appendToStream(streamId, toAppend, {
        expectedVersion: version === 0 ? 'no_stream' : version,
      });
      const next = { events, state: events.reduce(decider.evolve, state), version: result.nextExpectedVersion, position: result.position };
      states?.set(streamId, { version: next.version, state: next.state });
      return next;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt >= retries) throw new DomainError('STALE_VERSION', STALE_VERSION_MESSAGE, 'conflict');
    }
  }
}
