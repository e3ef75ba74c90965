import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { settingDecider, settingStreamId, type CommandResult, type SettingEvent, type SettingState } from '@k9/domain';
import { CommandRunner } from '../../../../platform/event-store/command-runner.js';
import { SaveSettingCommand } from './save-setting.command.js';

@CommandHandler(SaveSettingCommand)
export class SaveSettingHandler implements ICommandHandler<SaveSettingCommand, CommandResult<SettingEvent, SettingState>> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ command, metadata, expectedVersion }: SaveSettingCommand) {
    const streamId = settingStreamId(command.data.settingType, command.data.ownerId);
    return this.runner.run(settingDecider, streamId, command, { metadata, expectedVersion });
  }
}
