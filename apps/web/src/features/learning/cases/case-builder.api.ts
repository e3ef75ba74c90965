import type { CaseTitleSuggestion, CreateLearnerCaseBody, CreateLearnerCaseResponse, LearnerCaseListResponse, LearnerCaseRecord, LearnerCaseRequestStatus } from '@k9/contracts';
import type { OwnCasesArgs } from './case-builder.rules';
import { CASE_IDEMPOTENCY_HEADER, CASE_ROUTES } from '@k9/contracts/learning/cases/cases.routes';
import { baseApi } from '../../../api/base-api';
import { followServer } from '../../../api/follow-server';
import { withCaseFirst } from './case-builder.rules';

const LIST = { type: 'LearnerCases' as const, id: 'OWN' };
const requestTag = (requestId: string) => ({ type: 'LearnerCases' as const, id: `request-${requestId}` });
/** How often a creation asks where its request is while the socket is down. */
export const POLL_WHILE_DOWN_MS = 2_000;

/** A creation request has its outcome: the case made, or why not. */
export const caseRequestSettled = (request: Pick<LearnerCaseRequestStatus, 'status'>) => request.status === 'created' || request.status === 'failed';

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
      ...followServer<LearnerCaseRecord[], OwnCasesArgs>({
        readsAgain: () => [LIST],
        listen: (entry, { show, search }) =>
          entry.on('learner.case.created', ({ case: made }) => (show && !search ? entry.patch((cases) => withCaseFirst(cases, made)) : entry.readAgain())),
      }),
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
    /**
     * Where one creation request is (GET /api/case-public/requests/{requestId}), followed until it has an outcome: the
     * job's 'learner.case.created' or 'learner.case.failed' of that key over /ws, or, while the socket is down, a read
     * every 2 s.
     */
    caseRequest: build.query<LearnerCaseRequestStatus, string>({
      query: (requestId) => CASE_ROUTES.request(requestId),
      providesTags: (_result, _error, requestId) => [requestTag(requestId)],
      keepUnusedDataFor: 0,
      ...followServer<LearnerCaseRequestStatus, string>({
        readsAgain: (requestId) => [requestTag(requestId)],
        listen: (entry, requestId) => {
          entry.on('learner.case.created', (message) => {
            if (message.requestId === requestId) entry.patch((held) => ({ ...held, status: 'created', failure: null, caseId: message.case.id, case: message.case }));
          });
          entry.on('learner.case.failed', (message) => {
            if (message.requestId === requestId) entry.patch((held) => ({ ...held, status: 'failed', failure: message.message || held.failure }));
          });
        },
        pollWhileDown: { everyMs: POLL_WHILE_DOWN_MS, until: (held) => !held || !caseRequestSettled(held) },
      }),
    }),
  }),
});

export const { useOwnCasesQuery, useLearnerCaseQuery, useCaseTitleSuggestionQuery, useCreateCaseMutation, useSetCaseVisibilityMutation, useCaseRequestQuery } = caseBuilderApi;
