import type { ContentCountsResponse, ContentListResponse, LearnerContentRecord } from '@k9/contracts';
import { CONTENT_ROUTES } from '@k9/contracts/content/content.routes';
import { baseApi } from '../../api/base-api';
import { onRealtimeReconnect, realtime } from '../../api/realtime';

export type LearnerListArgs = { type: string; query: string };

const listTag = (type: string) => ({ type: 'LearnerContent' as const, id: `LIST-${type}` });
const itemTag = (id: number) => ({ type: 'LearnerContent' as const, id });
const COUNTS = { type: 'LearnerContent' as const, id: 'COUNTS' };

/**
 * Every cached read of the learner area hears 'learner.content.changed' (ids and types only, about once a second) and
 * reads again through the access-filtered API: a published, edited, hidden or deleted record shows without a reload, and
 * an item the learner lost access to disappears.
 */
function followChanges(onChange: (types: readonly string[], ids: readonly number[] | null) => void) {
  const unsubscribes = [
    realtime.on('learner.content.changed', ({ types, ids }) => onChange(types, ids)),
    onRealtimeReconnect(() => onChange(['*'], null)),
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

/** The learner area's reads of the library (spec 2 §5.5: the server lists only what this learner may read). */
export const learningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    learnerList: build.query<ContentListResponse, LearnerListArgs>({
      query: ({ type, query }) => `${CONTENT_ROUTES.byType(type)}?${query}`,
      providesTags: (_result, _error, { type }) => [listTag(type)],
      async onCacheEntryAdded({ type }, { cacheEntryRemoved, dispatch }) {
        const stop = followChanges((types) => {
          if (types.includes(type) || types.includes('*')) dispatch(learningApi.util.invalidateTags([listTag(type)]));
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
    learnerItem: build.query<LearnerContentRecord, number>({
      query: (id) => CONTENT_ROUTES.byId(id),
      providesTags: (_result, _error, id) => [itemTag(id)],
      async onCacheEntryAdded(id, { cacheEntryRemoved, dispatch }) {
        const stop = followChanges((_types, ids) => {
          if (ids === null || ids.includes(id)) dispatch(learningApi.util.invalidateTags([itemTag(id)]));
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
    /** The records that belong together with one (same cid and type), as this learner may read them. */
    learnerRelated: build.query<LearnerContentRecord[], { cid: string; type: string }>({
      query: ({ cid, type }) => CONTENT_ROUTES.byCid(cid, type),
      transformResponse: (response: { data: LearnerContentRecord[] }) => response.data,
    }),
    learnerCounts: build.query<ContentCountsResponse, void>({
      query: () => CONTENT_ROUTES.counts,
      providesTags: [COUNTS],
      async onCacheEntryAdded(_arg, { cacheEntryRemoved, dispatch }) {
        const stop = followChanges(() => dispatch(learningApi.util.invalidateTags([COUNTS])));
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const { useLearnerListQuery, useLazyLearnerListQuery, useLearnerItemQuery, useLearnerRelatedQuery, useLearnerCountsQuery } = learningApi;
