import { describe, expect, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import type { SettingType } from './rules/setting-types.js';
import type { SettingCommand } from './setting.commands.js';
import { settingDecider } from './setting.decider.js';
import type { SettingEvent } from './setting.events.js';

const given = specFor(settingDecider);
const saved = (setting: Record<string, unknown>): SettingEvent => ({
  type: 'SettingSaved',
  data: { settingId: 's1', type: 'GUIDELINE_SETTING', ownerId: null, setting },
});
const createOwn = (settingType: SettingType, setting: Record<string, unknown> | unknown[]): SettingCommand => ({
  type: 'CreateSetting',
  data: { settingId: 'p1', settingType, ownerId: 'u1', setting },
});

describe('setting', () => {
  describe('when never saved', () => {
    it('creates it with the whole payload', () =>
      given([])
        .when({ type: 'CreateSetting', data: { settingId: 's1', settingType: 'GUIDELINE_SETTING', ownerId: null, setting: { imageUrl: 'a.png' } } })
        .then([saved({ imageUrl: 'a.png' })]));
    it('refuses an update', () =>
      given([])
        .when({ type: 'UpdateSetting', data: { settingId: 's1', settingType: 'GUIDELINE_SETTING', ownerId: null, setting: {} } })
        .thenThrows('SETTING_NOT_FOUND'));
    it('refuses a payload that is not an object', () =>
      given([])
        .when({ type: 'CreateSetting', data: { settingId: 's1', settingType: 'GUIDELINE_SETTING', ownerId: null, setting: 'x' as never } })
        .thenThrows('INVALID_SETTING'));
  });
  describe('when saved', () => {
    it('refuses a second create', () =>
      given([saved({})])
        .when({ type: 'CreateSetting', data: { settingId: 's2', settingType: 'GUIDELINE_SETTING', ownerId: null, setting: {} } })
        .thenThrows('SETTING_EXISTS'));
    it('updates with the new whole payload', () =>
      given([saved({ markdownText: 'cũ' })])
        .when({ type: 'UpdateSetting', data: { settingId: 's1', settingType: 'GUIDELINE_SETTING', ownerId: null, setting: { markdownText: 'mới' } } })
        .then([saved({ markdownText: 'mới' })]));
    it('refuses an update naming another setting id', () =>
      given([saved({})])
        .when({ type: 'UpdateSetting', data: { settingId: 'other', settingType: 'GUIDELINE_SETTING', ownerId: null, setting: {} } })
        .thenThrows('SETTING_ID_MISMATCH'));
  });
  describe("a user's own value", () => {
    it('is kept for a type layered per user', () =>
      given([])
        .when(createOwn('header_background', { imageUrl: '/files/a.png' }))
        .then([{ type: 'SettingSaved', data: { settingId: 'p1', type: 'header_background', ownerId: 'u1', setting: { imageUrl: '/files/a.png' } } }]));
    it('is refused for a type that has one shared value only', () => {
      given([]).when(createOwn('ai_settings_for_user', { selectedModel: 'gpt-4.1' })).thenThrows('NOT_PERSONAL');
      given([]).when(createOwn('prompt_settings', { systemMessage: 'x' })).thenThrows('NOT_PERSONAL');
    });
    it('stays a list for a type whose own entries follow the shared ones', () => {
      given([]).when(createOwn('TEMPLATE_AI_SETTING', { key: 'k' })).thenThrows('INVALID_SETTING');
      given([])
        .when(createOwn('TEMPLATE_AI_SETTING', [{ key: 'k', label: 'Mẫu', template: 'Tóm tắt &&&', userEmail: 'a@b.vn' }]))
        .then([{ type: 'PromptTemplateAdded', data: { settingId: 'p1', ownerId: 'u1', key: 'k', template: { key: 'k', label: 'Mẫu', template: 'Tóm tắt &&&', userEmail: 'a@b.vn' } } }]);
      // Each entry is a template (the generic route is checked as the templates' own routes are).
      given([]).when(createOwn('TEMPLATE_AI_SETTING', [{ key: 'k', userEmail: 'a@b.vn' }])).thenThrows('TEMPLATE_FIELDS_REQUIRED');
    });
    it('is stored as one event per template changed when a whole template list is saved, never as the list', () => {
      const entry = (key: string, label = key) => ({ key, label, template: 'T &&&', userEmail: 'a@b.vn' });
      const ref = (key: string) => ({ settingId: 'p1', ownerId: 'u1', key });
      const before: SettingEvent[] = [
        { type: 'SettingSaved', data: { settingId: 'p1', type: 'TEMPLATE_AI_SETTING', ownerId: 'u1', setting: [entry('a'), entry('b'), entry('c')] } },
      ];
      given(before)
        .when({ type: 'UpdateSetting', data: { settingId: 'p1', settingType: 'TEMPLATE_AI_SETTING', ownerId: 'u1', setting: [entry('a'), entry('c', 'C mới'), entry('d')] } })
        .then([
          { type: 'PromptTemplateRemoved', data: ref('b') },
          { type: 'PromptTemplateChanged', data: { ...ref('c'), template: entry('c', 'C mới') } },
          { type: 'PromptTemplateAdded', data: { ...ref('d'), template: entry('d') } },
        ]);
      given(before).when({ type: 'UpdateSetting', data: { settingId: 'p1', settingType: 'TEMPLATE_AI_SETTING', ownerId: 'u1', setting: [entry('a'), entry('b'), entry('c')] } }).then([]);
    });
    it("keeps a whole template list within the templates' own caps: 50 templates of 8,000 characters", () => {
      const entries = (count: number) => Array.from({ length: count }, (_, i) => ({ key: `k${i}`, label: 'Mẫu', template: 'T' }));
      expect(settingDecider.decide(createOwn('TEMPLATE_AI_SETTING', entries(50)), settingDecider.initialState())).toHaveLength(50);
      given([]).when(createOwn('TEMPLATE_AI_SETTING', entries(51))).thenThrows('TEMPLATE_LIMIT_REACHED');
      given([]).when(createOwn('TEMPLATE_AI_SETTING', [{ key: 'k', label: 'Mẫu', template: 'x'.repeat(8_001) }])).thenThrows('TEMPLATE_TOO_LONG');
    });
    it("is at most 64 kB of JSON: 'Cài đặt cá nhân quá lớn: tối đa 64 kB.'", () => {
      const sized = (bytes: number) => ({ imageUrl: 'x'.repeat(bytes - JSON.stringify({ imageUrl: '' }).length) });
      expect(JSON.stringify(sized(65_536)).length).toBe(65_536);
      given([]).when(createOwn('header_background', sized(65_536))).then([{ type: 'SettingSaved', data: { settingId: 'p1', type: 'header_background', ownerId: 'u1', setting: sized(65_536) } }]);
      given([]).when(createOwn('header_background', sized(65_537))).thenThrows('PERSONAL_SETTING_TOO_LARGE');
      // Counted in bytes: 30,000 Vietnamese letters of 3 bytes each are over.
      given([]).when(createOwn('header_background', { imageUrl: 'ắ'.repeat(30_000) })).thenThrows('PERSONAL_SETTING_TOO_LARGE');
      expect(() => settingDecider.decide(createOwn('header_background', sized(65_537)), settingDecider.initialState())).toThrow('Cài đặt cá nhân quá lớn: tối đa 64 kB.');
      // The shared value an admin saves is not a personal write.
      given([]).when({ type: 'CreateSetting', data: { settingId: 's1', settingType: 'header_background', ownerId: null, setting: sized(65_537) } }).then([
        { type: 'SettingSaved', data: { settingId: 's1', type: 'header_background', ownerId: null, setting: sized(65_537) } },
      ]);
    });
    it('goes back to the default: the own value is dropped, and a later save starts a new one', () => {
      const own: SettingEvent = { type: 'SettingSaved', data: { settingId: 'p1', type: 'header_background', ownerId: 'u1', setting: { imageUrl: '/files/a.png' } } };
      const clear: SettingCommand = { type: 'ClearSetting', data: { settingType: 'header_background', ownerId: 'u1' } };
      given([own]).when(clear).then([{ type: 'SettingCleared', data: { settingId: 'p1', type: 'header_background', ownerId: 'u1' } }]);
      given([]).when(clear).then([]);
      const cleared: SettingEvent = { type: 'SettingCleared', data: { settingId: 'p1', type: 'header_background', ownerId: 'u1' } };
      given([own, cleared]).when(clear).then([]);
      given([own, cleared])
        .when(createOwn('header_background', { imageUrl: null }))
        .then([{ type: 'SettingSaved', data: { settingId: 'p1', type: 'header_background', ownerId: 'u1', setting: { imageUrl: null } } }]);
    });
    it('cannot clear a shared value or a type without own values', () => {
      given([saved({})]).when({ type: 'ClearSetting', data: { settingType: 'GUIDELINE_SETTING', ownerId: null } }).thenThrows('NOT_PERSONAL');
      given([]).when({ type: 'ClearSetting', data: { settingType: 'prompt_settings', ownerId: 'u1' } }).thenThrows('NOT_PERSONAL');
    });
  });
  describe('homepage content (issue 10 item 3)', () => {
    const homepage = (setting: Record<string, unknown>): SettingCommand => ({
      type: 'CreateSetting',
      data: { settingId: 'h1', settingType: 'homepage_content', ownerId: null, setting },
    });
    it('refuses a field the homepage cannot do without sent blank, naming each', () => {
      const blank = homepage({ hero: { tagline: '  ', brandLine: 'K9' }, faq: { title: '' }, finalCta: { pricing: { price: 5 } } });
      given([]).when(blank).thenThrows('HOMEPAGE_FIELDS_REQUIRED');
      expect(() => settingDecider.decide(blank, settingDecider.initialState())).toThrow(
        'Trang chủ không thể thiếu các nội dung sau, vui lòng nhập: Phần mở đầu › Khẩu hiệu, Câu hỏi thường gặp › Tiêu đề, Học phí › Giá.',
      );
    });
    it('accepts content that leaves fields out (the built-in text shows for them)', () =>
      given([])
        .when(homepage({ hero: { tagline: 'Mới' } }))
        .then([{ type: 'SettingSaved', data: { settingId: 'h1', type: 'homepage_content', ownerId: null, setting: { hero: { tagline: 'Mới' } } } }]));
  });
});
