import { Inject } from '@nestjs/common';
import {
  MARKET_IMPORT_MESSAGES as M,
  marketImportDecider,
  marketImportStreamId,
  marketRowBatches,
  marketRowsDecider,
  marketRowsStreamId,
  type EventMetadata,
  type EventStore,
  type MarketAdmin,
  type MarketDataset,
  type MarketImportCommand,
} from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { Job, JobHandler, UnrecoverableJobError, type JobContext } from '../../../platform/jobs/job.js';
import { bullJobId } from '../../../platform/jobs/job-registry.js';
import { catchUpWithLog } from '../../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { marketRowId } from '../market-row-id.js';
import { MARKET_CHANGE_PROJECTION } from '../projections/market-change/market-change.projection.js';
import { MARKET_ROW_PROJECTION } from '../projections/market-row/market-row.projection.js';
import { MarketImportStaging } from './market-import-staging.js';

export const MARKET_IMPORT_QUEUE = 'market-import';
const JOB_NAME = 'import-market-rows';
/** Staged rows read together; each becomes events of at most 500 rows per dataset and ticker. */
const PAGE = 5000;
const CONCURRENCY = 8;
const VISIBLE_TIMEOUT_MS = 180_000;

export type ImportMarketRowsPayload = { importId: string; attempt: number; dataset: MarketDataset; fileName: string; admin: MarketAdmin; correlationId: string };
export type MarketImportProgress = { importId: string; done: number; total: number; written: number };

/**
 * Stores a confirmed import's valid rows through the rows' command path: each event names the admin and the file, and
 * its change log entries; rows equal to the stored ones are not written again (a retried job, a file imported twice).
 */
@Job()
export class ImportMarketRowsJob extends JobHandler<ImportMarketRowsPayload, MarketImportProgress> {
  readonly queue = MARKET_IMPORT_QUEUE;
  readonly name = JOB_NAME;

  constructor(
    private readonly staging: MarketImportStaging,
    private readonly commands: CommandPath,
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    super();
  }

  /** The id BullMQ knows an attempt's job by (the import's status names it). */
  static bullJobId = (importId: string, attempt: number) => bullJobId(JOB_NAME, `${importId}.${attempt}`);

  jobId(payload: ImportMarketRowsPayload): string {
    return `${payload.importId}.${payload.attempt}`;
  }

  async handle(payload: ImportMarketRowsPayload, ctx: JobContext): Promise<MarketImportProgress> {
    try {
      return await this.importRows(payload, ctx);
    } catch (error) {
      if (ctx.attempt >= this.attempts || error instanceof UnrecoverableJobError || ctx.signal.aborted) {
        await this.decide(payload, { type: 'FailMarketImport', data: { importId: payload.importId, reason: M.importFailed } }, ctx);
      }
      throw error;
    }
  }

  private async importRows(payload: ImportMarketRowsPayload, ctx: JobContext): Promise<MarketImportProgress> {
    const { importId, fileName, admin } = payload;
    // Of the valid rows (the invalid ones are never stored); a retried job goes on from the rows stored before.
    const { done: before, total } = await this.staging.progress(importId);
    let done = 0;
    let written = 0;
    for (;;) {
      if (ctx.signal.aborted) throw new UnrecoverableJobError(M.importFailed);
      const page = await this.staging.pending(importId, PAGE);
      if (page.length === 0) break;
      const rows = page.map(({ row }) => ({ ...row, rowId: marketRowId(row.dataset, row.key) }));
      const results = await this.commands.executeMany(
        marketRowBatches(rows),
        (batch, write) =>
          write(
            new DeciderCommand(
              marketRowsDecider,
              marketRowsStreamId(batch.dataset, batch.ticker),
              { type: 'ImportMarketRows', data: { dataset: batch.dataset, ticker: batch.ticker, origin: { kind: 'import', importId, file: fileName, admin }, rows: batch.rows } },
              this.metadata(payload, ctx),
            ),
          ),
        { readModels: [], concurrency: CONCURRENCY },
      );
      written += results.reduce((sum, result) => sum + result.events.reduce((n, event) => n + (event.type === 'MarketRowsImported' ? event.data.rows.length : 0), 0), 0);
      await this.staging.markDone(importId, page.map(({ rowNo }) => rowNo));
      done += page.length;
      await ctx.progress({ importId, done: before + done, total, written });
    }
    // "Imported" means visible: the lists and the change log show every row before the import says it is done.
    await catchUpWithLog(this.projections, this.store, [MARKET_ROW_PROJECTION, MARKET_CHANGE_PROJECTION], VISIBLE_TIMEOUT_MS);
    await this.decide(payload, { type: 'CompleteMarketImport', data: { importId, written, unchanged: done - written } }, ctx);
    return { importId, done: before + done, total, written };
  }

  private async decide(payload: ImportMarketRowsPayload, command: MarketImportCommand, ctx: JobContext): Promise<void> {
    await this.commands.execute(new DeciderCommand(marketImportDecider, marketImportStreamId(payload.importId), command, this.metadata(payload, ctx)), []);
  }

  /** The confirming admin acts; the import and the job are named in every event's metadata. */
  private metadata(payload: ImportMarketRowsPayload, ctx: JobContext): EventMetadata {
    return {
      actorId: payload.admin.id,
      actorEmail: payload.admin.name,
      correlationId: payload.correlationId,
      causationId: ctx.jobId,
      occurredAt: new Date().toISOString(),
      imported: true,
      importId: payload.importId,
      jobId: ctx.jobId,
    };
  }
}
