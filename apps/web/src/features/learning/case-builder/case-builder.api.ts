import type { CaseTitleSuggestion, CreateLearnerCaseBody, CreateLearnerCaseResponse, LearnerCaseListResponse, LearnerCaseRecord, LearnerCaseRequestStatus } from '@k9/contracts';
import type { OwnCasesArgs } from './case-builder.rules';
import { CASE_IDEMPOTENCY_HEADER, CASE_ROUTES } from '@k9/contracts/learning/cases.routes';
import { afterFirstRead } from '../../../api/after-first-read';
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
    /**
     * POST /api/case-public/user with { user_id, show, search }: the shown (or hidden) cases, newest first, searched on
     * the server.
     */
    ownCases: build.query<LearnerCaseRecord[], OwnCasesArgs>({
      query: ({ userId, show, search }) => ({ url: CASE_ROUTES.list, method: 'POST', body: { user_id: userId, show, ...(search ? { search } : {}) } }),
      transformResponse: (response: LearnerCaseListResponse) => response.data,
      providesTags: [LIST],
      // A case made in another tab of the learner's arrives here too: first in the unsearched list of shown cases, a
      // reason for the others (searched, hidden) to read again; a socket that was down reads every list again.
      async onCacheEntryAdded({ show, search }, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        const readAgain = () => dispatch(caseBuilderApi.util.invalidateTags([LIST]));
        // Listening from the start: a case made while the first read is in flight makes the list read again.
        const whenLoaded = afterFirstRead(cacheDataLoaded, readAgain);
        const stops = [
          realtime.on('learner.case.created', ({ case: made }) => (show && !search ? whenLoaded(() => updateCachedData((cases) => withCaseFirst(cases, made))) : readAgain())),
          onRealtimeReconnect(readAgain),
        ];
        await cacheEntryRemoved;
        stops.forEach((stop) => stop());
      },
    }),
    /** One case (an address naming a case that is not in the visible list). */
    learnerCase: build.query<LearnerCaseRecord, number>({
      query: (id) => CASE_ROUTES.one(id),
    }),
    /** PUT { show }: hides a case from the list, or shows it again; the lists read again, the open case takes the answer. */
    setCaseVisibility: build.mutation<LearnerCaseRecord, { id: number; show: boolean }>({
      query: ({ id, show }) => ({ url: CASE_ROUTES.visibility(id), method: 'PUT', body: { show } }),
      invalidatesTags: [LIST],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(caseBuilderApi.util.upsertQueryData('learnerCase', id, data));
      },
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

export const { useOwnCasesQuery, useLearnerCaseQuery, useCaseTitleSuggestionQuery, useCreateCaseMutation, useSetCaseVisibilityMutation } = caseBuilderApi;
