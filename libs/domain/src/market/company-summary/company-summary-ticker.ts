import { COMPANY_SUMMARY_MESSAGES as M } from './company-summary.messages.js';

/** Spec 2 §5.3, spec 3 §5: a ticker is required, letters and digits (at most 10); stored in upper case. */
export function checkSummaryTicker(raw: unknown): { ok: true; ticker: string } | { ok: false; message: string } {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return { ok: false, message: M.tickerRequired };
  if (!/^[A-Za-z0-9]{1,10}$/.test(text)) return { ok: false, message: M.tickerInvalid };
  return { ok: true, ticker: text.toUpperCase() };
}
