import { describe, expect, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import type { SettingEvent } from '../site/setting.events.js';
import type { PromptTemplateCommand } from './prompt-template.commands.js';
import { promptTemplateDecider, promptTemplateStreamId } from './prompt-template.decider.js';
import {
  advisorOptionsOf,
  DEFAULT_PROMPT_TEMPLATES,
  fillPromptTemplate,
  promptTemplatePreview,
  visiblePromptTemplates,
} from './rules/prompt-templates.js';

const given = specFor(promptTemplateDecider);
const own = { settingId: 's-own', ownerId: 'u1', owner: 'lan@k9.vn' };
const shared = { settingId: 's-shared', ownerId: null, owner: null };
const savedList = (ref: typeof own | typeof shared, setting: unknown[], settingId = ref.settingId): SettingEvent => ({
  type: 'SettingSaved',
  data: { settingId, type: 'TEMPLATE_AI_SETTING', ownerId: ref.ownerId, setting },
});
const mine = { key: 'k1', label: 'Của tôi', template: 'Giải thích &&&', userEmail: 'lan@k9.vn' };
const add = (ref: typeof own | typeof shared, key: string, fields: Record<string, unknown>): PromptTemplateCommand => ({ type: 'AddPromptTemplate', data: { ...ref, key, fields } });

describe('Prompt templates (TEMPLATE_AI_SETTING)', () => {
  it('live in the setting streams: one shared, one per owner', () => {
    expect(promptTemplateStreamId(null)).toBe('setting-TEMPLATE_AI_SETTING');
    expect(promptTemplateStreamId('u1')).toBe('setting-TEMPLATE_AI_SETTING-u1');
  });

  describe("a user's own list", () => {
    it('starts with their first template, marked as theirs', () =>
      given([]).when(add(own, 'k1', { label: ' Của tôi ', template: 'Giải thích &&&', userEmail: 'ke@khac.vn' })).then([savedList(own, [mine])]));
    it('adds after what is there, keeping the list id', () =>
      given([savedList(own, [mine], 'first-id')])
        .when(add(own, 'k2', { label: 'Hai', template: 'T2', defaultAdvisor: 'Analyst' }))
        .then([savedList(own, [mine, { key: 'k2', label: 'Hai', template: 'T2', defaultAdvisor: 'Analyst', userEmail: 'lan@k9.vn' }], 'first-id')]));
    it("requires label and template: 'Vui lòng điền đầy đủ thông tin!'", () => {
      given([]).when(add(own, 'k1', { label: 'x', template: '  ' })).thenThrows('TEMPLATE_FIELDS_REQUIRED');
      given([]).when(add(own, 'k1', { label: '', template: 'x' })).thenThrows('TEMPLATE_FIELDS_REQUIRED');
      expect(() => promptTemplateDecider.decide(add(own, 'k1', {}), { status: 'empty' })).toThrow('Vui lòng điền đầy đủ thông tin!');
      given([]).when(add(own, 'k1', { label: 'x'.repeat(201), template: 'x' })).thenThrows('TEMPLATE_LABEL_TOO_LONG');
      given([]).when(add(own, 'k1', { label: 'x', template: 'x'.repeat(20_001) })).thenThrows('TEMPLATE_TOO_LONG');
      given([]).when(add(own, 'k1', { label: 'x', template: 'x', defaultAdvisor: 5 })).thenThrows('TEMPLATE_ADVISOR_INVALID');
    });
    it('refuses a key it already holds', () => given([savedList(own, [mine])]).when(add(own, 'k1', { label: 'a', template: 'b' })).thenThrows('TEMPLATE_EXISTS'));
    it('edits one template, keeping the others and what was not sent', () => {
      const other = { key: 'k2', label: 'Hai', template: 'T2', userEmail: 'lan@k9.vn' };
      given([savedList(own, [{ ...mine, defaultAdvisor: 'Analyst' }, other])])
        .when({ type: 'EditPromptTemplate', data: { ...own, key: 'k1', fields: { template: 'Phân biệt &&&' } } })
        .then([savedList(own, [{ ...mine, template: 'Phân biệt &&&', defaultAdvisor: 'Analyst' }, other])]);
      given([savedList(own, [{ ...mine, defaultAdvisor: 'Analyst' }])])
        .when({ type: 'EditPromptTemplate', data: { ...own, key: 'k1', fields: { defaultAdvisor: '' } } })
        .then([savedList(own, [mine])]);
    });
    it('records nothing when the edit changes nothing', () =>
      given([savedList(own, [mine])]).when({ type: 'EditPromptTemplate', data: { ...own, key: 'k1', fields: { label: 'Của tôi' } } }).then([]));
    it('deletes one template', () =>
      given([savedList(own, [mine, { ...mine, key: 'k2' }])]).when({ type: 'DeletePromptTemplate', data: { ...own, key: 'k1' } }).then([savedList(own, [{ ...mine, key: 'k2' }])]));
    it('answers 404 for a key it does not hold', () => {
      given([savedList(own, [mine])]).when({ type: 'EditPromptTemplate', data: { ...own, key: 'nope', fields: { label: 'x' } } }).thenThrows('TEMPLATE_NOT_FOUND');
      given([]).when({ type: 'DeletePromptTemplate', data: { ...own, key: 'k1' } }).thenThrows('TEMPLATE_NOT_FOUND');
    });
    it('cannot restore the shared defaults', () => given([]).when({ type: 'RestoreDefaultPromptTemplates', data: own }).thenThrows('SHARED_ADMIN_ONLY'));
  });

  describe('the shared list', () => {
    it('is the built-in templates until first saved, and stores templates without a userEmail', () => {
      given([]).when(add(shared, 'k', { label: 'Chung', template: 'T' })).then([savedList(shared, [...DEFAULT_PROMPT_TEMPLATES, { key: 'k', label: 'Chung', template: 'T' }])]);
      given([savedList(shared, [])]).when(add(shared, 'k', { label: 'Chung', template: 'T' })).then([savedList(shared, [{ key: 'k', label: 'Chung', template: 'T' }])]);
      given([]).when({ type: 'DeletePromptTemplate', data: { ...shared, key: 'phan-tich-nganh' } }).then([savedList(shared, DEFAULT_PROMPT_TEMPLATES.filter((entry) => entry.key !== 'phan-tich-nganh'))]);
    });
    it("restores spec 1's and spec 2's defaults, resetting changed ones and keeping the admins' own", () => {
      const changed = { ...DEFAULT_PROMPT_TEMPLATES[0], template: 'Đã sửa' };
      const extra = { key: 'x', label: 'Thêm', template: 'T' };
      given([savedList(shared, [changed, extra])])
        .when({ type: 'RestoreDefaultPromptTemplates', data: shared })
        .then([savedList(shared, [...DEFAULT_PROMPT_TEMPLATES.slice(1), DEFAULT_PROMPT_TEMPLATES[0], extra])]);
      given([savedList(shared, [...DEFAULT_PROMPT_TEMPLATES])]).when({ type: 'RestoreDefaultPromptTemplates', data: shared }).then([]);
    });
  });

  describe('rules', () => {
    it("defaults: 'Giải thích khái niệm' explaining and distinguishing a concept, and spec 2's five, each with &&&", () => {
      expect(DEFAULT_PROMPT_TEMPLATES.map((entry) => entry.label)).toEqual([
        'Giải thích khái niệm',
        'Tóm tắt tin tức cổ phiếu',
        'Phân tích ngành',
        'So sánh chỉ số tài chính',
        'Phân tích định giá',
        'Đánh giá rủi ro',
      ]);
      expect(DEFAULT_PROMPT_TEMPLATES.every((entry) => entry.template.includes('&&&') && !entry.userEmail)).toBe(true);
      expect(DEFAULT_PROMPT_TEMPLATES[0].template).toMatch(/giải thích.*phân biệt/i);
    });
    it('shows shared templates not marked for others, then the own ones', () => {
      const sharedList = [{ key: 's', label: 'Chung', template: 'T' }, { key: 'm', label: 'Riêng B', template: 'T', userEmail: 'b@k9.vn' }, { bad: true }];
      expect(visiblePromptTemplates(sharedList, [mine], 'lan@k9.vn', false)).toEqual([
        { key: 's', label: 'Chung', template: 'T', type: 'shared' },
        { ...mine, type: 'personal' },
      ]);
      expect(visiblePromptTemplates(sharedList, null, 'admin@k9.vn', true).map((entry) => entry.key)).toEqual(['s', 'm']);
      expect(visiblePromptTemplates(null, null, 'lan@k9.vn', false)).toEqual(DEFAULT_PROMPT_TEMPLATES.map((entry) => ({ ...entry, type: 'shared' })));
    });
    it("offers ADVISOR_SETTING's advisors, else 'Chọn Advisor' / 'Analyst'", () => {
      expect(advisorOptionsOf(null)).toEqual([{ key: 'Chọn Advisor', name: 'Analyst' }]);
      expect(advisorOptionsOf([{ key: 'cfo', name: 'CFO', systemMessage: 'bí mật' }, { name: 'no key' }])).toEqual([{ key: 'cfo', name: 'CFO' }]);
    });
    it('previews the first 80 characters and fills the marker', () => {
      expect(promptTemplatePreview('a'.repeat(80))).toBe('a'.repeat(80));
      expect(promptTemplatePreview('a'.repeat(81))).toBe(`${'a'.repeat(80)}…`);
      expect(fillPromptTemplate('Giải thích &&& và &&&', 'ROE')).toBe('Giải thích ROE và ROE');
    });
  });
});
