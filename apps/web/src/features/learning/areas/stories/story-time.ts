import { createdWindow, TIME_FILTERS, type TimeFilter } from '@k9/domain/learning/marks/rules/reading-filters';

/**
 * The stories' time filter (spec 2 §2.8; the chips of spec 2 §2.4): all, today, yesterday, the last week, by the
 * calendar of Asia/Ho_Chi_Minh (spec 2 §9.5). The windows are the domain's, the ones the server applies to `time` on
 * GET /api/k9/type/story.
 */
export const STORY_TIME_FILTERS = TIME_FILTERS;
export type StoryTimeFilter = TimeFilter;

export const STORY_TIME_LABELS: Record<StoryTimeFilter, string> = {
  all: 'Tất cả',
  today: 'Hôm nay',
  yesterday: 'Hôm qua',
  lastWeek: 'Tuần qua',
};

/** [from, to) of a filter at `now`; null: no limit. */
export const storyTimeWindow = (filter: StoryTimeFilter, now: number): { from: number; to: number } | null => (filter === 'all' ? null : createdWindow(filter, now));

/** Whether a record created at `createdAt` passes the filter at `now` (an unreadable date passes only 'all'). */
export function inStoryTime(createdAt: string, filter: StoryTimeFilter, now: number): boolean {
  const window = storyTimeWindow(filter, now);
  if (!window) return true;
  const at = Date.parse(createdAt);
  return !Number.isNaN(at) && at >= window.from && at < window.to;
}
