import { Logger } from '@nestjs/common';
import { APPROVAL_QUEUE, type ApprovalItemError } from '@k9/contracts';
import { approvalPauseBefore, PUBLISHING_MESSAGES as M, type EventMetadata } from '@k9/domain';
import { Job, JobHandler, jobKey, UnrecoverableJobError, type JobContext } from '../../../../platform/jobs/job.js';
import type { QueueSettings } from '../../../../platform/jobs/jobs.options.js';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher.js';
import { APPROVAL_JOB, approvalState, publishErrorMessage, type ApprovalProgressValue, type ApprovalResult } from '../approval-state.js';
import { GenerationPublisher } from '../generation-publisher.js';

export type ApproveGenerationsPayload = { ids: number[]; actorId: string; actorEmail: string | null; correlationId: string };

/** One job per admin and set of records: a double click or a retried request finds the same batch. */
export const approvalJobKey = (payload: Pick<ApproveGenerationsPayload, 'actorId' | 'ids'>): string => jobKey({ owner: payload.actorId, ids: [...payload.ids].sort((a, b) => a - b) });

/** Waits `ms`, or less when the batch is stopped meanwhile. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Batch approve (spec 1 §4, §9): the admin's chosen records published one after another through the same command as a
 * single publish, 100 ms between items and 500 ms between groups of 10. A stop (JobsService.cancel, the one stop path)
 * is looked at between items only, so every record is either published once or untouched; the batch then ends with
 * what it did (completed, `stopped`). A retried run publishes what is left: the records it published before are found
 * published and counted, not published again.
 */
@Job()
export class ApproveGenerationsJob extends JobHandler<ApproveGenerationsPayload, ApprovalResult> {
  readonly queue = APPROVAL_QUEUE;
  readonly name = APPROVAL_JOB;
  override readonly queueSettings: QueueSettings = { concurrency: 4 };
  private readonly logger = new Logger('StudioApprovals');

  constructor(
    private readonly publisher: GenerationPublisher,
    private readonly realtime: RealtimePublisher,
  ) {
    super();
  }

  jobId(payload: ApproveGenerationsPayload): string {
    return approvalJobKey(payload);
  }

  async handle(payload: ApproveGenerationsPayload, ctx: JobContext): Promise<ApprovalResult> {
    const progress: ApprovalProgressValue = { done: 0, total: payload.ids.length, published: 0, failed: 0, currentId: null, errors: [] };
    try {
      return await this.approve(payload, ctx, progress);
    } catch (error) {
      // The last attempt failed (the records it did publish stay published): the admin's screen hears the end.
      if (ctx.attempt >= this.attempts || error instanceof UnrecoverableJobError || ctx.signal.aborted) {
        this.realtime.toUser(payload.actorId, 'studio.approval.progress', approvalState({ queue: this.queue, jobId: ctx.jobId }, progress, 'failed', M.publishFailed));
      }
      throw error;
    }
  }

  private async approve(payload: ApproveGenerationsPayload, ctx: JobContext, progress: ApprovalProgressValue): Promise<ApprovalResult> {
    const approver = { id: payload.actorId, email: payload.actorEmail };
    const errors: ApprovalItemError[] = progress.errors;
    let stopped = false;
    for (const [index, id] of payload.ids.entries()) {
      await pause(approvalPauseBefore(index), ctx.signal);
      if (ctx.signal.aborted) {
        stopped = true;
        break;
      }
      await this.report(ctx, { ...progress, currentId: id });
      try {
        await this.publisher.publish(id, approver, false, this.metadata(payload, ctx));
        progress.published += 1;
      } catch (error) {
        const message = publishErrorMessage(error);
        progress.failed += 1;
        errors.push({ id, message });
        if (message === M.publishFailed) this.logger.warn(`approve ${id} in ${ctx.jobId}: ${(error as Error).message}`);
      }
      progress.done += 1;
      if (index < payload.ids.length - 1) await this.report(ctx, progress);
    }
    const result: ApprovalResult = { ...progress, currentId: null, stopped, errors };
    await ctx.progress(result);
    this.realtime.toUser(payload.actorId, 'studio.approval.progress', approvalState({ queue: this.queue, jobId: ctx.jobId }, result, stopped ? 'stopped' : 'completed'));
    return result;
  }

  private async report(ctx: JobContext, progress: ApprovalProgressValue): Promise<void> {
    await ctx.progress(progress);
    if (ctx.ownerId) this.realtime.toUser(ctx.ownerId, 'studio.approval.progress', approvalState({ queue: this.queue, jobId: ctx.jobId }, progress, 'running'));
  }

  /** The admin who started the batch approves each record; the batch job is named in every event's metadata. */
  private metadata(payload: ApproveGenerationsPayload, ctx: JobContext): EventMetadata {
    return {
      actorId: payload.actorId,
      actorEmail: payload.actorEmail,
      correlationId: payload.correlationId,
      causationId: ctx.jobId,
      occurredAt: new Date().toISOString(),
      approval: 'batch',
      jobId: ctx.jobId,
    };
  }
}
