import type { QuizHistoryRecord } from '@k9/contracts';

/**
 * Whether an answer about an attempt is older than what the cache holds: an HTTP answer read before a grade that /ws
 * already delivered, or the /ws message of one essay's grade arriving after that of another essay stored later. The
 * server's revision orders them (the order the changes were stored; clock times of two grading jobs may cross).
 */
export function isOlderRecord(cached: QuizHistoryRecord | null | undefined, incoming: QuizHistoryRecord | null): boolean {
  if (!cached || !incoming || cached.id !== incoming.id) return false;
  return incoming.revision < cached.revision;
}
