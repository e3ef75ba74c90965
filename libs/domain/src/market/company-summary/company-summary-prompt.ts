import { COMPANY_SUMMARY_LABELS } from './company-summary-reply.js';

/** A row as the prompt takes it: its values and whether it is generated sample data. */
export type SummaryRow = { data: Record<string, unknown>; sample: boolean };

/**
 * What a company summary task read for its ticker (spec 3 §3 "Company summary task"): the company info row, the
 * valuation rows (broker reports), the ticker's ratio rows (its family's table) and the same-industry rows.
 */
export type CompanySummaryData = {
  ticker: string;
  companyInfo: SummaryRow | null;
  valuation: SummaryRow[];
  ratios: SummaryRow[];
  industry: SummaryRow[];
};

/** 'real', 'sample' or 'mixed': what the figures the summary was made from were. */
export type CompanySummaryDataType = 'real' | 'sample' | 'mixed' | 'none';

/** Spec 3 §9: the version of the prompt below, named by every summary it made. */
export const COMPANY_SUMMARY_PROMPT_VERSION = 'company-summary@1';

/** Rows of every table (the company info counts as one). */
const allRows = (data: CompanySummaryData): SummaryRow[] => [...(data.companyInfo ? [data.companyInfo] : []), ...data.valuation, ...data.ratios, ...data.industry];

/** Whether any table has rows ('Không có dữ liệu để tạo tổng quan!' otherwise). */
export const hasSummaryData = (data: CompanySummaryData): boolean => allRows(data).length > 0;

export function summaryDataType(data: CompanySummaryData): CompanySummaryDataType {
  const rows = allRows(data);
  if (!rows.length) return 'none';
  const samples = rows.filter((row) => row.sample).length;
  return samples === 0 ? 'real' : samples === rows.length ? 'sample' : 'mixed';
}

/** The saved summary's info (spec 2 §3 "AI summary / report"). */
export function companySummaryInfo(data: CompanySummaryData, companyName: string | null) {
  return {
    title: companyName ? `Tổng quan ${data.ticker} - ${companyName}` : `Tổng quan ${data.ticker}`,
    sheetName: 'CompanySummary',
    searchTerm: data.ticker,
    companyInfo: data.companyInfo !== null,
    valuationDataCount: data.valuation.length,
    finalRatioDataCount: data.ratios.length,
    industryComparisonCount: data.industry.length,
    dataType: summaryDataType(data),
  };
}

const MARK = { real: '[Số liệu thật]', sample: '[Dữ liệu mẫu - số liệu tạo ra để minh họa, không phải số liệu thật]' } as const;

const cell = (value: unknown): string => (value === null || value === undefined || value === '' ? '-' : typeof value === 'number' ? String(Math.round(value * 10_000) / 10_000) : String(value));

const rowLine = (row: SummaryRow): string =>
  `- ${row.sample ? MARK.sample : MARK.real} ${Object.entries(row.data)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([field, value]) => `${field}: ${cell(value)}`)
    .join('; ')}`;

const table = (title: string, rows: SummaryRow[]): string => `## ${title} (${rows.length} dòng)\n${rows.length ? rows.map(rowLine).join('\n') : '(không có dữ liệu)'}`;

/**
 * The prompt (spec 2 §9.3, spec 3 §9): every table's rows, each marked real or sample, and the answer's shape: the
 * short section of 7 to 10 sentences and the detailed one of 15 to 20, in markdown, each after its label.
 */
export function companySummaryPrompt(data: CompanySummaryData): string {
  return [
    `Hãy viết tổng quan doanh nghiệp cho mã chứng khoán ${data.ticker} bằng tiếng Việt, chỉ dựa trên dữ liệu dưới đây.`,
    `Mỗi dòng dữ liệu được đánh dấu ${MARK.real} hoặc ${MARK.sample}. Không trình bày dữ liệu mẫu như số liệu thật; nếu dùng đến, hãy nói rõ đó là dữ liệu mẫu.`,
    '',
    table('Thông tin doanh nghiệp', data.companyInfo ? [data.companyInfo] : []),
    table('Định giá (báo cáo của công ty chứng khoán)', data.valuation),
    table('Chỉ số tài chính', data.ratios),
    table('So sánh cùng ngành (Ngành cấp 4)', data.industry),
    '',
    'Trả lời đúng theo định dạng sau, giữ nguyên hai nhãn:',
    COMPANY_SUMMARY_LABELS.short,
    '(tóm tắt ngắn 7-10 câu)',
    COMPANY_SUMMARY_LABELS.detailed,
    '(phân tích chi tiết 15-20 câu, định dạng markdown)',
  ].join('\n');
}
