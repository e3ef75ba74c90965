/** The audit log's filters, as the address keeps them (so a view can be shared, reloaded or linked to). */
export const AUDIT_FILTERS = ['actor', 'type', 'kind', 'streamId', 'correlationId', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTERS)[number];
export type AuditFilter = Partial<Record<AuditFilterKey, string>> & { before?: number };

/** The filter the address holds: known keys with a value, and `before` when it is a position. */
export function filterOf(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const key of AUDIT_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  const before = Number(params.get('before'));
  if (Number.isInteger(before) && before > 0) filter.before = before;
  return filter;
}

/** The address after a change of filters: a changed filter starts again from the newest page. */
export function withChanges(params: URLSearchParams, changes: Partial<Record<AuditFilterKey | 'before', string | undefined>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('before' in changes)) next.delete('before');
  return next;
}

/** The query string of the log's request for a filter (and a page size). */
export function queryOf(filter: AuditFilter, limit?: number): string {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTERS) if (filter[key]) params.set(key, filter[key]!);
  if (filter.before) params.set('before', String(filter.before));
  if (limit) params.set('limit', String(limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}
