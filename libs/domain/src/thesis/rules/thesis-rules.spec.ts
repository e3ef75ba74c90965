import { describe, expect, it } from '@jest/globals';
import { THESIS_MESSAGES as M } from '../thesis.messages.js';
import { validThesisSetting } from '../thesis.settings.js';
import { dailyNotebookName, defaultThesisSummary, readListChat } from './thesis-rules.js';

describe('thesis rules', () => {
  it('names the daily notebook by the Vietnamese calendar day', () => {
    expect(dailyNotebookName(Date.parse('2026-11-28T16:59:59Z'))).toBe('Sổ ngày 28/11/2026');
    expect(dailyNotebookName(Date.parse('2026-11-28T17:00:00Z'))).toBe('Sổ ngày 29/11/2026');
    expect(dailyNotebookName(Date.parse('2026-12-31T18:30:00Z'))).toBe('Sổ ngày 01/01/2027');
  });

  it('cuts the default summary at 100 characters plus an ellipsis', () => {
    expect(defaultThesisSummary('Ngắn')).toBe('Ngắn');
    expect(defaultThesisSummary('ệ'.repeat(100))).toBe('ệ'.repeat(100));
    expect(defaultThesisSummary('ệ'.repeat(101))).toBe(`${'ệ'.repeat(100)}…`);
  });

  it('reads a list_chat in its order, ignoring the entries’ order field, with default summaries', () => {
    expect(readListChat([{ id: 'b', order: 2, content: 'Hai' }, { order: 1, content: 'Một', summary: 'M', mode: 'summarized', originalContent: 'Gốc' }])).toEqual({
      segments: [
        { id: 'b', content: 'Hai', summary: 'Hai', mode: 'original', originalContent: null },
        { id: undefined, content: 'Một', summary: 'M', mode: 'summarized', originalContent: 'Gốc' },
      ],
    });
  });

  it('refuses a bad list_chat with Vietnamese messages', () => {
    expect(readListChat('x')).toEqual({ problem: M.listChatInvalid });
    expect(readListChat([{ content: '' }])).toEqual({ problem: 'Vui lòng nhập nội dung' });
    expect(readListChat([{}])).toEqual({ problem: 'Vui lòng nhập nội dung' });
    expect(readListChat([{ content: 'a', mode: 'other' }])).toEqual({ problem: M.modeInvalid });
    expect(readListChat([{ id: 'a', content: 'a' }, { id: 'a', content: 'b' }])).toEqual({ problem: M.segmentIdDuplicate });
    expect(readListChat([{ id: '../x', content: 'a' }])).toEqual({ problem: M.segmentIdInvalid });
    expect(readListChat(Array.from({ length: 201 }, () => ({ content: 'a' })))).toEqual({ problem: M.tooManySegments });
  });

  it('keeps the summary model setting a short model name', () => {
    expect(validThesisSetting({ summaryModel: ' gpt-4o-mini ' })).toEqual({ summaryModel: 'gpt-4o-mini' });
    expect(validThesisSetting({})).toEqual({});
    expect(() => validThesisSetting({ summaryModel: 5 })).toThrow(M.summaryModelInvalid);
  });
});
