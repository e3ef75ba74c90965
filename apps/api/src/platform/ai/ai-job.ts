import type { EventMetadata } from '@k9/domain';
import { JobHandler, type JobContext } from '../jobs/job.js';
import type { QueueSettings } from '../jobs/jobs.options.js';
import type { AiQuotaTicket } from './ai-ports.js';
import type { AiActor, AiCallContext } from './ai.types.js';

/** The queue AI work runs in unless a feature has its own (media, classification, embeddings ...). */
export const AI_QUEUE = 'ai';
export const AI_QUEUE_CONCURRENCY = 4;

/** What every AI job carries: its idempotency key, who asked and why (for the ledger and the limits). */
export type AiJobPayload = {
  /** Chosen by the feature from what makes the work unique (a run id, `<recordId>.<step>`): the job's id. */
  requestId: string;
  purpose: string;
  actor: AiActor;
  correlationId: string;
  /** The units of the daily limits reserved when the request was accepted (AiGateway.reserve); absent: each call reserves its own. */
  quota?: AiQuotaTicket | null;
};

/** What an event an AI job records carries: who asked (the payload's actor), the job and the request's correlation. */
export const aiJobMetadata = (payload: AiJobPayload, job: JobContext, extra: Record<string, unknown> = {}): EventMetadata => ({
  actorId: payload.actor?.id ?? null,
  actorEmail: payload.actor?.email ?? null,
  correlationId: payload.correlationId,
  causationId: job.jobId,
  occurredAt: new Date().toISOString(),
  jobId: job.jobId,
  ...extra,
});

/**
 * The AI job base: a typed payload, a deterministic job id (the request id), and a gateway context that carries the
 * job id and the job's stop signal into every call, so the ledger names the job and a stop aborts the call in flight.
 * Subclasses apply their result with a command (so it becomes an event) and report progress with `job.progress`,
 * which reaches the owner's room and the admins' queue room. AI calls retry inside the gateway, so a job runs once
 * (a BullMQ retry would repeat streamed output); an admin can retry a failed job from the queue dashboard.
 */
export abstract class AiJobHandler<P extends AiJobPayload, R = void> extends JobHandler<P, R> {
  readonly queue: string = AI_QUEUE;
  override readonly attempts: number = 1;
  /** AI calls mostly wait on the provider: several run at once per instance (JobsModule's `queues` option can change it). */
  override readonly queueSettings: QueueSettings = { concurrency: AI_QUEUE_CONCURRENCY };

  jobId(payload: P): string {
    return payload.requestId;
  }

  handle(payload: P, job: JobContext): Promise<R> {
    return this.run(payload, job, { purpose: payload.purpose, actor: payload.actor, signal: job.signal, jobId: job.jobId, correlationId: payload.correlationId, ...(payload.quota !== undefined ? { quota: payload.quota } : {}) });
  }

  protected abstract run(payload: P, job: JobContext, ai: AiCallContext): Promise<R>;
}
