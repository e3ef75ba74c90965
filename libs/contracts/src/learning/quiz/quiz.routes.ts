import type { EssayAnswers, QuizLetter, SelectedAnswers } from '@k9/domain';

/**
 * HTTP routes of quiz attempts (spec 2 §7.1, §7.11; issue 14). The documented history endpoints keep their paths and
 * shapes; the user id in a path must be the caller's own (admins may read anyone's). Scores, grades and the correct
 * answers come from the server only: a score or grading a client sends is ignored.
 */
export const QUIZ_ROUTES = {
  /** POST creates (first save), PUT updates (with id): QuizHistorySave. Case training items and the learner's own cases. */
  caseHistory: '/api/case-public-history',
  caseHistoryOf: (userId: string, caseId: number) => `/api/case-public-history/userId/${encodeURIComponent(userId)}/${caseId}`,
  /** The same for every other item with a quiz (stream, longForm, home). */
  questionHistory: '/api/question-history',
  questionHistoryOf: (userId: string, questionId: number) => `/api/question-history/userId/${encodeURIComponent(userId)}/${questionId}`,
  /** POST { user_id }: the user's history records of both kinds (spec 2 §3 general record), newest first. */
  userHistory: '/api/question-history/user-history',
  /** POST, no body: 'Làm lại' starts a new attempt (the last score stays the quiz's score until the next submit). */
  redo: (quizId: number) => `/api/quiz-attempts/${quizId}/redo`,
  /** POST { answer? }: grade one essay now (before the submit it saves the answer first), or again after a failure. */
  gradeEssay: (quizId: number, index: number) => `/api/quiz-attempts/${quizId}/essays/${index}/grade`,
  /** GET: the caller's newest score per quiz (badges and the quiz-status filter). */
  scores: '/api/learner/quiz-scores',
  /** GET ?program=: personal statistics and whether the program is completed (celebration). */
  stats: '/api/learner/quiz-stats',
  /** Admins, GET: grades waiting for a teacher's review (flagged answers, replies off the schema). */
  gradeReviews: '/api/quiz-reviews',
  /** Admins, POST { grade? }: confirm the flagged grade (no grade, or the same) or change it (another integer 1-10). */
  gradeReview: (attemptId: string, index: number) => `/api/quiz-reviews/${encodeURIComponent(attemptId)}/essays/${index}`,
  /** Admins, POST: grade any essay of the learner's current attempt again; the request names the admin. */
  regradeEssay: (attemptId: string, index: number) => `/api/quiz-reviews/${encodeURIComponent(attemptId)}/essays/${index}/regrade`,
} as const;

/** What the quiz block sends (spec 2 §7.1 / §7.11): score, aiGrading and updated_at are accepted and ignored. */
export type QuizHistorySave = {
  id?: string;
  user_email?: string;
  user_id: string;
  case_id?: number;
  question_id?: number;
  selectedAnswers?: Record<string, QuizLetter | string>;
  essayAnswers?: Record<string, string>;
  aiGrading?: unknown;
  score?: unknown;
  /** 'complete' submits; anything else (or nothing) saves a draft. */
  status?: string | null;
  updated_at?: string;
};

export type EssayGradingView = {
  state: 'pending' | 'graded' | 'failed';
  run: number;
  grade: number | null;
  comment: string | null;
  referenceEssay: string | null;
  /** Provenance: the AI ledger entry, the model and the grading prompt's version. */
  callId: string | null;
  model: string | null;
  promptVersion: number | null;
  /** A failure, in Vietnamese. */
  reason: string | null;
  /** Held for a teacher's review ('Đang chờ giáo viên xem lại'): not counted in the score until reviewed. */
  provisional: boolean;
  /** The editor's expected answer: like the reference essay, only once the attempt is submitted. */
  expectedAnswer: string | null;
};

/** The answers once submitted: correct letters and explanations by question index. */
export type QuizReview = { correctAnswers: Record<string, QuizLetter>; explanations: Record<string, string> };

/** One learner's history of one quiz: the current attempt, and the newest submitted score. */
export type QuizHistoryRecord = {
  id: string;
  user_id: string;
  user_email: string | null;
  case_id?: number;
  question_id?: number;
  questionName: string;
  questionType: string;
  attempt: number;
  status: 'complete' | 'answering' | 'new';
  selectedAnswers: SelectedAnswers;
  essayAnswers: EssayAnswers;
  /** Spec 2 §3: index to the grader's text. */
  aiGrading: Record<string, string>;
  essayGrading: Record<string, EssayGradingView>;
  /** This attempt's score once submitted (essays count as they are graded), else null. */
  score: number | null;
  /** 'Xuất sắc!' / 'Khá tốt!' / 'Cần cải thiện!' once submitted. */
  resultLabel: string | null;
  /** The newest submitted attempt's score: what badges, filters and statistics count. */
  lastScore: number | null;
  review: QuizReview | null;
  created_at: string;
  updated_at: string;
  /**
   * Grows with every change of this history, in the order the changes were stored (the log position of the last
   * one): of two answers about the same history, the higher is the newer. Two grades stored at nearly the same time
   * may carry clock times in the other order; this never does.
   */
  revision: number;
};

/** GET, POST and PUT of a history: the record at the top (as documented) and under `data`; none yet: { data: null }. */
export type QuizHistoryResponse = (QuizHistoryRecord & { data: QuizHistoryRecord }) | { data: null };

/** Spec 2 §3 "Quiz history record (general, for statistics)". */
export type QuizHistoryEntry = { id: string; user_id: string; question_id: number; questionName: string; questionType: string; score: number | null; updated_at: string; created_at: string };
export type QuizUserHistoryResponse = { data: QuizHistoryEntry[] };

export type QuizScore = { quizId: number; score: number | null; status: QuizHistoryRecord['status'] };
export type QuizScoresResponse = { data: QuizScore[] };

export type QuizTypeStats = { type: string; total: number; done: number; passed: number; averageScore: number | null };
export type QuizRecentAttempt = { quizId: number; questionName: string; questionType: string; score: number; submittedAt: string };
export type QuizStats = {
  /** Quizzes the learner can take (in the program when one is chosen), done (a score), passed (60 or more). */
  total: number;
  done: number;
  passed: number;
  averageScore: number | null;
  byType: QuizTypeStats[];
  recent: QuizRecentAttempt[];
  /** Spec 2 §4.7: at least one quiz in the program and every one passed. */
  programCompleted: boolean;
};
export type QuizStatsResponse = { data: QuizStats };

/** A grade waiting for a teacher's review (admins): `attemptId` is the history's id (one learner, one quiz). */
export type QuizGradeReviewItem = {
  attemptId: string;
  userId: string;
  userEmail: string | null;
  quizId: number;
  questionName: string;
  questionType: string;
  attempt: number;
  submitted: boolean;
  index: number;
  question: string;
  answer: string;
  grade: number;
  comment: string;
  /** 'instructions' | 'verdict' | 'copied-reference' | 'unstructured-reply'. */
  reasons: string[];
  model: string;
  callId: string;
  updatedAt: string;
};
export type QuizGradeReviewsResponse = { data: QuizGradeReviewItem[] };
/** Confirm (no grade, or the grader's) or change (another integer 1-10). */
export type QuizGradeReviewBody = { grade?: number | null };

/** Sent to the learner's own room when an attempt changes on the server (a grade arrived, a grading failed). */
export type QuizServerMessages = {
  'quiz.attempt.changed': { quizId: number; history: 'case' | 'question'; record: QuizHistoryRecord };
};
