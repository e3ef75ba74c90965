import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/decider.js';
import { DEFAULT_EVENT_SIZE_LIMITS, eventBytes } from '../../shared/event-store.port.js';
import { contentDecider } from '../content.decider.js';
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from '../content.messages.js';
import type { ContentInput } from './content-fields.js';

/** A character UTF-8 writes in 3 bytes (the worst a single UTF-16 unit can weigh). */
const WIDE = 'ệ';
const metadata = { actorId: 'u-1', actorEmail: 'quan.tri.vien.co.dia.chi.dai@example.vn', correlationId: 'c'.repeat(36), causationId: 'c'.repeat(36), occurredAt: '2026-11-28T00:00:00.000Z' };
const create = (input: ContentInput) =>
  contentDecider.decide({ type: 'CreateContent', data: { contentId: 2_147_483_647, contentType: 'news', input: { title: 'Bài', ...input }, origin: { kind: 'form' } } }, contentDecider.initialState());
const refusal = (input: ContentInput) => {
  try {
    create(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return { code: (error as DomainError).code, message: (error as DomainError).message };
  }
  throw new Error('was not refused');
};

describe('content record limits fit the event store cap (EVENT_MAX_BYTES 256 kB)', () => {
  it('gives each long text a limit whose worst-case UTF-8 size fits the record budget, and the budget fits the cap with room for the event', () => {
    for (const limit of [L.detail, L.audioText, L.customVoiceText, L.diagramHtml]) expect(limit * 3).toBeLessThanOrEqual(L.recordBytes);
    expect(L.recordBytes + 16 * 1024).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
  });

  it.each([
    ['detail', (n: number) => ({ detail: WIDE.repeat(n) }), L.detail, 'DETAIL_TOO_LONG', M.detailTooLong],
    ['audio text', (n: number) => ({ audioText: WIDE.repeat(n) }), L.audioText, 'AUDIO_TEXT_TOO_LONG', M.audioTextTooLong],
    ['diagram code', (n: number) => ({ diagramHtmlCode: [WIDE.repeat(n)] }), L.diagramHtml, 'DIAGRAM_CODE_TOO_LONG', M.diagramCodeTooLong],
  ] as const)('takes the longest %s of 3-byte characters in an event under the cap, and refuses one character more with its own message', (_, input, limit, code, message) => {
    const [event] = create(input(limit));
    expect(eventBytes({ ...event, metadata })).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
    expect(refusal(input(limit + 1))).toEqual({ code, message });
  });

  it('refuses a record whose fields are each within their limits but together pass the record budget', () => {
    expect(refusal({ detail: WIDE.repeat(L.detail), audioText: WIDE.repeat(L.audioText) })).toEqual({ code: 'RECORD_TOO_LARGE', message: M.recordTooLarge });
    expect(M.recordTooLarge).toBe('Tổng nội dung của bản ghi không được quá 240 kB, vui lòng rút gọn nội dung chi tiết, nội dung audio, mã diagram hoặc quiz!');
  });
});
