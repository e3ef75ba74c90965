import { DomainError, fold, type Decider } from './decider.js';
import {
  WrongExpectedVersionError,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  type NewEvent,
} from './event-store.port.js';

export type CommandContext = {
  metadata: EventMetadata;
  /** Event id factory: ids come from outside so the decider stays pure. */
  newId: () => string;
  /** A client's If-Match: the version it last saw. A mismatch is refused, never retried. */
  expectedVersion?: number;
  /** Retry a concurrent-write conflict (re-read, decide again) up to this many times. */
  retries?: number;
};

export type CommandResult<E extends DomainEvent, S> = {
  events: E[];
  state: S;
  version: number;
  /** Global position of the last event written, or null when the command changed nothing. */
  position: number | null;
};

export const STALE_VERSION_MESSAGE = 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại rồi thử lại.';

/** read stream -> fold evolve -> decide -> append with the version that was read. */
export async function handleCommand<C, E extends DomainEvent, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  context: CommandContext,
): Promise<CommandResult<E, S>> {
  const retries = context.expectedVersion === undefined ? (context.retries ?? 0) : 0;
  for (let attempt = 0; ; attempt++) {
    const recorded = await store.readStream<E>(streamId);
    const version = recorded.length === 0 ? 0 : recorded[recorded.length - 1].streamVersion;
    if (context.expectedVersion !== undefined && context.expectedVersion !== version) {
      throw new DomainError('STALE_VERSION', STALE_VERSION_MESSAGE, 'precondition_failed');
    }
    const state = fold(decider, recorded.map(({ type, data }) => ({ type, data }) as E));
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, version, position: null };
    const toAppend: NewEvent[] = events.map((event) => ({ ...event, id: context.newId(), metadata: context.metadata }));
    try {
      const result = await store.appendToStream(streamId, toAppend, {
        expectedVersion: version === 0 ? 'no_stream' : version,
      });
      return { events, state: events.reduce(decider.evolve, state), version: result.nextExpectedVersion, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt >= retries) throw new DomainError('STALE_VERSION', STALE_VERSION_MESSAGE, 'conflict');
    }
  }
}
