import { bookmarkListOf, CONTENT_TYPES, createdWindow } from '@k9/domain';
import type { ListContext } from '../../content/content-list-extensions.js';
import type { SqlParams } from '../../content/content-sql.js';

/** The bookmark list of each record's own type (library and story their own, the others the stream's). */
const BOOKMARK_LIST_OF_RECORD = `CASE c.type ${CONTENT_TYPES.map((type) => `WHEN '${type}' THEN '${bookmarkListOf(type)}'`).join(' ')} END`;

const marked = (user: string, list: string) => `EXISTS (SELECT 1 FROM learner_mark m WHERE m.user_id = ${user} AND m.list = ${list} AND m.item_id = c.id)`;

/**
 * The learner list's bookmarked, read/unread and time filters (spec 2 §2.4) as predicates of the one list query: the
 * list, its total and its facets all count the same records. ContentListQuery has already refused bad values; 'all'
 * or no value filters nothing. Always the caller's own marks.
 */
export function markFilters({ userId, query }: ListContext, params: SqlParams, now = Date.now()): string[] {
  const where: string[] = [];
  let user: string | undefined;
  const caller = () => (user ??= params.add(userId));
  if (query.bookmarked === 'true') where.push(marked(caller(), BOOKMARK_LIST_OF_RECORD));
  if (query.read === 'read') where.push(marked(caller(), `'read_items_stream'`));
  if (query.read === 'unread') where.push(`NOT ${marked(caller(), `'read_items_stream'`)}`);
  if (query.time === 'today' || query.time === 'yesterday' || query.time === 'lastWeek') {
    const { from, to } = createdWindow(query.time, now);
    where.push(`c.created_at >= ${params.add(new Date(from).toISOString())}::timestamptz`, `c.created_at < ${params.add(new Date(to).toISOString())}::timestamptz`);
  }
  return where;
}
