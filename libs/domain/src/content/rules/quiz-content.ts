import { DomainError } from '../../shared/decider.js';
import { CONTENT_LIMITS, CONTENT_MESSAGES as M } from '../content.messages.js';
import { QUIZ_DIFFICULTIES, QUIZ_LETTERS, type EssayQuestion, type QuizContent, type QuizLetter, type QuizQuestion, type QuizSettings } from '../content.types.js';

const invalid = (message: string) => new DomainError('INVALID_QUIZ', message);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.normalize('NFC').trim() : typeof value === 'number' ? String(value) : '');
const bounded = (value: string): string => {
  if (value.length > CONTENT_LIMITS.quizText) throw invalid(M.quizTextTooLong);
  return value;
};

/**
 * The quiz editor's rules (spec 3 §5) over questionContent, which the form sends as JSON text (also named quizContent
 * or quizzContent): each question, each option A-D and the correct answer required; each essay question required.
 * Empty text or null means "no quiz". Options given as a list are read as A, B, C, D (as AI replies sometimes give them).
 */
export function parseQuizContent(raw: unknown): QuizContent | null {
  if (raw === null || raw === undefined) return null;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return null;
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid(M.quizInvalidJson);
    }
  }
  if (!isObject(value)) throw invalid(M.quizNotObject);
  const quizRaw = value.questionQuiz ?? [];
  const essayRaw = value.questionEssay ?? [];
  if (!Array.isArray(quizRaw) || !Array.isArray(essayRaw)) throw invalid(M.quizNotObject);
  if (quizRaw.length > CONTENT_LIMITS.quizQuestions || essayRaw.length > CONTENT_LIMITS.essayQuestions) throw invalid(M.quizTooMany);
  const questionQuiz = quizRaw.map((item, index) => quizQuestion(item, index + 1));
  const questionEssay = essayRaw.map((item, index) => essayQuestion(item, index + 1));
  const settings = quizSettings(value.settings);
  if (questionQuiz.length === 0 && questionEssay.length === 0 && !settings) return null;
  return { questionQuiz, questionEssay, ...(settings ? { settings } : {}) };
}

function quizQuestion(item: unknown, n: number): QuizQuestion {
  if (!isObject(item)) throw invalid(M.quizQuestionRequired(n));
  const question = bounded(text(item.question));
  if (!question) throw invalid(M.quizQuestionRequired(n));
  const rawOptions = Array.isArray(item.options) ? Object.fromEntries(item.options.map((option, i) => [QUIZ_LETTERS[i] ?? `_${i}`, option])) : item.options;
  if (!isObject(rawOptions)) throw invalid(M.quizOptionRequired(n, 'A'));
  const options = {} as Record<QuizLetter, string>;
  for (const letter of QUIZ_LETTERS) {
    const option = bounded(text(rawOptions[letter]));
    if (!option) throw invalid(M.quizOptionRequired(n, letter));
    options[letter] = option;
  }
  const correct = text(item.correct_answer).toUpperCase();
  if (!(QUIZ_LETTERS as readonly string[]).includes(correct)) throw invalid(M.quizCorrectRequired(n));
  const result: QuizQuestion = { question, options, correct_answer: correct as QuizLetter, explanation: bounded(text(item.explanation)) };
  if ((QUIZ_DIFFICULTIES as readonly unknown[]).includes(item.difficulty)) result.difficulty = item.difficulty as QuizQuestion['difficulty'];
  if (typeof item.points === 'number' && Number.isFinite(item.points) && item.points >= 0 && item.points <= 1000) result.points = item.points;
  return result;
}

function essayQuestion(item: unknown, n: number): EssayQuestion {
  const question = bounded(text(isObject(item) ? item.question : item));
  if (!question) throw invalid(M.quizEssayRequired(n));
  const expected = isObject(item) ? bounded(text(item.expectedAnswer)) : '';
  return expected ? { question, expectedAnswer: expected } : { question };
}

function quizSettings(raw: unknown): QuizSettings | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw invalid(M.quizSettingsInvalid);
  const settings: QuizSettings = {};
  const number = (value: unknown, max: number): number | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const parsed = typeof value === 'string' ? Number(value) : value;
    if (typeof parsed !== 'number' || !Number.isFinite(parsed) || parsed < 0 || parsed > max) throw invalid(M.quizSettingsInvalid);
    return parsed;
  };
  const timeLimit = number(raw.timeLimit, 600);
  const passingScore = number(raw.passingScore, 100);
  if (timeLimit !== undefined) settings.timeLimit = timeLimit;
  if (passingScore !== undefined) settings.passingScore = passingScore;
  if (typeof raw.shuffleQuestions === 'boolean') settings.shuffleQuestions = raw.shuffleQuestions;
  return settings;
}

/** Quiz content as a learner receives it before submitting (DESIGN §13): no correct answers, no explanations, no expected essays. */
export type LearnerQuizQuestion = Omit<QuizQuestion, 'correct_answer' | 'explanation'>;
export type LearnerQuizContent = { questionQuiz: LearnerQuizQuestion[]; questionEssay: Array<{ question: string }>; settings?: QuizSettings };

export function stripAnswers(content: QuizContent | null): LearnerQuizContent | null {
  if (!content) return null;
  return {
    questionQuiz: content.questionQuiz.map(({ question, options, difficulty, points }) => ({
      question,
      options: { ...options },
      ...(difficulty ? { difficulty } : {}),
      ...(points !== undefined ? { points } : {}),
    })),
    questionEssay: content.questionEssay.map(({ question }) => ({ question })),
    ...(content.settings ? { settings: { ...content.settings } } : {}),
  };
}

export const quizCountOf = (content: QuizContent | null): number => (content ? content.questionQuiz.length + content.questionEssay.length : 0);
