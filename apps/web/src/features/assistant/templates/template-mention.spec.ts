import { describe, expect, it } from '@jest/globals';
import { insertedAt, mentionAt, templateSuggestions, withoutMention } from './template-mention';

const templates = [{ label: 'Phân tích ngành' }, { label: 'Phân tích định giá' }, { label: 'Đánh giá rủi ro' }];

describe("the '@' suggestions (spec 2 §4.11)", () => {
  it("finds the '@' before the caret, at the start or after a space, with what was typed after it", () => {
    expect(mentionAt('@phân', 5)).toEqual({ start: 0, end: 5, query: 'phân' });
    expect(mentionAt('Hỏi @định giá', 13)).toEqual({ start: 4, end: 13, query: 'định giá' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, end: 1, query: '' });
    // An e-mail address, a new line after the '@', or the caret before it: nothing to suggest.
    expect(mentionAt('a@b.vn', 6)).toBeNull();
    expect(mentionAt('@phân\ntích', 10)).toBeNull();
    expect(mentionAt('Hỏi @phân', 3)).toBeNull();
  });

  it('suggests the templates whose label contains the typed text, ignoring case', () => {
    expect(templateSuggestions(templates, 'PHÂN TÍCH').map((each) => each.label)).toEqual(['Phân tích ngành', 'Phân tích định giá']);
    expect(templateSuggestions(templates, 'giá').map((each) => each.label)).toEqual(['Phân tích định giá', 'Đánh giá rủi ro']);
    expect(templateSuggestions(templates, '')).toHaveLength(3);
    expect(templateSuggestions(templates, 'không có')).toEqual([]);
  });

  it("takes the '@' and its text out, and puts the filled template where it was", () => {
    const draft = 'Xin chào @phân rồi';
    const mention = mentionAt(draft, 14)!;
    const rest = withoutMention(draft, mention);
    expect(rest).toBe('Xin chào  rồi');
    expect(insertedAt(rest, mention.start, 'Phân tích ngành thép')).toBe('Xin chào Phân tích ngành thép rồi');
    expect(insertedAt('abc', 99, 'd')).toBe('abcd');
  });
});
