import { DomainError } from '../../shared/decider.js';
import type { SettingPayload } from '../setting.events.js';

export type PersonalSettingLimit = { maxBytes: number; measured: 'value' | 'entry' };

/**
 * How large one user's own value may be (issue 23: a trial account saved 1 MB values 30 times in 11 s). Every personal
 * type: 64 kB of JSON for the whole value (header_background holds one image address). A type that needs more declares
 * its `personalLimit` (TEMPLATE_AI_SETTING is measured per entry, since its list is stored one template per event and is
 * bounded by its own rules).
 */
export const PERSONAL_SETTING_DEFAULT_LIMIT: PersonalSettingLimit = { maxBytes: 64 * 1024, measured: 'value' };

export const PERSONAL_SETTING_MESSAGES = {
  tooLarge: (maxBytes: number) => `Cài đặt cá nhân quá lớn: tối đa ${maxBytes / 1024} kB.`,
} as const;

const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

/** A user's own value within its type's limit, else 422 naming the limit. */
export function assertPersonalValueFits(limit: PersonalSettingLimit, setting: SettingPayload): void {
  const parts = limit.measured === 'entry' && Array.isArray(setting) ? setting : [setting];
  if (parts.some((part) => jsonBytes(part) > limit.maxBytes)) {
    throw new DomainError('PERSONAL_SETTING_TOO_LARGE', PERSONAL_SETTING_MESSAGES.tooLarge(limit.maxBytes));
  }
}
