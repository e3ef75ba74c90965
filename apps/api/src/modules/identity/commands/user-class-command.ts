import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userClassDecider, userClassStreamId, type CommandResult, type EventMetadata, type UserClassCommand, type UserClassEvent, type UserClassState } from '@k9/domain';
import { CommandRunner } from '../../../platform/event-store/command-runner.js';

export class UserClassCommandMessage {
  constructor(
    readonly command: UserClassCommand,
    readonly metadata: EventMetadata,
  ) {}
}

@CommandHandler(UserClassCommandMessage)
export class UserClassCommandHandler implements ICommandHandler<UserClassCommandMessage, CommandResult<UserClassEvent, UserClassState>> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ command, metadata }: UserClassCommandMessage) {
    return this.runner.run(userClassDecider, userClassStreamId(command.data.classId), command, { metadata });
  }
}
