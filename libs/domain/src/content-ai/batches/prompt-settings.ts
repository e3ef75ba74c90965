import { DomainError } from '../../shared/decider.js';
import { AI_BATCH_MESSAGES as M } from './ai-batch.messages.js';
import type { PromptSettings } from './ai-batch-prompts.js';

/** Spec 3 §9: a system message of at most 1,000 characters. */
export const PROMPT_SETTINGS_SYSTEM_MAX = 1000;
const refuse = (message: string) => new DomainError('SETTING_INVALID', message);

/** prompt_settings as saved (spec 3 §3, §5): model (selectedModel) and system message required. */
export function validPromptSettings(raw: unknown): Record<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw refuse(M.systemMessageRequired);
  const setting = raw as Record<string, unknown>;
  const systemMessage = typeof setting.systemMessage === 'string' ? setting.systemMessage.trim() : '';
  const selectedModel = typeof setting.selectedModel === 'string' ? setting.selectedModel.trim() : '';
  if (!selectedModel || selectedModel.length > 100) throw refuse(M.modelRequired);
  if (!systemMessage) throw refuse(M.systemMessageRequired);
  if (systemMessage.length > PROMPT_SETTINGS_SYSTEM_MAX) throw refuse(M.systemMessageTooLong);
  return { ...setting, systemMessage, selectedModel };
}

/** The stored prompt_settings as the batches use them; null when none is saved. */
export function promptSettingsOf(stored: unknown): PromptSettings | null {
  if (!stored || typeof stored !== 'object') return null;
  const { systemMessage, selectedModel } = stored as Record<string, unknown>;
  return typeof systemMessage === 'string' && typeof selectedModel === 'string' ? { systemMessage, selectedModel } : null;
}
