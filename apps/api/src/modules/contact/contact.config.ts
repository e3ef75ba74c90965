import { DEFAULT_CONTACT_REQUESTS_PER_HOUR, isSafeEmailAddress } from '@k9/domain';
import { ConfigError, flag, int, text, type Env } from '../../config/env.js';

/** How the API reaches the SMTP server: a URL (smtp:// or smtps://, credentials inside), or host and port. */
export type SmtpServer =
  | { url: string }
  | { host: string; port: number; secure: boolean; user: string | null; password: string | null };

export type MailAddress = { name: string; address: string };

export type ContactMailConfig = {
  smtp: SmtpServer;
  /** The school's own inbox: every contact e-mail goes there (To), whatever the caller sends. */
  inbox: string;
  /** The e-mail's From (the learner's address is its Reply-To). */
  from: MailAddress;
};

/**
 * The e-mail contact (issue 13 §4). Environment variables, with their defaults:
 * - SMTP_URL: `smtp://user:password@host:587` or `smtps://user:password@host:465`; or, instead of it,
 * - SMTP_HOST, SMTP_PORT (587; 465 when SMTP_SECURE), SMTP_SECURE (true when the port is 465: TLS from the first
 *   byte; otherwise STARTTLS when the server offers it), SMTP_USER and SMTP_PASSWORD (together, or neither).
 * - CONTACT_INBOX: the school's address that receives the contact e-mails; required once SMTP is configured.
 * - MAIL_FROM: `address` or `Name <address>`; default CONTACT_INBOX.
 * - CONTACT_REQUESTS_PER_HOUR (5): contact e-mails one user may send per hour; more answer 429 and are not stored.
 * - CONTACT_SEND_ATTEMPTS (10) and CONTACT_RETRY_DELAY_MS (30000): a failing send is tried again after 30 s, 1 min,
 *   2 min ... doubling (the 10th attempt comes about 4 hours after the first); each failure is recorded with its reason.
 * Without SMTP (neither SMTP_URL nor SMTP_HOST) requests are stored and listed for admins as waiting; they are sent
 * once the API starts with SMTP configured.
 */
export type ContactConfig = {
  contactMail: ContactMailConfig | null;
  contactRequestsPerHour: number;
  contactSendAttempts: number;
  contactRetryDelayMs: number;
};

const address = (key: string, value: string): string => {
  if (!isSafeEmailAddress(value)) throw new ConfigError(`${key} must be one e-mail address (name@domain), got "${value}"`);
  return value;
};

/** `a@b.vn` or `Trường K9 <a@b.vn>`; the name cannot hold brackets, quotes or line breaks. */
const mailFrom = (raw: string): MailAddress => {
  const named = /^([^<>"\r\n]*)<([^<>]+)>$/.exec(raw);
  if (named) return { name: named[1].trim(), address: address('MAIL_FROM', named[2].trim()) };
  return { name: '', address: address('MAIL_FROM', raw) };
};

function smtpServer(env: Env): SmtpServer | null {
  const url = text(env, 'SMTP_URL');
  const host = text(env, 'SMTP_HOST');
  if (url && host) throw new ConfigError('Set SMTP_URL or SMTP_HOST (with SMTP_PORT...), not both');
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@host:587 or smtps://host:465');
    }
    if (!['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) throw new ConfigError('SMTP_URL must start with smtp:// or smtps:// and name a host');
    return { url };
  }
  if (!host) return null;
  const secureByDefault = text(env, 'SMTP_PORT') === '465';
  const secure = flag(env, 'SMTP_SECURE', secureByDefault);
  const user = text(env, 'SMTP_USER');
  const password = env.SMTP_PASSWORD ? env.SMTP_PASSWORD : null;
  if (!user !== !password) throw new ConfigError('SMTP_USER and SMTP_PASSWORD go together');
  return { host, port: int(env, 'SMTP_PORT', secure ? 465 : 587, 1, 65535), secure, user, password };
}

export function readContactConfig(env: Env): ContactConfig {
  const smtp = smtpServer(env);
  const inbox = text(env, 'CONTACT_INBOX');
  if (smtp && !inbox) throw new ConfigError('CONTACT_INBOX (the school inbox that receives contact e-mails) is required once SMTP is configured');
  const from = text(env, 'MAIL_FROM');
  return {
    contactMail: smtp && inbox ? { smtp, inbox: address('CONTACT_INBOX', inbox), from: from ? mailFrom(from) : { name: '', address: address('CONTACT_INBOX', inbox) } } : null,
    contactRequestsPerHour: int(env, 'CONTACT_REQUESTS_PER_HOUR', DEFAULT_CONTACT_REQUESTS_PER_HOUR, 1, 10_000),
    contactSendAttempts: int(env, 'CONTACT_SEND_ATTEMPTS', 10, 1, 50),
    contactRetryDelayMs: int(env, 'CONTACT_RETRY_DELAY_MS', 30_000, 100, 3_600_000),
  };
}
