import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId, type CommandResult, type UserEvent, type UserState } from '@k9/domain';
import { CommandRunner } from '../../../../platform/event-store/command-runner.js';
import { CreateUserCommand } from './create-user.command.js';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, CommandResult<UserEvent, UserState>> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ data, metadata }: CreateUserCommand) {
    return this.runner.run(userDecider, userStreamId(data.userId), { type: 'CreateUser', data }, { metadata });
  }
}
