import type { MarketRowRecord } from '@k9/contracts';
import type { RatioFamily } from '@k9/domain';

const RATIO_FAMILIES: readonly string[] = ['fin_ratio', 'fin_ratio_nganhang', 'fin_ratio_baohiem', 'fin_ratio_chungkhoan'];

/** What the box holds as a ticker: trimmed, upper case (matching is case-insensitive); null when empty or not a ticker. */
export function tickerOf(typed: string): string | null {
  const ticker = typed.trim().toUpperCase();
  return /^[A-Z0-9]{1,10}$/.test(ticker) ? ticker : null;
}

/**
 * The company's ratio family (bank, securities, insurance or ordinary): its company info's 'Nhóm chỉ số tài chính', else
 * the family of its newest ratio row; null when neither says.
 */
export function ratioFamilyOf(info: MarketRowRecord | undefined, ratioRows: readonly MarketRowRecord[]): RatioFamily | null {
  const declared = info?.data['Nhóm chỉ số tài chính'];
  if (typeof declared === 'string' && RATIO_FAMILIES.includes(declared)) return declared as RatioFamily;
  const first = ratioRows.find((row) => RATIO_FAMILIES.includes(row.dataset));
  return first ? (first.dataset as RatioFamily) : null;
}

/** A table's provenance line: its distinct sources and dates, and whether any of its rows is sample data. */
export function provenanceOf(rows: readonly Pick<MarketRowRecord, 'source' | 'asOf' | 'sample'>[]): { sources: string[]; dates: string[]; sample: boolean } {
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];
  return { sources: distinct(rows.map((row) => row.source)), dates: distinct(rows.map((row) => row.asOf)), sample: rows.some((row) => row.sample) };
}

/** The valuation table's date column (spec 2 §3): 'Ngày khuyến nghị', or 'Ngày công bố' when the rows carry only that. */
export function valuationDateField(rows: readonly MarketRowRecord[]): 'Ngày khuyến nghị' | 'Ngày công bố' {
  const has = (field: string) => rows.some((row) => row.data[field] !== undefined && row.data[field] !== null);
  return !has('Ngày khuyến nghị') && has('Ngày công bố') ? 'Ngày công bố' : 'Ngày khuyến nghị';
}

/** A row's 'Ngày' ('2025-09-30') as the learner reads it: '30/09/2025'. */
export function vietnameseDate(value: unknown): string {
  if (typeof value !== 'string') return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
