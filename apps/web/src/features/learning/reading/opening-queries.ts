import type { LearnerListArgs } from '../learning.api';
import { loadParentFilter, loadPrefs, type FilterPrefs } from './filter-prefs';
import { listQuery, timeChipsOn, type ListFilters } from './list-query';

/** Facet counts come from a first page of the smallest size (the rows are not used). */
const COUNTS_PAGE = { pageSize: 20 };

/**
 * The reads of the theory and resources tabs (NewsArea): the page of the list, and the category chips' counts under
 * every other filter (the chosen category aside).
 */
export function newsQueries(type: string, base: ListFilters, category: string | null, page: number): { list: LearnerListArgs; chips: LearnerListArgs } {
  return {
    list: { type, query: listQuery({ ...base, category }, { page, facets: false }) },
    chips: { type, query: listQuery(base, COUNTS_PAGE) },
  };
}

/** The filters of the theory and resources tabs other than the category (the time only where its chips are shown). */
export const newsBase = (tab: string, search: string, program: string | null, prefs: FilterPrefs): ListFilters => ({
  search,
  program,
  bookmarked: prefs.bookmarked,
  read: prefs.read,
  time: timeChipsOn(tab) ? prefs.time : 'all',
  quizStatus: prefs.quiz,
});

/** The reads of the case training tab: the page of the list, the category counts and the level counts. */
export function caseQueries(type: string, filters: ListFilters, page: number): { list: LearnerListArgs; categories: LearnerListArgs; levels: LearnerListArgs } {
  return {
    list: { type, query: listQuery(filters, { page, facets: false }) },
    categories: { type, query: listQuery({ ...filters, tag1: null }, COUNTS_PAGE) },
    levels: { type, query: listQuery({ ...filters, tag2: null }, COUNTS_PAGE) },
  };
}

/**
 * The reads a reading tab makes when it opens (the same builders, from the same saved preferences), so that the home
 * page can start them during the tab switch's loading state.
 */
export function openingQueries(tab: string, type: string, program: string | null): LearnerListArgs[] {
  if (tab === 'caseTraining') return Object.values(caseQueries(type, { search: '', program, tag1: loadParentFilter(tab), tag2: null, quizStatus: loadPrefs(tab).quiz }, 1));
  return Object.values(newsQueries(type, newsBase(tab, '', program, loadPrefs(tab)), loadParentFilter(tab), 1));
}
