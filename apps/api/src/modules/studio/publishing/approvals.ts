import { Inject, Injectable, NotFoundException, UnprocessableEntityException, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue, type Job as BullJob, type JobType } from 'bullmq';
import { APPROVAL_QUEUE, type ApprovalStarted, type ApprovalState } from '@k9/contracts';
import { PUBLISHING_MESSAGES as M, type EventMetadata } from '@k9/domain';
import { bullJobId } from '../../../platform/jobs/job-registry.js';
import { isEnvelope } from '../../../platform/jobs/job-snapshot.js';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../../platform/jobs/jobs.options.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { REDIS_URL } from '../../../platform/platform.tokens.js';
import { RealtimePublisher } from '../../../platform/realtime/realtime.publisher.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { GenerationView } from '../generation/projections/generation/generation.entity.js';
import { APPROVAL_JOB, approvalState, isApprovalProgress, type ApprovalProgressValue, type ApprovalResult } from './approval-state.js';
import { approvalJobKey, ApproveGenerationsJob, type ApproveGenerationsPayload } from './jobs/approve-generations.job.js';

const notFound = () => new NotFoundException({ statusCode: 404, code: 'APPROVAL_NOT_FOUND', message: M.approvalNotFound });
const RUNNING: JobType[] = ['active', 'waiting', 'delayed', 'prioritized', 'waiting-children'];

/**
 * Batch approve as a server job: starting one (the caller's unpublished finished records among those chosen; anyone
 * else's are left out) and reading one back for a reload. Stopping is the jobs platform's one stop path.
 */
@Injectable()
export class Approvals implements OnApplicationShutdown {
  private queue: Queue | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly jobs: JobsService,
    private readonly realtime: RealtimePublisher,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
  ) {}

  async start(user: SessionUser, chosen: number[], metadata: EventMetadata): Promise<ApprovalStarted> {
    const wanted = [...new Set(chosen)];
    const rows = await this.orm.em.fork().find(GenerationView, { id: { $in: wanted }, ownerId: user.id, status: 'completed', isCreate: false }, { fields: ['id'] });
    const open = new Set(rows.map((row) => row.id));
    const ids = wanted.filter((id) => open.has(id));
    if (!ids.length) throw new UnprocessableEntityException({ statusCode: 422, code: 'NONE_UNPUBLISHED', message: M.noneUnpublished });
    const payload: ApproveGenerationsPayload = { ids, actorId: user.id, actorEmail: user.email, correlationId: metadata.correlationId };
    const jobId = bullJobId(APPROVAL_JOB, approvalJobKey(payload));
    // The same records chosen again after their batch ended (some failed, or it was stopped first): a new run, not the old result.
    const previous = await this.reader().getJob(jobId);
    if (previous && ['completed', 'failed'].includes(await previous.getState())) await this.jobs.cancel(APPROVAL_QUEUE, jobId);
    const started = await this.jobs.enqueue(ApproveGenerationsJob, payload, { ownerId: user.id });
    return { success: true, queue: APPROVAL_QUEUE, jobId: started, total: ids.length, skipped: wanted.length - ids.length };
  }

  async state(user: SessionUser, jobId: string): Promise<ApprovalState> {
    const { job, state } = await this.owned(user, jobId);
    return stateOf(job, state);
  }

  /**
   * The caller's batch with its state, the state read first: a job read before a state that says 'completed' could
   * still be the running copy, without the result, and the batch would look finished with nothing published.
   */
  private async owned(user: SessionUser, jobId: string): Promise<{ job: BullJob; state: string }> {
    const state = await this.reader().getJobState(jobId);
    const job = await this.reader().getJob(jobId);
    if (!job?.id || job.name !== APPROVAL_JOB || ownerOf(job) !== user.id) throw notFound();
    return { job, state };
  }

  /**
   * Stops the caller's batch through the jobs platform's one stop path: a waiting one is removed (and its end told here,
   * since no run will tell it), a running one stops before its next record. A finished one is left as it is.
   */
  async stop(user: SessionUser, jobId: string): Promise<ApprovalState> {
    const { job, state } = await this.owned(user, jobId);
    if (state === 'completed' || state === 'failed') return stateOf(job, state);
    const result = await this.jobs.cancel(APPROVAL_QUEUE, job.id!);
    const after = result === 'cancelling' ? stateOf(job, 'active') : stateOf(job, 'stopped');
    if (result !== 'cancelling') this.realtime.toUser(user.id, 'studio.approval.progress', after);
    return after;
  }

  /** The caller's batch that runs now, else the last one (finished batches are kept a day). */
  async current(user: SessionUser): Promise<ApprovalState | null> {
    const jobs = (await this.reader().getJobs([...RUNNING, 'completed', 'failed'], 0, 199, false)).filter((job) => job?.id && job.name === APPROVAL_JOB && ownerOf(job) === user.id);
    const states = await Promise.all(jobs.map(async (job) => ({ job, state: await job.getState() })));
    const running = states.filter(({ state }) => RUNNING.includes(state as JobType));
    const pick = (running.length ? running : states).sort((a, b) => b.job.timestamp - a.job.timestamp)[0];
    if (!pick) return null;
    const { job, state } = await this.owned(user, pick.job.id!).catch(() => pick);
    return stateOf(job, state);
  }

  private reader(): Queue {
    if (!this.jobs.queueNames().includes(APPROVAL_QUEUE)) throw notFound();
    if (!this.queue) {
      this.queue = new Queue(APPROVAL_QUEUE, { connection: { url: this.redisUrl, maxRetriesPerRequest: 2 }, prefix: this.options.prefix });
      this.queue.on('error', () => undefined);
    }
    return this.queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close().catch(() => undefined);
  }
}

const ownerOf = (job: BullJob) => (isEnvelope(job.data) ? job.data.ownerId : null);
const payloadOf = (job: BullJob) => (isEnvelope(job.data) ? (job.data.payload as ApproveGenerationsPayload) : null);

function stateOf(job: BullJob, state: string): ApprovalState {
  const at = { queue: APPROVAL_QUEUE, jobId: job.id! };
  const empty: ApprovalProgressValue = { done: 0, total: payloadOf(job)?.ids.length ?? 0, published: 0, failed: 0, currentId: null, errors: [] };
  if (state === 'completed') {
    const result = job.returnvalue as ApprovalResult | null;
    return approvalState(at, isApprovalProgress(result) ? { ...empty, ...result } : empty, result?.stopped ? 'stopped' : 'completed');
  }
  const progress = isApprovalProgress(job.progress) ? { ...empty, ...job.progress } : empty;
  if (state === 'failed') return approvalState(at, progress, 'failed', job.failedReason || null);
  if (state === 'stopped') return approvalState(at, progress, 'stopped');
  return approvalState(at, progress, 'running');
}
