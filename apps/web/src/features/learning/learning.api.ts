import type { ContentCountsResponse, ContentListResponse, LearnerContentRecord } from '@k9/contracts';
import { CONTENT_ROUTES } from '@k9/contracts/content/content.routes';
import { baseApi } from '../../api/base-api';
import { followServer, type Tag } from '../../api/follow-server';

export type LearnerListArgs = { type: string; query: string };

const listTag = (type: string) => ({ type: 'LearnerContent' as const, id: `LIST-${type}` });
const itemTag = (id: number) => ({ type: 'LearnerContent' as const, id });
const COUNTS = { type: 'LearnerContent' as const, id: 'COUNTS' };

/**
 * Every cached read of the learner area hears 'learner.content.changed' (ids and types only, about once a second) and
 * reads again through the access-filtered API: a published, edited, hidden or deleted record shows without a reload, and
 * an item the learner lost access to disappears. `ids` is null for a change too large to list them.
 */
function followChanges<Result, Arg>(tagOf: (arg: Arg) => Tag, concerns: (arg: Arg, types: readonly string[], ids: readonly number[] | null) => boolean) {
  return followServer<Result, Arg>({
    readsAgain: (arg) => [tagOf(arg)],
    listen: (entry, arg) =>
      entry.on('learner.content.changed', ({ types, ids }) => {
        if (concerns(arg, types, ids)) entry.readAgain();
      }),
  });
}

/** The learner area's reads of the library (spec 2 §5.5: the server lists only what this learner may read). */
export const learningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    learnerList: build.query<ContentListResponse, LearnerListArgs>({
      query: ({ type, query }) => `${CONTENT_ROUTES.byType(type)}?${query}`,
      providesTags: (_result, _error, { type }) => [listTag(type)],
      ...followChanges<ContentListResponse, LearnerListArgs>(
        ({ type }) => listTag(type),
        ({ type }, types) => types.includes(type),
      ),
    }),
    learnerItem: build.query<LearnerContentRecord, number>({
      query: (id) => CONTENT_ROUTES.byId(id),
      providesTags: (_result, _error, id) => [itemTag(id)],
      ...followChanges<LearnerContentRecord, number>(itemTag, (id, _types, ids) => ids === null || ids.includes(id)),
    }),
    /** The records that belong together with one (same cid and type), as this learner may read them. */
    learnerRelated: build.query<LearnerContentRecord[], { cid: string; type: string }>({
      query: ({ cid, type }) => CONTENT_ROUTES.byCid(cid, type),
      transformResponse: (response: { data: LearnerContentRecord[] }) => response.data,
    }),
    learnerCounts: build.query<ContentCountsResponse, void>({
      query: () => CONTENT_ROUTES.counts,
      providesTags: [COUNTS],
      ...followChanges<ContentCountsResponse, void>(() => COUNTS, () => true),
    }),
  }),
});

export const { useLearnerListQuery, useLazyLearnerListQuery, useLearnerItemQuery, useLearnerRelatedQuery, useLearnerCountsQuery } = learningApi;
