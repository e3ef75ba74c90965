import { PUBLIC_SETTING_TYPES, settingStreamId as streamOf, type SettingType } from '@k9/domain/site/rules/setting-types';

/** The setting type catalogue is a domain rule; the web reads the same file the server does. */
export { PUBLIC_SETTING_TYPES, SHARED_SETTING_TYPES, type SharedSettingType } from '@k9/domain/site/rules/setting-types';

export type PublicSettingType = (typeof PUBLIC_SETTING_TYPES)[number];

/** Audit stream of a shared setting. */
export const settingStreamId = (type: string): string => streamOf(type as SettingType, null);
