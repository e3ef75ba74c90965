import type { QuizContent, QuizLetter } from '../../../content/content.types.js';
import { QUIZ_RESULT_LABELS } from '../quiz.messages.js';

/** Spec 2 §9.1: pass (and "completed") from 60. */
export const QUIZ_PASS_SCORE = 60;

/** Answers by question index: spec 2 §3 "selectedAnswers (index to letter)", "essayAnswers (index to text)". */
export type SelectedAnswers = Record<number, QuizLetter>;
export type EssayAnswers = Record<number, string>;
/** An essay's grade on the 1-10 scale, by essay index. */
export type EssayGrades = Record<number, number>;

export const correctCount = (quiz: QuizContent, selected: SelectedAnswers): number =>
  quiz.questionQuiz.reduce((count, question, index) => count + (selected[index] === question.correct_answer ? 1 : 0), 0);

/**
 * Spec 2 §9.1, the one scoring rule: 100 points split equally across all questions (multiple choice plus essay); a
 * correct multiple-choice answer earns its share, an essay its share times grade/10 (an essay not graded earns 0);
 * the total is rounded. Whatever per-question points or passing score the editor stored (spec 3) do not apply.
 */
export function quizScore(quiz: QuizContent, selected: SelectedAnswers, grades: EssayGrades): number {
  return scoreOf({ mcqCount: quiz.questionQuiz.length, essayCount: quiz.questionEssay.length }, correctCount(quiz, selected), grades);
}

/** The same rule from the counts a submitted attempt keeps (its correct answers and its essays' grades). */
export function scoreOf(counts: { mcqCount: number; essayCount: number }, correct: number, grades: EssayGrades): number {
  const total = counts.mcqCount + counts.essayCount;
  if (total === 0) return 0;
  // In tenths of a question, in integers: 57.5 stays 57.5 (float sums of grade/10 would make it 57.4999...).
  let tenths = correct * 10;
  for (let index = 0; index < counts.essayCount; index++) tenths += grades[index] ?? 0;
  return Math.round((tenths * 100) / (total * 10));
}

export const isPassing = (score: number): boolean => score >= QUIZ_PASS_SCORE;

/** Spec 2 §9.1: 80 or more 'Xuất sắc!'; 60 to 79 'Khá tốt!'; below 60 'Cần cải thiện!'. */
export function resultLabel(score: number): string {
  if (score >= 80) return QUIZ_RESULT_LABELS.excellent;
  if (score >= QUIZ_PASS_SCORE) return QUIZ_RESULT_LABELS.good;
  return QUIZ_RESULT_LABELS.improve;
}
