import type { ContentAiEnqueued, ContentAiQueueView } from '@k9/contracts/content-ai/content-ai.types';
import { CONTENT_AI_ROUTES } from '@k9/contracts/content-ai/content-ai.routes';
import type { ContentAiQueue, VoiceSource } from '@k9/domain/content-ai/content-ai.types';
import type { DiagramMode } from '@k9/domain/content/content.types';
import { baseApi } from '../../api/base-api';
import { followServer } from '../../api/follow-server';
import { applyJobSnapshot, BULL_QUEUES, hasUnfinished } from './content-ai-queue';

/** How long a queue waits after a burst of its job events before reading the whole of it again (new tasks, the counts). */
const SETTLE_MS = 300;
/** Only while the socket is down, and only while tasks are in the queue: their end must still show without a reload. */
const FALLBACK_POLL_MS = 10_000;

const queueTag = (queue: ContentAiQueue) => ({ type: 'ContentAiQueue' as const, id: queue });

export type EnqueueArgs = { queue: ContentAiQueue; recordIds: number[]; source?: VoiceSource; mode?: DiagramMode };
export type StopArgs = { queue: ContentAiQueue; taskId: string };

/** The back office's generation queues (issue 34 §2): a queue's tasks, live over /ws; queue records; stop a task. */
export const contentAiApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One queue as the modals and the row buttons show it. Its jobs' snapshots (job.updated, in the admin room) move a
     * task's state and progress at once; the queue is read again once a burst of them has settled.
     */
    contentAiQueue: build.query<ContentAiQueueView, ContentAiQueue>({
      query: (queue) => CONTENT_AI_ROUTES.queue(queue),
      providesTags: (_result, _error, queue) => [queueTag(queue)],
      ...followServer<ContentAiQueueView, ContentAiQueue>({
        readsAgain: (queue) => [queueTag(queue)],
        listen: (entry, queue) => {
          let settling: ReturnType<typeof setTimeout> | undefined;
          entry.onRemoved(() => clearTimeout(settling));
          entry.on('job.updated', (job) => {
            if (job.queue !== BULL_QUEUES[queue]) return;
            entry.patch((held) => applyJobSnapshot(held as ContentAiQueueView, queue, job));
            clearTimeout(settling);
            settling = setTimeout(entry.readAgain, SETTLE_MS);
          });
        },
        pollWhileDown: { everyMs: FALLBACK_POLL_MS, until: hasUnfinished },
      }),
    }),
    /** 202 { taskIds, skipped }; 409/404/422 with the server's Vietnamese reason when nothing was queued. */
    enqueueContentAi: build.mutation<ContentAiEnqueued, EnqueueArgs>({
      query: ({ queue, recordIds, source, mode }) => ({ url: CONTENT_AI_ROUTES.queue(queue), method: 'POST', body: { recordIds, ...(source ? { source } : {}), ...(mode ? { mode } : {}) } }),
      invalidatesTags: (_result, _error, { queue }) => [queueTag(queue)],
    }),
    /** Removes a waiting task, or aborts the running one ('cancelling': its end comes over /ws). */
    stopContentAiTask: build.mutation<{ result: 'removed' | 'cancelling' }, StopArgs>({
      query: ({ queue, taskId }) => ({ url: CONTENT_AI_ROUTES.task(queue, taskId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { queue }) => [queueTag(queue)],
    }),
  }),
});

export const { useContentAiQueueQuery, useEnqueueContentAiMutation, useStopContentAiTaskMutation } = contentAiApi;
