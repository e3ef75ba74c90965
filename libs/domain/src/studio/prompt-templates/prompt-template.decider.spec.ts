import { describe, expect, it } from '@jest/globals';
import { fold } from '../../shared/decider.js';
import { specFor } from '../../shared/decider.testing.js';
import type { SettingEvent } from '../../site/setting.events.js';
import type { PromptTemplateCommand } from './prompt-template.commands.js';
import { promptTemplateDecider, promptTemplateStreamId } from './prompt-template.decider.js';
import {
  advisorOptionsOf,
  DEFAULT_PROMPT_TEMPLATES,
  fillPromptTemplate,
  promptTemplatePreview,
  type PromptTemplate,
  visiblePromptTemplates,
} from './rules/prompt-templates.js';

const given = specFor(promptTemplateDecider);
type Ref = { settingId: string; ownerId: string | null; owner: string | null };
const own: Ref = { settingId: 's-own', ownerId: 'u1', owner: 'lan@k9.vn' };
const shared: Ref = { settingId: 's-shared', ownerId: null, owner: null };
/** A list stored whole, as every save did before templates were stored one by one (such streams are still read). */
const savedList = (ref: Ref, setting: unknown[], settingId = ref.settingId): SettingEvent => ({
  type: 'SettingSaved',
  data: { settingId, type: 'TEMPLATE_AI_SETTING', ownerId: ref.ownerId, setting },
});
const added = (ref: Ref, template: PromptTemplate, settingId = ref.settingId): SettingEvent => ({ type: 'PromptTemplateAdded', data: { settingId, ownerId: ref.ownerId, key: template.key, template } });
const changed = (ref: Ref, template: PromptTemplate, settingId = ref.settingId): SettingEvent => ({ type: 'PromptTemplateChanged', data: { settingId, ownerId: ref.ownerId, key: template.key, template } });
const removed = (ref: Ref, key: string, settingId = ref.settingId): SettingEvent => ({ type: 'PromptTemplateRemoved', data: { settingId, ownerId: ref.ownerId, key } });
const mine = { key: 'k1', label: 'Của tôi', template: 'Giải thích &&&', userEmail: 'lan@k9.vn' };
const add = (ref: Ref, key: string, fields: Record<string, unknown>): PromptTemplateCommand => ({ type: 'AddPromptTemplate', data: { ...ref, key, fields } });
const listAfter = (events: SettingEvent[]) => {
  const state = fold(promptTemplateDecider, events);
  return state.status === 'saved' ? state.setting : null;
};

describe('Prompt templates (TEMPLATE_AI_SETTING)', () => {
  it('live in the setting streams: one shared, one per owner', () => {
    expect(promptTemplateStreamId(null)).toBe('setting-TEMPLATE_AI_SETTING');
    expect(promptTemplateStreamId('u1')).toBe('setting-TEMPLATE_AI_SETTING-u1');
  });

  describe("a user's own list", () => {
    it('starts with their first template, marked as theirs: one event naming it, not the list', () =>
      given([]).when(add(own, 'k1', { label: ' Của tôi ', template: 'Giải thích &&&', userEmail: 'ke@khac.vn' })).then([added(own, mine)]));
    it('adds after what is there, keeping the list id', () =>
      given([added(own, mine, 'first-id')])
        .when(add(own, 'k2', { label: 'Hai', template: 'T2', defaultAdvisor: 'Analyst' }))
        .then([added(own, { key: 'k2', label: 'Hai', template: 'T2', defaultAdvisor: 'Analyst', userEmail: 'lan@k9.vn' }, 'first-id')]));
    it("requires label and template: 'Vui lòng điền đầy đủ thông tin!'", () => {
      given([]).when(add(own, 'k1', { label: 'x', template: '  ' })).thenThrows('TEMPLATE_FIELDS_REQUIRED');
      given([]).when(add(own, 'k1', { label: '', template: 'x' })).thenThrows('TEMPLATE_FIELDS_REQUIRED');
      expect(() => promptTemplateDecider.decide(add(own, 'k1', {}), { status: 'empty' })).toThrow('Vui lòng điền đầy đủ thông tin!');
      given([]).when(add(own, 'k1', { label: 'x'.repeat(201), template: 'x' })).thenThrows('TEMPLATE_LABEL_TOO_LONG');
      given([]).when(add(own, 'k1', { label: 'x', template: 'x', defaultAdvisor: 5 })).thenThrows('TEMPLATE_ADVISOR_INVALID');
    });
    it("keeps a template's text to 8,000 characters: 'Nội dung mẫu prompt tối đa 8.000 ký tự.'", () => {
      given([]).when(add(own, 'k1', { label: 'x', template: 'ắ'.repeat(8_000) })).then([added(own, { key: 'k1', label: 'x', template: 'ắ'.repeat(8_000), userEmail: 'lan@k9.vn' })]);
      given([]).when(add(own, 'k1', { label: 'x', template: 'x'.repeat(8_001) })).thenThrows('TEMPLATE_TOO_LONG');
      given([added(own, mine)]).when({ type: 'EditPromptTemplate', data: { ...own, key: 'k1', fields: { template: 'x'.repeat(8_001) } } }).thenThrows('TEMPLATE_TOO_LONG');
      expect(() => promptTemplateDecider.decide(add(own, 'k1', { label: 'x', template: 'x'.repeat(8_001) }), { status: 'empty' })).toThrow('Nội dung mẫu prompt tối đa 8.000 ký tự.');
    });
    it("holds at most 50 templates: 'Bạn chỉ có thể lưu tối đa 50 mẫu prompt cá nhân.'", () => {
      const fifty = Array.from({ length: 50 }, (_, i) => added(own, { ...mine, key: `k${i}` }));
      given(fifty.slice(0, 49)).when(add(own, 'k49b', { label: 'a', template: 'b' })).then([added(own, { key: 'k49b', label: 'a', template: 'b', userEmail: 'lan@k9.vn' })]);
      given(fifty).when(add(own, 'k50', { label: 'a', template: 'b' })).thenThrows('TEMPLATE_LIMIT_REACHED');
      expect(() => promptTemplateDecider.decide(add(own, 'k50', { label: 'a', template: 'b' }), fold(promptTemplateDecider, fifty))).toThrow('Bạn chỉ có thể lưu tối đa 50 mẫu prompt cá nhân.');
      // Removing one makes room again; editing one of the fifty is allowed.
      given([...fifty, removed(own, 'k3')]).when(add(own, 'k50', { label: 'a', template: 'b' })).then([added(own, { key: 'k50', label: 'a', template: 'b', userEmail: 'lan@k9.vn' })]);
      given(fifty).when({ type: 'EditPromptTemplate', data: { ...own, key: 'k7', fields: { label: 'Mới' } } }).then([changed(own, { ...mine, key: 'k7', label: 'Mới' })]);
    });
    it('refuses a key it already holds', () => given([added(own, mine)]).when(add(own, 'k1', { label: 'a', template: 'b' })).thenThrows('TEMPLATE_EXISTS'));
    it('edits one template: one event with that template only, keeping what was not sent', () => {
      const other = { key: 'k2', label: 'Hai', template: 'T2', userEmail: 'lan@k9.vn' };
      given([added(own, { ...mine, defaultAdvisor: 'Analyst' }), added(own, other)])
        .when({ type: 'EditPromptTemplate', data: { ...own, key: 'k1', fields: { template: 'Phân biệt &&&' } } })
        .then([changed(own, { ...mine, template: 'Phân biệt &&&', defaultAdvisor: 'Analyst' })]);
      given([added(own, { ...mine, defaultAdvisor: 'Analyst' })])
        .when({ type: 'EditPromptTemplate', data: { ...own, key: 'k1', fields: { defaultAdvisor: '' } } })
        .then([changed(own, mine)]);
    });
    it('records nothing when the edit changes nothing', () =>
      given([added(own, mine)]).when({ type: 'EditPromptTemplate', data: { ...own, key: 'k1', fields: { label: 'Của tôi' } } }).then([]));
    it('deletes one template', () => given([added(own, mine), added(own, { ...mine, key: 'k2' })]).when({ type: 'DeletePromptTemplate', data: { ...own, key: 'k1' } }).then([removed(own, 'k1')]));
    it('answers 404 for a key it does not hold', () => {
      given([added(own, mine)]).when({ type: 'EditPromptTemplate', data: { ...own, key: 'nope', fields: { label: 'x' } } }).thenThrows('TEMPLATE_NOT_FOUND');
      given([]).when({ type: 'DeletePromptTemplate', data: { ...own, key: 'k1' } }).thenThrows('TEMPLATE_NOT_FOUND');
      given([added(own, mine), removed(own, 'k1')]).when({ type: 'DeletePromptTemplate', data: { ...own, key: 'k1' } }).thenThrows('TEMPLATE_NOT_FOUND');
    });
    it('cannot restore the shared defaults', () => given([]).when({ type: 'RestoreDefaultPromptTemplates', data: own }).thenThrows('SHARED_ADMIN_ONLY'));
  });

  describe('a list stored whole before (its old SettingSaved events are never rewritten)', () => {
    const legacy = [savedList(own, [mine, { ...mine, key: 'k2', label: 'Hai' }], 'old-id')];
    it('is read as it was, and then changed one template at a time under its id', () => {
      given(legacy).when({ type: 'EditPromptTemplate', data: { ...own, key: 'k2', fields: { label: 'Hai mới' } } }).then([changed(own, { ...mine, key: 'k2', label: 'Hai mới' }, 'old-id')]);
      given(legacy).when(add(own, 'k3', { label: 'Ba', template: 'T' })).then([added(own, { key: 'k3', label: 'Ba', template: 'T', userEmail: 'lan@k9.vn' }, 'old-id')]);
      expect(listAfter([...legacy, removed(own, 'k1', 'old-id'), added(own, { ...mine, key: 'k3' }, 'old-id'), changed(own, { ...mine, key: 'k2', label: 'Hai mới' }, 'old-id')])).toEqual([
        { ...mine, key: 'k2', label: 'Hai mới' },
        { ...mine, key: 'k3' },
      ]);
    });
    it('keeps counting its templates: a legacy list of 50 takes no 51st', () =>
      given([savedList(own, Array.from({ length: 50 }, (_, i) => ({ ...mine, key: `k${i}` })))]).when(add(own, 'k50', { label: 'a', template: 'b' })).thenThrows('TEMPLATE_LIMIT_REACHED'));
  });

  describe('the shared list', () => {
    it('is the built-in templates until first saved; its first change writes them first, one event each', () => {
      const builtIns = DEFAULT_PROMPT_TEMPLATES.map((entry) => added(shared, { ...entry }));
      given([]).when(add(shared, 'k', { label: 'Chung', template: 'T' })).then([...builtIns, added(shared, { key: 'k', label: 'Chung', template: 'T' })]);
      given([savedList(shared, [])]).when(add(shared, 'k', { label: 'Chung', template: 'T' })).then([added(shared, { key: 'k', label: 'Chung', template: 'T' })]);
      given([]).when({ type: 'DeletePromptTemplate', data: { ...shared, key: 'phan-tich-nganh' } }).then([...builtIns, removed(shared, 'phan-tich-nganh')]);
      expect(listAfter([...builtIns, removed(shared, 'phan-tich-nganh')])).toEqual(DEFAULT_PROMPT_TEMPLATES.filter((entry) => entry.key !== 'phan-tich-nganh'));
    });
    it('keeps no count: the admins write it', () => {
      const many = Array.from({ length: 60 }, (_, i) => added(shared, { key: `s${i}`, label: 'C', template: 'T' }));
      given(many).when(add(shared, 'k', { label: 'Chung', template: 'T' })).then([added(shared, { key: 'k', label: 'Chung', template: 'T' })]);
    });
    it('keeps the userEmail that marks a shared template for one user when an admin edits it', () =>
      given([added(shared, { key: 'm', label: 'Riêng B', template: 'T', userEmail: 'b@k9.vn' })])
        .when({ type: 'EditPromptTemplate', data: { ...shared, key: 'm', fields: { label: 'Vẫn riêng B' } } })
        .then([changed(shared, { key: 'm', label: 'Vẫn riêng B', template: 'T', userEmail: 'b@k9.vn' })]));
    it("restores spec 1's and spec 2's defaults, resetting changed ones and keeping the admins' own", () => {
      const changedDefault = { ...DEFAULT_PROMPT_TEMPLATES[0], template: 'Đã sửa' };
      const extra = { key: 'x', label: 'Thêm', template: 'T' };
      given([savedList(shared, [changedDefault, extra])])
        .when({ type: 'RestoreDefaultPromptTemplates', data: shared })
        .then([changed(shared, { ...DEFAULT_PROMPT_TEMPLATES[0] }), ...DEFAULT_PROMPT_TEMPLATES.slice(1).map((entry) => added(shared, { ...entry }))]);
      given([savedList(shared, [...DEFAULT_PROMPT_TEMPLATES])]).when({ type: 'RestoreDefaultPromptTemplates', data: shared }).then([]);
      given([]).when({ type: 'RestoreDefaultPromptTemplates', data: shared }).then([]);
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
