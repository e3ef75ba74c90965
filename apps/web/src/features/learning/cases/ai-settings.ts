import { CASE_AI_SETTINGS_DEFAULTS } from '@k9/domain/learning/cases/case-builder.options';

/** The shared setting every learner's case creation uses (admins write it; learners learn only whether it is configured). */
export const AI_SETTINGS_TYPE = 'ai_settings_for_user';

/** 'Cài đặt AI' as the form holds it (spec 2 §3 ai_settings_for_user). */
export type AiSettingsValues = { selectedModel?: string; prompt?: string; mcqCount?: number | null; essayCount?: number | null };

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The stored setting in the form; what is missing takes the defaults (counts 5 and 2, spec 2 §9.2). */
export function aiSettingsForm(stored: unknown): AiSettingsValues {
  const setting = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  return {
    selectedModel: typeof setting.selectedModel === 'string' && setting.selectedModel ? setting.selectedModel : undefined,
    prompt: typeof setting.prompt === 'string' ? setting.prompt : '',
    mcqCount: isCount(setting.mcqCount) ? setting.mcqCount : CASE_AI_SETTINGS_DEFAULTS.mcqCount,
    essayCount: isCount(setting.essayCount) ? setting.essayCount : CASE_AI_SETTINGS_DEFAULTS.essayCount,
  };
}

/** Save is disabled without a model, a prompt, an mcqCount or an essayCount (spec 2 §5.2). */
export const canSaveAiSettings = (values: AiSettingsValues): boolean =>
  Boolean(values.selectedModel) && Boolean(values.prompt?.trim()) && isCount(values.mcqCount) && isCount(values.essayCount);
