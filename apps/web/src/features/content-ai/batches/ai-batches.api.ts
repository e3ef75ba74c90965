import { AI_BATCH_ROUTES, type AiBatchView } from '@k9/contracts/content-ai/ai-batches.routes';
import type { AiBatchKind } from '@k9/domain/content-ai/batches/ai-batch.types';
import { baseApi } from '../../../api/base-api';
import { followServer } from '../../../api/follow-server';
import { isBatchRunning } from './ai-batch-view';

/** Only while the socket is down, and only while the batch runs: its end must still show without a reload. */
const FALLBACK_POLL_MS = 5000;

const batchTag = (id: string) => ({ type: 'ContentAiBatch' as const, id });

export type StartBatchArgs = { kind: AiBatchKind; recordIds: number[]; dryRun?: boolean; options?: Record<string, unknown> };

/** The back office's AI batches over a selection (issue 35): start one, follow it live over /ws, stop it, approve a dry run. */
export const aiBatchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One batch as its progress modal shows it; read again whenever the server says it changed ('contentAi.batch.changed'). */
    aiBatch: build.query<AiBatchView, string>({
      query: (id) => AI_BATCH_ROUTES.batch(id),
      providesTags: (_result, _error, id) => [batchTag(id)],
      ...followServer<AiBatchView, string>({
        readsAgain: (id) => [batchTag(id)],
        listen: (entry, id) =>
          entry.on('contentAi.batch.changed', ({ batchIds }) => {
            if (batchIds.includes(id)) entry.readAgain();
          }),
        pollWhileDown: { everyMs: FALLBACK_POLL_MS, until: isBatchRunning },
      }),
    }),
    /** 202 { id }; 422 with the server's Vietnamese reason (missing prompt or model, nothing to classify ...). */
    startAiBatch: build.mutation<{ id: string }, StartBatchArgs>({
      query: (body) => ({ url: AI_BATCH_ROUTES.batches, method: 'POST', body }),
    }),
    /** Writes the chosen records of a finished dry run; those edited since come back stale. */
    applyAiBatch: build.mutation<AiBatchView, { id: string; recordIds: number[] }>({
      query: ({ id, recordIds }) => ({ url: AI_BATCH_ROUTES.apply(id), method: 'POST', body: { recordIds } }),
      invalidatesTags: (_result, _error, { id }) => [batchTag(id)],
    }),
    stopAiBatch: build.mutation<AiBatchView, string>({
      query: (id) => ({ url: AI_BATCH_ROUTES.stop(id), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [batchTag(id)],
    }),
  }),
});

export const { useAiBatchQuery, useStartAiBatchMutation, useApplyAiBatchMutation, useStopAiBatchMutation } = aiBatchesApi;
