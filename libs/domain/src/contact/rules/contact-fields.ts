/** The contact form's limits (issue 13 §4): what the request DTO, the decider and the form all check. */
export const CONTACT_LIMITS = { email: 254, message: 5000, name: 100, subject: 200 } as const;

/** Contact e-mails one user may send per hour (CONTACT_REQUESTS_PER_HOUR overrides it). */
export const DEFAULT_CONTACT_REQUESTS_PER_HOUR = 5;

/**
 * One plain address: no display name, quotes, brackets, separators, spaces or control characters, so nothing typed
 * here can add a recipient or a header. Stricter than RFC 5322 on purpose (a quoted local part may hold a line break).
 */
const SAFE_EMAIL = /^[^\s"'<>()[\]\\,;:@\p{Cc}]+@[^\s"'<>()[\]\\,;:@\p{Cc}]+\.[^\s"'<>()[\]\\,;:@\p{Cc}.][^\s"'<>()[\]\\,;:@\p{Cc}]*$/u;

export const isSafeEmailAddress = (value: string): boolean => value.length <= CONTACT_LIMITS.email && SAFE_EMAIL.test(value);

/** A name or a subject goes into one header line: every run of spaces, line breaks and control characters is one space. */
export const singleLine = (value: string): string => value.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim();

/** The message keeps its lines (as \n) and tabs; other control characters go. */
export const messageText = (value: string): string =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cc}]/gu, (char) => (char === '\n' || char === '\t' ? char : ''))
    .trim();
