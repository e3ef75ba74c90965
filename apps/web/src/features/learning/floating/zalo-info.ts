import { safeUrl } from '../areas/shared/safe-url';

export const ZALO_INFO_TYPE = 'ZALO_INFO';

/** ZALO_INFO (spec 2 §3): the chat-app contact's phone, image (a QR code) and text. */
export type ZaloInfo = { phone: string; image: string; text: string };

/** ZALO_INFO as stored (whatever an admin saved), each field a string; an unusable image address is dropped. */
export function zaloInfoOf(setting: unknown): ZaloInfo {
  const raw = setting && typeof setting === 'object' ? (setting as Partial<Record<keyof ZaloInfo, unknown>>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
  return { phone: text(raw.phone).trim(), image: safeUrl(text(raw.image)) ?? '', text: text(raw.text) };
}

/** The Zalo chat of a Vietnamese phone number (zalo.me/0901234567); null when the phone holds too few digits. */
export function zaloLink(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+84') || (digits.startsWith('84') && digits.length === 11)) digits = `0${digits.slice(2)}`;
  return digits.length >= 9 && digits.length <= 11 ? `https://zalo.me/${digits}` : null;
}
