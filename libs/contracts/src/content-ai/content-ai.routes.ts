import type { ContentAiQueue } from '@k9/domain';

/** The back office's generation queues (issue 34 §2; spec 3 shows no paths): enqueue, read, stop. */
export const CONTENT_AI_ROUTES = {
  /** POST { recordIds, mode?, source? } → 202 { taskIds }; GET → { processing, waiting, tasks }. */
  queue: (queue: ContentAiQueue) => `/api/k9/ai/queues/${queue}`,
  /** DELETE: removes a waiting task or aborts the running one. */
  task: (queue: ContentAiQueue, taskId: string) => `/api/k9/ai/queues/${queue}/${encodeURIComponent(taskId)}`,
} as const;

/** The BullMQ queue of each generation queue: the name its `job.updated` messages over /ws carry. */
export const CONTENT_AI_QUEUE_NAMES = { image: 'content-ai-image', diagram: 'content-ai-diagram', voice: 'content-ai-voice' } as const satisfies Record<ContentAiQueue, string>;
