import type { AiQueueView } from '@k9/contracts/ai/ai.types';
import { AI_ROUTES } from '@k9/contracts/ai/ai.routes';
import {
  EMBEDDING_DATA_ROUTES,
  LIBRARY_INDEX_ROUTES,
  type CreateEmbeddingResponse,
  type EmbeddingSourceView,
  type LibraryIndexStatus,
} from '@k9/contracts/library-index/library-index.routes';
import { LIBRARY_SEARCH_SETTING } from '@k9/domain/library-index/library-index.settings';
import type { LibraryTable } from '@k9/domain/library-index/rules/library-search';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '../../api/base-api';
import { followServer } from '../../api/follow-server';
import { applyJobSnapshot, changesStates, jobFromQueues, LIBRARY_INDEX_QUEUE, mergeJobViews, startedJob, withJobState, type EmbeddingJobView } from './embedding-job';
import { idBatches } from './embedding-text';

const STATUS = { type: 'LibraryIndex' as const, id: 'STATUS' };
const STATES = { type: 'LibraryIndex' as const, id: 'STATES' };
const jobTag = (jobId: string) => ({ type: 'LibraryIndex' as const, id: `job-${jobId}` });

/** How long the panel waits after a burst of job events (a bulk embed reports each group) before reading again. */
const SETTLE_MS = 300;
/** Only while the socket is down: a job's end must still show without a reload. */
const FALLBACK_POLL_MS = 10_000;

export type StatesArgs = { table: LibraryTable; ids: readonly number[] };
export type EmbeddingSource = { table: LibraryTable; id: number };
export type JobArgs = { jobId: string; total: number };

/** The library index's reads and writes (issue 28 §4): embedding states, one row's embed, bulk and whole re-embeds. */
export const libraryIndexApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    libraryIndexStatus: build.query<LibraryIndexStatus, void>({
      query: () => LIBRARY_INDEX_ROUTES.status,
      providesTags: [STATUS],
      // The counts move with the index's jobs (re-indexing follows the content, embeds): read again once a burst of
      // their events has settled; a saved LIBRARY_SEARCH_SETTING may change the model.
      ...followServer<LibraryIndexStatus, void>({
        readsAgain: () => [STATUS],
        listen: (entry) => {
          let settling: ReturnType<typeof setTimeout> | undefined;
          entry.onRemoved(() => clearTimeout(settling));
          const soon = () => {
            clearTimeout(settling);
            settling = setTimeout(entry.readAgain, SETTLE_MS);
          };
          entry.on('job.updated', (job) => {
            if (job.queue === LIBRARY_INDEX_QUEUE) soon();
          });
          entry.on('setting.saved', (saved) => {
            if (saved.type === LIBRARY_SEARCH_SETTING) soon();
          });
        },
      }),
    }),
    /** The states of the rows a page shows, by source id; at most 500 ids a request, so a big page reads in batches. */
    embeddingStates: build.query<EmbeddingSourceView[], StatesArgs>({
      async queryFn({ table, ids }, _api, _extra, baseQuery) {
        const answers = await Promise.all(idBatches(ids).map((batch) => baseQuery(`${LIBRARY_INDEX_ROUTES.states}?table=${table}&ids=${batch.join(',')}`)));
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error as FetchBaseQueryError };
        return { data: answers.flatMap((answer) => (answer.data as { data: EmbeddingSourceView[] }).data) };
      },
      providesTags: [STATES],
      ...followServer<EmbeddingSourceView[], StatesArgs>({
        readsAgain: () => [STATES],
        listen: (entry) => {
          let settling: ReturnType<typeof setTimeout> | undefined;
          entry.onRemoved(() => clearTimeout(settling));
          entry.on('job.updated', (job) => {
            if (!changesStates(job)) return;
            clearTimeout(settling);
            settling = setTimeout(entry.readAgain, SETTLE_MS);
          });
        },
      }),
    }),
    /** One record embedded now (spec 1 §7): its old embedding deleted first, a failed delete only a warning. */
    createEmbedding: build.mutation<CreateEmbeddingResponse, { sourceId: number; content: string; table: LibraryTable }>({
      query: (body) => ({ url: EMBEDDING_DATA_ROUTES.createWithAi, method: 'POST', body }),
      invalidatesTags: [STATES, STATUS],
    }),
    /** The selection embedded by one job: its progress { done, total } comes over /ws (embeddingJob). */
    embedSelection: build.mutation<{ jobId: string; total: number }, EmbeddingSource[]>({
      query: (sources) => ({ url: LIBRARY_INDEX_ROUTES.embed, method: 'POST', body: { sources } }),
      invalidatesTags: [STATES],
    }),
    reembedLibrary: build.mutation<{ jobId: string }, void>({
      query: () => ({ url: LIBRARY_INDEX_ROUTES.reembed, method: 'POST' }),
      invalidatesTags: [STATUS],
    }),
    /** Stops a job: a running one ends at its next group (its snapshots say so); a waiting one is removed at once. */
    stopEmbedding: build.mutation<{ result: 'removed' | 'cancelling' }, JobArgs>({
      query: ({ jobId }) => ({ url: AI_ROUTES.stopJob(LIBRARY_INDEX_QUEUE, jobId), method: 'POST' }),
      async onQueryStarted(job, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.result === 'removed') dispatch(libraryIndexApi.util.updateQueryData('embeddingJob', job, (held) => withJobState(held, { state: 'removed', progress: null })));
        } catch {
          // The caller shows the server's message.
        }
      },
    }),
    /**
     * One embed job as it goes: read from the queue dashboard (it may have ended before this entry listened), then
     * moved by each of its job.updated snapshots.
     */
    embeddingJob: build.query<EmbeddingJobView, JobArgs>({
      query: () => AI_ROUTES.queues,
      transformResponse: (queues: AiQueueView[], _meta, { jobId, total }) => jobFromQueues(startedJob(jobId, total), queues),
      merge: (held, fresh) => mergeJobViews(held, fresh),
      providesTags: (_result, _error, { jobId }) => [jobTag(jobId)],
      ...followServer<EmbeddingJobView, JobArgs>({
        readsAgain: ({ jobId }) => [jobTag(jobId)],
        listen: (entry) => entry.on('job.updated', (job) => entry.patch((held) => applyJobSnapshot(held, job))),
        pollWhileDown: { everyMs: FALLBACK_POLL_MS, until: (held) => !held || held.state === 'running' },
      }),
    }),
  }),
});

export const {
  useLibraryIndexStatusQuery,
  useEmbeddingStatesQuery,
  useCreateEmbeddingMutation,
  useEmbedSelectionMutation,
  useReembedLibraryMutation,
  useStopEmbeddingMutation,
  useEmbeddingJobQuery,
} = libraryIndexApi;
