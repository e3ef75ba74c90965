import type { CaseTitleSuggestion, CreateLearnerCaseBody, CreateLearnerCaseResponse, LearnerCaseListResponse, LearnerCaseRecord, LearnerCaseRequestStatus } from '@k9/contracts';
import { CASE_IDEMPOTENCY_HEADER, CASE_ROUTES } from '@k9/contracts/learning/cases.routes';
import { baseApi } from '../../../api/base-api';
import { onRealtimeReconnect, realtime } from '../../../api/realtime';
import { withCaseFirst } from './case-builder.rules';

const LIST = { type: 'LearnerCases' as const, id: 'OWN' };

/**
 * The case builder (spec 2 §2.6, §4.3, §7.2): the learner's own cases, the form's generated title, the creation (a job
 * on the server, progress over /ws) and where a creation request is (the fallback when the socket was down).
 */
export const caseBuilderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/case-public/user with { user_id, show: true }: the visible cases, newest first. */
    ownCases: build.query<LearnerCaseRecord[], string>({
      query: (userId) => ({ url: CASE_ROUTES.list, method: 'POST', body: { user_id: userId, show: true } }),
      transformResponse: (response: LearnerCaseListResponse) => response.data,
      providesTags: [LIST],
      // A case made in another tab of the learner's arrives here too; a socket that was down reads the list again.
      async onCacheEntryAdded(_userId, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        await cacheDataLoaded.catch(() => undefined);
        const stops = [
          realtime.on('learner.case.created', ({ case: made }) => updateCachedData((cases) => withCaseFirst(cases, made))),
          onRealtimeReconnect(() => dispatch(caseBuilderApi.util.invalidateTags([LIST]))),
        ];
        await cacheEntryRemoved;
        stops.forEach((stop) => stop());
      },
    }),
    /** One case (an address naming a case that is not in the visible list). */
    learnerCase: build.query<LearnerCaseRecord, number>({
      query: (id) => CASE_ROUTES.one(id),
    }),
    /** 'Case Study Quiz DDMMYYYY.n' for today. */
    caseTitleSuggestion: build.query<string, void>({
      query: () => CASE_ROUTES.titleSuggestion,
      transformResponse: (response: CaseTitleSuggestion) => response.title,
      keepUnusedDataFor: 0,
    }),
    /** 202: the request is stored and its job queued; the key (header and body) makes one case of a double submit. */
    createCase: build.mutation<CreateLearnerCaseResponse, CreateLearnerCaseBody & { requestId: string }>({
      query: (body) => ({ url: CASE_ROUTES.create, method: 'POST', body, headers: { [CASE_IDEMPOTENCY_HEADER]: body.requestId } }),
    }),
    caseRequest: build.query<LearnerCaseRequestStatus, string>({
      query: (requestId) => CASE_ROUTES.request(requestId),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useOwnCasesQuery, useLearnerCaseQuery, useCaseTitleSuggestionQuery, useCreateCaseMutation } = caseBuilderApi;
