import { randomUUID } from 'node:crypto';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Queue, type Job as BullJob } from 'bullmq';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import type { CompanySummaryQueued, CompanySummaryQueueView, CompanySummaryTaskView } from '@k9/contracts';
import { COMPANY_SUMMARY_MESSAGES as M, hasSummaryData, type ContentAiTaskState } from '@k9/domain';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { bullJobId } from '../../../platform/jobs/job-registry.js';
import { JOB_FAILED_MESSAGE } from '../../../platform/jobs/job-snapshot.js';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../../platform/jobs/jobs.options.js';
import { JOB_CANCELLED_REASON, JobsService } from '../../../platform/jobs/jobs.service.js';
import { REDIS_URL } from '../../../platform/platform.tokens.js';
import { metadataFor } from '../../../platform/http/request-metadata.js';
import { actorOf } from '../../ai/ai-http.js';
import { AiSummariesRepository } from '../../content/ai-summary/ai-summaries.repository.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { CompanySummaryReader } from './company-summary-data.js';
import { COMPANY_SUMMARY_JOB_NAME, COMPANY_SUMMARY_PURPOSE, COMPANY_SUMMARY_QUEUE_NAME, type CompanySummaryPayload } from './company-summary-names.js';
import { CompanySummaryJob } from './company-summary.job.js';

const UNFINISHED = new Set(['active', 'waiting', 'delayed', 'prioritized', 'waiting-children', 'paused']);
/** Finished tasks the modal still lists (the newest), after the processing and waiting ones. */
const FINISHED_SHOWN = 50;
const STOP_MARK_SECONDS = 7 * 24 * 3600;

type Envelope = { payload?: Partial<CompanySummaryPayload>; ownerFailure?: string };

/**
 * The company summary queue's server side (spec 3 §4), built as the content AI queues are: a task's job id is its
 * ticker's, so BullMQ holds at most one task per ticker; whether a request made the task is told by the request id the
 * job carries. Each accepted task reserves one call of the admin's daily quota (given back when it never calls). A
 * stop goes through JobsService.cancel and is marked, so that only a task a shutdown aborted runs again at the next
 * boot; a task that had saved its summary finds it (its summary id is kept in the task) and ends.
 */
@Injectable()
export class CompanySummaryQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CompanySummary');
  private queueReader: Queue | null = null;
  private marksClient: Redis | null = null;

  constructor(
    private readonly jobs: JobsService,
    private readonly gateway: AiGateway,
    private readonly reader: CompanySummaryReader,
    private readonly summaries: AiSummariesRepository,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
  ) {}

  onApplicationBootstrap(): void {
    void this.prepare().catch((error: unknown) => this.logger.warn(`company summary queue: ${(error as Error).message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queueReader?.close().catch(() => undefined);
    this.marksClient?.disconnect();
  }

  /** 422 'Không có dữ liệu để tạo tổng quan!' when no table has rows, 409 when the ticker's task waits or runs; 429 over the daily limit. */
  async enqueue(ticker: string, user: SessionUser, request: Request): Promise<CompanySummaryQueued> {
    if (!hasSummaryData(await this.reader.read(ticker))) throw new UnprocessableEntityException({ statusCode: 422, message: M.noData, code: 'NO_MARKET_DATA' });
    const bull = this.bull();
    const id = bullJobId(COMPANY_SUMMARY_JOB_NAME, ticker);
    const existing = await bull.getJob(id);
    if (existing) {
      if (UNFINISHED.has(await existing.getState())) throw alreadyQueued();
      await existing.remove().catch(() => undefined);
    }
    const actor = actorOf(user);
    const quota = await this.gateway.reserve(actor, 1);
    const payload: CompanySummaryPayload = {
      requestId: randomUUID(),
      purpose: COMPANY_SUMMARY_PURPOSE,
      actor,
      correlationId: metadataFor(request, user).correlationId,
      quota,
      ticker,
      summaryId: await this.summaries.nextId(),
    };
    const taskId = await this.jobs.enqueue(CompanySummaryJob, payload, { ownerId: user.id });
    const made = await bull.getJob(taskId);
    if ((made?.data as Envelope | undefined)?.payload?.requestId !== payload.requestId) {
      // Another request's task took the ticker meanwhile: this one's unit goes back.
      await this.gateway.giveBack(quota, 1);
      throw alreadyQueued();
    }
    return { taskId, ticker };
  }

  async view(): Promise<CompanySummaryQueueView> {
    const bull = this.bull();
    const [unfinished, finished] = await Promise.all([bull.getJobs(['active', 'waiting', 'delayed', 'prioritized'], 0, -1, true), bull.getJobs(['completed', 'failed'], 0, FINISHED_SHOWN - 1, false)]);
    const stopped = await this.stopMarks(finished);
    const tasks = await Promise.all([...unfinished, ...finished].filter((job): job is BullJob => !!job?.id).map((job) => this.taskOf(job, stopped)));
    const order: Record<ContentAiTaskState, number> = { processing: 0, waiting: 1, done: 2, error: 2, stopped: 2 };
    tasks.sort((a, b) => order[a.state] - order[b.state] || (order[a.state] < 2 ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt)));
    return { processing: tasks.filter((task) => task.state === 'processing').length, waiting: tasks.filter((task) => task.state === 'waiting').length, tasks };
  }

  /** The one stop path: a waiting task is removed, a running one aborted (its provider call with it). */
  async stop(taskId: string): Promise<{ result: 'removed' | 'cancelling' }> {
    const job = await this.bull().getJob(taskId);
    if (!job?.id || job.name !== COMPANY_SUMMARY_JOB_NAME || !UNFINISHED.has(await job.getState())) throw taskNotFound();
    const requestId = (job.data as Envelope).payload?.requestId;
    if (requestId) await this.marks().set(this.stopKey(requestId), '1', 'EX', STOP_MARK_SECONDS);
    const result = await this.jobs.cancel(COMPANY_SUMMARY_QUEUE_NAME, job.id);
    if (result === 'not-found') throw taskNotFound();
    return { result };
  }

  private async taskOf(listed: BullJob, stopped: Set<string>): Promise<CompanySummaryTaskView> {
    let job = listed;
    let bullState = await job.getState();
    if ((bullState === 'completed' || bullState === 'failed') && !job.finishedOn) {
      const fresh = await this.bull().getJob(job.id!);
      if (fresh) [job, bullState] = [fresh, await fresh.getState()];
    }
    const data = (job.data ?? {}) as Envelope;
    const payload = data.payload ?? {};
    const state: ContentAiTaskState =
      bullState === 'active'
        ? 'processing'
        : bullState === 'completed'
          ? 'done'
          : bullState === 'failed'
            ? job.failedReason === JOB_CANCELLED_REASON || stopped.has(job.id!)
              ? 'stopped'
              : 'error'
            : 'waiting';
    return {
      id: job.id!,
      searchTerm: payload.ticker ?? '',
      state,
      progress: state === 'done' ? 100 : typeof job.progress === 'number' ? job.progress : 0,
      error: state === 'error' ? job.failedReason || data.ownerFailure || JOB_FAILED_MESSAGE : state === 'stopped' ? M.stoppedByAdmin : null,
      summaryId: state === 'done' ? (payload.summaryId ?? null) : null,
      createdAt: new Date(job.timestamp).toISOString(),
    };
  }

  private async stopMarks(jobs: BullJob[]): Promise<Set<string>> {
    const cancelled = jobs.filter((job) => job?.id && job.failedReason === JOB_CANCELLED_REASON && (job.data as Envelope).payload?.requestId);
    if (!cancelled.length) return new Set();
    const marks = await this.marks().mget(...cancelled.map((job) => this.stopKey((job.data as Envelope).payload!.requestId!)));
    return new Set(cancelled.filter((_, index) => marks[index] !== null).map((job) => job.id!));
  }

  /** At boot: one task at a time across instances, and the tasks a shutdown aborted (no admin's stop mark) run again. */
  private async prepare(): Promise<void> {
    const bull = this.bull();
    await bull.setGlobalConcurrency(1);
    const failed = await bull.getJobs(['failed'], 0, -1, true);
    const cancelled = failed.filter((job) => job?.id && job.name === COMPANY_SUMMARY_JOB_NAME && job.failedReason === JOB_CANCELLED_REASON);
    if (!cancelled.length) return;
    const stopped = await this.stopMarks(cancelled);
    for (const job of cancelled) {
      if (stopped.has(job.id!)) continue;
      await job.retry('failed').catch((error: unknown) => this.logger.warn(`company summary task ${job.id}: ${(error as Error).message}`));
    }
  }

  private stopKey(requestId: string): string {
    return `${this.options.prefix}:company-summary:stopped:${requestId}`;
  }

  private marks(): Redis {
    if (!this.marksClient) {
      this.marksClient = new Redis(this.redisUrl, { connectionName: `${this.options.prefix}:company-summary`, maxRetriesPerRequest: 2 });
      this.marksClient.on('error', () => undefined);
    }
    return this.marksClient;
  }

  private bull(): Queue {
    if (!this.queueReader) {
      this.queueReader = new Queue(COMPANY_SUMMARY_QUEUE_NAME, { connection: { url: this.redisUrl, maxRetriesPerRequest: 2 }, prefix: this.options.prefix });
      this.queueReader.on('error', () => undefined);
    }
    return this.queueReader;
  }
}

const alreadyQueued = () => new ConflictException({ statusCode: 409, message: M.alreadyQueued, code: 'ALREADY_QUEUED' });
const taskNotFound = () => new NotFoundException({ statusCode: 404, message: M.taskNotFound, code: 'TASK_NOT_FOUND' });
