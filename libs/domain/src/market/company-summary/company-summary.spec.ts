import { describe, expect, it } from '@jest/globals';
import { checkSummaryTicker } from './company-summary-ticker.js';
import { companySummaryInfo, companySummaryPrompt, hasSummaryData, summaryDataType, type CompanySummaryData } from './company-summary-prompt.js';
import { COMPANY_SUMMARY_LABELS as L, parseCompanySummaryReply } from './company-summary-reply.js';

const data = (over: Partial<CompanySummaryData> = {}): CompanySummaryData => ({ ticker: 'FPT', companyInfo: null, valuation: [], ratios: [], industry: [], ...over });

describe('the company summary reply parser', () => {
  it('splits the two labelled sections', () => {
    expect(parseCompanySummaryReply(`Chào bạn.\n${L.short}\nNgắn gọn.\n\n${L.detailed}\n## Chi tiết\nDài hơn.`)).toEqual({ summary1: 'Ngắn gọn.', summary2: '## Chi tiết\nDài hơn.' });
  });

  it('takes the labels as models write them back: bold, headings, no brackets, another case, either order', () => {
    expect(parseCompanySummaryReply('**[Tóm tắt ngắn]**: Một.\n### PHÂN TÍCH CHI TIẾT\nHai.')).toEqual({ summary1: 'Một.', summary2: 'Hai.' });
    expect(parseCompanySummaryReply(`${L.detailed}\r\nHai.\r\n${L.short}\r\nMột.`)).toEqual({ summary1: 'Một.', summary2: 'Hai.' });
  });

  it('gives nothing for a reply missing a label or a section: never half a summary', () => {
    expect(parseCompanySummaryReply('Trả lời giả lập cho: ...')).toBeNull();
    expect(parseCompanySummaryReply(`${L.short}\nChỉ phần ngắn.`)).toBeNull();
    expect(parseCompanySummaryReply(`${L.short}\n${L.detailed}\nChỉ phần dài.`)).toBeNull();
    expect(parseCompanySummaryReply('')).toBeNull();
    expect(parseCompanySummaryReply(null)).toBeNull();
  });
});

describe('the company summary prompt and info', () => {
  const full = data({
    companyInfo: { data: { 'Mã CK': 'FPT', 'Ngành cấp 4': 'Phần mềm' }, sample: false },
    valuation: [{ data: { 'Mã CK': 'FPT', 'Giá mục tiêu (đồng)': 150000 }, sample: false }],
    ratios: [{ data: { 'Mã CK': 'FPT', pe: 20.123456 }, sample: true }],
  });

  it('marks every row real or sample and asks for both sections with their lengths', () => {
    const prompt = companySummaryPrompt(full);
    expect(prompt).toContain('- [Số liệu thật] Mã CK: FPT; Ngành cấp 4: Phần mềm');
    expect(prompt).toContain('- [Dữ liệu mẫu - số liệu tạo ra để minh họa, không phải số liệu thật] Mã CK: FPT; pe: 20.1235');
    expect(prompt).toContain('7-10 câu');
    expect(prompt).toContain('15-20 câu');
    expect(prompt.indexOf(L.short)).toBeLessThan(prompt.indexOf(L.detailed));
  });

  it('counts the tables and says what the figures were', () => {
    expect(companySummaryInfo(full, 'Công ty Cổ phần FPT')).toEqual({
      title: 'Tổng quan FPT - Công ty Cổ phần FPT',
      sheetName: 'CompanySummary',
      searchTerm: 'FPT',
      companyInfo: true,
      valuationDataCount: 1,
      finalRatioDataCount: 1,
      industryComparisonCount: 0,
      dataType: 'mixed',
    });
    expect(hasSummaryData(data())).toBe(false);
    expect(summaryDataType(data({ ratios: [{ data: {}, sample: true }] }))).toBe('sample');
    expect(summaryDataType(data({ ratios: [{ data: {}, sample: false }] }))).toBe('real');
  });

  it('wants a ticker: letters and digits, upper-cased', () => {
    expect(checkSummaryTicker('  ')).toEqual({ ok: false, message: 'Vui lòng nhập mã chứng khoán!' });
    expect(checkSummaryTicker(undefined)).toEqual({ ok: false, message: 'Vui lòng nhập mã chứng khoán!' });
    expect(checkSummaryTicker('FPT;--')).toMatchObject({ ok: false });
    expect(checkSummaryTicker(' vcb ')).toEqual({ ok: true, ticker: 'VCB' });
  });
});
