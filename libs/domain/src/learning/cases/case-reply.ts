import type { QuizContent } from '../../content/content.types.js';
import { parseQuizContent } from '../../content/rules/quiz-content.js';
import { DomainError } from '../../shared/decider.js';
import { CASE_TEXT_LIMITS } from './case-builder.options.js';
import { LEARNER_CASE_MESSAGES as M } from './learner-cases.messages.js';

export type CaseReplyFailureCode = 'REPLY_NOT_JSON' | 'REPLY_WITHOUT_QUESTIONS' | 'REPLY_INVALID_QUESTION' | 'REPLY_WITHOUT_VALID_QUESTIONS';
export type CaseReply = { ok: true; quiz: QuizContent; title: string | null; description: string | null } | { ok: false; code: CaseReplyFailureCode; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const fail = (code: CaseReplyFailureCode, reason: string): CaseReply => ({ ok: false, code, reason });

/** The first balanced {...} in a text, skipping braces inside JSON strings; null when there is none. */
function firstObject(text: string): string | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/** Where JSON may sit in a reply: a fenced ```json block, the whole reply, the first {...} object. */
function candidates(reply: string): string[] {
  const fenced = [...reply.matchAll(/```(?:json|JSON)?[^\S\n]*\n?([\s\S]*?)```/g)].map((match) => match[1].trim());
  const object = firstObject(reply);
  return [...fenced, reply.trim(), ...(object ? [object] : [])];
}

function parseJsonOf(reply: string): unknown {
  for (const candidate of candidates(reply)) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (isObject(value)) return value;
    } catch {
      // the next place
    }
  }
  return undefined;
}

/** 'A', 'b', 'C.', '(D)', 'A. Tăng giá' -> the letter; anything else as it came (the quiz rule refuses it). */
const answerLetter = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const match = /^\s*\(?([A-Za-z])(?:$|[\s.):-])/.exec(value);
  return match ? match[1].toUpperCase() : value;
};

/** Letter keys as capitals ({ a: ..., b: ... } as some models write them); lists stay lists (the quiz rule letters them). */
const optionsOf = (value: unknown): unknown =>
  isObject(value) ? Object.fromEntries(Object.entries(value).map(([key, text]) => [key.trim().toUpperCase(), text])) : value;

const MCQ_TYPES = new Set(['mcq', 'multiple_choice', 'multiple-choice', 'quiz', 'trac_nghiem', 'trắc nghiệm']);
const isMcq = (item: Record<string, unknown>) =>
  typeof item.type === 'string' ? MCQ_TYPES.has(item.type.trim().toLowerCase()) : item.options !== undefined && item.options !== null;

const bounded = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.normalize('NFC').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  return text ? text.slice(0, max) : null;
};

/**
 * The case generator's reply (spec 2 §5.2): JSON with a `questions` array, in a fenced block, alone, or as the first
 * object in the text. Each item is a multiple-choice question (question, options as a letter map or a list read as A,
 * B, C, D, correct_answer, explanation) or an essay (question, optional expectedAnswer); the platform's quiz rule
 * (`parseQuizContent`) checks them and letters the lists. The reply is untrusted: it becomes plain, bounded text only.
 */
export function parseCaseReply(reply: string): CaseReply {
  const value = parseJsonOf(reply);
  if (!isObject(value)) return fail('REPLY_NOT_JSON', M.replyNotJson);
  if (!Array.isArray(value.questions)) return fail('REPLY_WITHOUT_QUESTIONS', M.replyWithoutQuestions);
  const questionQuiz: unknown[] = [];
  const questionEssay: unknown[] = [];
  for (const item of value.questions) {
    if (typeof item === 'string') questionEssay.push({ question: item });
    else if (!isObject(item)) return fail('REPLY_INVALID_QUESTION', M.replyQuestionInvalid(questionQuiz.length + questionEssay.length + 1, M.replyWithoutValidQuestions));
    else if (isMcq(item))
      questionQuiz.push({
        question: item.question,
        options: optionsOf(item.options),
        correct_answer: answerLetter(item.correct_answer ?? item.correctAnswer ?? item.answer),
        explanation: item.explanation ?? '',
      });
    else questionEssay.push({ question: item.question, expectedAnswer: item.expectedAnswer ?? item.expected_answer ?? item.sampleAnswer });
  }
  let quiz: QuizContent | null;
  try {
    quiz = parseQuizContent({ questionQuiz, questionEssay });
  } catch (error) {
    if (error instanceof DomainError) return fail('REPLY_INVALID_QUESTION', error.message);
    throw error;
  }
  if (!quiz || quiz.questionQuiz.length + quiz.questionEssay.length === 0) return fail('REPLY_WITHOUT_VALID_QUESTIONS', M.replyWithoutValidQuestions);
  return { ok: true, quiz, title: bounded(value.title, CASE_TEXT_LIMITS.title), description: bounded(value.description, CASE_TEXT_LIMITS.description) };
}
