import type {
  AiCallPage,
  AiCatalogView,
  AiProviderStatus,
  AiProviderTestResult,
  AiQueueView,
  AiRunStarted,
  AiSettingsView,
  AiUsageReport,
  JobSnapshot,
} from '@k9/contracts';
import { AI_ROUTES } from '@k9/contracts/ai/ai.routes';
import { baseApi } from '../../api/base-api';
import { realtime } from '../../api/realtime';

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
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        await cacheDataLoaded.catch(() => undefined);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const off = realtime.on('job.updated', (job: JobSnapshot) => {
          updateCachedData((queues) => {
            const queue = queues.find((entry) => entry.name === job.queue);
            const row = queue?.jobs.find((entry) => entry.jobId === job.jobId);
            if (row) {
              row.state = job.state === 'progress' ? 'active' : job.state;
              row.progress = job.progress;
              row.failedReason = job.failedReason ?? null;
            }
          });
          clearTimeout(timer);
          timer = setTimeout(() => dispatch(aiApi.util.invalidateTags(['AiQueue'])), SETTLE_MS);
        });
        await cacheEntryRemoved;
        clearTimeout(timer);
        off();
      },
    }),
    startAiRun: build.mutation<AiRunStarted, { runId: string; prompt: string; model: string; system_message?: string }>({
      query: (body) => ({ url: AI_ROUTES.runs, method: 'POST', body }),
      invalidatesTags: ['AiLedger'],
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
  useStartAiRunMutation,
  useStopAiJobMutation,
  useRetryAiJobMutation,
} = aiApi;
