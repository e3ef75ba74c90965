import { describe, expect, it } from '@jest/globals';
import { filledTemplate, firstEmptyField, placeholderCount, previewOf, TEMPLATE_PREVIEW_CHARS } from './template-fill';

describe('the template fill-in (spec 2 §2.9, §5.8)', () => {
  it('asks one field per &&& and puts each value in its place, in order', () => {
    const template = 'So sánh &&& với &&& về ROE.';
    expect(placeholderCount(template)).toBe(2);
    expect(placeholderCount('Không có chỗ trống')).toBe(0);
    expect(filledTemplate(template, ['VCB', 'BID'])).toBe('So sánh VCB với BID về ROE.');
    expect(filledTemplate('&&&&&&', ['a', 'b'])).toBe('ab');
    // A value not given yet leaves its marker (the input then refuses to send it).
    expect(filledTemplate(template, ['VCB'])).toBe('So sánh VCB với &&& về ROE.');
  });

  it('names the first field left empty after trim', () => {
    expect(firstEmptyField(['VCB', '  '], 2)).toBe(1);
    expect(firstEmptyField(['VCB'], 2)).toBe(1);
    expect(firstEmptyField([' VCB ', 'BID'], 2)).toBe(-1);
  });

  it('previews 60 characters in the sidebar and 50 in the suggestions, with an ellipsis when longer', () => {
    const text = 'x'.repeat(70);
    expect(previewOf(text, TEMPLATE_PREVIEW_CHARS.sidebar)).toBe(`${'x'.repeat(60)}…`);
    expect(previewOf(text, TEMPLATE_PREVIEW_CHARS.suggestion)).toBe(`${'x'.repeat(50)}…`);
    expect(previewOf('ngắn', 50)).toBe('ngắn');
  });
});
