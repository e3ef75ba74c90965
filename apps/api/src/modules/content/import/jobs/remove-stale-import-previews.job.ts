import { Job, JobHandler } from '../../../../platform/jobs/job.js';
import { ImportStaging } from '../import-staging.js';
import { CONTENT_IMPORT_QUEUE } from './import-content-rows.job.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Every hour, on one instance: the staged rows of previews nobody confirmed within a day are removed. */
@Job()
export class RemoveStaleImportPreviewsJob extends JobHandler<Record<string, never>, { removed: number }> {
  readonly queue = CONTENT_IMPORT_QUEUE;
  readonly name = 'remove-stale-import-previews';
  override readonly schedule = { everyMs: HOUR_MS, payload: {} };

  constructor(private readonly staging: ImportStaging) {
    super();
  }

  jobId(): string {
    return 'now';
  }

  async handle(): Promise<{ removed: number }> {
    return { removed: await this.staging.removeUnconfirmed(new Date(Date.now() - DAY_MS)) };
  }
}
