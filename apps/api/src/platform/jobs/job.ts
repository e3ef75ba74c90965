import { createHash } from 'node:crypto';
import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { QueueSettings } from './jobs.options.js';

export type JobBackoff = { type: 'exponential' | 'fixed'; delay: number };
/** A job that also runs on its own, every `everyMs`, with this payload. */
export type JobSchedule<Payload> = { everyMs: number; payload: Payload };
export type JobProgressValue = number | Record<string, unknown>;

/** DESIGN §6: retries with 800 ms doubling backoff (800, 1600, 3200 ms ...). */
export const DEFAULT_JOB_BACKOFF: JobBackoff = { type: 'exponential', delay: 800 };
export const DEFAULT_JOB_ATTEMPTS = 3;

export type JobContext = {
  readonly jobId: string;
  /** 1 for the first run, 2 for the first retry ... */
  readonly attempt: number;
  readonly ownerId: string | null;
  /** Aborted when the job is cancelled (JobsService.cancel); pass it to fetch and SDK calls. */
  readonly signal: AbortSignal;
  /** Pushed to the owner's room and the admin queue room as a `job.updated` snapshot. */
  progress(value: JobProgressValue): Promise<void>;
};

/**
 * One class per job: a typed payload, a deterministic id and the work. Subclasses are Nest providers
 * marked with `@Job()`; JobsModule finds them at boot, so a feature module only lists them in `providers`.
 *
 * `queue` and `name` are kebab-case (`ai-media`, `generate-image`); the BullMQ job id is
 * `<name>.<jobId(payload)>`, so two enqueues of the same payload are one job (a double click, a retried
 * request). Completed jobs are kept for a day, which is how long a key keeps de-duplicating.
 */
export abstract class JobHandler<Payload, Result = void> {
  abstract readonly queue: string;
  abstract readonly name: string;
  readonly attempts: number = DEFAULT_JOB_ATTEMPTS;
  readonly backoff: JobBackoff = DEFAULT_JOB_BACKOFF;
  /** Set: one BullMQ job scheduler (shared by every instance, so the job runs once per period) enqueues it. */
  readonly schedule?: JobSchedule<Payload>;
  /** The queue's defaults (concurrency, pauses between jobs); JobsModule's `queues` option overrides them. */
  readonly queueSettings?: QueueSettings;

  /** Same payload, same id. Build it from the ids the payload carries, or use `jobKey(payload)`. */
  abstract jobId(payload: Payload): string;

  /** Throw to fail this attempt (retried with backoff); throw `UnrecoverableJobError` to fail for good. */
  abstract handle(payload: Payload, ctx: JobContext): Promise<Result>;

  /** A stop removed the job before it started: give back what its request held for it (an AI request's reserved quota). */
  released?(payload: Payload): Promise<void>;
}

/** A failure that retrying cannot fix (bad input, missing record): the job fails without further attempts. */
export { UnrecoverableError as UnrecoverableJobError } from 'bullmq';

/**
 * A failure for good whose owner is told `ownerMessage` (Vietnamese, written for them), while the job's failed reason,
 * the detail, is for admins only (a provider's text can name its accounts and addresses: issue 23 §3.6). A job that
 * fails any other way tells its owner `JOB_FAILED_MESSAGE`.
 */
export class JobFailure extends UnrecoverableError {
  constructor(
    readonly ownerMessage: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'JobFailure';
  }
}

export const JOB_HANDLER_METADATA = 'k9:job-handler';

/** Marks a `JobHandler` subclass as a provider that JobsModule registers at boot. */
export const Job = () => applyDecorators(Injectable(), SetMetadata(JOB_HANDLER_METADATA, true));

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

/** A short deterministic key for any JSON value (key order does not matter). */
export const jobKey = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(canonical(value))).digest('base64url').slice(0, 32);
