/** What an area asks GET /api/k9/type/{type} for. */
export type AreaListQuery = {
  program: string | null;
  search?: string;
  category?: string | null;
  time?: string | null;
  page?: number;
  /** One of the sizes the server accepts (20, 50, 100, 500, ...). */
  pageSize: number;
  facets?: boolean;
};

/**
 * The list's query string. `view=learner`: an admin in the learner area sees what learners are listed (published, not
 * skipped); a learner gets that view anyway. The program filter keeps the items whose tag4 holds the program
 * (spec 2 §4.6); 'all' (null), an empty search and the category 'all' (null) are left out.
 */
export function areaListQuery({ program, search, category, time, page = 1, pageSize, facets }: AreaListQuery): string {
  const query = new URLSearchParams({ view: 'learner', page: String(page), pageSize: String(pageSize) });
  const term = search?.trim();
  if (term) query.set('search', term.slice(0, 200));
  if (category) query.set('category', category);
  if (program) query.set('tag4', program);
  if (time && time !== 'all') query.set('time', time);
  if (facets === false) query.set('facets', 'false');
  return query.toString();
}
