import type { QuestionLevel } from '@k9/domain';

/** HTTP routes of questions and answers (spec 1 §7 "Questions and answers"; the move path is designed here). */
export const QUESTION_ROUTES = {
  /** GET the list with answers (by index, then id); POST a question; PUT id plus fields. */
  questions: '/api/question',
  question: (id: number) => `/api/question/${id}`,
  /** POST { direction: 'up' | 'down' }: swaps the question's index with its neighbour's. */
  questionMove: (id: number) => `/api/question/${id}/move`,
  /** POST an answer for question_id; PUT question_id plus fields. */
  answers: '/api/answer',
} as const;

/** The answer of a question (one per question; `ai_gen_id` set: AI-made, read-only). */
export type AnswerRecord = {
  question_id: number;
  title: string;
  content: string;
  /** Sanitised on the server before it was stored; the web sanitises it again before showing it. */
  html: string;
  level: QuestionLevel | null;
  show: boolean;
  ai_gen_id: number | null;
  audioUrl: string | null;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

export type QuestionRecord = {
  id: number;
  question: string;
  category: string | null;
  level: QuestionLevel | null;
  /** The order (null until the list is first rearranged: such questions come after, by id). */
  index: number | null;
  ai_gen_id: number | null;
  answer: AnswerRecord | null;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  version: number;
};

export type QuestionListResponse = { success: true; data: QuestionRecord[] };
/** POST /api/question: `id` at the top, as the original client read it. */
export type QuestionCreateResponse = { success: true; id: number; data: QuestionRecord };
export type QuestionResponse = { success: true; data: QuestionRecord };
export type QuestionDeleteResponse = { success: true; id: number };
export type AnswerResponse = { success: true; data: AnswerRecord };
/** POST /api/question/{id}/move: the list in its new order. */
export type QuestionMoveResponse = QuestionListResponse;
