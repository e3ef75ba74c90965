import type { AuditEntry } from '@k9/contracts';
import { DEFAULT_GRADING_PROMPT, GRADING_LIMITS } from '@k9/domain/learning/quiz/rules/essay-grading';

/** The essay grader's shared setting (spec 2 §7.5, §9.1): which model grades, with which instructions. */
export const GRADING_SETTING_TYPE = 'QUIZ_GRADING_SETTING';
export const GRADING_PROMPT_MAX = GRADING_LIMITS.promptChars;

export type GradingValues = { model: string; prompt: string };

/**
 * What the grader uses while no admin has saved a setting, and where the form starts: the built-in prompt and this
 * server's grading default (`defaultModel`, the catalog's first configured text model of that preference).
 */
export const builtInGrading = (defaultModel: string): GradingValues => ({ model: defaultModel, prompt: DEFAULT_GRADING_PROMPT });

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored setting as the form holds it; nothing stored (or a setting without a prompt) is the built-in one. */
export function gradingValues(stored: unknown, defaultModel: string): GradingValues {
  const value = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const model = text(value.model).trim();
  const prompt = text(value.prompt);
  return prompt.trim() ? { model: model || defaultModel, prompt } : builtInGrading(defaultModel);
}

/** What a save sends: both fields trimmed (the server requires both). */
export const gradingSetting = (values: GradingValues): GradingValues => ({ model: values.model.trim(), prompt: values.prompt.trim() });

export type GradingVersion = { version: number; entry: AuditEntry; values: GradingValues };

/** Every saved version of the setting in its audit stream, newest first (each 'SettingSaved' holds the whole setting). */
export function gradingVersions(entries: readonly AuditEntry[], defaultModel: string): GradingVersion[] {
  return entries.flatMap((entry) => {
    const data = entry.data as { setting?: unknown } | null;
    if (entry.type !== 'SettingSaved' || !data || typeof data !== 'object' || !('setting' in data)) return [];
    return [{ version: entry.version, entry, values: gradingValues(data.setting, defaultModel) }];
  });
}

/** The first line of a prompt, to tell versions apart in the list. */
export const promptPreview = (prompt: string, max = 120): string => {
  const line = prompt.trim().split('\n')[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
