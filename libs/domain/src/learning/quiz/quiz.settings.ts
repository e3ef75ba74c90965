import type { SettingDeclaration } from '../../site/rules/setting-catalogue.js';
import { validGradingSetting } from './rules/essay-grading.js';

/** The essay grader's model and prompt (issue 14 §2): versioned by the setting's stream; every grade names its version. */
export const QUIZ_SETTINGS: readonly SettingDeclaration[] = [{ type: 'QUIZ_GRADING_SETTING', policy: { read: 'admin', write: 'admin' }, validate: validGradingSetting }];
