import type { HeaderBackgroundSetting } from '@k9/contracts';

/** The header image setting (spec 2 §4.9): each user's own image over a default that admins set for everyone. */
export const HEADER_BACKGROUND = 'header_background';

/** The stored image address, whatever was saved; null when there is none. */
export const headerImageOf = (setting: unknown): HeaderBackgroundSetting['imageUrl'] => {
  const imageUrl = setting && typeof setting === 'object' ? (setting as { imageUrl?: unknown }).imageUrl : undefined;
  return typeof imageUrl === 'string' && imageUrl ? imageUrl : null;
};
