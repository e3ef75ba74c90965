import type {
  AiSummaryListResponse,
  AiSummaryRecord,
  BulkResponse,
  CategoryResponse,
  ContentCountsResponse,
  ContentListItem,
  ContentListResponse,
  ContentRecord,
  TagOptionsResponse,
} from '@k9/contracts';
import { AI_SUMMARY_ROUTES } from '@k9/contracts/content/ai-summary/ai-summary.routes';
import { CONTENT_ROUTES } from '@k9/contracts/content/content.routes';
import type { BulkField } from '@k9/domain/content/rules/bulk-update';
import { baseApi } from '../../api/base-api';
import { followServer } from '../../api/follow-server';
import { OwnWrites } from './own-writes';

/** The event stream of one record (libs/domain content.decider `contentStreamId`), for the audit endpoint. */
export const contentStreamId = (id: number) => `content-${id}`;
export const aiSummaryStreamId = (id: number) => `ai-summary-${id}`;

const LIST = { type: 'Content' as const, id: 'LIST' };
const COUNTS = { type: 'Content' as const, id: 'COUNTS' };
const SUMMARIES = { type: 'AiSummary' as const, id: 'LIST' };
const TAXONOMY = { type: 'ContentTaxonomy' as const, id: 'TAGS' };
const audit = (id: number) => ({ type: 'Audit' as const, id: contentStreamId(id) });
/** The lists (with their facets) of one tab's type. */
const listOf = (type: string) => ({ type: 'Content' as const, id: `LIST-${type}` });

const ownWrites = new OwnWrites();

export type ListArgs = { type: string; query: string };
/** A record's fields as the form or a row sends them. */
export type ContentBody = Record<string, unknown>;
export type SaveArgs = { body: ContentBody; version?: number };
export type SummaryArgs = { kind: 'report' | 'reportDN'; status?: string; pageSize: number };
export type BulkUpdateArgs = { ids: number[]; fieldToUpdate: BulkField; value: unknown; tab: string };

const ROW_FIELDS = ['isPublic', 'hasTitle', 'tag4', 'status', 'allowed_user_class', 'category', 'title', 'avatarUrl', 'audioUrl'] as const;

/** The content back office (spec 3 screen 1; issue 11 §1-§4). */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listContent: build.query<ContentListResponse, ListArgs>({
      query: ({ type, query }) => `${CONTENT_ROUTES.byType(type)}?${query}`,
      providesTags: (_result, _error, { type }) => [LIST, listOf(type)],
      // Records of this type changed elsewhere (another tab or admin, an import, a job): 'content.changed' over /ws. Every
      // cached list of the type hears it: the type's lists and the counts are read again once.
      ...followServer<ContentListResponse, ListArgs>({
        readsAgain: ({ type }) => [listOf(type), COUNTS],
        listen: (entry, { type }) =>
          entry.on('content.changed', ({ types, ids }) => {
            if (types.includes(type as (typeof types)[number])) void ownWrites.onlyOwn(ids).then((own) => own || entry.readAgain());
          }),
      }),
    }),
    contentCounts: build.query<ContentCountsResponse, void>({
      query: () => CONTENT_ROUTES.counts,
      providesTags: [COUNTS],
    }),
    getContent: build.query<ContentRecord, number>({
      query: (id) => CONTENT_ROUTES.byId(id),
      providesTags: (_result, _error, id) => [{ type: 'Content', id }],
    }),
    createContent: build.mutation<ContentRecord, ContentBody>({
      query: (body) => ({ url: CONTENT_ROUTES.k9, method: 'POST', body }),
      onQueryStarted: (_body, { queryFulfilled }) => ownWrites.track(queryFulfilled, ({ data }) => [data.id]),
      invalidatesTags: [LIST, COUNTS],
    }),
    /** The form's save: If-Match with the version the edit started from (stale: 412). */
    updateContent: build.mutation<ContentRecord, SaveArgs>({
      query: ({ body, version }) => ({
        url: CONTENT_ROUTES.k9,
        method: 'PUT',
        body,
        headers: version === undefined ? undefined : { 'If-Match': `W/"${version}"` },
      }),
      onQueryStarted: ({ body }) => ownWrites.note([Number(body.id)]),
      invalidatesTags: (result, _error, { body }) => (result ? [LIST, COUNTS, { type: 'Content', id: Number(body.id) }, audit(Number(body.id))] : []),
    }),
    /**
     * One row's toggle or inline tags: an absolute value, so no If-Match. The rows showing it change at once and take the
     * server's answer; the 5,000-row page is not fetched again for one switch.
     */
    patchContent: build.mutation<ContentRecord, ContentBody & { id: number }>({
      query: (body) => ({ url: CONTENT_ROUTES.k9, method: 'PUT', body }),
      async onQueryStarted(body, { dispatch, getState, queryFulfilled }) {
        ownWrites.note([body.id]);
        const patch = (change: Partial<ContentListItem>) =>
          contentApi.util
            .selectInvalidatedBy(getState(), [LIST])
            .filter(({ endpointName }) => endpointName === 'listContent')
            .map(({ originalArgs }) =>
            dispatch(
              contentApi.util.updateQueryData('listContent', originalArgs as ListArgs, (draft) => {
                const row = draft.data.find((item) => item.id === body.id);
                if (row) Object.assign(row, change);
              }),
            ),
          );
        const optimistic = patch(body as Partial<ContentListItem>);
        try {
          const { data } = await queryFulfilled;
          const fromServer: Partial<ContentListItem> = { version: data.version, updatedAt: data.updatedAt };
          for (const field of ROW_FIELDS) (fromServer as Record<string, unknown>)[field] = data[field];
          patch(fromServer);
        } catch {
          for (const undo of optimistic) undo.undo();
        }
      },
      invalidatesTags: (result, _error, { id }) => (result ? [COUNTS, { type: 'Content', id }, audit(id)] : []),
    }),
    deleteContent: build.mutation<unknown, number>({
      query: (id) => ({ url: CONTENT_ROUTES.byId(id), method: 'DELETE' }),
      onQueryStarted: (id) => ownWrites.note([id]),
      invalidatesTags: (_result, _error, id) => [LIST, COUNTS, audit(id)],
    }),
    bulkUpdateContent: build.mutation<BulkResponse, BulkUpdateArgs>({
      query: (body) => ({ url: CONTENT_ROUTES.updateBatch, method: 'POST', body }),
      onQueryStarted: ({ ids }) => ownWrites.note(ids),
      invalidatesTags: (_result, _error, { ids }) => [LIST, COUNTS, ...ids.map(audit)],
    }),
    bulkDeleteContent: build.mutation<BulkResponse, number[]>({
      query: (ids) => ({ url: CONTENT_ROUTES.deleteBatch, method: 'POST', body: { ids } }),
      onQueryStarted: (ids) => ownWrites.note(ids),
      invalidatesTags: (_result, _error, ids) => [LIST, COUNTS, ...ids.map(audit)],
    }),
    /** The sample library, removed in one action (issue 11 §5). */
    deleteSampleContent: build.mutation<BulkResponse, void>({
      query: () => ({ url: CONTENT_ROUTES.deleteSamples, method: 'POST' }),
      invalidatesTags: [LIST, COUNTS],
    }),
    tagOptions: build.query<TagOptionsResponse, void>({
      query: () => CONTENT_ROUTES.tagOptions,
      providesTags: [TAXONOMY],
    }),
    categories: build.query<CategoryResponse, void>({
      query: () => CONTENT_ROUTES.category,
    }),

    // AI summaries: the report and reportDN data views.
    listAiSummaries: build.query<AiSummaryListResponse, SummaryArgs>({
      query: ({ kind, status, pageSize }) => `${AI_SUMMARY_ROUTES.aiSummary}?${new URLSearchParams({ kind, pageSize: String(pageSize), ...(status ? { status } : {}) })}`,
      providesTags: [SUMMARIES],
      // Another admin's (or an AI job's) report arrives as 'ai-summary.changed': the views read the list again.
      ...followServer<AiSummaryListResponse, SummaryArgs>({
        readsAgain: () => [SUMMARIES],
        listen: (entry) => entry.on('ai-summary.changed', entry.readAgain),
      }),
    }),
    updateAiSummary: build.mutation<AiSummaryRecord, { id: number; version?: number; body: Record<string, unknown> }>({
      query: ({ id, version, body }) => ({
        url: AI_SUMMARY_ROUTES.aiSummaryById(id),
        method: 'PUT',
        body,
        headers: version === undefined ? undefined : { 'If-Match': `W/"${version}"` },
      }),
      invalidatesTags: (_result, _error, { id }) => [SUMMARIES, { type: 'Audit', id: aiSummaryStreamId(id) }],
    }),
    deleteAiSummary: build.mutation<unknown, number>({
      query: (id) => ({ url: AI_SUMMARY_ROUTES.aiSummaryById(id), method: 'DELETE' }),
      invalidatesTags: [SUMMARIES],
    }),
  }),
});

export const {
  useListContentQuery,
  useContentCountsQuery,
  useGetContentQuery,
  useLazyGetContentQuery,
  useCreateContentMutation,
  useUpdateContentMutation,
  usePatchContentMutation,
  useDeleteContentMutation,
  useBulkUpdateContentMutation,
  useBulkDeleteContentMutation,
  useDeleteSampleContentMutation,
  useTagOptionsQuery,
  useCategoriesQuery,
  useListAiSummariesQuery,
  useUpdateAiSummaryMutation,
  useDeleteAiSummaryMutation,
} = contentApi;

/** After a tag list is saved through the settings machinery, the options read through /api/k9/tag-options are stale. */
export const invalidateTagOptions = () => contentApi.util.invalidateTags([TAXONOMY]);
