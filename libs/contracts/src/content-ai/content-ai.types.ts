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
  /** Why it failed or stopped, in Vietnamese; null otherwise. */
  error: string | null;
  source: string | null;
  mode: string | null;
  createdAt: string;
};

/** GET /api/k9/ai/queues/{queue}: counts for the modal's header, then processing, waiting and the latest finished tasks. */
export type ContentAiQueueView = {
  queue: ContentAiQueue;
  processing: number;
  waiting: number;
  tasks: ContentAiTaskView[];
};

/** POST /api/k9/ai/queues/{queue} (202): the tasks made, and the records left out with why. */
export type ContentAiEnqueued = {
  taskIds: string[];
  skipped: Array<{ recordId: number; message: string }>;
};
