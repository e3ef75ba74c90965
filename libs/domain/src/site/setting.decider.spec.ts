import { describe, expect, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { SettingCatalogue } from './rules/setting-catalogue.js';
import type { SettingType } from './rules/setting-types.js';
import type { SettingCommand } from './setting.commands.js';
import { settingDeciderOf } from './setting.decider.js';
import type { SettingEvent } from './setting.events.js';
import { SITE_SETTINGS } from './site.settings.js';

/** The site's own types, and one shared-only type as another context would declare it. */
const settingDecider = settingDeciderOf(new SettingCatalogue([...SITE_SETTINGS, { type: 'SHARED_ONLY', policy: { read: 'admin', write: 'admin' } }]));
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
      given([]).when(createOwn('SHARED_ONLY', { selectedModel: 'gpt-4.1' })).thenThrows('NOT_PERSONAL');
      given([]).when(createOwn('GUIDELINE_SETTING', { markdownText: 'x' })).thenThrows('NOT_PERSONAL');
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
      given([]).when({ type: 'ClearSetting', data: { settingType: 'SHARED_ONLY', ownerId: 'u1' } }).thenThrows('NOT_PERSONAL');
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
