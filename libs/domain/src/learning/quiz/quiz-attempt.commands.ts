import type { QuizContent } from '../../content/content.types.js';
import type { EssayAnswers, SelectedAnswers } from './rules/scoring.js';

/** The user is the session's (never one from the request); the quiz (with its answers) is read by the server. */
type Target = { userId: string; quizId: number };
/** Which documented history holds the attempts (case training and user cases 'case', every other item 'question'), and what the quiz is. */
export type QuizSubjectInfo = { history: 'case' | 'question'; questionType: string; questionName: string };

export type SaveQuizAnswers = {
  type: 'SaveQuizAnswers';
  data: Target & { historyId: string; userEmail: string | null; quiz: QuizContent; subject: QuizSubjectInfo; selected: SelectedAnswers; essays: EssayAnswers };
};
export type SubmitQuiz = {
  type: 'SubmitQuiz';
  data: Target & { historyId: string; userEmail: string | null; quiz: QuizContent; subject: QuizSubjectInfo; selected: SelectedAnswers; essays: EssayAnswers };
};
/** Grade one essay on its own (before or after the submit) or again after a failure. */
export type RequestEssayGrading = { type: 'RequestEssayGrading'; data: Target & { index: number } };
/** The grading job's result; `answer` is the text it graded (a grade of a text since changed is dropped). */
export type RecordEssayGrade = {
  type: 'RecordEssayGrade';
  data: Target & { attempt: number; index: number; run: number; answer: string; grade: number; comment: string; referenceEssay: string; aiGrading: string; callId: string; model: string; promptVersion: number };
};
export type RecordEssayGradingFailure = { type: 'RecordEssayGradingFailure'; data: Target & { attempt: number; index: number; run: number; reason: string; callId: string | null } };
export type RedoQuiz = { type: 'RedoQuiz'; data: Target };

export type QuizAttemptCommand = SaveQuizAnswers | SubmitQuiz | RequestEssayGrading | RecordEssayGrade | RecordEssayGradingFailure | RedoQuiz;
