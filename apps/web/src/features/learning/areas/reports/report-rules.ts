import type { AiSummaryRecord } from '@k9/contracts';
import { COMPANY_SUMMARY_SHEET } from '@k9/domain/content/ai-summary/rules/ai-summary-fields';
import { parameterTableLabels, type ParameterTable, type ParameterTableType } from '@k9/domain/content/ai-summary/rules/parameter-table';

/** Spec 2 §2.8, §9.5: the report overview is cut at 800 characters, with 'Xem thêm' / 'Thu gọn'. */
export const OVERVIEW_LIMIT = 800;

/** The overview as shown folded: its first `limit` characters (whole characters, never half an emoji) and an ellipsis. */
export function truncateOverview(text: string, limit = OVERVIEW_LIMIT): { text: string; truncated: boolean } {
  const characters = Array.from(text.normalize('NFC'));
  if (characters.length <= limit) return { text, truncated: false };
  return { text: `${characters.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}

export type ReportOverview = { overview: string; tables: ParameterTable[] };

const TABLE_TYPES: readonly ParameterTableType[] = ['quarterly', 'monthly', 'yearly'];

/** REPORT_OVERVIEW as stored (whatever was saved): the text and its well-formed tables. */
export function reportOverviewOf(setting: unknown): ReportOverview {
  const raw = setting && typeof setting === 'object' ? (setting as Record<string, unknown>) : {};
  const tables = (Array.isArray(raw.tables) ? raw.tables : []).flatMap((table, index): ParameterTable[] => {
    if (!table || typeof table !== 'object') return [];
    const { id, name, type, data } = table as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim() || !TABLE_TYPES.includes(type as ParameterTableType)) return [];
    const values = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    const cells = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return [{ id: typeof id === 'string' && id ? id : `table-${index + 1}`, name: name.trim(), type: type as ParameterTableType, data: cells }];
  });
  return { overview: typeof raw.overview === 'string' ? raw.overview : '', tables };
}

/** Spec 2 §9.5, spec 3 §9: a parameter table shows quarterly values in 4 columns, monthly in 6, yearly in 3. */
export const PARAMETER_TABLE_COLUMNS: Record<ParameterTableType, number> = { quarterly: 4, monthly: 6, yearly: 3 };
export const tableColumns = (type: ParameterTableType): number => PARAMETER_TABLE_COLUMNS[type];

/** This year in Vietnam (the yearly tables' last column). */
export const vietnamYear = (now: number): number => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }).format(now));

/** The table's cells in order: its type's columns (Q1-Q4, Tháng 1-12, the last three years), then any older label it holds. */
export function tableCells(table: ParameterTable, year: number): Array<{ label: string; value: string }> {
  const labels = [...new Set([...parameterTableLabels(table.type, year), ...Object.keys(table.data)])];
  if (table.type === 'yearly') labels.sort((a, b) => yearOf(a) - yearOf(b));
  return labels.map((label) => ({ label, value: table.data[label] ?? '' }));
}

const yearOf = (label: string): number => Number(/\d{4}/.exec(label)?.[0] ?? 0);

/**
 * A value an editor or an AI wrote ('5%', '1.234,5 tỷ', '-2,3', '12.5', '1,234,567') as a number, or null. Vietnamese
 * writing first: ',' is the decimal mark and '.' groups thousands; a lone '.' followed by other than three digits is
 * read as a decimal point, and a lone ',' is always the decimal mark. A number glued to a word ('Q1') is not a value.
 */
export function parseMetric(text: string): number | null {
  const match = /(?<![\p{L}\d])[-−–]?\s*\d[\d.,\s]*/u.exec(text.replace(/\u00a0/g, ' '));
  if (!match) return null;
  const negative = /^[-−–]/.test(match[0]);
  const digits = match[0].replace(/[-−–\s]/g, '').replace(/[.,]+$/, '');
  const dots = (digits.match(/\./g) ?? []).length;
  const commas = (digits.match(/,/g) ?? []).length;
  let normal: string;
  if (dots && commas) {
    // The mark that comes last is the decimal one.
    normal = digits.lastIndexOf(',') > digits.lastIndexOf('.') ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  } else if (commas) {
    normal = commas > 1 ? digits.replace(/,/g, '') : digits.replace(',', '.');
  } else if (dots) {
    normal = dots > 1 || /\.\d{3}$/.test(digits) ? digits.replace(/\./g, '') : digits;
  } else {
    normal = digits;
  }
  const value = Number(normal);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

export type TrendPoint = { label: string; value: number };

/** The table's numeric values in column order, for its trend chart; fewer than two make no trend. */
export function trendPoints(table: ParameterTable, year: number): TrendPoint[] {
  return tableCells(table, year).flatMap(({ label, value }) => {
    const number = value ? parseMetric(value) : null;
    return number === null ? [] : [{ label, value: number }];
  });
}

/** The first of the tables that makes a trend (two numbers or more): a list entry's small chart. */
export function firstTrend(tables: readonly ParameterTable[], year: number): { name: string; points: TrendPoint[] } | null {
  for (const table of tables) {
    const points = trendPoints(table, year);
    if (points.length >= 2) return { name: table.name, points };
  }
  return null;
}

/** Company summaries (info.sheetName 'CompanySummary') are not reports (spec 2 §2.8). */
export const isListedReport = (record: Pick<AiSummaryRecord, 'info'>): boolean => record.info?.sheetName !== COMPANY_SUMMARY_SHEET;

/** A company report: one made from the company_report data set (its info says so). */
export const COMPANY_REPORT = 'company_report';
export const isCompanyReport = (record: Pick<AiSummaryRecord, 'info'>): boolean => record.info?.sheetName === COMPANY_REPORT || record.info?.dataType === COMPANY_REPORT;

/** The reports a learner is listed: no company summaries, then the search (title, summaries) and the category. */
export function listedReports<R extends Pick<AiSummaryRecord, 'info' | 'summary1' | 'summary2' | 'category'>>(records: readonly R[], search: string, category: string | null): R[] {
  const term = fold(search.trim());
  return records.filter(
    (record) =>
      isListedReport(record) &&
      (!category || record.category === category) &&
      (!term || [record.info?.title, record.summary1, record.summary2].some((text) => typeof text === 'string' && fold(text).includes(term))),
  );
}

/** Case and accent folded, so 'bao cao nganh' finds 'Báo cáo ngành'. */
export const fold = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

/** A summary's first words as plain text for a list entry (markdown marks dropped; React escapes the rest). */
export function plainPreview(markdown: string, limit = 240): string {
  const text = markdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length <= limit ? text : `${characters.slice(0, limit).join('').trimEnd()}…`;
}
