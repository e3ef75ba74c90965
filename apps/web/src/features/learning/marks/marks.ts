import type { LearnerMarks } from '@k9/contracts';
import type { MarkList } from '@k9/domain/learning/marks/learner-marks.lists';

export { bookmarkListOf, type MarkList } from '@k9/domain/learning/marks/learner-marks.lists';
export type Marks = LearnerMarks;

export const NO_MARKS: Marks = { bookmarks_stream: [], read_items_stream: [], bookmarks_library: [], bookmarks_report: [], bookmarks_story: [] };

/** The marks with one id added to or removed from one list (what the screen shows before the server answers). */
export function withMark(marks: Marks, list: MarkList, itemId: number, on: boolean): Marks {
  const present = marks[list].includes(itemId);
  if (present === on) return marks;
  return { ...marks, [list]: on ? [...marks[list], itemId] : marks[list].filter((id) => id !== itemId) };
}
