import { ConflictException, Inject, Injectable, NotFoundException, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { AiQueueJob, AiQueueView } from '@k9/contracts';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../platform/jobs/jobs.options.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { REDIS_URL } from '../../platform/platform.tokens.js';
import { UsersRepository } from '../identity/users.repository.js';

const MESSAGES = {
  notFound: 'Không tìm thấy công việc này trong hàng đợi.',
  notFailed: 'Chỉ thử lại được công việc đã lỗi.',
  systemJob: 'Công việc định kỳ của hệ thống không dừng được.',
  recordedFailure: 'Lượt chạy này đã ghi nhận lỗi vào kết quả của nó, thử lại không thay đổi được gì. Hãy gửi lại yêu cầu.',
};

/** A run that wrote its own failure into its record (a studio run that ended 'Lỗi') says so in its last progress. */
const recordedFailure = (progress: unknown): boolean => !!progress && typeof progress === 'object' && (progress as { outcome?: unknown }).outcome === 'failed';

const LISTED = ['active', 'waiting', 'delayed', 'prioritized', 'failed', 'completed'] as const;

type Envelope = { payload?: { purpose?: unknown; actor?: { email?: unknown } | null }; ownerId?: string | null };

/**
 * The queue dashboard's reads and its two actions. Stopping goes through JobsService.cancel, the one stop path of the
 * server (every screen that stops or removes a job uses it); counts and job lists read BullMQ, and the live changes
 * reach admins as `job.updated` from BullMQ's queue events (no polling).
 */
@Injectable()
export class AiJobs implements OnApplicationShutdown {
  private readonly readers = new Map<string, Queue>();

  constructor(
    private readonly jobs: JobsService,
    private readonly users: UsersRepository,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
  ) {}

  private reader(name: string): Queue {
    if (!this.jobs.queueNames().includes(name)) throw new NotFoundException({ statusCode: 404, message: MESSAGES.notFound, code: 'JOB_NOT_FOUND' });
    let queue = this.readers.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: { url: this.redisUrl, maxRetriesPerRequest: 2 }, prefix: this.options.prefix });
      queue.on('error', () => undefined);
      this.readers.set(name, queue);
    }
    return queue;
  }

  /**
   * Every queue of the app (later contexts' queues appear as they register jobs), with counts and its latest jobs; who
   * asked is named (their name, else e-mail) from the users' read model, whatever the job's payload carries.
   */
  async queues(limit = 50): Promise<AiQueueView[]> {
    const now = Date.now();
    const views = await Promise.all(
      this.jobs.queueNames().map(async (name) => {
        const counts = await this.jobs.counts(name);
        const jobs = await this.reader(name).getJobs([...LISTED], 0, limit - 1, false);
        const rows = await Promise.all(
          jobs.filter((job) => job?.id).map(async (job): Promise<AiQueueJob> => {
            const data = (job.data ?? {}) as Envelope;
            return {
              queue: name,
              jobId: job.id!,
              name: job.name,
              state: await job.getState(),
              ownerId: data.ownerId ?? null,
              ownerEmail: typeof data.payload?.actor?.email === 'string' ? data.payload.actor.email : null,
              requester: null,
              purpose: typeof data.payload?.purpose === 'string' ? data.payload.purpose : null,
              progress: (job.progress as AiQueueJob['progress']) ?? 0,
              attemptsMade: job.attemptsMade,
              createdAt: new Date(job.timestamp).toISOString(),
              ageMs: now - job.timestamp,
              failedReason: job.failedReason || null,
              system: !!job.repeatJobKey,
            };
          }),
        );
        return {
          name,
          counts: { waiting: counts.waiting + counts.prioritized, active: counts.active, delayed: counts.delayed, completed: counts.completed, failed: counts.failed },
          jobs: rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
        };
      }),
    );
    await this.nameRequesters(views.flatMap((view) => view.jobs));
    return views;
  }

  private async nameRequesters(rows: AiQueueJob[]): Promise<void> {
    const ids = [...new Set(rows.map((row) => row.ownerId).filter((id): id is string => !!id))];
    const users = new Map((await this.users.findManyById(ids)).map((user) => [user.id, user]));
    for (const row of rows) {
      const user = row.ownerId ? users.get(row.ownerId) : undefined;
      if (!user) continue;
      row.ownerEmail = user.email ?? row.ownerEmail;
      row.requester = user.name?.trim() || user.email || user.username || null;
    }
  }

  /** The one stop path: removes a job that is not running, aborts the signal of one that is (on whichever instance). A job the scheduler repeats is the system's own. */
  async stop(queue: string, jobId: string): Promise<{ result: 'removed' | 'cancelling' }> {
    const job = await this.reader(queue).getJob(jobId);
    if (job?.repeatJobKey) throw new ConflictException({ statusCode: 409, message: MESSAGES.systemJob, code: 'SYSTEM_JOB' });
    const result = await this.jobs.cancel(queue, jobId);
    if (result === 'not-found') throw new NotFoundException({ statusCode: 404, message: MESSAGES.notFound, code: 'JOB_NOT_FOUND' });
    return { result };
  }

  async retry(queue: string, jobId: string): Promise<{ result: 'retrying' }> {
    const job = await this.reader(queue).getJob(jobId);
    if (!job) throw new NotFoundException({ statusCode: 404, message: MESSAGES.notFound, code: 'JOB_NOT_FOUND' });
    if ((await job.getState()) !== 'failed') throw new ConflictException({ statusCode: 409, message: MESSAGES.notFailed, code: 'JOB_NOT_FAILED' });
    if (recordedFailure(job.progress)) throw new ConflictException({ statusCode: 409, message: MESSAGES.recordedFailure, code: 'FAILURE_RECORDED' });
    await job.retry('failed');
    return { result: 'retrying' };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.readers.values()].map((queue) => queue.close().catch(() => undefined)));
  }
}
