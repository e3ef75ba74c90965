import type { AiSummaryRecord } from '@k9/contracts';
import { AI_SUMMARY_ROUTES } from '@k9/contracts/content/ai-summary/ai-summary.routes';
import { baseApi } from '../../../../api/base-api';

/** One report by id (GET /api/ai-summary/{id}: learners read published ones), for a shared link the list does not hold. */
export const learnerReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAiSummary: build.query<AiSummaryRecord, number>({
      query: (id) => AI_SUMMARY_ROUTES.aiSummaryById(id),
      providesTags: [{ type: 'AiSummary', id: 'LIST' }],
    }),
  }),
});

export const { useGetAiSummaryQuery } = learnerReportsApi;
