import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/decider.js';
import { DEFAULT_EVENT_SIZE_LIMITS } from '../../shared/event-store.port.js';
import { QUESTION_MESSAGES as M } from './question.messages.js';
import { QUESTION_LIMITS as L, validAnswerFields } from './question.rules.js';
import { MAX_GENERATION_ANSWER_CHARS } from '../generation/rules/generation-settings.js';

/** UTF-8 writes it in 3 bytes. */
const WIDE = 'ệ';
const refusal = (fields: Record<string, unknown>) => {
  try {
    validAnswerFields(fields);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return { code: (error as DomainError).code, message: (error as DomainError).message };
  }
  throw new Error('was not refused');
};

describe('answer limits fit the event store cap (EVENT_MAX_BYTES 256 kB)', () => {
  it('gives html, content and a generated answer limits whose worst-case UTF-8 size fits the answer budget, and the budget the cap', () => {
    for (const limit of [L.html, L.content, MAX_GENERATION_ANSWER_CHARS]) expect(limit * 3).toBeLessThanOrEqual(L.answerBytes);
    expect(L.answerBytes + 16 * 1024).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
  });

  it('refuses one character more than each limit with its message', () => {
    expect(refusal({ html: `<p>${'x'.repeat(L.html)}</p>` })).toEqual({ code: 'HTML_TOO_LONG', message: M.htmlTooLong });
    expect(refusal({ html: '<p>x</p>', content: 'x'.repeat(L.content + 1) })).toEqual({ code: 'CONTENT_TOO_LONG', message: M.contentTooLong });
  });

  it('refuses an answer whose html and content fit their own limits but not one event together, with the answer message', () => {
    const html = `<p>${WIDE.repeat(L.html - 7)}</p>`;
    expect(validAnswerFields({ html, content: '' }).html).toBe(html);
    expect(refusal({ html, content: WIDE.repeat(L.content) })).toEqual({ code: 'ANSWER_TOO_LARGE', message: M.answerTooLarge });
  });
});
