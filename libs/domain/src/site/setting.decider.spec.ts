import { describe, it } from '@jest/globals';
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
        .when(createOwn('TEMPLATE_AI_SETTING', [{ key: 'k', userEmail: 'a@b.vn' }]))
        .then([{ type: 'SettingSaved', data: { settingId: 'p1', type: 'TEMPLATE_AI_SETTING', ownerId: 'u1', setting: [{ key: 'k', userEmail: 'a@b.vn' }] } }]);
    });
  });
});
