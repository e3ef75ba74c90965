import type { SettingDeclaration } from '../site/rules/setting-catalogue.js';
import { validLibrarySearchSetting } from './rules/library-search.js';

/** The search port's defaults (k, threshold, tables): admins read and change them in the AI admin page (issue 28 §3). */
export const LIBRARY_SEARCH_SETTING = 'LIBRARY_SEARCH_SETTING';

export const LIBRARY_INDEX_SETTINGS: readonly SettingDeclaration[] = [
  { type: LIBRARY_SEARCH_SETTING, policy: { read: 'admin', write: 'admin' }, validate: validLibrarySearchSetting },
];
