import { Inject } from '@nestjs/common';
import type { ContentImportProgress } from '@k9/contracts';
import { CONTENT_IMPORT_MESSAGES as M, contentImportDecider, contentImportStreamId, DomainError, type ContentImportCommand, type EventMetadata, type EventStore } from '@k9/domain';
import { CommandPath } from '../../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.token.js';
import { Job, JobHandler, UnrecoverableJobError, type JobContext } from '../../../../platform/jobs/job.js';
import { bullJobId } from '../../../../platform/jobs/job-registry.js';
import { catchUpWithLog } from '../../../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../../../platform/projections/projections.service.js';
import { ContentWriter } from '../../content-writer.js';
import { CONTENT_RECORD_PROJECTION } from '../../projections/content-record/content-record.projection.js';
import { ImportStaging, type PendingRow } from '../import-staging.js';
import { CONTENT_IMPORT_PROJECTION } from '../projections/content-import/content-import.projection.js';

export const CONTENT_IMPORT_QUEUE = 'content-import';
const JOB_NAME = 'import-content-rows';
/** Rows read and marked done together; records created at once within a batch. */
const BATCH = 500;
const CONCURRENCY = 16;
/** How long the job waits for the list's read model to show the last record (10,000 rows apply in seconds). */
const VISIBLE_TIMEOUT_MS = 120_000;

export type ImportContentRowsPayload = { importId: string; attempt: number; actorId: string; actorEmail: string | null; correlationId: string };

/**
 * Creates an import's valid rows through the content command path (ContentImported, with the confirming admin and the
 * import id in each event's metadata), in batches, with progress to the admin over /ws (job.updated). Each row has
 * its record id from the staging table, so a retried job skips the records that exist and creates the rest.
 */
@Job()
export class ImportContentRowsJob extends JobHandler<ImportContentRowsPayload, ContentImportProgress> {
  readonly queue = CONTENT_IMPORT_QUEUE;
  readonly name = JOB_NAME;

  static bullJobId = (importId: string, attempt: number) => bullJobId(JOB_NAME, `${importId}.${attempt}`);

  constructor(
    private readonly staging: ImportStaging,
    private readonly writer: ContentWriter,
    private readonly commands: CommandPath,
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    super();
  }

  jobId(payload: ImportContentRowsPayload): string {
    return `${payload.importId}.${payload.attempt}`;
  }

  async handle(payload: ImportContentRowsPayload, ctx: JobContext): Promise<ContentImportProgress> {
    try {
      return await this.importRows(payload, ctx);
    } catch (error) {
      if (ctx.attempt >= this.attempts || error instanceof UnrecoverableJobError || ctx.signal.aborted) {
        await this.decide(payload, { type: 'FailImport', data: { importId: payload.importId, reason: M.importFailed } }, ctx);
      }
      throw error;
    }
  }

  private async importRows(payload: ImportContentRowsPayload, ctx: JobContext): Promise<ContentImportProgress> {
    const { importId } = payload;
    await this.staging.assignIds(importId);
    for (;;) {
      if (ctx.signal.aborted) throw new UnrecoverableJobError(M.importFailed);
      const batch = await this.staging.pending(importId, BATCH);
      if (batch.length === 0) break;
      const metadata = this.metadata(payload, ctx);
      const failures = new Map<number, string>();
      // No wait per batch: the list's read model applies one batch while the next is written.
      await this.commands.executeMany(
        batch,
        async (row: PendingRow, write) => {
          try {
            await write(
              this.writer.command(
                row.contentId,
                { type: 'CreateContent', data: { contentId: row.contentId, contentType: row.contentType, input: row.input, origin: { kind: 'import', importId, row: row.rowNo } } },
                metadata,
              ),
            );
          } catch (error) {
            // Created by an earlier run of this job (the id is this row's): done already.
            if (error instanceof DomainError && error.code === 'CONTENT_EXISTS') return;
            if (error instanceof DomainError) failures.set(row.rowNo, error.message);
            else throw error;
          }
        },
        { readModels: [], concurrency: CONCURRENCY },
      );
      await this.staging.markDone(importId, batch.map((row) => row.rowNo), failures);
      await ctx.progress(await this.progressOf(importId));
    }
    // "Imported" means visible: the list's read model has every record before the import says it is done.
    await catchUpWithLog(this.projections, this.store, [CONTENT_RECORD_PROJECTION], VISIBLE_TIMEOUT_MS);
    const progress = await this.progressOf(importId);
    await this.decide(payload, { type: 'CompleteImport', data: { importId, created: progress.created, failed: progress.failed } }, ctx);
    await ctx.progress(progress);
    return progress;
  }

  private async progressOf(importId: string): Promise<ContentImportProgress> {
    const { total, done, failed } = await this.staging.progress(importId);
    return { importId, done, total, created: done - failed, failed };
  }

  private async decide(payload: ImportContentRowsPayload, command: ContentImportCommand, ctx: JobContext): Promise<void> {
    await this.commands.execute(new DeciderCommand(contentImportDecider, contentImportStreamId(payload.importId), command, this.metadata(payload, ctx)), [CONTENT_IMPORT_PROJECTION]);
  }

  /** The confirming admin acts; the import and the job are named in every event's metadata. */
  private metadata(payload: ImportContentRowsPayload, ctx: JobContext): EventMetadata {
    return {
      actorId: payload.actorId,
      actorEmail: payload.actorEmail,
      correlationId: payload.correlationId,
      causationId: ctx.jobId,
      occurredAt: new Date().toISOString(),
      imported: true,
      importId: payload.importId,
      jobId: ctx.jobId,
    };
  }
}
