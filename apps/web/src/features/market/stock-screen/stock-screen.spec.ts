import { describe, expect, it } from '@jest/globals';
import type { AiSummaryRecord, MarketRowRecord } from '@k9/contracts';
import { previousQuarter, quarterLabel, quarterOfDate, quarterOptions, recentQuarters } from './quarters';
import { overviewOf } from '../company-summary/company-summary-rules';
import { provenanceOf, ratioFamilyOf, tickerOf, valuationDateField, vietnameseDate } from './stock-rules';
import { formatMetric, formatMoney } from './units';

const row = (data: Record<string, string | number | null>, extra: Partial<MarketRowRecord> = {}): MarketRowRecord => ({
  id: String(Math.random()),
  dataset: 'fin_ratio',
  data,
  URL: null,
  name: null,
  type: null,
  source: 'FiinTrade',
  asOf: 'quý 3/2023',
  sample: false,
  flags: [],
  ...extra,
});

describe('stock screen: quarters', () => {
  it('reads the quarter of a row date, ignoring 1970', () => {
    expect(quarterOfDate('2025-09-30')).toBe('2025-Q3');
    expect(quarterOfDate('2024-12-31')).toBe('2024-Q4');
    expect(quarterOfDate('2024-01-01')).toBe('2024-Q1');
    expect(quarterOfDate('1970-01-01')).toBeNull();
    expect(quarterOfDate(null)).toBeNull();
    expect(quarterLabel('2025-Q3')).toBe('Quý 3/2025');
  });

  it('offers the current quarter and the 4 before it', () => {
    expect(previousQuarter('2025-Q1')).toBe('2024-Q4');
    expect(quarterOptions('2025-Q2')).toEqual(['2025-Q2', '2025-Q1', '2024-Q4', '2024-Q3', '2024-Q2']);
    expect(quarterOptions(null)).toEqual([]);
  });

  it('keeps the 4 most recent distinct quarters, newest first', () => {
    const rows = ['2023-06-30', '2025-09-30', '2025-09-30', '1970-03-31', '2025-03-31', '2024-12-31', '2025-06-30'].map((date, index) => row({ 'Ngày': date, pe: index }));
    const recent = recentQuarters(rows);
    expect(recent.map((each) => each.quarter)).toEqual(['2025-Q3', '2025-Q2', '2025-Q1', '2024-Q4']);
    // The first row of a quarter wins.
    expect(recent[0].row.data.pe).toBe(1);
    expect(recentQuarters(rows.slice(0, 1))).toHaveLength(1);
  });
});

describe('stock screen: units', () => {
  it("shows money in 'tỷ' from one billion, in 'triệu' below", () => {
    expect(formatMoney(120000)).toBe('120.000 tỷ');
    expect(formatMoney(1.5)).toBe('1,5 tỷ');
    expect(formatMoney(0.85)).toBe('850 triệu');
    expect(formatMoney(-0.2)).toBe('-200 triệu');
    expect(formatMetric(52345.678, 'tỷ đồng')).toBe('52.345,68 tỷ');
  });

  it('shows each unit and a dash for blanks', () => {
    expect(formatMetric(23.6, '%')).toBe('23,6%');
    expect(formatMetric(14.3, 'lần')).toBe('14,3');
    expect(formatMetric(4321.4, 'đồng')).toBe('4.321 đ');
    expect(formatMetric(null, '%')).toBe('—');
    expect(formatMetric('x', 'lần')).toBe('—');
  });
});

describe('stock screen: rules', () => {
  it('takes the ticker in any case, refusing an empty box', () => {
    expect(tickerOf('  fpt ')).toBe('FPT');
    expect(tickerOf('')).toBeNull();
    expect(tickerOf('FPT;')).toBeNull();
  });

  it('follows the company for the ratio family', () => {
    const info = row({ 'Mã CK': 'VCB', 'Nhóm chỉ số tài chính': 'fin_ratio_nganhang' }, { dataset: 'company_info' });
    expect(ratioFamilyOf(info, [])).toBe('fin_ratio_nganhang');
    expect(ratioFamilyOf(undefined, [row({}, { dataset: 'fin_ratio_baohiem' })])).toBe('fin_ratio_baohiem');
    expect(ratioFamilyOf(undefined, [])).toBeNull();
  });

  it("finds the ticker's newest company summary", () => {
    const summary = (id: number, info: Record<string, unknown>) => ({ id, info: { title: 't', ...info } }) as unknown as AiSummaryRecord;
    const summaries = [summary(1, { sheetName: 'CompanySummary', searchTerm: 'FPT' }), summary(3, { sheetName: 'CompanySummary', searchTerm: 'fpt' }), summary(4, { sheetName: 'Other', searchTerm: 'FPT' })];
    expect(overviewOf(summaries, 'FPT')?.id).toBe(3);
    expect(overviewOf(summaries, 'VCB')).toBeNull();
  });

  it('names each source and date once, and says when rows are sample', () => {
    expect(provenanceOf([row({}), row({}), row({}, { source: 'Dữ liệu mẫu', asOf: 'dữ liệu mẫu', sample: true })])).toEqual({
      sources: ['FiinTrade', 'Dữ liệu mẫu'],
      dates: ['quý 3/2023', 'dữ liệu mẫu'],
      sample: true,
    });
  });

  it("titles the valuation date 'Ngày khuyến nghị', or 'Ngày công bố' when only that is there", () => {
    expect(valuationDateField([row({ 'Ngày khuyến nghị': '2023-05-01' })])).toBe('Ngày khuyến nghị');
    expect(valuationDateField([row({ 'Ngày công bố': '2023-05-01' })])).toBe('Ngày công bố');
    expect(vietnameseDate('2023-05-01')).toBe('01/05/2023');
  });
});
