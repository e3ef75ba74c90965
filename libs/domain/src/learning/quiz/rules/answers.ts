import { QUIZ_LETTERS, type QuizContent, type QuizLetter } from '../../../content/content.types.js';
import { DomainError } from '../../../shared/decider.js';
import { QUIZ_LIMITS, QUIZ_MESSAGES as M } from '../quiz.messages.js';
import type { EssayAnswers, SelectedAnswers } from './scoring.js';

const invalid = (message: string) => new DomainError('INVALID_QUIZ_ANSWER', message);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A question index as a key: "0", "1" ... (no sign, no leading zero), within `count`. */
function indexOf(key: string, count: number, unknown: (index: number) => string): number {
  if (!/^(0|[1-9]\d{0,3})$/.test(key)) throw invalid(M.answersInvalid);
  const index = Number(key);
  if (index >= count) throw invalid(unknown(index));
  return index;
}

/**
 * The learner's answers as the history body sends them (spec 2 §3: index to letter, index to text), checked against
 * the quiz: a question or an essay it does not have, an option letter the question does not offer, an essay longer
 * than the limit are refused (nothing is stored). Empty essays are dropped (only non-empty answers are graded).
 */
export function parseAnswers(quiz: QuizContent, rawSelected: unknown, rawEssays: unknown): { selected: SelectedAnswers; essays: EssayAnswers } {
  const selected: SelectedAnswers = {};
  const essays: EssayAnswers = {};
  if (rawSelected !== undefined && rawSelected !== null) {
    if (!isObject(rawSelected)) throw invalid(M.answersInvalid);
    for (const [key, value] of Object.entries(rawSelected)) {
      const index = indexOf(key, quiz.questionQuiz.length, M.unknownQuestion);
      if (value === null || value === '') continue;
      const letter = typeof value === 'string' ? value.trim().toUpperCase() : '';
      if (!(QUIZ_LETTERS as readonly string[]).includes(letter) || !(letter in quiz.questionQuiz[index].options)) throw invalid(M.unknownOption(index, String(value).slice(0, 20)));
      selected[index] = letter as QuizLetter;
    }
  }
  if (rawEssays !== undefined && rawEssays !== null) {
    if (!isObject(rawEssays)) throw invalid(M.answersInvalid);
    for (const [key, value] of Object.entries(rawEssays)) {
      const index = indexOf(key, quiz.questionEssay.length, M.unknownEssay);
      if (value === null) continue;
      if (typeof value !== 'string') throw invalid(M.answersInvalid);
      if (value.length > QUIZ_LIMITS.essayChars) throw invalid(M.essayTooLong(index, QUIZ_LIMITS.essayChars));
      const text = value.normalize('NFC');
      if (text.trim()) essays[index] = text;
    }
  }
  return { selected, essays };
}

/** Spec 2 §5.1: submitting needs every multiple-choice question answered. */
export function assertAllAnswered(quiz: QuizContent, selected: SelectedAnswers): void {
  const count = quiz.questionQuiz.length;
  if (quiz.questionQuiz.some((_question, index) => selected[index] === undefined)) throw invalid(M.answerAll(count));
}
