/** Spec 3 §9: the question counts a quiz generation may ask for, and its defaults (quiz 3, essay 0). */
export const QUIZ_COUNT_CHOICES = [0, 1, 2, 3, 4, 5, 10] as const;
export const DEFAULT_QUIZ_TARGETS = { quiz: 3, essay: 0 } as const;
export const QUIZ_GENERATION_MODEL = 'gpt-4.1-2025-04-14';
/** Spec 3 §4: up to 2 more attempts after the first, from 800 ms doubling; 800 ms between records. */
export const QUIZ_ATTEMPTS = 3;
export const QUIZ_FIRST_RETRY_MS = 800;
export const QUIZ_RECORD_PAUSE_MS = 800;

export type QuizTargets = { quiz: number; essay: number };
export type QuizPlan = { action: 'generate'; quiz: number; essay: number } | { action: 'skip'; reason: 'no-detail' | 'met' };

export const isQuizCount = (value: unknown): value is (typeof QUIZ_COUNT_CHOICES)[number] => QUIZ_COUNT_CHOICES.includes(value as never);

/**
 * What a quiz generation does with one record (spec 3 §4): a record with an empty detail is skipped, and so is one whose
 * existing questions already meet both targets; otherwise it asks for what is missing of each kind.
 */
export function quizPlan(record: { detail: string; quizCount: number; essayCount: number }, targets: QuizTargets): QuizPlan {
  if (!record.detail.trim()) return { action: 'skip', reason: 'no-detail' };
  const quiz = Math.max(0, targets.quiz - record.quizCount);
  const essay = Math.max(0, targets.essay - record.essayCount);
  return quiz === 0 && essay === 0 ? { action: 'skip', reason: 'met' } : { action: 'generate', quiz, essay };
}

/** The wait before attempt `attempt` (1-based) of one record: none for the first, then 800 ms, 1,600 ms ... */
export const quizRetryDelay = (attempt: number): number => (attempt <= 1 ? 0 : QUIZ_FIRST_RETRY_MS * 2 ** (attempt - 2));
