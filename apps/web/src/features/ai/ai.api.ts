import type {
  AiCallPage,
  AiCatalogView,
  AiProviderStatus,
  AiProviderTestResult,
  AiQueueView,
  AiRunStarted,
  AiRunView,
  AiSettingsView,
  AiUsageReport,
  JobSnapshot,
} from '@k9/contracts';
import { AI_ROUTES } from '@k9/contracts/ai/ai.routes';
import { baseApi } from '../../api/base-api';
import { followServer } from '../../api/follow-server';
import { addDeltas, applyReplay, endRun, mergeRunStreams, startRunStream, type RunStreamState } from './ai-run-stream';

export type LedgerQuery = { from?: string; to?: string; model?: string; userId?: string; purpose?: string; outcome?: string; provider?: string };
export type ModelChange = { id: string; displayName?: string; hidden?: boolean; prices?: Record<string, number | null> };
export type NewModel = { id: string; kind: string; displayName: string; provider: string; providerModelId: string; dimension?: number };

const search = (query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** How long the dashboard waits after a burst of job events before reading the counts again. */
const SETTLE_MS = 300;
const runTag = (runId: string) => ({ type: 'AiRun' as const, id: runId });

/** The admin AI page's reads and writes. */
export const aiApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    aiProviders: build.query<AiProviderStatus[], void>({ query: () => AI_ROUTES.providers, providesTags: ['AiProvider'] }),
    testAiProvider: build.mutation<AiProviderTestResult, string>({
      query: (provider) => ({ url: AI_ROUTES.providerTest(provider), method: 'POST' }),
      invalidatesTags: ['AiLedger'],
    }),
    aiModels: build.query<AiCatalogView, void>({ query: () => AI_ROUTES.models, providesTags: ['AiModel'] }),
    addAiModel: build.mutation<AiCatalogView, NewModel>({ query: (body) => ({ url: AI_ROUTES.models, method: 'POST', body }), invalidatesTags: ['AiModel'] }),
    updateAiModel: build.mutation<AiCatalogView, ModelChange>({ query: (body) => ({ url: AI_ROUTES.models, method: 'PUT', body }), invalidatesTags: ['AiModel'] }),
    aiSettings: build.query<AiSettingsView, void>({ query: () => AI_ROUTES.settings, providesTags: ['AiSettings'] }),
    saveAiSettings: build.mutation<AiSettingsView, Partial<Pick<AiSettingsView, 'perUserDaily' | 'perClassDaily' | 'fallbackVoice'>>>({
      query: (body) => ({ url: AI_ROUTES.settings, method: 'PUT', body }),
      invalidatesTags: ['AiSettings'],
    }),
    aiCalls: build.query<AiCallPage, LedgerQuery & { page: number; pageSize: number }>({
      query: (query) => `${AI_ROUTES.calls}${search(query)}`,
      providesTags: ['AiLedger'],
    }),
    aiUsage: build.query<AiUsageReport, LedgerQuery & { groupBy: string }>({
      query: (query) => `${AI_ROUTES.usage}${search(query)}`,
      providesTags: ['AiLedger'],
    }),
    aiQueues: build.query<AiQueueView[], void>({
      query: () => AI_ROUTES.queues,
      providesTags: ['AiQueue'],
      // Live: BullMQ's queue events reach the admin room as job.updated; the job's row changes at once and the counts
      // are read again once a burst of events has settled (no polling).
      ...followServer<AiQueueView[], void>({
        readsAgain: () => ['AiQueue'],
        listen: (entry) => {
          let settling: ReturnType<typeof setTimeout> | undefined;
          entry.onRemoved(() => clearTimeout(settling));
          entry.on('job.updated', (job: JobSnapshot) => {
            entry.patch((queues) => {
              const row = queues.find((queue) => queue.name === job.queue)?.jobs.find((each) => each.jobId === job.jobId);
              if (row) Object.assign(row, { state: job.state === 'progress' ? 'active' : job.state, progress: job.progress, failedReason: job.failedReason ?? null });
            });
            clearTimeout(settling);
            settling = setTimeout(entry.readAgain, SETTLE_MS);
          });
        },
      }),
    }),
    startAiRun: build.mutation<AiRunStarted, { runId: string; prompt: string; model: string; system_message?: string }>({
      query: (body) => ({ url: AI_ROUTES.runs, method: 'POST', body }),
      invalidatesTags: ['AiLedger'],
    }),
    /**
     * One streamed run as it arrives: its deltas over /ws, and its whole replay from the server when first read and
     * after the socket was down (merged with what was heard meanwhile), so a dropped socket or a reload loses nothing.
     */
    aiRun: build.query<RunStreamState, string>({
      query: (runId) => AI_ROUTES.run(runId),
      transformResponse: (replay: AiRunView, _meta, runId) => applyReplay(startRunStream(runId), replay),
      merge: (held, fresh) => mergeRunStreams(held, fresh),
      providesTags: (_result, _error, runId) => [runTag(runId)],
      ...followServer<RunStreamState, string>({
        readsAgain: (runId) => [runTag(runId)],
        listen: (entry, runId) => {
          entry.on('ai.delta', (delta) => {
            if (delta.runId === runId) entry.patch((held) => addDeltas(held, [delta]));
          });
          entry.on('ai.ended', (ended) => {
            if (ended.runId === runId) entry.patch((held) => endRun(held, ended));
          });
        },
      }),
    }),
    stopAiJob: build.mutation<{ result: string }, { queue: string; jobId: string }>({
      query: ({ queue, jobId }) => ({ url: AI_ROUTES.stopJob(queue, jobId), method: 'POST' }),
      invalidatesTags: ['AiQueue'],
    }),
    retryAiJob: build.mutation<{ result: string }, { queue: string; jobId: string }>({
      query: ({ queue, jobId }) => ({ url: AI_ROUTES.retryJob(queue, jobId), method: 'POST' }),
      invalidatesTags: ['AiQueue'],
    }),
  }),
});

export const {
  useAiProvidersQuery,
  useTestAiProviderMutation,
  useAiModelsQuery,
  useAddAiModelMutation,
  useUpdateAiModelMutation,
  useAiSettingsQuery,
  useSaveAiSettingsMutation,
  useAiCallsQuery,
  useAiUsageQuery,
  useAiQueuesQuery,
  useAiRunQuery,
  useStartAiRunMutation,
  useStopAiJobMutation,
  useRetryAiJobMutation,
} = aiApi;
