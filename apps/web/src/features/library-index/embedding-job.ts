import type { JobSnapshot } from '@k9/contracts/realtime';
import type { AiQueueView } from '@k9/contracts/ai/ai.types';
import { LIBRARY_INDEX_TEXT as TEXT } from './library-index.messages';

/** The queue of the library index's jobs (the API's LIBRARY_INDEX_QUEUE): its bulk embeds, re-embeds and re-indexing. */
export const LIBRARY_INDEX_QUEUE = 'library-index';

/**
 * A bulk embed as the back office follows it: how far it is ({ done, total } as the job reports it) and how it ended.
 * A stopped job ends 'completed' short of its total (it returns what it had done), or is removed when it had not
 * started: both are 'stopped'.
 */
export type EmbeddingJobView = {
  jobId: string;
  state: 'running' | 'completed' | 'stopped' | 'failed';
  done: number;
  total: number;
  failedReason: string | null;
};

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A job that was just started: nothing done yet. */
export const startedJob = (jobId: string, total: number): EmbeddingJobView => ({ jobId, state: 'running', done: 0, total, failedReason: null });

export const jobEnded = (view: Pick<EmbeddingJobView, 'state'>): boolean => view.state !== 'running';

/** The job's state and progress, as a /ws snapshot or the queue dashboard's row carries them, applied to the view. */
export function withJobState(view: EmbeddingJobView, job: { state: string; progress: unknown; failedReason?: string | null }): EmbeddingJobView {
  const progress = job.progress && typeof job.progress === 'object' ? (job.progress as { done?: unknown; total?: unknown }) : {};
  const total = isCount(progress.total) && progress.total > 0 ? progress.total : view.total;
  // Snapshots of one job may arrive out of order only across a reconnect: progress never goes back.
  const done = isCount(progress.done) ? Math.max(view.done, Math.min(progress.done, total)) : view.done;
  if (job.state === 'failed') return { ...view, state: 'failed', done, total, failedReason: job.failedReason ?? null };
  if (job.state === 'completed') return { ...view, state: done < total ? 'stopped' : 'completed', done, total };
  // A job stopped before it started is removed from its queue.
  if (job.state === 'removed') return jobEnded(view) ? view : { ...view, state: 'stopped', done, total };
  // An ended view stays ended: a late 'progress' snapshot does not start it again.
  return jobEnded(view) ? view : { ...view, done, total };
}

/** The snapshot is of this job: it moves the view; any other job's leaves it as it is. */
export const applyJobSnapshot = (view: EmbeddingJobView, job: JobSnapshot): EmbeddingJobView =>
  job.queue === LIBRARY_INDEX_QUEUE && job.jobId === view.jobId ? withJobState(view, job) : view;

/** The job as the queue dashboard lists it (read after the socket was down); the view unchanged when it is no longer listed. */
export function jobFromQueues(view: EmbeddingJobView, queues: readonly AiQueueView[]): EmbeddingJobView {
  const row = queues.find((queue) => queue.name === LIBRARY_INDEX_QUEUE)?.jobs.find((job) => job.jobId === view.jobId);
  return row ? withJobState(view, row) : view;
}

/** A job's snapshot that may change the embedding states shown: any library-index job that started or ended. */
export const changesStates = (job: Pick<JobSnapshot, 'queue' | 'state'>): boolean =>
  job.queue === LIBRARY_INDEX_QUEUE && ['active', 'completed', 'failed', 'removed'].includes(job.state);

/** A fresh read of the job against what the entry holds: an end wins, and progress never goes back. */
export function mergeJobViews(held: EmbeddingJobView, fresh: EmbeddingJobView): EmbeddingJobView {
  if (jobEnded(held)) return held;
  if (jobEnded(fresh)) return fresh;
  return fresh.done >= held.done ? fresh : held;
}

/** Where the job stands, in words: current/total while it runs, then how it ended (a failure with its reason). */
export function jobProgressText(view: EmbeddingJobView): string {
  if (view.state === 'failed') return TEXT.embeddingFailed(view.failedReason ?? TEXT.unknownError);
  if (view.state === 'completed') return TEXT.finished(view.done, view.total);
  if (view.state === 'stopped') return TEXT.stopped(view.done, view.total);
  return TEXT.progress(view.done, view.total);
}
