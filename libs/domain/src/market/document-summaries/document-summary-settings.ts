import type { SettingDeclaration } from '../../site/rules/setting-catalogue.js';
import { DomainError } from '../../shared/decider.js';
import { OCR_LIMITS } from './document-summary-limits.js';
import { parseAllowedHosts } from './fetch-rules.js';

/**
 * The OCR tool's admin setting: the hosts documents may be fetched from (OCR_ALLOWED_HOSTS seeds it until an admin saves
 * one), the instruction box's default, and whether learners may use the tool (it costs money; default on). Signed-in
 * users read it (the tool prefills the box), admins write it.
 */
export const OCR_SETTING = 'OCR_SETTING';
export type OcrSetting = { allowedHosts?: string[]; instruction?: string; learnersEnabled?: boolean };

const INVALID = 'Cài đặt OCR không hợp lệ: allowedHosts là danh sách tên máy chủ, instruction tối đa 1000 ký tự, learnersEnabled đúng hoặc sai.';

export function validOcrSetting(raw: unknown): OcrSetting {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new DomainError('OCR_SETTING_INVALID', INVALID);
  const { allowedHosts, instruction, learnersEnabled } = raw as Record<string, unknown>;
  if (learnersEnabled !== undefined && typeof learnersEnabled !== 'boolean') throw new DomainError('OCR_SETTING_INVALID', INVALID);
  if (allowedHosts !== undefined && (!Array.isArray(allowedHosts) || allowedHosts.length > 200 || allowedHosts.some((host) => typeof host !== 'string'))) throw new DomainError('OCR_SETTING_INVALID', INVALID);
  if (instruction !== undefined && (typeof instruction !== 'string' || instruction.length > OCR_LIMITS.instruction)) throw new DomainError('OCR_SETTING_INVALID', INVALID);
  return { ...(allowedHosts ? { allowedHosts: parseAllowedHosts(allowedHosts as string[]) } : {}), ...(instruction !== undefined ? { instruction } : {}), ...(learnersEnabled !== undefined ? { learnersEnabled } : {}) };
}

export const DOCUMENT_SUMMARY_SETTINGS: readonly SettingDeclaration[] = [{ type: OCR_SETTING, policy: { read: 'signed-in', write: 'admin' }, validate: validOcrSetting }];
