import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../shared/decider.testing.js';
import type { CompanyReportCommand } from './company-report.commands.js';
import { companyReportDecider } from './company-report.decider.js';
import type { CompanyReportEvent } from './company-report.events.js';
import type { CompanyReportSettings } from './company-report.types.js';
import { companyReportChecks, newCompanyReportTables, validCompanyReportFields } from './rules/company-report-form.js';

const given = specFor(companyReportDecider);
const settings: CompanyReportSettings = {
  valuationTable: { dataSource: 'BCTC', compareColumn: 'Doanh thu thuần', rowCount: 5 },
  financialRatioTable: { dataSource: 'CompanyInfo', compareColumn: 'Sàn', rowCount: 8 },
  industryComparisonTable: { dataSource: 'CompanyInfo', compareColumn: 'Ngành cấp 4', rowCount: 100 },
};
const created: CompanyReportEvent = { type: 'CompanyReportCreated', data: { reportId: 7, ticker: 'FPT', name: 'FPT quý 4', settings } };
const create = (fields: Record<string, unknown>): CompanyReportCommand => ({ type: 'CreateCompanyReport', data: { reportId: 7, fields } });
const edit = (fields: Record<string, unknown>): CompanyReportCommand => ({ type: 'EditCompanyReport', data: { reportId: 7, fields } });
const withTable = (table: keyof CompanyReportSettings, over: Record<string, unknown>) => ({ ...settings, [table]: { ...settings[table], ...over } });
const messageOf = (fields: Record<string, unknown>) => {
  try {
    validCompanyReportFields(fields);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('company report form (spec 3 §5, §9)', () => {
  it('stores the ticker in upper case and the texts trimmed; a left-out row count is 5', () => {
    const sent = withTable('valuationTable', { rowCount: undefined, compareColumn: '  Doanh thu thuần ' });
    expect(validCompanyReportFields({ ticker: ' fpt ', name: '  FPT quý 4 ', settings: sent })).toEqual({ ticker: 'FPT', name: 'FPT quý 4', settings });
  });

  it('requires a ticker and a name', () => {
    expect(messageOf({ name: 'a', settings })).toBe('Vui lòng nhập mã chứng khoán!');
    expect(messageOf({ ticker: '  ', name: 'a', settings })).toBe('Vui lòng nhập mã chứng khoán!');
    expect(messageOf({ ticker: 'FPT HOSE', name: 'a', settings })).toBe('Mã chứng khoán chỉ gồm chữ cái và chữ số, tối đa 10 ký tự!');
    expect(messageOf({ ticker: 'FPT', settings })).toBe('Vui lòng nhập tên báo cáo!');
    expect(messageOf({ ticker: 'FPT', name: '   ', settings })).toBe('Vui lòng nhập tên báo cáo!');
    expect(messageOf({ ticker: 'FPT', name: 'x'.repeat(201), settings })).toBe('Tên báo cáo không được quá 200 ký tự!');
  });

  it('requires every table, each with a data source, a compare column and a row count, naming the table', () => {
    expect(messageOf({ ticker: 'FPT', name: 'a' })).toBe('Vui lòng cài đặt đủ ba bảng: định giá, chỉ số tài chính và so sánh cùng ngành!');
    expect(messageOf({ ticker: 'FPT', name: 'a', settings: { ...settings, industryComparisonTable: undefined } })).toBe('Vui lòng cài đặt bảng so sánh cùng ngành!');
    expect(messageOf({ ticker: 'FPT', name: 'a', settings: withTable('valuationTable', { dataSource: '' }) })).toBe('Vui lòng chọn nguồn dữ liệu cho bảng định giá!');
    expect(messageOf({ ticker: 'FPT', name: 'a', settings: withTable('financialRatioTable', { dataSource: 'Excel' }) })).toBe('Nguồn dữ liệu phải là BCTC, CompanyInfo hoặc CompanyEvent!');
    expect(messageOf({ ticker: 'FPT', name: 'a', settings: withTable('financialRatioTable', { compareColumn: ' ' }) })).toBe('Vui lòng chọn cột so sánh cho bảng chỉ số tài chính!');
    expect(messageOf({ ticker: 'FPT', name: 'a', settings: withTable('financialRatioTable', { compareColumn: 'x'.repeat(101) }) })).toBe('Tên cột so sánh không được quá 100 ký tự!');
    expect(messageOf({ ticker: 'FPT', name: 'a', settings: withTable('industryComparisonTable', { rowCount: null }) })).toBe('Vui lòng nhập số dòng cho bảng so sánh cùng ngành!');
  });

  it('takes 1 to 100 rows, whole numbers only', () => {
    for (const rowCount of [1, 5, 100]) expect(messageOf({ ticker: 'FPT', name: 'a', settings: withTable('valuationTable', { rowCount }) })).toBeNull();
    for (const rowCount of [0, 101, 2.5, '5', -1]) expect(messageOf({ ticker: 'FPT', name: 'a', settings: withTable('valuationTable', { rowCount }) })).toBe('Số dòng phải từ 1 đến 100!');
  });

  it('gives the form its per-field checks and a new report 5 rows a table', () => {
    expect(companyReportChecks.rowCount('valuationTable', 0)).toBe('Số dòng phải từ 1 đến 100!');
    expect(companyReportChecks.dataSource('valuationTable', 'CompanyEvent')).toBeNull();
    expect(companyReportChecks.ticker('vcb')).toBeNull();
    expect(newCompanyReportTables()).toEqual({ valuationTable: { rowCount: 5 }, financialRatioTable: { rowCount: 5 }, industryComparisonTable: { rowCount: 5 } });
  });
});

describe('company report', () => {
  it('is created with what the admin set, nothing else', () =>
    given([]).when(create({ ticker: 'fpt', name: 'FPT quý 4', settings, id: 99, createdBy: 'khac@k9.vn' })).then([created]));
  it('is not created twice, nor edited or deleted before it exists', () => {
    given([created]).when(create({ ticker: 'FPT', name: 'x', settings })).thenThrows('COMPANY_REPORT_EXISTS');
    given([]).when(edit({ name: 'x' })).thenThrows('COMPANY_REPORT_NOT_FOUND');
    given([]).when({ type: 'DeleteCompanyReport', data: { reportId: 7 } }).thenThrows('COMPANY_REPORT_NOT_FOUND');
  });
  it('refuses a bad form', () => given([]).when(create({ ticker: 'FPT', name: 'a', settings: withTable('valuationTable', { rowCount: 0 }) })).thenThrows('ROW_COUNT_INVALID'));
  it('records only the fields that changed, and nothing when nothing did', () => {
    const next = withTable('valuationTable', { rowCount: 10 });
    given([created]).when(edit({ name: 'FPT quý 4', settings: next })).then([{ type: 'CompanyReportEdited', data: { reportId: 7, changes: { settings: next } } }]);
    given([created]).when(edit({ ticker: 'fpt', name: ' FPT quý 4' })).then([]);
  });
  it('checks the edited whole', () => given([created]).when(edit({ settings: withTable('financialRatioTable', { compareColumn: '' }) })).thenThrows('COMPARE_COLUMN_INVALID'));
  it('is deleted, and then gone', () => {
    given([created]).when({ type: 'DeleteCompanyReport', data: { reportId: 7 } }).then([{ type: 'CompanyReportDeleted', data: { reportId: 7 } }]);
    given([created, { type: 'CompanyReportDeleted', data: { reportId: 7 } }]).when(edit({ name: 'x' })).thenThrows('COMPANY_REPORT_NOT_FOUND');
  });
});
