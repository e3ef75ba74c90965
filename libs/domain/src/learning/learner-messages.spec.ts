import { describe, expect, it } from '@jest/globals';
import { LEARNER_CASE_MESSAGES } from './cases/learner-cases.messages.js';
import { LEARNER_MARK_MESSAGES } from './marks/learner-marks.messages.js';
import { QUIZ_MESSAGES } from './quiz/quiz.messages.js';

/** Every text of a catalogue, its functions called with sample values. */
const textsOf = (catalogue: Record<string, unknown>): Array<[string, string]> =>
  Object.entries(catalogue).map(([key, value]) => [key, typeof value === 'function' ? String((value as (...args: unknown[]) => unknown)(1, 'A')) : String(value)]);

/** What a learner must not be told (issue 24 §3): routes, HTTP words, headers, field names and raw values. */
const INTERNALS = /\/api\/|\b(GET|POST|PUT|DELETE|If-Match|true|false|null|complete|completed|incomplete|lastWeek|ceo|manager|consultant|analyst|specialist|casual|advanced|expert|mcq|essay|info|questions|bookmarked|requestId|Idempotency-Key|user_id|show)\b|bookmarks_|read_items_/;

describe("the learning area's messages say what to do, not how the server works (issue 24 §3)", () => {
  it.each([
    ['quiz', QUIZ_MESSAGES],
    ['case builder', LEARNER_CASE_MESSAGES],
    ['marks', LEARNER_MARK_MESSAGES],
  ] as const)('%s: no route, HTTP word, header, field name or raw value', (_name, catalogue) => {
    expect(textsOf(catalogue).filter(([, text]) => INTERNALS.test(text))).toEqual([]);
  });
});
