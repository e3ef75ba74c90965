import type { JobSnapshot } from '@k9/contracts';
import type { JobProgressValue } from './job.js';

/** The QueueEvents we forward, and the snapshot state each one means. A delayed job (retry backoff, or
 * a planned pause) is still waiting from the user's point of view. */
export const FORWARDED_EVENTS = {
  waiting: 'waiting',
  delayed: 'waiting',
  active: 'active',
  progress: 'progress',
  completed: 'completed',
  failed: 'failed',
  stalled: 'stalled',
  removed: 'removed',
} as const satisfies Record<string, JobSnapshot['state']>;

export type ForwardedEvent = keyof typeof FORWARDED_EVENTS;

/** What the owner of a failed job is told when the job did not write it for them (a JobFailure's ownerMessage). */
export const JOB_FAILED_MESSAGE = 'Công việc không thực hiện được. Vui lòng thử lại sau.';

/** What the job carries in Redis besides the handler's payload; `ownerFailure`: what its owner is told of its last failure. */
export type JobEnvelope<Payload = unknown> = { payload: Payload; ownerId: string | null; ownerFailure?: string };

export const isEnvelope = (data: unknown): data is JobEnvelope =>
  !!data && typeof data === 'object' && 'payload' in data && 'ownerId' in data;

export const toProgress = (value: unknown): JobProgressValue => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return 0;
};

/** `failedReason`: the detail, for the admins' queue room; `ownerFailure`: the owner's Vietnamese message. */
export type JobFacts = { name: string; ownerId: string | null; progress: JobProgressValue; failedReason?: string; ownerFailure?: string };

/** Who a snapshot is for: the owner's room never gets a failure's detail. */
export type SnapshotAudience = 'owner' | 'admins';

/** Small LRU of what the events do not carry (name, owner, last progress), so a progress tick costs no lookup. */
export class JobFactsCache {
  private readonly entries = new Map<string, JobFacts>();

  constructor(private readonly capacity = 5000) {}

  get(jobId: string): JobFacts | undefined {
    const facts = this.entries.get(jobId);
    if (facts) {
      this.entries.delete(jobId);
      this.entries.set(jobId, facts);
    }
    return facts;
  }

  set(jobId: string, facts: JobFacts): void {
    this.entries.delete(jobId);
    this.entries.set(jobId, facts);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(jobId: string): void {
    this.entries.delete(jobId);
  }
}

export const snapshotOf = (queue: string, jobId: string, event: ForwardedEvent, facts: JobFacts, at: Date, audience: SnapshotAudience): JobSnapshot => ({
  queue,
  jobId,
  name: facts.name,
  state: FORWARDED_EVENTS[event],
  progress: facts.progress,
  ...(facts.failedReason !== undefined ? { failedReason: audience === 'admins' ? facts.failedReason : (facts.ownerFailure ?? JOB_FAILED_MESSAGE) } : {}),
  ownerId: facts.ownerId,
  updatedAt: at.toISOString(),
});
