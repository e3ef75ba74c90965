import type { CaseProgress, LearnerCaseRecord } from './cases.routes.js';

/** What the case builder sends to the owner's tabs (their user room, nobody else's) while a case is made. */
export type LearnerCaseServerMessages = {
  /** 0, 30, 60, 90, 100 in order: the progress overlay follows it. */
  'learner.case.progress': { requestId: string; caseId: number; progress: CaseProgress };
  /** The case is made and readable (after progress 100): prepend it to the list. */
  'learner.case.created': { requestId: string; caseId: number; case: LearnerCaseRecord };
  /** The case could not be made: show `message` (spec 2 §8.2's, or the AI gateway's when no provider is configured). */
  'learner.case.failed': { requestId: string; caseId: number; message: string };
};
