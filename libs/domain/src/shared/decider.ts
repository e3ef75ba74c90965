import type { DomainEvent } from './event-store.port.js';

/** A pure aggregate: no I/O, no clock, no random ids (they arrive in the command). */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export const fold = <E extends DomainEvent, S>(decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>, events: E[]): S =>
  events.reduce(decider.evolve, decider.initialState());

export type DomainErrorKind = 'conflict' | 'unprocessable' | 'not_found' | 'forbidden' | 'precondition_failed';

/** A known business refusal: the HTTP layer maps `kind` to a status and shows `message` (Vietnamese). */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: DomainErrorKind = 'unprocessable',
  ) {
    super(message);
  }
}

export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};
