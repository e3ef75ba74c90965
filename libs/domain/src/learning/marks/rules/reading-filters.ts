import { DAY_MS, startOfVietnamDay } from '../../../identity/rules/account-validity.js';

/**
 * The learner list's own filters (spec 2 §2.4 filters bar): read/unread and the time chips. 'all' (or no value) filters
 * nothing. Days are Vietnamese calendar days (Asia/Ho_Chi_Minh, spec 2 §9.5).
 */
export const READ_FILTERS = ['all', 'read', 'unread'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];
export const TIME_FILTERS = ['all', 'today', 'yesterday', 'lastWeek'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

/** Creation instants a time chip keeps: from (inclusive) to (exclusive). lastWeek: the last 7 days, today included. */
export function createdWindow(filter: Exclude<TimeFilter, 'all'>, now: number): { from: number; to: number } {
  const today = startOfVietnamDay(now);
  switch (filter) {
    case 'today':
      return { from: today, to: today + DAY_MS };
    case 'yesterday':
      return { from: today - DAY_MS, to: today };
    case 'lastWeek':
      return { from: today - 6 * DAY_MS, to: today + DAY_MS };
  }
}
