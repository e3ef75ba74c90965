import { MARKET_DATASET_KEYS, MARKET_FIELDS, PERIOD_TYPES, type MarketDataset, type MarketKeyKind } from '../market.datasets.js';
import type { MarketData, MarketRowInput } from '../market-row.js';
import { isDated1970 } from './dated-1970.js';
import { extremeFields } from './extreme-values.js';
import { marketRowKey, normaliseTicker, quarterPeriod, yearPeriod } from './row-key.js';

/** The columns a dataset's file must have (issue 31 §1 "Imports"): those that make its rows' keys. */
const KEY_COLUMNS: Record<MarketKeyKind, readonly string[]> = {
  'ticker-period': [MARKET_FIELDS.ticker, MARKET_FIELDS.date, MARKET_FIELDS.periodType],
  'ticker-date-source': [MARKET_FIELDS.ticker, MARKET_FIELDS.date, 'Nguồn'],
  url: ['URL'],
  'ticker-date-type': [MARKET_FIELDS.ticker, MARKET_FIELDS.date, 'Loại sự kiện'],
  ticker: [MARKET_FIELDS.ticker],
};

/** The columns a dataset's file must have (issue 31 §1 "Imports"): those that make its rows' keys. */
export const marketRequiredColumns = (dataset: MarketDataset): readonly string[] => KEY_COLUMNS[MARKET_DATASET_KEYS[dataset]];

export const missingColumnsMessage = (dataset: MarketDataset, missing: readonly string[]) => `File của bộ dữ liệu ${dataset} thiếu cột bắt buộc: ${missing.join(', ')}.`;

/** The required columns a file's header lacks (compared trimmed, in any case). */
export function missingColumns(dataset: MarketDataset, header: readonly string[]): string[] {
  const present = new Set(header.map((column) => column.trim().toLowerCase()));
  return marketRequiredColumns(dataset).filter((column) => !present.has(column.toLowerCase()));
}

/** '2023-09-30', '30/09/2023' or '2023' (a year) as YYYY-MM-DD; null when it is none of them. */
export function importDate(value: string): string | null {
  const text = value.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return valid(+match[1], +match[2], +match[3]);
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return valid(+match[3], +match[2], +match[1]);
  match = /^(\d{4})$/.exec(text);
  return match ? `${match[1]}-12-31` : null;
}
const valid = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.toISOString().slice(0, 10) : null;
};

/** A cell as a value: a plain decimal number becomes a number ('1.234,5' and '1,234.5' stay text), a blank is left out. */
const cellValue = (text: string): string | number | null => {
  const value = text.trim();
  if (!value) return null;
  return /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(value) ? Number(value) : value;
};

export type MarketImportCandidate = { row: number; valid: true; value: MarketRowInput } | { row: number; valid: false; reason: string } | { row: number; dropped: true };

/**
 * One row of an admin's file (the header's names, the spec's fields among them) as a row of the dataset, or why not.
 * Its provenance is the file's; rows dated 1970 are dropped (spec 2 §5.3).
 */
export function marketImportCandidate(dataset: MarketDataset, record: Record<string, string>, row: number, provenance: { source: string; asOf: string }): MarketImportCandidate {
  const get = (field: string) => {
    const found = Object.keys(record).find((column) => column.trim().toLowerCase() === field.toLowerCase());
    return found === undefined ? '' : record[found].trim();
  };
  const ticker = normaliseTicker(get(MARKET_FIELDS.ticker)) || null;
  const rawDate = get(MARKET_FIELDS.date);
  const date = rawDate ? importDate(rawDate) : null;
  if (isDated1970({ dates: [date, rawDate] })) return { row, dropped: true };
  if (rawDate && !date) return { row, valid: false, reason: `Ngày không hợp lệ: "${rawDate.slice(0, 40)}" (dùng YYYY-MM-DD hoặc DD/MM/YYYY).` };
  if (ticker && !/^[A-Z0-9]{1,10}$/.test(ticker)) return { row, valid: false, reason: `Mã CK không hợp lệ: "${ticker.slice(0, 20)}".` };
  const kind = MARKET_DATASET_KEYS[dataset];
  let period: string | null = date;
  if (kind === 'ticker-period') {
    const periodType = get(MARKET_FIELDS.periodType);
    if (date && periodType === PERIOD_TYPES.quarter) period = quarterPeriod(+date.slice(0, 4), Math.ceil(+date.slice(5, 7) / 3));
    else if (date && periodType === PERIOD_TYPES.year) period = yearPeriod(+date.slice(0, 4));
    else if (date) return { row, valid: false, reason: `Kiểu thời gian phải là "${PERIOD_TYPES.quarter}" hoặc "${PERIOD_TYPES.year}".` };
  }
  const url = get('URL') || get('gd_url') || null;
  const key = marketRowKey(dataset, { ticker, period, date, source: get('Nguồn'), url, type: get('Loại sự kiện') });
  if (!key.ok) return { row, valid: false, reason: key.reason };
  const data: MarketData = {};
  for (const [column, text] of Object.entries(record)) {
    const name = column.trim();
    if (!name || name === 'URL' || name === 'name' || name === 'type') continue;
    const value = cellValue(text);
    if (value !== null) data[name] = value;
  }
  if (ticker) data[MARKET_FIELDS.ticker] = ticker;
  if (date) data[MARKET_FIELDS.date] = date;
  const value: MarketRowInput = {
    dataset,
    key: key.key,
    ticker: kind === 'url' ? null : ticker,
    period: kind === 'ticker' || kind === 'url' ? null : period,
    date: kind === 'ticker' ? null : date,
    data,
    url,
    name: get('name') || get('Tên báo cáo') || null,
    type: get('type') || null,
    ...provenance,
    sample: false,
    flags: extremeFields(data),
  };
  return { row, valid: true, value };
}
