import { randomUUID } from 'node:crypto';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import { Queue, type Job as BullJob } from 'bullmq';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import type { ContentAiEnqueued, ContentAiQueueView, ContentAiTaskCounts, ContentAiTaskView } from '@k9/contracts';
import {
  CONTENT_AI_MESSAGES as M,
  diagramConfigRefusal,
  diagramRefusal,
  imageRefusal,
  taskTitle,
  voiceRefusal,
  type ContentAiTaskState,
  type DiagramMode,
  type VoiceSource,
} from '@k9/domain';
import type { JobHandler } from '../../platform/jobs/job.js';
import { bullJobId } from '../../platform/jobs/job-registry.js';
import { JOB_FAILED_MESSAGE } from '../../platform/jobs/job-snapshot.js';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../platform/jobs/jobs.options.js';
import { JOB_CANCELLED_REASON, JobsService } from '../../platform/jobs/jobs.service.js';
import { REDIS_URL } from '../../platform/platform.tokens.js';
import { metadataFor } from '../../platform/http/request-metadata.js';
import { actorOf } from '../ai/ai-http.js';
import type { SessionUser } from '../identity/session/session-user.js';
import { ContentRepository } from '../content/content.repository.js';
import { CONTENT_AI_JOB_NAMES, CONTENT_AI_QUEUE_NAMES, SERVED_QUEUES, type ServedQueue } from './content-ai-names.js';
import { ContentAiConfigs } from './content-ai-configs.js';
import type { ContentAiTaskPayload } from './content-ai-task.js';
import { AvatarImageJob } from './jobs/avatar-image.job.js';
import { DiagramJob } from './jobs/diagram.job.js';
import { VoiceJob } from './jobs/voice.job.js';
import { KrokiRenderer } from './kroki-renderer.js';

const HANDLERS: Record<ServedQueue, Type<JobHandler<ContentAiTaskPayload, unknown>>> = { image: AvatarImageJob, diagram: DiagramJob, voice: VoiceJob };
const UNFINISHED = new Set(['active', 'waiting', 'delayed', 'prioritized', 'waiting-children', 'paused']);
/** Finished tasks the modal still lists (the newest), after the processing and waiting ones. */
const FINISHED_SHOWN = 50;
const STOP_MARK_SECONDS = 7 * 24 * 3600;

type Envelope = { payload?: Partial<ContentAiTaskPayload>; ownerFailure?: string };

/** A task's progress: a percentage (image, voice), or the diagram task's { percent, total, success, failed, lastError }. */
const progressOf = (value: unknown): { percent: number; counts: ContentAiTaskCounts | null; lastError: string | null } => {
  if (typeof value === 'number') return { percent: value, counts: null, lastError: null };
  if (!value || typeof value !== 'object') return { percent: 0, counts: null, lastError: null };
  const p = value as Record<string, unknown>;
  const number = (key: string) => (typeof p[key] === 'number' ? (p[key] as number) : 0);
  const counts = typeof p.total === 'number' ? { total: number('total'), success: number('success'), failed: number('failed') } : null;
  return { percent: number('percent'), counts, lastError: typeof p.lastError === 'string' ? p.lastError : null };
};

export type EnqueueInput = { recordIds: number[]; source?: VoiceSource; mode?: DiagramMode };

/**
 * The three generation queues' server side (spec 3 §4). A task's job id is its record's, so BullMQ holds at most one
 * task per record and queue; whether a request made the task or found another one there is told by the request id the
 * job carries (BullMQ adds atomically: of two racing requests exactly one task is made). A stop goes through the
 * jobs platform's one stop path (JobsService.cancel) and is marked, so that a task a shutdown aborted, and only such a
 * task, is taken up again at the next boot: a restart loses and doubles nothing (a task that had already set its
 * result finds it on the record and ends).
 */
@Injectable()
export class ContentAiQueues implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ContentAi');
  private readonly readers = new Map<ServedQueue, Queue>();
  private marksClient: Redis | null = null;

  constructor(
    private readonly jobs: JobsService,
    private readonly records: ContentRepository,
    private readonly configs: ContentAiConfigs,
    private readonly kroki: KrokiRenderer,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
  ) {}

  onApplicationBootstrap(): void {
    for (const queue of SERVED_QUEUES) void this.prepare(queue).catch((error: unknown) => this.logger.warn(`${queue} queue: ${(error as Error).message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.readers.values()].map((reader) => reader.close().catch(() => undefined)));
    this.marksClient?.disconnect();
  }

  async enqueue(queue: ServedQueue, input: EnqueueInput, user: SessionUser, request: Request): Promise<ContentAiEnqueued> {
    const taskIds: string[] = [];
    const skipped: ContentAiEnqueued['skipped'] = [];
    const correlationId = metadataFor(request, user).correlationId;
    const mode: DiagramMode = input.mode ?? 'kroki';
    if (queue === 'diagram') await this.assertDiagramMode(mode);
    for (const recordId of [...new Set(input.recordIds)]) {
      const record = await this.records.find(recordId);
      const refusal = !record ? M.recordNotFound : queue === 'image' ? imageRefusal(record) : queue === 'diagram' ? diagramRefusal(record, mode) : voiceRefusal(record, input.source ?? 'custom');
      if (refusal) {
        skipped.push({ recordId, message: refusal });
        continue;
      }
      const payload: ContentAiTaskPayload = {
        requestId: randomUUID(),
        purpose: `content-ai.${queue}`,
        actor: actorOf(user),
        correlationId,
        recordId,
        title: taskTitle(record!.title),
        ...(queue === 'voice' ? { source: input.source ?? 'custom' } : {}),
        ...(queue === 'diagram' ? { mode } : {}),
      };
      const taskId = await this.add(queue, payload, user);
      if (taskId) taskIds.push(taskId);
      else skipped.push({ recordId, message: M.alreadyQueued });
    }
    if (taskIds.length === 0) {
      const message = skipped.length === 1 ? skipped[0].message : M.nothingQueued;
      const body = { statusCode: 0, message, code: 'NOTHING_QUEUED', skipped };
      if (skipped.every((skip) => skip.message === M.alreadyQueued)) throw new ConflictException({ ...body, statusCode: 409, code: 'ALREADY_QUEUED' });
      if (skipped.every((skip) => skip.message === M.recordNotFound)) throw new NotFoundException({ ...body, statusCode: 404, code: 'CONTENT_NOT_FOUND' });
      throw new UnprocessableEntityException({ ...body, statusCode: 422 });
    }
    return { taskIds, skipped };
  }

  async view(queue: ServedQueue): Promise<ContentAiQueueView> {
    const reader = this.reader(queue);
    const [unfinished, finished] = await Promise.all([
      reader.getJobs(['active', 'waiting', 'delayed', 'prioritized'], 0, -1, true),
      reader.getJobs(['completed', 'failed'], 0, FINISHED_SHOWN - 1, false),
    ]);
    const stopped = await this.stopMarks(queue, finished);
    const tasks = await Promise.all([...unfinished, ...finished].filter((job): job is BullJob => !!job?.id).map((job) => this.taskOf(queue, job, stopped)));
    const order: Record<ContentAiTaskState, number> = { processing: 0, waiting: 1, done: 2, error: 2, stopped: 2 };
    tasks.sort((a, b) => order[a.state] - order[b.state] || (order[a.state] < 2 ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt)));
    return {
      queue,
      processing: tasks.filter((task) => task.state === 'processing').length,
      waiting: tasks.filter((task) => task.state === 'waiting').length,
      tasks,
      ...(queue === 'diagram' ? { krokiUnavailable: this.kroki.configured ? null : M.krokiNotConfigured } : {}),
    };
  }

  /**
   * Spec 3 §5 and issue 34 §1: a diagram mode runs only with its config complete (422 naming what to fill in), and Kroki
   * mode only with a Kroki server (503 saying to set KROKI_URL; HTML mode still works). Nothing is queued then.
   */
  private async assertDiagramMode(mode: DiagramMode): Promise<void> {
    if (mode === 'kroki' && !this.kroki.configured) {
      throw new ServiceUnavailableException({ statusCode: 503, message: M.krokiNotConfigured, code: 'KROKI_NOT_CONFIGURED' });
    }
    const refusal = diagramConfigRefusal((await this.configs.diagram()).config, mode);
    if (refusal) throw new UnprocessableEntityException({ statusCode: 422, message: refusal, code: 'DIAGRAM_CONFIG_INCOMPLETE' });
  }

  /** The one stop path: a waiting task is removed, a running one aborted (its provider call with it). */
  async stop(queue: ServedQueue, taskId: string): Promise<{ result: 'removed' | 'cancelling' }> {
    const job = await this.reader(queue).getJob(taskId);
    if (!job?.id || job.name !== CONTENT_AI_JOB_NAMES[queue] || !UNFINISHED.has(await job.getState())) {
      throw new NotFoundException({ statusCode: 404, message: M.taskNotFound, code: 'TASK_NOT_FOUND' });
    }
    const requestId = (job.data as Envelope).payload?.requestId;
    if (requestId) await this.marks().set(this.stopKey(queue, requestId), '1', 'EX', STOP_MARK_SECONDS);
    const result = await this.jobs.cancel(CONTENT_AI_QUEUE_NAMES[queue], job.id);
    if (result === 'not-found') throw new NotFoundException({ statusCode: 404, message: M.taskNotFound, code: 'TASK_NOT_FOUND' });
    return { result };
  }

  /**
   * Adds the record's task unless one is waiting or running; a finished one (done, error, stopped) gives way. Returns
   * the task id, or null when another request's task holds the record.
   */
  private async add(queue: ServedQueue, payload: ContentAiTaskPayload, user: SessionUser): Promise<string | null> {
    const reader = this.reader(queue);
    const id = bullJobId(CONTENT_AI_JOB_NAMES[queue], String(payload.recordId));
    const existing = await reader.getJob(id);
    if (existing) {
      if (UNFINISHED.has(await existing.getState())) return null;
      await existing.remove().catch(() => undefined);
    }
    const taskId = await this.jobs.enqueue(HANDLERS[queue], payload, { ownerId: user.id });
    const made = await reader.getJob(taskId);
    return (made?.data as Envelope | undefined)?.payload?.requestId === payload.requestId ? taskId : null;
  }

  private async taskOf(queue: ServedQueue, listed: BullJob, stopped: Set<string>): Promise<ContentAiTaskView> {
    let job = listed;
    let bullState = await job.getState();
    if ((bullState === 'completed' || bullState === 'failed') && !job.finishedOn) {
      // Listed while it ran and finished since: read again, so that its state and its failure (a stop) agree.
      const fresh = await this.reader(queue).getJob(job.id!);
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
    const { percent: progress, counts, lastError } = progressOf(job.progress);
    return {
      id: job.id!,
      recordId: Number(payload.recordId),
      title: payload.title ?? '',
      state,
      progress: state === 'done' ? 100 : progress,
      error: state === 'error' ? job.failedReason || data.ownerFailure || JOB_FAILED_MESSAGE : state === 'stopped' ? M.stoppedByAdmin : lastError,
      source: payload.source ?? null,
      mode: payload.mode ?? null,
      createdAt: new Date(job.timestamp).toISOString(),
      ...(counts ? { counts } : {}),
    };
  }

  /** The finished tasks an admin stopped (the rest of those a cancel ended were stopped by a shutdown). */
  private async stopMarks(queue: ServedQueue, jobs: BullJob[]): Promise<Set<string>> {
    const cancelled = jobs.filter((job) => job?.id && job.failedReason === JOB_CANCELLED_REASON && (job.data as Envelope).payload?.requestId);
    if (!cancelled.length) return new Set();
    const marks = await this.marks().mget(...cancelled.map((job) => this.stopKey(queue, (job.data as Envelope).payload!.requestId!)));
    return new Set(cancelled.filter((_, index) => marks[index] !== null).map((job) => job.id!));
  }

  /**
   * At boot: one task at a time across instances (BullMQ's global concurrency), and the tasks a shutdown aborted (failed
   * with the cancel reason, no admin's stop mark) run again, from the record: a task that had set its result ends at once.
   */
  private async prepare(queue: ServedQueue): Promise<void> {
    const reader = this.reader(queue);
    await reader.setGlobalConcurrency(1);
    const failed = await reader.getJobs(['failed'], 0, -1, true);
    const cancelled = failed.filter((job) => job?.id && job.name === CONTENT_AI_JOB_NAMES[queue] && job.failedReason === JOB_CANCELLED_REASON);
    if (!cancelled.length) return;
    const stopped = await this.stopMarks(queue, cancelled);
    for (const job of cancelled) {
      if (stopped.has(job.id!)) continue;
      await job.retry('failed').catch((error: unknown) => this.logger.warn(`${queue} task ${job.id}: ${(error as Error).message}`));
    }
  }

  private stopKey(queue: ServedQueue, requestId: string): string {
    return `${this.options.prefix}:content-ai:${queue}:stopped:${requestId}`;
  }

  /** Where the admins' stops are marked (beside the queues, under the jobs prefix). */
  private marks(): Redis {
    if (!this.marksClient) {
      this.marksClient = new Redis(this.redisUrl, { connectionName: `${this.options.prefix}:content-ai`, maxRetriesPerRequest: 2 });
      this.marksClient.on('error', () => undefined);
    }
    return this.marksClient;
  }

  private reader(queue: ServedQueue): Queue {
    let reader = this.readers.get(queue);
    if (!reader) {
      reader = new Queue(CONTENT_AI_QUEUE_NAMES[queue], { connection: { url: this.redisUrl, maxRetriesPerRequest: 2 }, prefix: this.options.prefix });
      reader.on('error', () => undefined);
      this.readers.set(queue, reader);
    }
    return reader;
  }
}
