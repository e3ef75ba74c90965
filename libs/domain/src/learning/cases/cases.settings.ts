import type { SettingDeclaration } from '../../site/rules/setting-catalogue.js';

/** The case builder's model and prompt: one setting for everybody; learners learn only whether it is configured. */
export const CASES_SETTINGS: readonly SettingDeclaration[] = [
  { type: 'ai_settings_for_user', policy: { read: 'admin', write: 'admin', othersLearn: 'whether-configured' } },
];
