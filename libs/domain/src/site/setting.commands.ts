import type { SettingType } from './rules/setting-types.js';
import type { SettingPayload } from './setting.events.js';

export type CreateSetting = {
  type: 'CreateSetting';
  data: { settingId: string; settingType: SettingType; ownerId: string | null; setting: SettingPayload };
};

export type UpdateSetting = {
  type: 'UpdateSetting';
  data: { settingId: string; settingType: SettingType; ownerId: string | null; setting: SettingPayload };
};

export type SettingCommand = CreateSetting | UpdateSetting;
