import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { CommandResult, DomainEvent } from '@k9/domain';
import { etag } from '../http/request-metadata.js';
import { ProjectionsService } from '../projections/projections.service.js';
import type { DeciderCommand } from './decider-command.js';

export type ReadBack<R> = {
  /** The projections whose read models `read` queries: the answer waits until they have applied the command. */
  readModels: readonly string[];
  read: () => Promise<R>;
  /** Set: the answer carries `ETag: W/"<version>"` of what was read. */
  response?: Response;
  version?: (record: R) => number;
};

/**
 * The one way a request runs a command: execute (through the bus), wait for the read models the answer comes from,
 * read back, set the ETag. The user always sees their own write.
 */
@Injectable()
export class CommandPath {
  constructor(
    private readonly bus: CommandBus,
    private readonly projections: ProjectionsService,
  ) {}

  async execute<C, E extends DomainEvent, S>(command: DeciderCommand<C, E, S>, readModels: readonly string[]): Promise<CommandResult<E, S>> {
    const result: CommandResult<E, S> = await this.bus.execute(command);
    await this.projections.waitFor(result.position, readModels);
    return result;
  }

  async executeAndRead<C, E extends DomainEvent, S, R>(command: DeciderCommand<C, E, S>, { readModels, read, response, version }: ReadBack<R>): Promise<R> {
    await this.execute(command, readModels);
    const record = await read();
    if (response && version) response.setHeader('ETag', etag(version(record)));
    return record;
  }
}
