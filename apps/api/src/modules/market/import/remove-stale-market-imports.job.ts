import { Job, JobHandler } from '../../../platform/jobs/job.js';
import { MARKET_IMPORT_QUEUE } from './import-market-rows.job.js';
import { MarketImportStaging } from './market-import-staging.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Every hour, on one instance: the staged rows of day-old previews nobody confirmed, and of finished imports, go. */
@Job()
export class RemoveStaleMarketImportsJob extends JobHandler<Record<string, never>, { removed: number }> {
  readonly queue = MARKET_IMPORT_QUEUE;
  readonly name = 'remove-stale-market-imports';
  override readonly schedule = { everyMs: HOUR_MS, payload: {} };

  constructor(private readonly staging: MarketImportStaging) {
    super();
  }

  jobId(): string {
    return 'now';
  }

  async handle(): Promise<{ removed: number }> {
    return { removed: await this.staging.removeStale(new Date(Date.now() - DAY_MS)) };
  }
}
