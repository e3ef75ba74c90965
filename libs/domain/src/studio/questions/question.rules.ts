import { DomainError } from '../../shared/decider.js';
import { utf8Bytes } from '../../shared/event-store.port.js';
import { isSafeAnswerUrl } from './question.html-policy.js';
import { QUESTION_MESSAGES as M } from './question.messages.js';
import { QUESTION_LEVELS, type AnswerFields, type QuestionFields, type QuestionLevel } from './question.types.js';
import { sanitizeAnswerHtml } from './rules/answer-html.js';

/**
 * An answer is one event (QuestionAnswerCreated, or with its question when an approval publishes it), and the event
 * store takes at most 256 kB per event. Each long text fits that at its worst, 3 bytes a character in UTF-8 (html
 * 80,000 characters: 240,000 bytes; content 40,000: 120,000 bytes); together they could pass it, so the stored answer
 * (after sanitising, which can lengthen the html) is held to answerBytes, which leaves 16 kB for the rest of the event.
 */
export const QUESTION_LIMITS = { question: 2000, category: 200, title: 500, content: 40_000, html: 80_000, answerBytes: 240 * 1024 } as const;

const refuse = (code: string, message: string) => new DomainError(code, message, 'unprocessable');
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isLevel = (value: unknown): value is QuestionLevel => (QUESTION_LEVELS as readonly unknown[]).includes(value);

/** The form's rules: question, category ('Vui lòng nhập loại câu hỏi') and level required; an AI-published one may lack category and level. */
export const validQuestionFields = (fields: Record<string, unknown>, { aiMade = false }: { aiMade?: boolean } = {}): QuestionFields => {
  const question = text(fields.question);
  if (!question) throw refuse('QUESTION_REQUIRED', M.questionRequired);
  if (question.length > QUESTION_LIMITS.question) throw refuse('QUESTION_TOO_LONG', M.questionTooLong);
  const category = text(fields.category);
  if (!category && !aiMade) throw refuse('CATEGORY_REQUIRED', M.categoryRequired);
  if (category.length > QUESTION_LIMITS.category) throw refuse('CATEGORY_TOO_LONG', M.categoryTooLong);
  const level = fields.level ?? null;
  if (level === null || level === '') {
    if (!aiMade) throw refuse('LEVEL_REQUIRED', M.levelRequired);
  } else if (!isLevel(level)) throw refuse('LEVEL_INVALID', M.levelInvalid);
  return { question, category: category || null, level: isLevel(level) ? level : null };
};

/** An answer as it is stored: html sanitised and then required (html that was only a script is no answer). */
export const validAnswerFields = (fields: Record<string, unknown>): AnswerFields => {
  const raw = typeof fields.html === 'string' ? fields.html : '';
  if (raw.length > QUESTION_LIMITS.html) throw refuse('HTML_TOO_LONG', M.htmlTooLong);
  const html = raw.trim() ? sanitizeAnswerHtml(raw).trim() : '';
  if (!html) throw refuse('HTML_REQUIRED', M.htmlRequired);
  const title = text(fields.title);
  if (title.length > QUESTION_LIMITS.title) throw refuse('TITLE_TOO_LONG', M.titleTooLong);
  const content = typeof fields.content === 'string' ? fields.content : '';
  if (content.length > QUESTION_LIMITS.content) throw refuse('CONTENT_TOO_LONG', M.contentTooLong);
  const level = fields.level ?? null;
  if (level !== null && level !== '' && !isLevel(level)) throw refuse('LEVEL_INVALID', M.levelInvalid);
  const audioUrl = text(fields.audioUrl) || null;
  if (audioUrl && !isSafeAnswerUrl(audioUrl)) throw refuse('AUDIO_URL_INVALID', M.audioUrlInvalid);
  const aiGenId = typeof fields.aiGenId === 'number' && Number.isSafeInteger(fields.aiGenId) && fields.aiGenId > 0 ? fields.aiGenId : null;
  const answer = { title, content, html, level: isLevel(level) ? level : null, show: fields.show === undefined ? true : fields.show !== false, aiGenId, audioUrl };
  if (utf8Bytes(JSON.stringify(answer)) > QUESTION_LIMITS.answerBytes) throw refuse('ANSWER_TOO_LARGE', M.answerTooLarge);
  return answer;
};
