import type {
  AiGenHistoryChangeResponse,
  AiGenHistoryDeleteResponse,
  AiGenHistoryListResponse,
  AiGenHistoryRecord,
  GenerationQueueItem,
  GenerationQueueResponse,
  GenerationRequestedResponse,
  JobSnapshot,
} from '@k9/contracts';
import { AI_ROUTES } from '@k9/contracts/ai/ai.routes';
import { GENERATION_ROUTES } from '@k9/contracts/studio/generation.routes';
import { baseApi } from '../../../api/base-api';
import { onRealtimeReconnect, realtime } from '../../../api/realtime';

/**
 * Routes the screen needs that the generation contracts (libs/contracts/src/studio/generation.routes.ts) do not hold
 * yet: publishing one history item, and the batch approve job. Their shapes are written down here and in the report
 * to the API's owner; when the contracts name them, these move there.
 */
export const PUBLISH_ROUTES = {
  /** POST { recreate?: boolean }: publishes the item as a question and answer (recreate: replaces the answer). */
  publish: (id: number) => `/api/aiGenHistory/${id}/publish`,
  /** POST { ids: number[] }: publishes the items in a job (groups of 10, 100 ms / 500 ms pauses). */
  approvals: '/api/aiGenHistory/approvals',
} as const;

export type PublishResponse = { success: true; changed: boolean; message: string; questionId: number; data: AiGenHistoryRecord };
/** The job's `job.updated` snapshots carry `progress: ApprovalProgress`. */
export type ApprovalStarted = { success: true; queue: string; jobId: string; total: number };
export type ApprovalProgress = { done: number; total: number; published: number; failed: number };
export type ApprovalState = ApprovalProgress & { queue: string; jobId: string; state: 'running' | 'completed' | 'failed' | 'stopped'; failedReason: string | null };

const HISTORY = { type: 'StudioGeneration' as const, id: 'HISTORY' };
const QUEUE = { type: 'StudioGeneration' as const, id: 'QUEUE' };
const record = (id: number) => ({ type: 'StudioGeneration' as const, id });

const finished = (item: AiGenHistoryRecord) => item.state === 'completed' || item.state === 'failed';
const newestFirst = (a: AiGenHistoryRecord, b: AiGenHistoryRecord) => b.create_at.localeCompare(a.create_at) || b.id - a.id;

/** A record's change in the history list: finished records are listed (newest first), a deleted one leaves. */
export function historyAfter(list: AiGenHistoryRecord[], id: number, changed: AiGenHistoryRecord | null): AiGenHistoryRecord[] {
  const others = list.filter((item) => item.id !== id);
  if (!changed || !finished(changed)) return others;
  return [...others, changed].sort(newestFirst);
}

const isProgress = (value: unknown): value is ApprovalProgress => !!value && typeof value === 'object' && typeof (value as ApprovalProgress).done === 'number';

/**
 * The AI Generation screen's server state. The queue, the running step and every record change arrive over /ws for
 * the admin who asked (all their tabs); a socket that was down reads everything again.
 */
export const studioGenerationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generationHistory: build.query<AiGenHistoryRecord[], void>({
      query: () => GENERATION_ROUTES.history,
      transformResponse: (response: AiGenHistoryListResponse) => response.data,
      providesTags: [HISTORY],
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        await cacheDataLoaded.catch(() => undefined);
        const offs = [
          realtime.on('studio.generation.changed', ({ id, record: changed }) => updateCachedData((list) => historyAfter(list, id, changed))),
          onRealtimeReconnect(() => dispatch(studioGenerationApi.util.invalidateTags([HISTORY]))),
        ];
        await cacheEntryRemoved;
        for (const off of offs) off();
      },
    }),
    generationQueue: build.query<GenerationQueueItem[], void>({
      query: () => GENERATION_ROUTES.requests,
      transformResponse: (response: GenerationQueueResponse) => response.data,
      providesTags: [QUEUE],
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        await cacheDataLoaded.catch(() => undefined);
        const offs = [
          realtime.on('studio.generation.queue', ({ items }) => updateCachedData(() => items)),
          realtime.on('studio.generation.step', ({ id, stepName, state }) =>
            updateCachedData((items) => {
              const item = items.find((entry) => entry.id === id);
              if (item && state === 'running') Object.assign(item, { state: 'running', runningStep: stepName });
            }),
          ),
          onRealtimeReconnect(() => dispatch(studioGenerationApi.util.invalidateTags([QUEUE]))),
        ];
        await cacheEntryRemoved;
        for (const off of offs) off();
      },
    }),
    generationRecord: build.query<AiGenHistoryRecord, number>({
      query: (id) => GENERATION_ROUTES.historyItem(id),
      providesTags: (_result, _error, id) => [record(id)],
      async onCacheEntryAdded(id, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        await cacheDataLoaded.catch(() => undefined);
        const offs = [
          realtime.on('studio.generation.changed', ({ id: changedId, record: changed }) => {
            if (changedId === id && changed) updateCachedData(() => changed);
          }),
          realtime.on('studio.generation.step', ({ id: stepId, stepName, state }) => {
            if (stepId === id && state === 'running') updateCachedData((draft) => Object.assign(draft, { state: 'running', runningStep: stepName }));
          }),
          onRealtimeReconnect(() => dispatch(studioGenerationApi.util.invalidateTags([record(id)]))),
        ];
        await cacheEntryRemoved;
        for (const off of offs) off();
      },
    }),
    requestGeneration: build.mutation<GenerationRequestedResponse, { prompt: string; AIGenConfigId: number; settings: Record<string, unknown> }>({
      query: (body) => ({ url: GENERATION_ROUTES.requests, method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(studioGenerationApi.util.updateQueryData('generationQueue', undefined, () => data.queue));
      },
    }),
    removeRequest: build.mutation<AiGenHistoryDeleteResponse, number>({
      query: (id) => ({ url: GENERATION_ROUTES.request(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [QUEUE, record(id)],
    }),
    deleteGeneration: build.mutation<AiGenHistoryDeleteResponse, number>({
      query: (id) => ({ url: GENERATION_ROUTES.historyItem(id), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(studioGenerationApi.util.updateQueryData('generationHistory', undefined, (list) => historyAfter(list, id, null)));
      },
      invalidatesTags: [QUEUE],
    }),
    editAnswer: build.mutation<AiGenHistoryChangeResponse, { id: number; anwser: string }>({
      query: ({ id, anwser }) => ({ url: GENERATION_ROUTES.answer(id), method: 'PUT', body: { anwser } }),
      onQueryStarted: (_arg, api) => applyRecord(api),
    }),
    improveAnswer: build.mutation<AiGenHistoryChangeResponse, { id: number; selected_text?: string; improvement_prompt?: string }>({
      query: ({ id, ...body }) => ({ url: GENERATION_ROUTES.improve(id), method: 'POST', body }),
      onQueryStarted: (_arg, api) => applyRecord(api),
    }),
    createAudio: build.mutation<AiGenHistoryChangeResponse, { id: number; recreate: boolean }>({
      query: ({ id, recreate }) => ({ url: GENERATION_ROUTES.audio(id), method: 'POST', body: { recreate } }),
      onQueryStarted: (_arg, api) => applyRecord(api),
    }),
    publishGeneration: build.mutation<PublishResponse, { id: number; recreate: boolean }>({
      query: ({ id, recreate }) => ({ url: PUBLISH_ROUTES.publish(id), method: 'POST', body: { recreate } }),
      onQueryStarted: (_arg, api) => applyRecord(api),
      invalidatesTags: [{ type: 'StudioQuestion', id: 'LIST' }],
    }),
    startApproval: build.mutation<ApprovalStarted, { ids: number[] }>({
      query: (body) => ({ url: PUBLISH_ROUTES.approvals, method: 'POST', body }),
    }),
    /** The batch approve job as it goes: its `job.updated` snapshots over /ws (no polling). */
    approvalProgress: build.query<ApprovalState, ApprovalStarted>({
      queryFn: ({ queue, jobId, total }) => ({ data: { queue, jobId, total, done: 0, published: 0, failed: 0, state: 'running', failedReason: null } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded({ jobId }, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        await cacheDataLoaded.catch(() => undefined);
        const off = realtime.on('job.updated', (job: JobSnapshot) => {
          if (job.jobId !== jobId) return;
          updateCachedData((draft) => {
            if (isProgress(job.progress)) Object.assign(draft, { done: job.progress.done, total: job.progress.total, published: job.progress.published, failed: job.progress.failed });
            if (job.state === 'completed') draft.state = 'completed';
            else if (job.state === 'failed') Object.assign(draft, { state: 'failed', failedReason: job.failedReason ?? null });
            else if (job.state === 'removed') draft.state = 'stopped';
          });
        });
        await cacheEntryRemoved;
        off();
      },
    }),
    stopApproval: build.mutation<{ result: string }, { queue: string; jobId: string }>({
      query: ({ queue, jobId }) => ({ url: AI_ROUTES.stopJob(queue, jobId), method: 'POST' }),
    }),
  }),
});

/** A write answers with the record as it now is: the history list and the record's own cache take it at once. */
async function applyRecord({ dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: { data: AiGenHistoryRecord } }> }) {
  const result = await queryFulfilled.catch(() => null);
  if (!result) return;
  const changed = result.data.data;
  dispatch(studioGenerationApi.util.updateQueryData('generationRecord', changed.id, () => changed));
  dispatch(studioGenerationApi.util.updateQueryData('generationHistory', undefined, (list) => historyAfter(list, changed.id, changed)));
}

export const {
  useGenerationHistoryQuery,
  useGenerationQueueQuery,
  useGenerationRecordQuery,
  useRequestGenerationMutation,
  useRemoveRequestMutation,
  useDeleteGenerationMutation,
  useEditAnswerMutation,
  useImproveAnswerMutation,
  useCreateAudioMutation,
  usePublishGenerationMutation,
  useStartApprovalMutation,
  useApprovalProgressQuery,
  useStopApprovalMutation,
} = studioGenerationApi;
