import { describe, expect, it } from '@jest/globals';
import { ASSISTANT_MESSAGES as M } from '@k9/domain/assistant/assistant.messages';
import { advisorsOf, pipelinesOf } from '@k9/domain/assistant/rules/advisors';
import { advisorEntriesOf, advisorEntry, newKey, pipelineEntriesOf, pipelineEntry, pipelineProblem, systemMessagePreview, withEntry, withoutEntry } from './advisor-settings';

describe('the advisor and pipeline settings modals (spec 2 §2.9, §3, §5.8)', () => {
  it('reads what admins saved (a list or { advisors }), keeping the fields it does not know', () => {
    const stored = { advisors: [{ key: 'cfo', name: 'Giám đốc tài chính', model: '{token}', systemMessage: 'Bạn là CFO.', avatar: 'a.png' }, { name: 'không khóa' }] };
    expect(advisorEntriesOf(stored)).toEqual([{ key: 'cfo', name: 'Giám đốc tài chính', model: '', systemMessage: 'Bạn là CFO.', enableWebsearch: false, description: '', avatar: 'a.png' }]);
    expect(advisorEntriesOf('hỏng')).toEqual([]);
  });

  it('previews 60 characters of the system message', () => {
    expect(systemMessagePreview('a'.repeat(61))).toBe(`${'a'.repeat(60)}…`);
    expect(systemMessagePreview('ngắn')).toBe('ngắn');
  });

  it('keys a new entry from its name, unique in the list; an edited one keeps its key and place', () => {
    expect(newKey('Phân tích Đầu tư', [])).toBe('phan-tich-dau-tu');
    expect(newKey('Phân tích Đầu tư', ['phan-tich-dau-tu', 'phan-tich-dau-tu-2'])).toBe('phan-tich-dau-tu-3');
    const list = advisorEntriesOf([{ key: 'a', name: 'A' }, { key: 'b', name: 'B' }]);
    const edited = advisorEntry({ name: 'A mới', systemMessage: 'x' }, list[0], ['a', 'b']);
    expect(withEntry(list, edited).map((each) => [each.key, each.name])).toEqual([['a', 'A mới'], ['b', 'B']]);
    const added = advisorEntry({ name: 'C', enableWebsearch: true }, null, ['a', 'b']);
    expect(withEntry(list, added).map((each) => each.key)).toEqual(['a', 'b', 'c']);
    expect(withoutEntry(list, 'a').map((each) => each.key)).toEqual(['b']);
  });

  it('saves advisors as the server reads them', () => {
    const saved = [advisorEntry({ name: 'Chuyên gia', model: 'gpt-4.1', systemMessage: 'Bạn là chuyên gia.', enableWebsearch: true, description: 'Mô tả' }, null, [])];
    expect(advisorsOf(JSON.parse(JSON.stringify(saved)))).toEqual([
      { key: 'chuyen-gia', name: 'Chuyên gia', description: 'Mô tả', isPipeline: false, enableWebsearch: true, steps: [{ id: 'main', name: 'Chuyên gia', model: 'gpt-4.1', systemMessage: 'Bạn là chuyên gia.', enableWebsearch: true }] },
    ]);
  });

  it("refuses a pipeline without a name or without a step, with the spec's messages", () => {
    expect(pipelineProblem({ name: '  ', steps: [{}] })).toBe(M.pipelineNameRequired);
    expect(pipelineProblem({ name: 'Hai bước', isPipeline: true, steps: [] })).toBe(M.pipelineStepRequired);
    expect(pipelineProblem({ name: 'Một advisor', isPipeline: false })).toBeNull();
    expect(pipelineProblem({ name: 'Hai bước', steps: [{ name: 'Bước 1' }] })).toBeNull();
  });

  it('saves a pipeline as the server reads it: its steps in order, each with its model, system message and web search', () => {
    const entry = pipelineEntry(
      { name: 'Hai bước', description: 'Phân tích rồi tóm tắt', steps: [{ name: 'Phân tích', model: 'gpt-4.1', systemMessage: 'Phân tích.', enableWebsearch: true }, { systemMessage: 'Tóm tắt.' }] },
      null,
      [],
    );
    const stored = JSON.parse(JSON.stringify([entry]));
    expect(pipelinesOf(stored)).toEqual([
      {
        key: 'hai-buoc',
        name: 'Hai bước',
        description: 'Phân tích rồi tóm tắt',
        isPipeline: true,
        enableWebsearch: true,
        steps: [
          { id: 'step-1', name: 'Phân tích', model: 'gpt-4.1', systemMessage: 'Phân tích.', enableWebsearch: true },
          { id: 'step-2', name: 'Bước 2', model: null, systemMessage: 'Tóm tắt.', enableWebsearch: false },
        ],
      },
    ]);
    // Read back into the modal, then saved unchanged: the same entry.
    const [read] = pipelineEntriesOf(stored);
    expect(pipelineEntry({ name: read.name, description: read.description, isPipeline: true, steps: read.steps }, read, ['hai-buoc'])).toEqual(read);
  });
});
