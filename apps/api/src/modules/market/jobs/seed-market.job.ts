import { Inject } from '@nestjs/common';
import {
  MARKET_SEED_STREAM,
  marketRowBatches,
  marketRowsDecider,
  marketRowsStreamId,
  marketSeedDecider,
  SAMPLE_DOCUMENTS_DIR,
  SAMPLE_DOCUMENTS_INDEX,
  sampleDocumentRows,
  seedMarketRows,
  type EventMetadata,
  type EventStore,
  type MarketRowInput,
  type MarketSeedCommand,
} from '@k9/domain';
import { AppConfig } from '../../../config/app-config.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { Job, JobHandler, type JobContext } from '../../../platform/jobs/job.js';
import { catchUpWithLog } from '../../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { marketRowId } from '../market-row-id.js';
import { readMarketSeedFiles } from '../market-seed-files.js';
import { MARKET_ROW_PROJECTION } from '../projections/market-row/market-row.projection.js';
import { SampleDocumentFiles } from '../sample-documents/sample-document-files.js';

export const MARKET_QUEUE = 'market';
const JOB_NAME = 'seed-market';
const CONCURRENCY = 8;
/** Until the lists show the last seeded row (about 40,000 rows apply in seconds). */
const VISIBLE_TIMEOUT_MS = 180_000;

export type SeedMarketPayload = { correlationId: string };
export type SeedMarketProgress = { done: number; total: number };

/** The system writes the seed; the file is named in each event (origin) and the job in the metadata. */
const seedMetadata = (ctx: JobContext, correlationId: string): EventMetadata => ({
  actorId: null,
  actorEmail: 'system',
  correlationId,
  causationId: ctx.jobId,
  occurredAt: new Date().toISOString(),
  jobId: ctx.jobId,
});

/** The file a seeded row comes from, as its events name it (the first file when two were merged). */
const fileOf = (row: MarketRowInput): string => {
  if (row.url !== null && row.sample) return `${SAMPLE_DOCUMENTS_DIR}/${SAMPLE_DOCUMENTS_INDEX}`;
  if (row.dataset === 'company_info' || row.dataset === 'full_name_company') return 'listing_companies_2023.csv, industries_icb.csv';
  if (row.dataset === 'company_report') return 'analyst_targets.csv';
  if (row.dataset === 'company_event') return 'corporate_events_tcbs.csv, dividend_history_tcbs.csv';
  if (row.dataset === 'bctc_consol') return 'financial_statements_quarterly_key.csv, balance_sheet_summary_quarterly.csv';
  return 'financial_ratios_quarterly.csv, bank_ratios_quarterly.csv, financial_ratios_yearly_tcbs.csv';
};

/**
 * The first start's market data (issue 31 §2), one visible job: the real files from data/market become rows of their
 * datasets through the rows' command path, one stream per dataset and ticker, at most 500 rows an event. With the sample
 * part, generated ratio rows join them, and the generated sample PDFs of the document datasets are stored (each once)
 * and listed as sample document rows linking to their /files URL. A retried job writes only what is missing (imports are
 * idempotent, a stored PDF is found again); the seed is marked done once the lists show every row.
 */
@Job()
export class SeedMarketJob extends JobHandler<SeedMarketPayload, SeedMarketProgress> {
  readonly queue = MARKET_QUEUE;
  readonly name = JOB_NAME;

  constructor(
    private readonly config: AppConfig,
    private readonly commands: CommandPath,
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly sampleDocuments: SampleDocumentFiles,
  ) {
    super();
  }

  jobId(): string {
    return 'first-start';
  }

  async handle(payload: SeedMarketPayload, ctx: JobContext): Promise<SeedMarketProgress> {
    const files = await readMarketSeedFiles(this.config.marketDataDir);
    const tickers = this.config.marketSeedTickers ? new Set(this.config.marketSeedTickers) : undefined;
    const metadata = seedMetadata(ctx, payload.correlationId);
    const documents = this.config.seedSampleMarket ? sampleDocumentRows(await this.sampleDocuments.store(this.config.marketDataDir, metadata)) : [];
    const rows = [...seedMarketRows(files, { tickers, sample: this.config.seedSampleMarket }), ...documents].map((row) => ({ ...row, rowId: marketRowId(row.dataset, row.key) }));
    const batches = marketRowBatches(rows);
    let done = 0;
    await this.commands.executeMany(
      batches,
      async (batch, write) => {
        // Stopped (the server shutting down, an admin's stop): no further batch starts; the next run writes what is missing.
        if (ctx.signal.aborted) throw new Error('Market seed stopped');
        await write(
          new DeciderCommand(
            marketRowsDecider,
            marketRowsStreamId(batch.dataset, batch.ticker),
            { type: 'ImportMarketRows', data: { dataset: batch.dataset, ticker: batch.ticker, origin: { kind: 'seed', file: fileOf(batch.rows[0]) }, rows: batch.rows } },
            metadata,
          ),
        );
        done += batch.rows.length;
        if (done % 5000 < batch.rows.length) await ctx.progress({ done, total: rows.length });
      },
      { readModels: [], concurrency: CONCURRENCY },
    );
    // "Seeded" means readable: the lists' read model has every row before the seed says it is done.
    await catchUpWithLog(this.projections, this.store, [MARKET_ROW_PROJECTION], VISIBLE_TIMEOUT_MS);
    await this.decide({ type: 'CompleteMarketSeed', data: { rows: rows.length } }, metadata);
    const progress = { done: rows.length, total: rows.length };
    await ctx.progress(progress);
    return progress;
  }

  private async decide(command: MarketSeedCommand, metadata: EventMetadata): Promise<void> {
    await this.commands.execute(new DeciderCommand(marketSeedDecider, MARKET_SEED_STREAM, command, metadata), []);
  }
}
