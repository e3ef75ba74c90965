import { Injectable } from '@nestjs/common';
import type { AiSummaryRecord } from '@k9/contracts';
import { aiSummaryDecider, aiSummaryStreamId, type AiSummaryCommand, type AiSummaryProvenance, type EventMetadata } from '@k9/domain';
import type { Response } from 'express';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { AiSummariesRepository } from './ai-summaries.repository.js';
import { AI_SUMMARY_PROJECTION } from './projections/ai-summary/ai-summary.projection.js';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
/** The year in Vietnam at the command's time: the columns of yearly parameter tables. */
export const vietnamYear = (occurredAt: string): number => new Date(Date.parse(occurredAt) + VIETNAM_OFFSET_MS).getUTCFullYear();

/**
 * The one way reports are written, for the admin's form and for AI jobs alike: the AI gateway's jobs (a later issue)
 * call `create` with `{ origin: 'ai', aiCallId, model, jobId }` and their job's metadata; nothing else changes.
 */
@Injectable()
export class AiSummaryWriter {
  constructor(
    private readonly commands: CommandPath,
    private readonly summaries: AiSummariesRepository,
  ) {}

  async create(fields: Record<string, unknown>, provenance: AiSummaryProvenance, metadata: EventMetadata, response?: Response): Promise<AiSummaryRecord> {
    const summaryId = await this.summaries.nextId();
    return this.run({ type: 'CreateAiSummary', data: { summaryId, fields, provenance, year: vietnamYear(metadata.occurredAt) } }, metadata, undefined, response);
  }

  edit(summaryId: number, fields: Record<string, unknown>, metadata: EventMetadata, expectedVersion: number | undefined, response?: Response): Promise<AiSummaryRecord> {
    return this.run({ type: 'EditAiSummary', data: { summaryId, fields, year: vietnamYear(metadata.occurredAt) } }, metadata, expectedVersion, response);
  }

  async delete(summaryId: number, metadata: EventMetadata, expectedVersion: number | undefined): Promise<void> {
    await this.commands.execute(new DeciderCommand(aiSummaryDecider, aiSummaryStreamId(summaryId), { type: 'DeleteAiSummary', data: { summaryId } }, metadata, expectedVersion), [
      AI_SUMMARY_PROJECTION,
    ]);
  }

  private run(command: AiSummaryCommand, metadata: EventMetadata, expectedVersion: number | undefined, response?: Response): Promise<AiSummaryRecord> {
    const summaryId = command.data.summaryId;
    return this.commands.executeAndRead(new DeciderCommand(aiSummaryDecider, aiSummaryStreamId(summaryId), command, metadata, expectedVersion), {
      readModels: [AI_SUMMARY_PROJECTION],
      read: async () => (await this.summaries.find(summaryId))!,
      response,
      version: (record) => record.version,
    });
  }
}
