import { describe, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { settingDecider } from './setting.decider.js';
import type { SettingEvent } from './setting.events.js';

const given = specFor(settingDecider);
const saved = (setting: Record<string, unknown>): SettingEvent => ({
  type: 'SettingSaved',
  data: { settingId: 's1', type: 'GUIDELINE_SETTING', ownerId: null, setting },
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
});
