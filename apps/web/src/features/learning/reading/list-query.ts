import type { TimeFilter } from '@k9/domain/learning/marks/rules/reading-filters';
import type { QuizStatusFilter } from '@k9/domain/learning/quiz/rules/quiz-badges';

/** The learner list filters the server applies (spec 2 §2.4, §5.5), as one query string. */
export type ListFilters = {
  search?: string;
  category?: string | null;
  tag1?: string | null;
  tag2?: string | null;
  program?: string | null;
  bookmarked?: boolean;
  read?: 'all' | 'read' | 'unread';
  time?: TimeFilter;
  /** Completed: the newest score is 60 or more; incomplete: a quiz not passed yet (spec 2 §2.4, §4.1). */
  quizStatus?: QuizStatusFilter;
};

export { TIME_FILTERS, type TimeFilter } from '@k9/domain/learning/marks/rules/reading-filters';
export const LEARNER_PAGE_SIZE = 50;

/**
 * The tabs whose time chips are enabled (spec 2 §2.4 'time chips ... when enabled'): the theory tab, whose news are
 * dated; the resources are not read by date. Elsewhere the chips are not shown and a saved time choice is not applied.
 */
const TIME_CHIP_TABS: readonly string[] = ['stream'];
export const timeChipsOn = (tab: string): boolean => TIME_CHIP_TABS.includes(tab);

/**
 * The list's query string. `view=learner`: an admin in the learner area sees what learners are listed (published, not
 * skipped); a learner gets that view anyway.
 */
export function listQuery(filters: ListFilters, page: { page?: number; pageSize?: number; facets?: boolean } = {}): string {
  const query = new URLSearchParams({ view: 'learner' });
  query.set('page', String(page.page ?? 1));
  query.set('pageSize', String(page.pageSize ?? LEARNER_PAGE_SIZE));
  if (page.facets === false) query.set('facets', 'false');
  const search = filters.search?.trim();
  if (search) query.set('search', search.slice(0, 200));
  if (filters.category) query.set('category', filters.category);
  if (filters.tag1) query.set('tag1', filters.tag1);
  if (filters.tag2) query.set('tag2', filters.tag2);
  if (filters.program) query.set('tag4', filters.program);
  if (filters.bookmarked) query.set('bookmarked', 'true');
  if (filters.read && filters.read !== 'all') query.set('read', filters.read);
  if (filters.time && filters.time !== 'all') query.set('time', filters.time);
  if (filters.quizStatus && filters.quizStatus !== 'all') query.set('quizStatus', filters.quizStatus);
  return query.toString();
}

/** How many filters are set (the badge of spec 2 §2.4), the program aside (it scopes the whole area). */
export function activeFilterCount(filters: ListFilters): number {
  return [
    !!filters.search?.trim(),
    !!filters.category,
    !!filters.tag1,
    !!filters.tag2,
    !!filters.bookmarked,
    !!filters.read && filters.read !== 'all',
    !!filters.time && filters.time !== 'all',
    !!filters.quizStatus && filters.quizStatus !== 'all',
  ].filter(Boolean).length;
}
