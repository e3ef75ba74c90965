import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, DomainEvent } from '@k9/domain';
import { CommandRunner } from './command-runner.js';
import { DeciderCommand } from './decider-command.js';

/** The one handler of every aggregate's commands. */
@CommandHandler(DeciderCommand)
export class DeciderCommandHandler implements ICommandHandler<DeciderCommand, CommandResult<DomainEvent, unknown>> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ decider, streamId, command, metadata, expectedVersion }: DeciderCommand) {
    return this.runner.run(decider, streamId, command, { metadata, expectedVersion });
  }
}
