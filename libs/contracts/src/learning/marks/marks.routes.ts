import type { MarkList } from '@k9/domain';

/**
 * HTTP routes of a learner's bookmarks and read marks (spec 2 §4.4; the spec shows no path). Always the signed-in
 * user's own marks: no route takes a user id.
 */
export const MARKS_ROUTES = {
  /** GET: every list of the caller's marks. */
  marks: '/api/learner/marks',
  /** PUT adds the id to the list, DELETE takes it out; both answer every list (LearnerMarksResponse). No body. */
  mark: (list: MarkList, itemId: number) => `/api/learner/marks/${encodeURIComponent(list)}/${itemId}`,
} as const;

/** The ids in each list (spec 2 §3 User.info), in the order they were marked. */
export type LearnerMarks = Record<MarkList, number[]>;

/** GET /api/learner/marks, and the answer of PUT and DELETE once the change can be read back. */
export type LearnerMarksResponse = { data: LearnerMarks };
