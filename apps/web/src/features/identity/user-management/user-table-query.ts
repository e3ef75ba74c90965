/**
 * What the admin looks at in the user table, kept in the address so that a reload or a shared link shows the same:
 * `?q=` the search text, `page` and `size`, `sort=name` (ascending) or `sort=-name` (descending).
 */

/** Spec 3 §9 page sizes. */
export const PAGE_SIZES = [100, 500, 1000, 2000, 5000] as const;
export const SORT_FIELDS = ['name', 'username', 'email', 'created_at'] as const;

export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'ascend' | 'descend';
export type UserSort = { field: SortField; order: SortOrder };
export type UserTableQuery = { search: string; page: number; pageSize: number; sort: UserSort | null };

export const DEFAULT_USER_TABLE_QUERY: UserTableQuery = { search: '', page: 1, pageSize: PAGE_SIZES[0], sort: null };

const PARAMS = { search: 'q', page: 'page', pageSize: 'size', sort: 'sort' } as const;

const positiveInteger = (text: string | null): number | null => (text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);

function readSort(text: string | null): UserSort | null {
  if (!text) return null;
  const descending = text.startsWith('-');
  const field = SORT_FIELDS.find((name) => name === (descending ? text.slice(1) : text));
  return field ? { field, order: descending ? 'descend' : 'ascend' } : null;
}

/** The table's state from the address; anything missing or malformed takes its default. */
export function readUserTableQuery(params: URLSearchParams): UserTableQuery {
  const size = positiveInteger(params.get(PARAMS.pageSize));
  return {
    search: params.get(PARAMS.search) ?? '',
    page: positiveInteger(params.get(PARAMS.page)) ?? DEFAULT_USER_TABLE_QUERY.page,
    pageSize: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_USER_TABLE_QUERY.pageSize,
    sort: readSort(params.get(PARAMS.sort)),
  };
}

/** The address's parameters for `query`: defaults are left out, other parameters are kept. */
export function writeUserTableQuery(params: URLSearchParams, query: UserTableQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  const d = DEFAULT_USER_TABLE_QUERY;
  set(PARAMS.search, query.search === d.search ? null : query.search);
  set(PARAMS.page, query.page === d.page ? null : String(query.page));
  set(PARAMS.pageSize, query.pageSize === d.pageSize ? null : String(query.pageSize));
  set(PARAMS.sort, query.sort ? `${query.sort.order === 'descend' ? '-' : ''}${query.sort.field}` : null);
  return next;
}
