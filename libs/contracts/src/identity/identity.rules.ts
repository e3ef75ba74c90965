/** Patterns and limits of the identity forms (spec 1 §5, §9; spec 3 §5), shared by the API's DTOs and the web. No imports. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const REGISTER_PHONE_PATTERN = /^\d{10,11}$/;
export const USER_PHONE_PATTERN = /^[0-9+\-\s()]*$/;

/**
 * A phone number as it is stored and searched: without spaces, dots, dashes and brackets, and +84 written as 0
 * ("0901 234 567", "+84 901-234-567" -> "0901234567"). The server normalises what registration and the user form
 * send; the read model keeps it for every user (older ones too), so that a search finds a number however it is typed.
 */
export const normalizePhone = (raw: string): string => raw.replace(/[\s.\-()]/g, '').replace(/^\+84(?=\d)/, '0');
export const IDENTITY_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 6,
  passwordMax: 128,
  noteMax: 500,
  durationDefault: 10,
  durationMax: 3650,
} as const;
