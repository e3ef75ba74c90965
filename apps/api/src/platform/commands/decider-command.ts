import type { Decider, DomainEvent, EventMetadata } from '@k9/domain';

/** Any command of any aggregate: the decider that judges it, the stream it lives in, who sent it. */
export class DeciderCommand<C = unknown, E extends DomainEvent = DomainEvent, S = unknown> {
  constructor(
    readonly decider: Decider<C, E, S>,
    readonly streamId: string,
    readonly command: C,
    readonly metadata: EventMetadata,
    /** The version the client last saw (If-Match): a mismatch is refused, never retried. */
    readonly expectedVersion?: number,
  ) {}
}
