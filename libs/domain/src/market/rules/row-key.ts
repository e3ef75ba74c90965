import { MARKET_DATASET_KEYS, type MarketDataset } from '../market.datasets.js';
import { MARKET_MESSAGES } from '../market.messages.js';

export type KeyParts = { ticker?: string | null; period?: string | null; date?: string | null; source?: string | null; url?: string | null; type?: string | null };
export type KeyResult = { ok: true; key: string } | { ok: false; reason: string };

const clean = (value: string | null | undefined) => (value ?? '').trim();
export const normaliseTicker = (ticker: string | null | undefined): string => clean(ticker).toUpperCase();

/**
 * The stable key of a row (issue 31 §1): ticker + period for ratios and statements, ticker + date + source for broker
 * reports, the URL for document reports, ticker + date + type for events, the ticker for company rows. A missing part
 * makes the row invalid, with the reason.
 */
export function marketRowKey(dataset: MarketDataset, parts: KeyParts): KeyResult {
  const ticker = normaliseTicker(parts.ticker);
  const need = (values: Record<string, string>): KeyResult => {
    const missing = Object.entries(values).filter(([, value]) => !value);
    if (missing.length) return { ok: false, reason: MARKET_MESSAGES.keyRequired(missing.map(([label]) => label).join(', ')) };
    return { ok: true, key: Object.values(values).join('|') };
  };
  switch (MARKET_DATASET_KEYS[dataset]) {
    case 'ticker-period':
      return need({ 'Mã CK': ticker, 'Ngày': clean(parts.period) });
    case 'ticker-date-source':
      return need({ 'Mã CK': ticker, 'Ngày': clean(parts.date), 'Nguồn': clean(parts.source) });
    case 'url':
      return need({ URL: clean(parts.url) });
    case 'ticker-date-type':
      return need({ 'Mã CK': ticker, 'Ngày': clean(parts.date), 'Loại': clean(parts.type) });
    case 'ticker':
      return need({ 'Mã CK': ticker });
  }
}

/**
 * Sources repeat a key now and then (three 'Cash dividend' events of DS3 on one day). The n-th repeat within one file
 * gets '#n', in the file's order, so every row is kept and a re-import of the same file names the same rows.
 */
export function distinctKeys<T extends { key: string }>(rows: readonly T[]): T[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const count = (seen.get(row.key) ?? 0) + 1;
    seen.set(row.key, count);
    return count === 1 ? row : { ...row, key: `${row.key}#${count}` };
  });
}

/** The period key of a quarter and of a year: '2023-Q3', '2023'. */
export const quarterPeriod = (year: number, quarter: number) => `${year}-Q${quarter}`;
export const yearPeriod = (year: number) => String(year);
/** The last day of a quarter (or of a year), the date a ratio row is shown at. */
export const quarterEnd = (year: number, quarter: number) => `${year}-${['03-31', '06-30', '09-30', '12-31'][quarter - 1]}`;
export const yearEnd = (year: number) => `${year}-12-31`;
