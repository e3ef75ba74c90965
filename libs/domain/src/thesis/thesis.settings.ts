import { DomainError } from '../shared/decider.js';
import type { SettingDeclaration } from '../site/rules/setting-catalogue.js';
import { THESIS_MESSAGES as M } from './thesis.messages.js';

/**
 * The notebooks' admin setting: the model of every thesis AI summary (spec 2 §7.5: gpt-4.1-2025-04-14 until an admin
 * saves another; when no configured provider serves the model, the first configured text model). Admins read and write it.
 */
export const THESIS_SETTING = 'THESIS_SETTING';
export type ThesisSetting = { summaryModel?: string };

export function validThesisSetting(raw: unknown): ThesisSetting {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new DomainError('THESIS_SETTING_INVALID', M.summaryModelInvalid);
  const { summaryModel } = raw as Record<string, unknown>;
  if (summaryModel === undefined || summaryModel === null || summaryModel === '') return {};
  if (typeof summaryModel !== 'string' || !summaryModel.trim() || summaryModel.length > 100) throw new DomainError('THESIS_SETTING_INVALID', M.summaryModelInvalid);
  return { summaryModel: summaryModel.trim() };
}

export const THESIS_SETTINGS: readonly SettingDeclaration[] = [{ type: THESIS_SETTING, policy: { read: 'admin', write: 'admin' }, validate: validThesisSetting }];
