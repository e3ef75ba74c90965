import { QUIZ_PASS_SCORE } from './scoring.js';

/**
 * Spec 2 §4.1, the quiz badge of a list item from its quiz and the newest submitted score: case training (and the
 * chat workspace) show 'Đạt n/100'; stream and program listings show 'Đạt' / 'Trượt'. No quiz: 'Tham khảo'.
 */
export type QuizBadgeKind = 'reference' | 'notDone' | 'passed' | 'failed';
export type QuizBadge = { kind: QuizBadgeKind; label: string };
export type QuizBadgeStyle = 'score' | 'passFail';

export function quizBadge(hasQuiz: boolean, score: number | null | undefined, style: QuizBadgeStyle): QuizBadge {
  if (!hasQuiz) return { kind: 'reference', label: 'Tham khảo' };
  if (score === null || score === undefined) return { kind: 'notDone', label: 'Chưa làm' };
  const kind = score >= QUIZ_PASS_SCORE ? 'passed' : 'failed';
  if (style === 'score') return { kind, label: `Đạt ${score}/100` };
  return { kind, label: kind === 'passed' ? 'Đạt' : 'Trượt' };
}

/** The learner's quiz-status filter (spec 2 §2.4): completed means a newest score of 60 or more. */
export const QUIZ_STATUS_FILTERS = ['all', 'completed', 'incomplete'] as const;
export type QuizStatusFilter = (typeof QUIZ_STATUS_FILTERS)[number];
export const isQuizStatusFilter = (value: unknown): value is QuizStatusFilter => typeof value === 'string' && (QUIZ_STATUS_FILTERS as readonly string[]).includes(value);

/**
 * Spec 2 §4.7: a program is celebrated when it has at least one quiz and every one has a score of 60 or more.
 * `scores` holds the newest score of each of the program's quizzes (null: not done).
 */
export const programCompleted = (scores: ReadonlyArray<number | null>): boolean => scores.length > 0 && scores.every((score) => score !== null && score >= QUIZ_PASS_SCORE);
