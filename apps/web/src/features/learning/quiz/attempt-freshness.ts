import type { QuizHistoryRecord } from '@k9/contracts';

/**
 * Whether an answer about an attempt is older than what the cache holds (an HTTP answer read before a grade that
 * /ws already delivered): same history, an earlier attempt, or the same attempt last changed earlier.
 */
export function isOlderRecord(cached: QuizHistoryRecord | null | undefined, incoming: QuizHistoryRecord | null): boolean {
  if (!cached || !incoming || cached.id !== incoming.id) return false;
  if (incoming.attempt !== cached.attempt) return incoming.attempt < cached.attempt;
  return Date.parse(incoming.updated_at) < Date.parse(cached.updated_at);
}
