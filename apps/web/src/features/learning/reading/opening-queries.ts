import type { LearnerListArgs } from '../learning.api';
import { loadParentFilter, loadPrefs } from './filter-prefs';
import { listQuery } from './list-query';

/**
 * The list reads a reading tab makes when it opens (NewsArea's and CaseTrainingArea's first queries, from the same saved
 * preferences), so that the home page can start them during the tab switch's loading state.
 */
export function openingQueries(tab: string, type: string, program: string | null): LearnerListArgs[] {
  if (tab === 'caseTraining') {
    const filters = { search: '', program, tag1: loadParentFilter(tab), tag2: null };
    return [
      { type, query: listQuery(filters, { facets: false }) },
      { type, query: listQuery({ ...filters, tag1: null }, { pageSize: 20 }) },
      { type, query: listQuery({ ...filters, tag2: null }, { pageSize: 20 }) },
    ];
  }
  const prefs = loadPrefs(tab);
  const base = { search: '', program, bookmarked: prefs.bookmarked, read: prefs.read, time: prefs.time };
  return [
    { type, query: listQuery({ ...base, category: loadParentFilter(tab) }, { facets: false }) },
    { type, query: listQuery(base, { pageSize: 20 }) },
  ];
}
