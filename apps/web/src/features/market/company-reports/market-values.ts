import type { MarketRowRecord } from '@k9/contracts';
import { COMPANY_REPORT_TEXT as TEXT } from './company-reports.messages';

/** A market value as the tables show it: numbers in Vietnamese notation, blanks as a dash. */
export const formatMarketValue = (value: MarketRowRecord['data'][string] | undefined): string =>
  value === null || value === undefined || value === '' ? TEXT.none : typeof value === 'number' ? value.toLocaleString('vi-VN') : String(value);

/** The distinct sources and dates of the rows a table shows ('Dữ liệu mẫu' for generated rows). */
export function provenanceOf(rows: readonly Pick<MarketRowRecord, 'source' | 'asOf' | 'sample'>[]): { sources: string; asOf: string } {
  const distinct = (values: string[]) => [...new Set(values)].join('; ') || TEXT.none;
  return { sources: distinct(rows.map((row) => (row.sample ? TEXT.sample : row.source))), asOf: distinct(rows.map((row) => row.asOf)) };
}
