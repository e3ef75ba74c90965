import { describe, expect, it } from '@jest/globals';
import type { AiSummaryCategory } from '@k9/domain';
import type { ParameterTable } from '@k9/domain/content/ai-summary/rules/parameter-table';
import { firstTrend, isCompanyReport, listedReports, OVERVIEW_LIMIT, parseMetric, plainPreview, reportOverviewOf, tableCells, tableColumns, trendPoints, truncateOverview, vietnamYear } from './report-rules';

describe('report overview truncation (spec 2 §9.5: 800 characters)', () => {
  it('keeps a text of 800 characters whole', () => {
    const text = 'a'.repeat(800);
    expect(OVERVIEW_LIMIT).toBe(800);
    expect(truncateOverview(text)).toEqual({ text, truncated: false });
  });

  it('cuts a longer one after 800 characters and marks the cut', () => {
    const text = `${'b'.repeat(800)}c`;
    const folded = truncateOverview(text);
    expect(folded.truncated).toBe(true);
    expect(folded.text).toBe(`${'b'.repeat(800)}…`);
  });

  it('counts Vietnamese letters and emoji as one character each', () => {
    const text = 'Ả'.normalize('NFD').repeat(400) + '📈'.repeat(400) + 'x';
    const folded = truncateOverview(text);
    expect(folded.truncated).toBe(true);
    expect(Array.from(folded.text)).toHaveLength(801);
    expect(folded.text.endsWith('📈…')).toBe(true);
    expect(truncateOverview('Ả'.normalize('NFD').repeat(800)).truncated).toBe(false);
  });
});

describe('parameter tables (spec 2 §9.5: quarterly 4 columns, monthly 6, yearly 3)', () => {
  it('has the spec column counts', () => {
    expect(tableColumns('quarterly')).toBe(4);
    expect(tableColumns('monthly')).toBe(6);
    expect(tableColumns('yearly')).toBe(3);
  });

  it('lists each type’s cells in order', () => {
    const quarterly: ParameterTable = { id: 'q', name: 'Tăng trưởng', type: 'quarterly', data: { Q2: '5%', Q1: '4%' } };
    expect(tableCells(quarterly, 2026)).toEqual([
      { label: 'Q1', value: '4%' },
      { label: 'Q2', value: '5%' },
      { label: 'Q3', value: '' },
      { label: 'Q4', value: '' },
    ]);
    expect(tableCells({ id: 'm', name: 'CPI', type: 'monthly', data: {} }, 2026).map((cell) => cell.label)).toEqual(Array.from({ length: 12 }, (_, i) => `Tháng ${i + 1}`));
    // A yearly table saved two years ago keeps its older column, oldest first.
    expect(tableCells({ id: 'y', name: 'GDP', type: 'yearly', data: { 'Năm 2023': '5,1%' } }, 2026).map((cell) => cell.label)).toEqual(['Năm 2023', 'Năm 2024', 'Năm 2025', 'Năm 2026']);
  });

  it('reads the year in Vietnam', () => {
    expect(vietnamYear(Date.parse('2025-12-31T17:30:00Z'))).toBe(2026);
    expect(vietnamYear(Date.parse('2025-12-31T16:30:00Z'))).toBe(2025);
  });
});

describe('trend values', () => {
  it('reads numbers as Vietnamese and English writers write them', () => {
    expect(parseMetric('5%')).toBe(5);
    expect(parseMetric('1.234,5 tỷ')).toBe(1234.5);
    expect(parseMetric('-2,3')).toBe(-2.3);
    expect(parseMetric('12.5')).toBe(12.5);
    expect(parseMetric('2.500')).toBe(2500);
    expect(parseMetric('1,234,567')).toBe(1234567);
    expect(parseMetric('1,234.5')).toBe(1234.5);
    expect(parseMetric('Tăng 3,5% so với cùng kỳ')).toBe(3.5);
    expect(parseMetric('Q1')).toBeNull();
    expect(parseMetric('N/A')).toBeNull();
    expect(parseMetric('')).toBeNull();
  });

  it('picks the first table that makes a trend for a list entry', () => {
    const flat: ParameterTable = { id: 'a', name: 'Ghi chú', type: 'yearly', data: { 'Năm 2026': 'ổn định' } };
    const rising: ParameterTable = { id: 'b', name: 'Doanh thu', type: 'quarterly', data: { Q1: '10', Q2: '12' } };
    expect(firstTrend([flat, rising], 2026)).toEqual({ name: 'Doanh thu', points: [{ label: 'Q1', value: 10 }, { label: 'Q2', value: 12 }] });
    expect(firstTrend([flat], 2026)).toBeNull();
  });

  it('charts the numeric cells in column order', () => {
    const table: ParameterTable = { id: 'q', name: 'Lãi suất', type: 'quarterly', data: { Q3: '4,5%', Q1: '5%', Q2: 'chưa có' } };
    expect(trendPoints(table, 2026)).toEqual([
      { label: 'Q1', value: 5 },
      { label: 'Q3', value: 4.5 },
    ]);
  });
});

describe('the reports list (spec 2 §2.8)', () => {
  const report = (id: number, info: Record<string, unknown>, rest: Partial<{ summary1: string; summary2: string; category: AiSummaryCategory }> = {}) => ({
    id,
    info: { title: `Báo cáo ${id}`, ...info },
    summary1: '',
    summary2: '',
    category: 'Ngành' as AiSummaryCategory,
    ...rest,
  });

  it('hides company summaries', () => {
    const listed = listedReports([report(1, {}), report(2, { sheetName: 'CompanySummary' }), report(3, { sheetName: 'company_report' })], '', null);
    expect(listed.map((r) => r.id)).toEqual([1, 3]);
  });

  it("marks reports of the 'company_report' data set", () => {
    expect(isCompanyReport(report(1, { sheetName: 'company_report' }))).toBe(true);
    expect(isCompanyReport(report(2, { dataType: 'company_report' }))).toBe(true);
    expect(isCompanyReport(report(3, { sheetName: 'macro_report' }))).toBe(false);
  });

  it('searches titles and summaries without accents, and filters by category', () => {
    const records = [report(1, { title: 'Báo cáo ngành thép' }), report(2, {}, { summary1: 'Lạm phát Việt Nam', category: 'Vĩ mô' }), report(3, {})];
    expect(listedReports(records, 'NGANH THEP', null).map((r) => r.id)).toEqual([1]);
    expect(listedReports(records, 'lam phat', null).map((r) => r.id)).toEqual([2]);
    expect(listedReports(records, '', 'Vĩ mô').map((r) => r.id)).toEqual([2]);
  });
});

describe('REPORT_OVERVIEW as stored', () => {
  it('keeps the text and the well-formed tables', () => {
    expect(reportOverviewOf({ overview: 'Tổng quan', tables: [{ id: 't1', name: 'GDP', type: 'yearly', data: { 'Năm 2025': '7%', bad: 3 } }, { name: '', type: 'yearly' }, { name: 'X', type: 'weekly' }] })).toEqual({
      overview: 'Tổng quan',
      tables: [{ id: 't1', name: 'GDP', type: 'yearly', data: { 'Năm 2025': '7%' } }],
    });
    expect(reportOverviewOf(null)).toEqual({ overview: '', tables: [] });
  });
});

describe('plainPreview', () => {
  it('drops markdown and HTML marks, keeps the words', () => {
    expect(plainPreview('## Điểm chính\n\n- **Lãi suất** giảm [xem](https://x.vn)\n<script>alert(1)</script>![a](b.png)')).toBe('Điểm chính Lãi suất giảm xem alert(1)');
    expect(plainPreview('a'.repeat(300), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
