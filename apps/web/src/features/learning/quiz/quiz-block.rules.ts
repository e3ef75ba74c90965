import type { EssayGradingView, QuizHistoryRecord } from '@k9/contracts';
import type { LearnerQuizContent, QuizLetter } from '@k9/domain';
import { QUIZ_LETTERS } from '@k9/domain/content/content.types';
import { QUIZ_MESSAGES } from '@k9/domain/learning/quiz/quiz.messages';

/** What the learner has chosen and written, by question index (spec 2 §3: index to letter, index to text). */
export type QuizDraft = { selected: Record<number, QuizLetter>; essays: Record<number, string> };
export const EMPTY_DRAFT: QuizDraft = { selected: {}, essays: {} };

/** A quiz the block shows: at least one question of either kind. */
export const hasQuestions = (quiz: LearnerQuizContent | null | undefined): quiz is LearnerQuizContent => !!quiz && quiz.questionQuiz.length + quiz.questionEssay.length > 0;

/** The letters a question offers, in order (A-D, those with a text). */
export const optionLetters = (options: Partial<Record<QuizLetter, string>>): QuizLetter[] => QUIZ_LETTERS.filter((letter) => !!options[letter]?.trim());

/** Spec 2 §5.1: multiple-choice questions still without an answer. */
export const unansweredCount = (quiz: LearnerQuizContent, selected: QuizDraft['selected']): number => quiz.questionQuiz.filter((_question, index) => !selected[index]).length;

export type OptionTone = 'correct' | 'wrong' | 'none';

/**
 * Spec 2 §4.1: once submitted, the correct option is highlighted green and a wrong chosen option red; before the
 * submit (or without the answers) nothing is.
 */
export function optionTone(letter: QuizLetter, chosen: QuizLetter | undefined, correct: QuizLetter | undefined): OptionTone {
  if (!correct) return 'none';
  if (letter === correct) return 'correct';
  return letter === chosen ? 'wrong' : 'none';
}

/** The answers a record holds (restore on load); no record: nothing answered. */
export function draftOf(record: QuizHistoryRecord | null | undefined): QuizDraft {
  if (!record) return EMPTY_DRAFT;
  const selected: QuizDraft['selected'] = {};
  for (const [key, letter] of Object.entries(record.selectedAnswers ?? {})) selected[Number(key)] = letter;
  const essays: QuizDraft['essays'] = {};
  for (const [key, text] of Object.entries(record.essayAnswers ?? {})) essays[Number(key)] = text;
  return { selected, essays };
}

/** The submit's answers: every choice, the essays with text only (spec 2 §5.1: only non-empty answers are graded). */
export function answersToSend(draft: QuizDraft): { selectedAnswers: Record<string, QuizLetter>; essayAnswers: Record<string, string> } {
  const selectedAnswers = Object.fromEntries(Object.entries(draft.selected).filter(([, letter]) => !!letter));
  const essayAnswers = Object.fromEntries(Object.entries(draft.essays).filter(([, text]) => text.trim() !== ''));
  return { selectedAnswers, essayAnswers };
}

/**
 * An essay's grading as it applies to what is on screen: after the submit, the record's; before it, only while the
 * text is the one that was graded (an edited answer is no longer the graded one, and the server drops that grade).
 */
export function essayGradingFor(record: QuizHistoryRecord | null | undefined, index: number, text: string, submitted: boolean): EssayGradingView | null {
  const grading = record?.essayGrading?.[index];
  if (!grading) return null;
  if (submitted) return grading;
  return record?.essayAnswers?.[index] === text ? grading : null;
}

/** A grade held for a teacher's review is provisional: 'Đang chờ giáo viên xem lại' beside it; else nothing. */
export const provisionalNote = (grading: EssayGradingView | null | undefined): string | null =>
  grading?.state === 'graded' && grading.provisional ? QUIZ_MESSAGES.awaitingReview : null;

export type GradingNotice = 'allGraded' | 'failed' | 'singleFailed';

type Gradings = Record<string, EssayGradingView> | null | undefined;

/**
 * What the learner is told when essays' gradings change (spec 2 §8.1): a grading that was pending and failed warns
 * ('singleFailed' when it was one essay graded on its own, or a 'Chấm lại'); once nothing is pending any more after
 * the submit and every essay graded, 'allGraded'. Nothing for what was already so (a reload says nothing).
 */
export function gradingNotices(before: Gradings, after: Gradings, submitted: boolean, singles: ReadonlySet<number>): GradingNotice[] {
  const previous = before ?? {};
  const next = after ?? {};
  const wasPending = (index: string) => previous[index]?.state === 'pending';
  const failed = Object.keys(next).filter((index) => next[index].state === 'failed' && wasPending(index));
  const notices: GradingNotice[] = [];
  if (failed.some((index) => !singles.has(Number(index)))) notices.push('failed');
  if (failed.some((index) => singles.has(Number(index)))) notices.push('singleFailed');
  const entries = Object.values(next);
  const settledNow = Object.keys(previous).some(wasPending) && entries.length > 0 && entries.every((grading) => grading.state === 'graded');
  if (submitted && settledNow) notices.push('allGraded');
  return notices;
}
