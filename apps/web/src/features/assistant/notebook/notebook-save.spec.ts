import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SUMMARIZE_PROMPT } from '@k9/domain/thesis/rules/thesis-rules';
import { chatToSave, chatTranscript, initialNotebookForm, notebookFormProblem, notebookPlan, segmentToSave, type NotebookForm } from './notebook-save';

// 28/11/2026 20:30 UTC is already 29/11/2026 in Vietnam (UTC+7).
const LATE_EVENING = Date.UTC(2026, 10, 28, 20, 30);
const form = (change: Partial<NotebookForm> = {}): NotebookForm => ({ ...initialNotebookForm({ kind: 'message', content: 'Lãi suất giảm.' }, LATE_EVENING), ...change });

describe('the save-to-notebook modal (spec 2 §2.9, §4.11, §5.7)', () => {
  it("starts on a new daily notebook named after the Vietnamese day, an answer kept as said, a whole chat summarised", () => {
    expect(form()).toEqual({ target: 'new', name: 'Sổ ngày 29/11/2026', thesisId: null, mode: 'original', prompt: DEFAULT_SUMMARIZE_PROMPT, content: 'Lãi suất giảm.', summary: '' });
    expect(initialNotebookForm({ kind: 'chat', content: 'x' }, LATE_EVENING).mode).toBe('summarized');
  });

  it("refuses in the spec's order: the new notebook's name, the content, the notebook to add to", () => {
    expect(notebookFormProblem(form({ name: '  ', content: '' }))).toBe('Vui lòng nhập tên thesis');
    expect(notebookFormProblem(form({ content: ' \n' }))).toBe('Vui lòng nhập nội dung');
    expect(notebookFormProblem(form({ target: 'existing', name: '' }))).toBe('Vui lòng chọn thesis để thêm vào');
    expect(notebookFormProblem(form({ target: 'existing', thesisId: 'a1' }))).toBeNull();
    expect(notebookFormProblem(form())).toBeNull();
  });

  it("goes to today's notebook while the name is today's, to a new notebook of another name, or to the chosen one", () => {
    expect(notebookPlan(form({ name: ' Sổ ngày 29/11/2026 ' }), LATE_EVENING)).toEqual({ kind: 'daily' });
    expect(notebookPlan(form({ name: 'Ngân hàng ' }), LATE_EVENING)).toEqual({ kind: 'create', name: 'Ngân hàng' });
    expect(notebookPlan(form({ target: 'existing', thesisId: 't-7' }), LATE_EVENING)).toEqual({ kind: 'existing', id: 't-7' });
  });

  it('saves a summarised segment with what was summarised as its original, and the text itself when the summary failed', () => {
    const summarized = form({ mode: 'summarized', content: ' Toàn văn ', summary: ' Ngắn ' });
    expect(segmentToSave(summarized, 'Bản tóm tắt')).toEqual({ content: 'Bản tóm tắt', summary: 'Ngắn', mode: 'summarized', originalContent: 'Toàn văn' });
    expect(segmentToSave(summarized, null)).toEqual({ content: 'Toàn văn', summary: 'Ngắn', mode: 'original', originalContent: null });
    expect(segmentToSave(form(), 'ignored')).toEqual({ content: 'Lãi suất giảm.', summary: '', mode: 'original', originalContent: null });
  });

  it('saves a whole chat only with more than one message, as one text naming who said what', () => {
    const names = { user: 'Bạn', assistant: 'Trợ lý' };
    expect(chatToSave([{ role: 'user', content: 'Hỏi' }])).toBe(false);
    expect(chatToSave([{ role: 'user', content: 'Hỏi' }, { role: 'assistant', content: '  ' }])).toBe(false);
    const chat = [{ role: 'user' as const, content: 'Hỏi?' }, { role: 'assistant' as const, content: 'Đáp.\n' }];
    expect(chatToSave(chat)).toBe(true);
    expect(chatTranscript(chat, names)).toBe('**Bạn:**\n\nHỏi?\n\n---\n\n**Trợ lý:**\n\nĐáp.');
  });
});
