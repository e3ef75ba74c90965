import { Job, JobHandler, type JobContext } from '../../../platform/jobs/job.js';
import { UnclaimedUploads } from '../unclaimed-uploads.js';

export const STORAGE_QUEUE = 'storage';
const HOUR_MS = 3_600_000;

/** Every hour, on one instance: uploads that nothing named within a day are removed (issue 9 item 12). */
@Job()
export class RemoveUnclaimedUploadsJob extends JobHandler<Record<string, never>, { removed: number }> {
  readonly queue = STORAGE_QUEUE;
  readonly name = 'remove-unclaimed-uploads';
  override readonly schedule = { everyMs: HOUR_MS, payload: {} };

  constructor(private readonly unclaimed: UnclaimedUploads) {
    super();
  }

  jobId(): string {
    return 'now';
  }

  async handle(_payload: Record<string, never>, ctx: JobContext): Promise<{ removed: number }> {
    return { removed: await this.unclaimed.remove(Date.now(), ctx.jobId, ctx.signal) };
  }
}
