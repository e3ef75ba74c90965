import { AI_MESSAGES } from '../ai.messages.js';

/** What the gateway reports about a call that did not give an answer (typed errors, DESIGN §8). */
export type AiErrorKind = 'not_configured' | 'overloaded' | 'rate_limited' | 'refused' | 'timed_out' | 'failed' | 'aborted';
export type AiCallOutcome = 'ok' | AiErrorKind;

/** Only these are worth another attempt (bounded exponential backoff): the provider may answer later. */
export const isRetryable = (kind: AiErrorKind): boolean => kind === 'overloaded' || kind === 'rate_limited' || kind === 'timed_out' || kind === 'failed';

/** The kind of a provider's HTTP answer. 529 and any "overloaded" text: overloaded; 5xx: failed (retried). */
export function classifyProviderStatus(status: number | null, text: string): Exclude<AiErrorKind, 'not_configured' | 'timed_out' | 'aborted'> {
  if (status === 529 || /overloaded/i.test(text)) return 'overloaded';
  if (status === 429) return 'rate_limited';
  if (status !== null && status >= 400 && status < 500) return 'refused';
  return 'failed';
}

/** Whether a failure of this kind at this HTTP status may be retried (429, 5xx, timeouts; never a refusal or a stop). */
export const shouldRetry = (kind: AiErrorKind, status: number | null): boolean =>
  kind === 'timed_out' || kind === 'rate_limited' || kind === 'overloaded' || (kind === 'failed' && (status === null || status >= 500));

const KEY_LIKE = [
  /\bsk-[A-Za-z0-9_-]{8,}/g,
  /\bAIza[0-9A-Za-z_-]{10,}/g,
  /\b(?:Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi,
  /([?&](?:key|api_key|apikey|token|access_token)=)[^&\s"']+/gi,
  /\b(?:api[_-]?key|x-goog-api-key|authorization)["']?\s*[:=]\s*["']?[^\s"',}]+/gi,
  /\b[A-Za-z0-9_-]{32,}\b/g,
];

/** Removes whatever looks like a key (and the configured keys themselves) from a provider's text. */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let cleaned = text;
  for (const secret of secrets) if (secret && secret.length >= 4) cleaned = cleaned.split(secret).join('[ẩn]');
  for (const pattern of KEY_LIKE) cleaned = cleaned.replace(pattern, (match, prefix?: unknown) => (typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}[ẩn]` : '[ẩn]'));
  return cleaned.slice(0, 2000);
}

/**
 * Spec 1 §8, for the generic endpoints and the studio: an error text containing 'Error code: 529' or 'overloaded'
 * becomes the overload message; any other, 'Xảy ra lỗi trong quá trình phân tích: ' plus the (redacted) text.
 * A provider that is not configured says what to set instead.
 */
export function generationErrorText(kind: AiErrorKind, providerText: string): string {
  if (kind === 'not_configured') return providerText;
  if (kind === 'overloaded' || /Error code: 529|overloaded/i.test(providerText)) return AI_MESSAGES.overloaded;
  return AI_MESSAGES.analysisErrorPrefix + providerText;
}

/** A short Vietnamese text per kind, used when a provider gave none. */
export const AI_ERROR_TEXTS: Record<AiErrorKind, string> = {
  not_configured: AI_MESSAGES.failed,
  overloaded: AI_MESSAGES.overloaded,
  rate_limited: AI_MESSAGES.rateLimited,
  refused: AI_MESSAGES.refused,
  timed_out: AI_MESSAGES.timedOut,
  failed: AI_MESSAGES.failed,
  aborted: AI_MESSAGES.aborted,
};
