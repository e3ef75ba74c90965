import type { DomainEvent } from '../../shared/event-store.port.js';
import type { EssayVerdict, QuizSubjectInfo } from './quiz-attempt.commands.js';
import type { ReviewReason } from './rules/essay-review.js';
import type { EssayAnswers, SelectedAnswers } from './rules/scoring.js';

/** Whose attempt on which quiz: every event names both (the stream is `quiz-attempts-{userId}-{quizId}`). */
type Attempt = { userId: string; quizId: number; attempt: number };

/** Answers saved before submitting (a draft, or an essay sent for grading on its own). */
export type QuizAnswersSaved = DomainEvent<'QuizAnswersSaved', Attempt & QuizSubjectInfo & { historyId: string; userEmail: string | null; selectedAnswers: SelectedAnswers; essayAnswers: EssayAnswers }>;

/** The submit: answers locked and scored on the server (spec 2 §9.1); essays not yet graded count 0 until they are. */
export type QuizSubmitted = DomainEvent<
  'QuizSubmitted',
  Attempt &
    QuizSubjectInfo & {
    historyId: string;
    userEmail: string | null;
    selectedAnswers: SelectedAnswers;
    essayAnswers: EssayAnswers;
    correct: number;
    mcqCount: number;
    essayCount: number;
    score: number;
  }
>;

/**
 * An essay goes to the grader (a job); `run` counts the requests of this essay in this attempt (a retry is run 2 ...)
 * and never goes back, even when the text changes, so a finished run's job id is never asked again. An admin's
 * regrade names the admin (`regradedBy`).
 */
export type EssayGradingRequested = DomainEvent<'EssayGradingRequested', Attempt & { index: number; run: number; regradedBy?: { adminId: string; adminEmail: string | null } }>;

/** The grader's verdict, with its provenance: the gateway call (ledger entry), the model and the prompt version. */
export type EssayGraded = DomainEvent<
  'EssayGraded',
  Attempt &
    EssayVerdict & {
      index: number;
      run: number;
      /** The attempt's score with this grade, once submitted; null before. A grade flagged for review does not count yet. */
      score: number | null;
      /** False when the reply did not match the schema and the grade was read from its text (absent in older events: true). */
      structured?: boolean;
    }
>;

/** The grade just recorded waits for a teacher (issue 23 §2.3): it is provisional and does not count in the score. */
export type EssayGradeFlagged = DomainEvent<'EssayGradeFlagged', Attempt & { index: number; run: number; reasons: ReviewReason[] }>;

/** What an admin's review says of a flagged grade; the score follows the reviewed grade. */
type Review = Attempt & { index: number; run: number; grade: number; adminId: string; adminEmail: string | null; score: number | null };
/** The admin keeps the grader's grade. */
export type EssayGradeConfirmed = DomainEvent<'EssayGradeConfirmed', Review>;
/** The admin gives another grade (`previousGrade`: the grader's). */
export type EssayGradeChanged = DomainEvent<'EssayGradeChanged', Review & { previousGrade: number }>;

export type EssayGradingFailed = DomainEvent<'EssayGradingFailed', Attempt & { index: number; run: number; reason: string; callId: string | null }>;

/** 'Làm lại': a new attempt starts empty; the last submitted score stays the quiz's score until the next submit. */
export type QuizRedone = DomainEvent<'QuizRedone', Attempt>;

export type QuizAttemptEvent =
  | QuizAnswersSaved
  | QuizSubmitted
  | EssayGradingRequested
  | EssayGraded
  | EssayGradeFlagged
  | EssayGradeConfirmed
  | EssayGradeChanged
  | EssayGradingFailed
  | QuizRedone;
export const QUIZ_ATTEMPT_EVENT_TYPES = [
  'QuizAnswersSaved',
  'QuizSubmitted',
  'EssayGradingRequested',
  'EssayGraded',
  'EssayGradeFlagged',
  'EssayGradeConfirmed',
  'EssayGradeChanged',
  'EssayGradingFailed',
  'QuizRedone',
] as const satisfies ReadonlyArray<QuizAttemptEvent['type']>;
