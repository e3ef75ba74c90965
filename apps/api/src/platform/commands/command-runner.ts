import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { handleCommand, type CommandResult, type Decider, type DomainEvent, type EventMetadata, type EventStore } from '@k9/domain';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import { BoundedStateCache } from '../event-store/state-cache.js';

export type RunOptions = { metadata: EventMetadata; expectedVersion?: number };

/**
 * A command without the client's If-Match is decided again on fresh state when another write got in first. Each round
 * at least one writer wins, so n writers at once on one stream (five admins saving shared templates, a batch moving
 * questions) need up to n - 1 retries; three lost saves under load.
 */
const CONFLICT_RETRIES = 10;

/**
 * The one way commands are executed: the domain helper with real ids and a per-decider cache of folded states (a
 * command then reads only the events written since). The store wakes this process's projections as it appends.
 */
@Injectable()
export class CommandRunner {
  private readonly states = new WeakMap<object, BoundedStateCache<unknown>>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async run<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string, command: C, options: RunOptions): Promise<CommandResult<E, S>> {
    return handleCommand(this.store, decider, streamId, command, { ...options, retries: CONFLICT_RETRIES, newId: randomUUID, states: this.statesOf(decider) });
  }

  private statesOf<S>(decider: object): BoundedStateCache<S> {
    let states = this.states.get(decider);
    if (!states) this.states.set(decider, (states = new BoundedStateCache<unknown>()));
    return states as BoundedStateCache<S>;
  }
}
