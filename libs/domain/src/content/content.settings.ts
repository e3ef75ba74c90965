import type { SettingDeclaration } from '../site/rules/setting-catalogue.js';
import { validBackgroundAudio, validReportOverview } from './rules/content-settings.js';
import { TAG_SETTING_TYPES, validTagOptions, type TagSettingType } from './rules/taxonomy.js';

const tagList = (type: TagSettingType, read: 'public' | 'signed-in'): SettingDeclaration => ({
  type,
  policy: { read, write: 'admin' },
  validate: (setting) => validTagOptions(type, setting),
});

/**
 * The library's settings (spec 3 §3, §5): the four tag lists (programs are on the public homepage), the background
 * music and the reports overview that learner screens show.
 */
export const CONTENT_SETTINGS: readonly SettingDeclaration[] = [
  ...TAG_SETTING_TYPES.map((type) => tagList(type, type === 'TAG4_OPTIONS' ? 'public' : 'signed-in')),
  { type: 'BACKGROUND_AUDIO', policy: { read: 'signed-in', write: 'admin' }, validate: validBackgroundAudio },
  { type: 'REPORT_OVERVIEW', policy: { read: 'signed-in', write: 'admin' }, validate: validReportOverview },
];
