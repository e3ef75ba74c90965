import type { QuizContent } from '../../content/content.types.js';
import type { EssayAnswers, SelectedAnswers } from './rules/scoring.js';

/** The user is the session's (never one from the request); the quiz (with its answers) is read by the server. */
type Target = { userId: string; quizId: number };
/** Which documented history holds the attempts (case training and user cases 'case', every other item 'question'), and what the quiz is. */
export type QuizSubjectInfo = { history: 'case' | 'question'; questionType: string; questionName: string };

export type SaveQuizAnswers = {
  type: 'SaveQuizAnswers';
  /**
   * `onlyEssay`: this save changes that one essay and keeps everything else as stored (an essay sent for grading): two
   * such saves of different essays at once both land, whatever the sender had read.
   */
  data: Target & { historyId: string; userEmail: string | null; quiz: QuizContent; subject: QuizSubjectInfo; selected: SelectedAnswers; essays: EssayAnswers; onlyEssay?: number };
};
export type SubmitQuiz = {
  type: 'SubmitQuiz';
  data: Target & { historyId: string; userEmail: string | null; quiz: QuizContent; subject: QuizSubjectInfo; selected: SelectedAnswers; essays: EssayAnswers };
};
/** The grader's verdict on an essay, with its provenance: the gateway call (ledger entry), the model and the prompt version. */
export type EssayVerdict = {
  grade: number;
  comment: string;
  referenceEssay: string;
  /** What the quiz shows under the essay (spec 2 §3 aiGrading). */
  aiGrading: string;
  callId: string;
  model: string;
  promptVersion: number;
};
/** Grade one essay on its own (before or after the submit) or again after a failure. */
export type RequestEssayGrading = { type: 'RequestEssayGrading'; data: Target & { index: number } };
/** The grading job's result; `answer` is the text it graded (a grade of a text since changed is dropped). */
export type RecordEssayGrade = {
  type: 'RecordEssayGrade';
  data: Target &
    EssayVerdict & {
      attempt: number;
      index: number;
      run: number;
      answer: string;
      /** False: the reply did not match the schema (read by the text rule); the grade waits for a review. */
      structured: boolean;
    };
};
export type RecordEssayGradingFailure = { type: 'RecordEssayGradingFailure'; data: Target & { attempt: number; index: number; run: number; reason: string; callId: string | null } };
export type RedoQuiz = { type: 'RedoQuiz'; data: Target };
/** An admin, never the learner: the route checks the role; the event names the admin. */
export type QuizAdmin = { adminId: string; adminEmail: string | null };
/** An admin grades any essay of the current attempt again (whatever its state). */
export type RegradeEssay = { type: 'RegradeEssay'; data: Target & QuizAdmin & { index: number } };
/** The sweep: run `run` is still pending but its job is gone or ended without a result; the grader is asked again (a new run). */
export type RetryEssayGrading = { type: 'RetryEssayGrading'; data: Target & { attempt: number; index: number; run: number } };
/** An admin's review of a flagged grade: `grade` null (or the grader's) confirms it, another integer 1-10 changes it. */
export type ReviewEssayGrade = { type: 'ReviewEssayGrade'; data: Target & QuizAdmin & { index: number; grade: number | null } };

export type QuizAttemptCommand =
  | SaveQuizAnswers
  | SubmitQuiz
  | RequestEssayGrading
  | RecordEssayGrade
  | RecordEssayGradingFailure
  | RedoQuiz
  | RegradeEssay
  | RetryEssayGrading
  | ReviewEssayGrade;
