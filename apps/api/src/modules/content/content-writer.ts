import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { ContentRecord } from '@k9/contracts';
import { contentDecider, contentStreamId, type ContentCommand, type ContentEvent, type ContentInput, type ContentOrigin, type ContentState, type ContentType, type EventMetadata } from '@k9/domain';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { ContentRepository } from './content.repository.js';
import { CONTENT_RECORD_PROJECTION } from './projections/content-record/content-record.projection.js';

export type WriteOptions = { metadata: EventMetadata; expectedVersion?: number; response?: Response };

/**
 * The content record's commands, for controllers and for other parts of the content context (imports, AI flows):
 * ids from the sequence, one command path, the answer read back once the record read model has it.
 */
@Injectable()
export class ContentWriter {
  constructor(
    private readonly commands: CommandPath,
    private readonly records: ContentRepository,
  ) {}

  /** A new record; an import passes `{ kind: 'import', importId, row }` (recorded as ContentImported). */
  async create(contentType: ContentType, input: ContentInput, origin: ContentOrigin, options: WriteOptions): Promise<ContentRecord> {
    const contentId = await this.records.nextId();
    return this.run(contentId, { type: 'CreateContent', data: { contentId, contentType, input, origin } }, options);
  }

  /** Only what differs becomes events; `contentType`, when given, must be the record's. */
  update(contentId: number, changes: ContentInput, options: WriteOptions & { contentType?: ContentType }): Promise<ContentRecord> {
    return this.run(contentId, { type: 'UpdateContent', data: { contentId, changes, ...(options.contentType ? { contentType: options.contentType } : {}) } }, options);
  }

  async delete(contentId: number, options: WriteOptions): Promise<void> {
    await this.commands.execute(new DeciderCommand(contentDecider, contentStreamId(contentId), { type: 'DeleteContent', data: { contentId } }, options.metadata), [CONTENT_RECORD_PROJECTION]);
  }

  /** A command on the record, for a batch (CommandPath.executeMany) to run without waiting for each. */
  command(contentId: number, command: ContentCommand, metadata: EventMetadata): DeciderCommand<ContentCommand, ContentEvent, ContentState> {
    return new DeciderCommand(contentDecider, contentStreamId(contentId), command, metadata);
  }

  private async run(contentId: number, command: ContentCommand, { metadata, expectedVersion, response }: WriteOptions): Promise<ContentRecord> {
    return this.commands.executeAndRead(new DeciderCommand(contentDecider, contentStreamId(contentId), command, metadata, expectedVersion), {
      readModels: [CONTENT_RECORD_PROJECTION],
      read: async () => (await this.records.find(contentId))!,
      response,
      version: (record) => record.version,
    });
  }
}
