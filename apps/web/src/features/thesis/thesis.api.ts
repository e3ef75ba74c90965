import type { ThesisAiSummaryPurpose, ThesisAiSummaryResponse, ThesisChatMode, ThesisListResponse, ThesisResponse, ThesisView } from '@k9/contracts';
import { THESIS_ROUTES } from '@k9/contracts/thesis/thesis.routes';
import { baseApi } from '../../api/base-api';
import type { ThesisUpdateBody } from './thesis-form';

const LIST = { type: 'Thesis' as const, id: 'LIST' };
const thesisTag = (id: string) => ({ type: 'Thesis' as const, id });

export type CreateThesis = { name?: string; content?: string; summary?: string };
export type UpdateThesis = { id: string; body: ThesisUpdateBody };
export type AddThesisChat = { id: string; content: string; summary?: string; mode: ThesisChatMode; originalContent?: string | null };
export type ThesisAiSummary = { purpose: ThesisAiSummaryPurpose; text?: string; thesisId?: string; prompt?: string };

/**
 * The learner's notebooks (issue 30 §1-§2; spec 2 §7.10): the own list and its search, one thesis, create, the full-body
 * save (guarded by the version it was read at), delete, today's notebook, one segment appended, and the AI summaries.
 * A save's answer replaces the thesis held, so the next save starts from its new version.
 */
export const thesisApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET the caller's theses; with a search text, GET search?q= (an empty search is the list itself). */
    theses: build.query<ThesisView[], string>({
      query: (q) => (q ? `${THESIS_ROUTES.search}?q=${encodeURIComponent(q)}` : THESIS_ROUTES.list),
      transformResponse: (response: ThesisListResponse) => response.data,
      providesTags: (result) => [LIST, ...(result ?? []).map((thesis) => thesisTag(thesis.id))],
    }),
    thesis: build.query<ThesisView, string>({
      query: (id) => THESIS_ROUTES.one(id),
      transformResponse: (response: ThesisResponse) => response.data,
      providesTags: (_result, _error, id) => [thesisTag(id)],
    }),
    createThesis: build.mutation<ThesisView, CreateThesis>({
      query: (body) => ({ url: THESIS_ROUTES.list, method: 'POST', body: { ...body, list_chat: [] } }),
      transformResponse: (response: ThesisResponse) => response.data,
      invalidatesTags: [LIST],
    }),
    updateThesis: build.mutation<ThesisView, UpdateThesis>({
      query: ({ id, body }) => ({ url: THESIS_ROUTES.one(id), method: 'PUT', body }),
      transformResponse: (response: ThesisResponse) => response.data,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(thesisApi.util.upsertQueryData('thesis', id, data));
      },
      // A stale version (409) reads the thesis again, so the next save starts from what is stored.
      invalidatesTags: (result, _error, { id }) => (result ? [LIST] : [LIST, thesisTag(id)]),
    }),
    deleteThesis: build.mutation<void, string>({
      query: (id) => ({ url: THESIS_ROUTES.one(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    /** Today's notebook 'Sổ ngày dd/mm/yyyy' (Vietnam time), created when missing. */
    dailyThesis: build.mutation<ThesisView, void>({
      query: () => ({ url: THESIS_ROUTES.daily, method: 'POST' }),
      transformResponse: (response: ThesisResponse) => response.data,
      invalidatesTags: [LIST],
    }),
    addThesisChat: build.mutation<ThesisView, AddThesisChat>({
      query: ({ id, ...body }) => ({ url: THESIS_ROUTES.chats(id), method: 'POST', body }),
      transformResponse: (response: ThesisResponse) => response.data,
      invalidatesTags: (_result, _error, { id }) => [LIST, thesisTag(id)],
    }),
    /** A provider failure is an answer too: success false, the original text back and the spec's warning. */
    thesisAiSummary: build.mutation<ThesisAiSummaryResponse, ThesisAiSummary>({
      query: (body) => ({ url: THESIS_ROUTES.aiSummary, method: 'POST', body }),
    }),
  }),
});

export const {
  useThesesQuery,
  useThesisQuery,
  useCreateThesisMutation,
  useUpdateThesisMutation,
  useDeleteThesisMutation,
  useDailyThesisMutation,
  useAddThesisChatMutation,
  useThesisAiSummaryMutation,
} = thesisApi;
