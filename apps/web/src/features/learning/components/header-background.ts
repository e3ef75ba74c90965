/** The header image setting (spec 2 §4.9): shared, written by admins. */
export const HEADER_BACKGROUND = 'header_background';
export type HeaderBackground = { imageUrl?: string | null };
