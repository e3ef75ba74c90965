import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { handleCommand, type CommandResult, type Decider, type DomainEvent, type EventMetadata, type EventStore } from '@k9/domain';
import { ProjectionsService } from '../projections/projections.service.js';
import { EVENT_STORE } from './event-store.token.js';

export type RunOptions = { metadata: EventMetadata; expectedVersion?: number; retries?: number };

/** The one way commands are executed: the domain helper with real ids, then a nudge to local projections. */
@Injectable()
export class CommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionsService,
  ) {}

  async run<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string, command: C, options: RunOptions): Promise<CommandResult<E, S>> {
    const result = await handleCommand(this.store, decider, streamId, command, { ...options, newId: randomUUID });
    if (result.position !== null) this.projections.wakeAll();
    return result;
  }
}
