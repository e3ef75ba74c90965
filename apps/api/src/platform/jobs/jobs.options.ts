export type QueueSettings = {
  /** Jobs of this queue run at once per instance (default 1). */
  concurrency?: number;
  /** At most `max` jobs per `duration` ms across all instances, e.g. the spec's "1 s between tasks": { max: 1, duration: 1000 }. */
  limiter?: { max: number; duration: number };
};

export type JobsModuleOptions = {
  /** Redis key prefix (default 'k9', the app passes JOBS_PREFIX); each test database has its own. */
  prefix?: string;
  queues?: Record<string, QueueSettings>;
  /** false: this instance enqueues and forwards events but runs no handlers (default true). */
  runWorkers?: boolean;
  /** An enqueue that Redis has not acknowledged by then answers 503 (default 1000). */
  enqueueTimeoutMs?: number;
  /** Boot waits this long for Redis before going on without it (default 3000). */
  bootWaitMs?: number;
  /** Shutdown waits this long for running jobs before cancelling them (default 10000). */
  shutdownTimeoutMs?: number;
  /**
   * How long a running job's lock holds without being renewed, and how often workers look for jobs whose lock lapsed
   * (a process that died mid-job): such a job is taken again (BullMQ's defaults, 30 s each). Tests of a crash shorten
   * them rather than wait a minute.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** How long finished jobs (and so their de-duplicating ids) are kept (defaults 1 day / 7 days). */
  keepCompletedSeconds?: number;
  keepFailedSeconds?: number;
};

export type ResolvedJobsOptions = Required<Omit<JobsModuleOptions, 'queues'>> & { queues: Record<string, QueueSettings> };

export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');

export const resolveJobsOptions = (options: JobsModuleOptions = {}): ResolvedJobsOptions => ({
  prefix: options.prefix ?? 'k9',
  queues: options.queues ?? {},
  runWorkers: options.runWorkers ?? true,
  enqueueTimeoutMs: options.enqueueTimeoutMs ?? 1000,
  bootWaitMs: options.bootWaitMs ?? 3000,
  shutdownTimeoutMs: options.shutdownTimeoutMs ?? 10_000,
  lockDurationMs: options.lockDurationMs ?? 30_000,
  stalledIntervalMs: options.stalledIntervalMs ?? 30_000,
  keepCompletedSeconds: options.keepCompletedSeconds ?? 24 * 3600,
  keepFailedSeconds: options.keepFailedSeconds ?? 7 * 24 * 3600,
});
