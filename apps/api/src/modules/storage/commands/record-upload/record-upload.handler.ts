import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { uploadDecider, uploadStreamId, type CommandResult, type UploadEvent, type UploadState } from '@k9/domain';
import { CommandRunner } from '../../../../platform/event-store/command-runner.js';
import { RecordUploadCommand } from './record-upload.command.js';

@CommandHandler(RecordUploadCommand)
export class RecordUploadHandler implements ICommandHandler<RecordUploadCommand, CommandResult<UploadEvent, UploadState>> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ fileId, command, metadata }: RecordUploadCommand) {
    return this.runner.run(uploadDecider, uploadStreamId(fileId), command, { metadata });
  }
}
