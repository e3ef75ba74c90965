import type { ContentType } from '@k9/domain';
import { useLearnerListQuery } from '../../learning.api';
import { listQuery, type TimeFilter } from '../../reading/list-query';

export type AreaListQuery = { program: string | null; search?: string; category?: string | null; time?: TimeFilter; page?: number; pageSize: number };

/**
 * One page of an area's list, and the category counts for its chips. The server counts over the filtered list, so the
 * counts come from the same query without the category (the first page of 'all', which RTK Query then has at hand when
 * the learner goes back to it). Both follow 'learner.content.changed' (learning.api).
 */
export function useAreaList(type: ContentType, { program, search, category, time, page = 1, pageSize }: AreaListQuery) {
  const filters = { program, search, time };
  const list = useLearnerListQuery({ type, query: listQuery({ ...filters, category }, { page, pageSize }) });
  const counts = useLearnerListQuery({ type, query: listQuery(filters, { pageSize }) }, { skip: !category });
  return { list, counts: category ? counts : list };
}
