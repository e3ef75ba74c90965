import type { ContentAiQueue, ContentAiTaskState } from '@k9/domain';

/** A queue task as the queue modals show it (spec 3 §3 "Queue task"). */
export type ContentAiTaskView = {
  id: string;
  recordId: number;
  /** Cut at 50 characters plus '…'. */
  title: string;
  state: ContentAiTaskState;
  /** 0-100 (voice shows 50 while processing). */
  progress: number;
  /** Why it failed or stopped, in Vietnamese; a diagram task done with some repeats failed: why the last one failed; null otherwise. */
  error: string | null;
  source: string | null;
  mode: string | null;
  createdAt: string;
  /** Diagram tasks (spec 3 §2 progress modal): the record's diagrams to make, made and failed so far; absent or null for the other queues. */
  counts?: ContentAiTaskCounts | null;
};

/** The progress modal's figures for one diagram task (also in the `job.updated` snapshot's progress, beside `percent`). */
export type ContentAiTaskCounts = { total: number; success: number; failed: number };

/** GET /api/k9/ai/queues/{queue}: counts for the modal's header, then processing, waiting and the latest finished tasks. */
export type ContentAiQueueView = {
  queue: ContentAiQueue;
  processing: number;
  waiting: number;
  tasks: ContentAiTaskView[];
  /** Diagram queue only: why Kroki mode cannot run on this server (no KROKI_URL), in Vietnamese; null or absent when it can. */
  krokiUnavailable?: string | null;
};

/** POST /api/k9/ai/queues/{queue} (202): the tasks made, and the records left out with why. */
export type ContentAiEnqueued = {
  taskIds: string[];
  skipped: Array<{ recordId: number; message: string }>;
};
