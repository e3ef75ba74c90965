import type {
  AiGenHistoryChangeResponse,
  AiGenHistoryDeleteResponse,
  AiGenHistoryListResponse,
  AiGenHistoryRecord,
  ApprovalStarted,
  ApprovalState,
  CurrentApprovalResponse,
  GenerationQueueItem,
  GenerationQueueResponse,
  GenerationRequestedResponse,
  PublishResponse,
} from '@k9/contracts';
import { GENERATION_ROUTES } from '@k9/contracts/studio/generation/generation.routes';
import { PUBLISHING_ROUTES } from '@k9/contracts/studio/publishing/publishing.routes';
import { baseApi } from '../../../api/base-api';
import { followServer } from '../../../api/follow-server';

const HISTORY = { type: 'StudioGeneration' as const, id: 'HISTORY' };
const QUEUE = { type: 'StudioGeneration' as const, id: 'QUEUE' };
const APPROVAL = { type: 'StudioGeneration' as const, id: 'APPROVAL' };
const record = (id: number) => ({ type: 'StudioGeneration' as const, id });

const finished = (item: AiGenHistoryRecord) => item.state === 'completed' || item.state === 'failed';
const newestFirst = (a: AiGenHistoryRecord, b: AiGenHistoryRecord) => b.create_at.localeCompare(a.create_at) || b.id - a.id;

/**
 * Whether a record's copy from /ws may replace the one held: not when it is older. The server sends one message per
 * committed batch, each reading the record when it is sent, and two of them can arrive in the other order (a step's
 * message after the run's end): the record's version (its stream's) tells which is newer.
 */
export const isNewerRecord = (held: Pick<AiGenHistoryRecord, 'version'>, changed: Pick<AiGenHistoryRecord, 'version'>): boolean => changed.version >= held.version;

/** A record's change in the history list: finished records are listed (newest first), a deleted one leaves. */
export function historyAfter(list: AiGenHistoryRecord[], id: number, changed: AiGenHistoryRecord | null): AiGenHistoryRecord[] {
  const held = list.find((item) => item.id === id);
  if (changed && held && !isNewerRecord(held, changed)) return list;
  const others = list.filter((item) => item.id !== id);
  if (!changed || !finished(changed)) return others;
  return [...others, changed].sort(newestFirst);
}

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
      ...followServer<AiGenHistoryRecord[], void>({
        readsAgain: () => [HISTORY],
        listen: (entry) => entry.on('studio.generation.changed', ({ id, record: changed }) => entry.patch((list) => historyAfter(list, id, changed))),
      }),
    }),
    generationQueue: build.query<GenerationQueueItem[], void>({
      query: () => GENERATION_ROUTES.requests,
      transformResponse: (response: GenerationQueueResponse) => response.data,
      providesTags: [QUEUE],
      ...followServer<GenerationQueueItem[], void>({
        readsAgain: () => [QUEUE],
        listen: (entry) => {
          entry.on('studio.generation.queue', ({ items }) => entry.patch(() => items));
          entry.on('studio.generation.step', ({ id, stepName, state }) =>
            entry.patch((items) => {
              const item = items.find((each) => each.id === id);
              if (item && state === 'running') Object.assign(item, { state: 'running', runningStep: stepName });
            }),
          );
        },
      }),
    }),
    generationRecord: build.query<AiGenHistoryRecord, number>({
      query: (id) => GENERATION_ROUTES.historyItem(id),
      providesTags: (_result, _error, id) => [record(id)],
      // A record that finishes while it is being read (a quick flow) is read again, not left 'running'.
      ...followServer<AiGenHistoryRecord, number>({
        readsAgain: (id) => [record(id)],
        listen: (entry, id) => {
          entry.on('studio.generation.changed', ({ id: changedId, record: changed }) => {
            if (changedId !== id) return;
            // Deleted (in another tab): read again, the 404 takes it out of the view.
            if (changed) entry.patch((held) => (isNewerRecord(held, changed) ? changed : undefined));
            else entry.readAgain();
          });
          entry.on('studio.generation.step', ({ id: stepId, stepName, state }) => {
            if (stepId !== id || state !== 'running') return;
            // A step's start never takes back a record already finished (the two messages travel apart).
            entry.patch((held) => (held.state === 'completed' || held.state === 'failed' ? undefined : Object.assign(held, { state: 'running', runningStep: stepName })));
          });
        },
      }),
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
      query: ({ id, recreate }) => ({ url: PUBLISHING_ROUTES.publish(id), method: 'POST', body: { recreate } }),
      onQueryStarted: (_arg, api) => applyRecord(api),
      invalidatesTags: [{ type: 'StudioQuestion', id: 'LIST' }],
    }),
    startApproval: build.mutation<ApprovalStarted, { ids: number[] }>({
      query: (body) => ({ url: PUBLISHING_ROUTES.approvals, method: 'POST', body }),
      invalidatesTags: [APPROVAL],
    }),
    /** The admin's batch approve running now (or the last one): a reload or a second tab shows it going on. */
    currentApproval: build.query<ApprovalState | null, void>({
      query: () => PUBLISHING_ROUTES.currentApproval,
      transformResponse: (response: CurrentApprovalResponse) => response.data,
      providesTags: [APPROVAL],
      // Live: the job's state after each record and when it ends (the admin's tabs only; no polling).
      ...followServer<ApprovalState | null, void>({
        readsAgain: () => [APPROVAL],
        listen: (entry) =>
          entry.on('studio.approval.progress', (state) => entry.patch((current) => (!current || current.jobId === state.jobId || state.state === 'running' ? state : current))),
      }),
    }),
    // The batch's own stop (its owner only, through the jobs platform's one stop path); the screen hears the end over /ws.
    stopApproval: build.mutation<unknown, { jobId: string }>({
      query: ({ jobId }) => ({ url: PUBLISHING_ROUTES.stopApproval(jobId), method: 'POST' }),
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
  useCurrentApprovalQuery,
  useStopApprovalMutation,
} = studioGenerationApi;
