import type { CompanySummaryQueued, CompanySummaryQueueView } from '@k9/contracts/market/company-summary';
import { COMPANY_SUMMARY_QUEUE_NAME, COMPANY_SUMMARY_ROUTES } from '@k9/contracts/market/company-summary';
import { baseApi } from '../../../api/base-api';
import { followServer } from '../../../api/follow-server';
import { applyJobSnapshot, hasUnfinished } from './company-summary-rules';

/** How long the queue waits after a burst of its job events before reading the whole of it again. */
const SETTLE_MS = 300;
/** Only while the socket is down, and only while tasks are in the queue. */
const FALLBACK_POLL_MS = 10_000;
/** The generation queues' cache tag (the content AI context's), this queue's own id. */
const QUEUE_TAG = { type: 'ContentAiQueue' as const, id: COMPANY_SUMMARY_QUEUE_NAME };

/** The company summary queue (issue 32 §3, spec 3 §4): admins only; its tasks live over /ws (job.updated in the admin room). */
export const companySummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companySummaryQueue: build.query<CompanySummaryQueueView, void>({
      query: () => COMPANY_SUMMARY_ROUTES.queue,
      providesTags: [QUEUE_TAG],
      ...followServer<CompanySummaryQueueView, void>({
        readsAgain: () => [QUEUE_TAG],
        listen: (entry) => {
          let settling: ReturnType<typeof setTimeout> | undefined;
          entry.onRemoved(() => clearTimeout(settling));
          entry.on('job.updated', (job) => {
            if (job.queue !== COMPANY_SUMMARY_QUEUE_NAME) return;
            entry.patch((held) => applyJobSnapshot(held as CompanySummaryQueueView, COMPANY_SUMMARY_QUEUE_NAME, job));
            clearTimeout(settling);
            settling = setTimeout(entry.readAgain, SETTLE_MS);
          });
        },
        pollWhileDown: { everyMs: FALLBACK_POLL_MS, until: hasUnfinished },
      }),
    }),
    /** 202 { taskId }; 400/409/422/429 with the server's Vietnamese reason. */
    queueCompanySummary: build.mutation<CompanySummaryQueued, string>({
      query: (ticker) => ({ url: COMPANY_SUMMARY_ROUTES.queue, method: 'POST', body: { ticker } }),
      invalidatesTags: [QUEUE_TAG],
    }),
    /** Removes a waiting task, or aborts the running one ('cancelling': its end comes over /ws). */
    stopCompanySummaryTask: build.mutation<{ result: 'removed' | 'cancelling' }, string>({
      query: (taskId) => ({ url: COMPANY_SUMMARY_ROUTES.task(taskId), method: 'DELETE' }),
      invalidatesTags: [QUEUE_TAG],
    }),
  }),
});

export const { useCompanySummaryQueueQuery, useQueueCompanySummaryMutation, useStopCompanySummaryTaskMutation } = companySummaryApi;
