import { describe, expect, it } from '@jest/globals';
import { PROMPT_TEMPLATE_MESSAGES as M } from '../prompt-template.messages.js';
import { validPromptTemplateList } from './prompt-templates.js';

describe('a whole TEMPLATE_AI_SETTING list from the generic settings route', () => {
  it('keeps each template checked as one is (label trimmed, empty advisor dropped) and its owner mark', () => {
    expect(
      validPromptTemplateList([
        { key: 'swot', label: '  SWOT  ', template: 'Phân tích SWOT của &&&', defaultAdvisor: '' },
        { key: 'rieng', label: 'Của tôi', template: 'Tóm tắt &&&', userEmail: 'lan@k9.test', extra: '<script>' },
      ]),
    ).toEqual([
      { key: 'swot', label: 'SWOT', template: 'Phân tích SWOT của &&&' },
      { key: 'rieng', label: 'Của tôi', template: 'Tóm tắt &&&', userEmail: 'lan@k9.test' },
    ]);
  });

  it.each([
    ['not a list', { key: 'a' }, M.listInvalid],
    ['an entry without a key', [{ label: 'A', template: 'B' }], M.listInvalid],
    ['an entry that is not an object', ['SWOT'], M.listInvalid],
    ['a template without its text', [{ key: 'a', label: 'A', template: '  ' }], M.required],
    ['a label over 200 characters', [{ key: 'a', label: 'x'.repeat(201), template: 'B' }], M.labelTooLong],
    ['two entries with one key', [{ key: 'a', label: 'A', template: 'B' }, { key: 'a', label: 'C', template: 'D' }], M.exists],
  ])('refuses %s with its message', (_, setting, message) => {
    expect(() => validPromptTemplateList(setting)).toThrow(message);
  });
});
