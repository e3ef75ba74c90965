import { validBackgroundAudio, validReportOverview } from '../../content/rules/content-settings.js';
import { isTagSettingType, validTagOptions } from '../../content/rules/taxonomy.js';
import { validGradingSetting } from '../../learning/quiz/rules/essay-grading.js';
import { validPromptTemplateList } from '../../studio/rules/prompt-templates.js';
import type { SettingPayload } from '../setting.events.js';
import type { SettingType } from './setting-types.js';

/**
 * Setting types whose value has rules of its own (spec 3 §3, §5, §9): the value as it is stored (names trimmed, the
 * volume rounded to its step), or a refusal with the spec's message. Other types are stored as sent.
 */
export function settingValueOf(type: SettingType, setting: SettingPayload): SettingPayload {
  if (isTagSettingType(type)) return validTagOptions(type, setting);
  if (type === 'BACKGROUND_AUDIO') return validBackgroundAudio(setting);
  if (type === 'REPORT_OVERVIEW') return validReportOverview(setting);
  if (type === 'TEMPLATE_AI_SETTING') return validPromptTemplateList(setting);
  if (type === 'QUIZ_GRADING_SETTING') return validGradingSetting(setting);
  return setting;
}
