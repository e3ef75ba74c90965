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

/** Back to the default: drops the owner's own value of a type layered over a shared one. */
export type ClearSetting = {
  type: 'ClearSetting';
  data: { settingType: SettingType; ownerId: string | null };
};

export type SettingCommand = CreateSetting | UpdateSetting | ClearSetting;
