import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId, type CommandResult, type EventMetadata, type UserCommand, type UserEvent, type UserState } from '@k9/domain';
import { CommandRunner } from '../../../platform/event-store/command-runner.js';

/** Any command of the user aggregate, with who sent it. */
export class UserCommandMessage {
  constructor(
    readonly command: UserCommand,
    readonly metadata: EventMetadata,
  ) {}
}

@CommandHandler(UserCommandMessage)
export class UserCommandHandler implements ICommandHandler<UserCommandMessage, CommandResult<UserEvent, UserState>> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ command, metadata }: UserCommandMessage) {
    return this.runner.run(userDecider, userStreamId(command.data.userId), command, { metadata });
  }
}
