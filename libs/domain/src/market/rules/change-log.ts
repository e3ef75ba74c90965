import { MARKET_FIELDS } from '../market.datasets.js';
import type { MarketRowInput, MarketValue, StoredMarketRow } from '../market-row.js';

export type MarketFieldChange = { field: string; oldValue: MarketValue; newValue: MarketValue };
/** One change log entry (spec 3 §3 "Change log entry"), matched to its row by the key. */
export type MarketChangeEntry = { rowId: string; key: string; maCK: string | null; ngay: string | null; sheet: string; changes: MarketFieldChange[] };

const same = (a: MarketValue | undefined, b: MarketValue | undefined) => (a ?? null) === (b ?? null);

/**
 * The fields whose stored values an update changes: every data column present on either side, then URL, name and type.
 * A field that stays blank is no change; provenance (`source`, `asOf`) is not a value and is never listed.
 */
export function diffMarketRow(before: Pick<MarketRowInput, 'data' | 'url' | 'name' | 'type'>, after: Pick<MarketRowInput, 'data' | 'url' | 'name' | 'type'>): MarketFieldChange[] {
  const changes: MarketFieldChange[] = [];
  const fields = [...new Set([...Object.keys(before.data), ...Object.keys(after.data)])];
  for (const field of fields) {
    if (!same(before.data[field], after.data[field])) changes.push({ field, oldValue: before.data[field] ?? null, newValue: after.data[field] ?? null });
  }
  for (const [field, oldValue, newValue] of [
    ['URL', before.url, after.url],
    ['name', before.name, after.name],
    ['type', before.type, after.type],
  ] as const) {
    if (!same(oldValue, newValue)) changes.push({ field, oldValue, newValue });
  }
  return changes;
}

/** The entry an update of a stored row writes, or null when it changes no value. */
export function changeEntry(before: StoredMarketRow, after: MarketRowInput): MarketChangeEntry | null {
  const changes = diffMarketRow(before, after);
  if (changes.length === 0) return null;
  const date = after.data[MARKET_FIELDS.date] ?? after.date ?? after.period;
  return { rowId: before.rowId, key: before.key, maCK: after.ticker, ngay: date === null ? null : String(date), sheet: after.dataset, changes };
}

/** True when storing `after` would change nothing a reader sees (values and provenance). */
export const sameMarketRow = (before: MarketRowInput, after: MarketRowInput): boolean =>
  diffMarketRow(before, after).length === 0 &&
  before.source === after.source &&
  before.asOf === after.asOf &&
  before.sample === after.sample &&
  before.date === after.date &&
  before.flags.join(',') === after.flags.join(',');
