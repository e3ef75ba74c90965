import type { ContentType } from '@k9/domain';
import { useListContentQuery } from '../../../content/content.api';
import { areaListQuery, type AreaListQuery } from './list-query';
import { useLearnerChanges } from './use-learner-changes';

/**
 * One page of an area's list, and the category counts for its chips. The server counts over the filtered list, so the
 * counts come from the same query without the category (the first page of 'all', which RTK Query
 * then has at hand when the learner goes back to it).
 */
export function useAreaList(type: ContentType, query: AreaListQuery) {
  const list = useListContentQuery({ type, query: areaListQuery(query) });
  const countsQuery = areaListQuery({ ...query, category: null, page: 1 });
  const counts = useListContentQuery({ type, query: countsQuery }, { skip: !query.category });
  useLearnerChanges(type, () => {
    void list.refetch();
    if (query.category) void counts.refetch();
  });
  return { list, counts: query.category ? counts : list };
}
