import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type Job as BullJob } from 'bullmq';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import type { OcrQueued, OcrQueueView, OcrSkippedRow, OcrTaskView, PdfTextJobView, PdfTextResponse } from '@k9/contracts';
import { DOCUMENT_SUMMARY_MESSAGES as M, type ContentAiTaskState, type MarketDataset } from '@k9/domain';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { JOB_FAILED_MESSAGE } from '../../../platform/jobs/job-snapshot.js';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../../platform/jobs/jobs.options.js';
import { JOB_CANCELLED_REASON, JobsService } from '../../../platform/jobs/jobs.service.js';
import { REDIS_URL } from '../../../platform/platform.tokens.js';
import { metadataFor } from '../../../platform/http/request-metadata.js';
import { actorOf } from '../../ai/ai-http.js';
import { AiSummariesRepository } from '../../content/ai-summary/ai-summaries.repository.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { MarketRowsRepository } from '../market-rows.repository.js';
import { OCR_QUEUE_NAME, OCR_SUMMARY_JOB_NAME, OCR_SUMMARY_PURPOSE, PDF_TEXT_JOB_NAME, type OcrSummaryPayload, type PdfTextPayload } from './ocr-names.js';
import { OcrSettings } from './ocr-setting.js';
import { OcrSummaryJob } from './ocr-summary.job.js';
import { PdfTextJob } from './pdf-text.job.js';

const UNFINISHED = new Set(['active', 'waiting', 'delayed', 'prioritized', 'waiting-children', 'paused']);
const FINISHED_SHOWN = 200;
const STOP_MARK_SECONDS = 7 * 24 * 3600;

type Envelope = { payload?: Partial<OcrSummaryPayload & PdfTextPayload>; ownerId?: string | null; ownerFailure?: string };

/**
 * The `ocr` queue's server side (issue 33 §2), built as the company summary queue is: one task per selected row (its
 * own request id, so two requests make two summaries and a restart makes none twice), each holding one call of the
 * caller's daily AI limit. A stop goes through JobsService.cancel and is marked, so only tasks a shutdown cut off run
 * again at the next boot; a task that had saved its summary finds it and ends.
 */
@Injectable()
export class OcrQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OcrQueue');
  private queueReader: Queue | null = null;
  private marksClient: Redis | null = null;

  constructor(
    private readonly jobs: JobsService,
    private readonly gateway: AiGateway,
    private readonly rows: MarketRowsRepository,
    private readonly summaries: AiSummariesRepository,
    private readonly settings: OcrSettings,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
  ) {}

  onApplicationBootstrap(): void {
    void this.prepare().catch((error: unknown) => this.logger.warn(`ocr queue: ${(error as Error).message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queueReader?.close().catch(() => undefined);
    this.marksClient?.disconnect();
  }

  /** One task per row that has a URL (the others are skipped and said); 429 when the day's AI calls cannot cover them. */
  async enqueue(dataset: MarketDataset, body: { rowIds: string[]; instruction?: string; status?: 'draft' | 'published' }, user: SessionUser, request: Request): Promise<OcrQueued> {
    await this.settings.assertOpenTo(user);
    const skipped: OcrSkippedRow[] = [];
    const accepted: string[] = [];
    for (const rowId of [...new Set(body.rowIds)]) {
      const row = await this.rows.find(dataset, rowId);
      if (!row) skipped.push({ rowId, reason: M.rowNotFound });
      else if (!row.URL?.trim()) skipped.push({ rowId, reason: M.noUrl });
      else accepted.push(rowId);
    }
    const actor = actorOf(user);
    const correlationId = metadataFor(request, user).correlationId;
    const queued: Array<{ rowId: string; jobId: string }> = [];
    for (const rowId of accepted) {
      // Each row holds one call of the day's limit; the first refused ends the request (the rows queued so far stand).
      const quota = await this.gateway.reserve(actor, 1);
      const payload: OcrSummaryPayload = {
        requestId: randomUUID(),
        purpose: OCR_SUMMARY_PURPOSE,
        actor,
        correlationId,
        quota,
        dataset,
        rowId,
        instruction: body.instruction?.trim() || null,
        status: user.isAdmin ? (body.status ?? 'published') : 'draft',
        summaryId: await this.summaries.nextId(),
        ownerId: user.id,
      };
      queued.push({ rowId, jobId: await this.jobs.enqueue(OcrSummaryJob, payload, { ownerId: user.id }) });
    }
    const message = skipped.length ? `Đã thêm ${queued.length} dòng vào hàng đợi OCR; bỏ qua ${skipped.length} dòng không có URL hoặc không tồn tại.` : `Đã thêm ${queued.length} dòng vào hàng đợi OCR.`;
    return { jobIds: queued.map((entry) => entry.jobId), rows: queued, skipped, message };
  }

  /** A large PDF to read in the queue (its file already in `path`). */
  async enqueuePdf(path: string, name: string, user: SessionUser): Promise<string> {
    const payload: PdfTextPayload = { requestId: randomUUID(), ownerId: user.id, isAdmin: user.isAdmin, path, name };
    return this.jobs.enqueue(PdfTextJob, payload, { ownerId: user.id });
  }

  async pdfJob(jobId: string, user: SessionUser): Promise<PdfTextJobView> {
    const job = await this.bull().getJob(jobId);
    if (!job?.id || job.name !== PDF_TEXT_JOB_NAME || !this.mayRead(job, user)) throw taskNotFound();
    const task = await this.taskOf(job, new Set(), user);
    return { jobId: job.id, state: task.state, progress: task.progress, error: task.error, result: task.state === 'done' ? (job.returnvalue as PdfTextResponse) : null };
  }

  /** The caller's tasks (admins: everyone's): processing, waiting, then the newest finished. */
  async view(user: SessionUser): Promise<OcrQueueView> {
    const bull = this.bull();
    const [unfinished, finished] = await Promise.all([bull.getJobs(['active', 'waiting', 'delayed', 'prioritized'], 0, -1, true), bull.getJobs(['completed', 'failed'], 0, FINISHED_SHOWN - 1, false)]);
    const mine = [...unfinished, ...finished].filter((job): job is BullJob => !!job?.id && this.mayRead(job, user));
    const stopped = await this.stopMarks(mine);
    const tasks = await Promise.all(mine.map((job) => this.taskOf(job, stopped, user)));
    const order: Record<ContentAiTaskState, number> = { processing: 0, waiting: 1, done: 2, error: 2, stopped: 2 };
    tasks.sort((a, b) => order[a.state] - order[b.state] || (order[a.state] < 2 ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt)));
    return { processing: tasks.filter((task) => task.state === 'processing').length, waiting: tasks.filter((task) => task.state === 'waiting').length, tasks };
  }

  /** The one stop path (its owner or an admin): a waiting task is removed, a running one aborted. */
  async stop(taskId: string, user: SessionUser): Promise<{ result: 'removed' | 'cancelling' }> {
    const job = await this.bull().getJob(taskId);
    if (!job?.id || !this.mayRead(job, user) || !UNFINISHED.has(await job.getState())) throw taskNotFound();
    const requestId = (job.data as Envelope).payload?.requestId;
    if (requestId) await this.marks().set(this.stopKey(requestId), '1', 'EX', STOP_MARK_SECONDS);
    const result = await this.jobs.cancel(OCR_QUEUE_NAME, job.id);
    if (result === 'not-found') throw taskNotFound();
    // A stopped upload's file is not needed again (the running task read it into memory when it started).
    const path = (job.data as Envelope).payload?.path;
    if (job.name === PDF_TEXT_JOB_NAME && path) await rm(path, { force: true });
    return { result };
  }

  private mayRead(job: BullJob, user: SessionUser): boolean {
    return user.isAdmin || (job.data as Envelope).ownerId === user.id;
  }

  /** A task as `user` may see it: why it failed is the detail for admins, the owner's message (never a provider's text) for learners. */
  private async taskOf(listed: BullJob, stopped: Set<string>, user: SessionUser): Promise<OcrTaskView> {
    let job = listed;
    let bullState = await job.getState();
    if ((bullState === 'completed' || bullState === 'failed') && !job.finishedOn) {
      const fresh = await this.bull().getJob(job.id!);
      if (fresh) [job, bullState] = [fresh, await fresh.getState()];
    }
    const data = (job.data ?? {}) as Envelope;
    const payload = data.payload ?? {};
    const state: ContentAiTaskState =
      bullState === 'active' ? 'processing' : bullState === 'completed' ? 'done' : bullState === 'failed' ? (job.failedReason === JOB_CANCELLED_REASON || stopped.has(job.id!) ? 'stopped' : 'error') : 'waiting';
    const isRow = job.name === OCR_SUMMARY_JOB_NAME;
    return {
      id: job.id!,
      kind: isRow ? 'row' : 'upload',
      dataset: isRow ? (payload.dataset ?? null) : null,
      rowId: isRow ? (payload.rowId ?? null) : null,
      title: (isRow ? `${payload.dataset} ${payload.rowId}` : (payload.name ?? 'PDF')).slice(0, 50),
      state,
      progress: state === 'done' ? 100 : typeof job.progress === 'number' ? job.progress : 0,
      error: state === 'error' ? (user.isAdmin ? job.failedReason || data.ownerFailure : data.ownerFailure) || JOB_FAILED_MESSAGE : state === 'stopped' ? M.stopped : null,
      summaryId: state === 'done' && isRow ? (payload.summaryId ?? null) : null,
      ownerId: data.ownerId ?? null,
      createdAt: new Date(job.timestamp).toISOString(),
    };
  }

  private async stopMarks(jobs: BullJob[]): Promise<Set<string>> {
    const cancelled = jobs.filter((job) => job?.id && job.failedReason === JOB_CANCELLED_REASON && (job.data as Envelope).payload?.requestId);
    if (!cancelled.length) return new Set();
    const marks = await this.marks().mget(...cancelled.map((job) => this.stopKey((job.data as Envelope).payload!.requestId!)));
    return new Set(cancelled.filter((_, index) => marks[index] !== null).map((job) => job.id!));
  }

  /** At boot: one file at a time across instances, and the tasks a shutdown cut off (no stop mark) run again. */
  private async prepare(): Promise<void> {
    const bull = this.bull();
    await bull.setGlobalConcurrency(1);
    const failed = await bull.getJobs(['failed'], 0, -1, true);
    const cancelled = failed.filter((job) => job?.id && job.failedReason === JOB_CANCELLED_REASON);
    if (!cancelled.length) return;
    const stopped = await this.stopMarks(cancelled);
    for (const job of cancelled) {
      if (stopped.has(job.id!)) continue;
      await job.retry('failed').catch((error: unknown) => this.logger.warn(`ocr task ${job.id}: ${(error as Error).message}`));
    }
  }

  private stopKey(requestId: string): string {
    return `${this.options.prefix}:ocr:stopped:${requestId}`;
  }

  private marks(): Redis {
    if (!this.marksClient) {
      this.marksClient = new Redis(this.redisUrl, { connectionName: `${this.options.prefix}:ocr`, maxRetriesPerRequest: 2 });
      this.marksClient.on('error', () => undefined);
    }
    return this.marksClient;
  }

  private bull(): Queue {
    if (!this.queueReader) {
      this.queueReader = new Queue(OCR_QUEUE_NAME, { connection: { url: this.redisUrl, maxRetriesPerRequest: 2 }, prefix: this.options.prefix });
      this.queueReader.on('error', () => undefined);
    }
    return this.queueReader;
  }
}

const taskNotFound = () => new NotFoundException({ statusCode: 404, message: M.taskNotFound, code: 'TASK_NOT_FOUND' });
