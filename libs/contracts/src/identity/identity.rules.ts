/** Patterns and limits of the identity forms (spec 1 §5, §9; spec 3 §5), shared by the API's DTOs and the web. No imports. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const REGISTER_PHONE_PATTERN = /^\d{10,11}$/;
export const USER_PHONE_PATTERN = /^[0-9+\-\s()]*$/;
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
