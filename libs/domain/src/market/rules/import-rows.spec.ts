import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../shared/decider.testing.js';
import { marketImportDecider, type MarketImportSummary } from '../market-import.decider.js';
import { importDate, marketImportCandidate, missingColumns, missingColumnsMessage } from './import-rows.js';

const provenance = { source: 'Tệp của quản trị viên: chi-so.csv', asOf: 'ngày 28/11/2026' };

describe('market import rows', () => {
  it('checks each dataset has the columns of its key, with a Vietnamese message', () => {
    expect(missingColumns('fin_ratio', ['mã ck', 'Ngày', 'pe'])).toEqual(['Kiểu thời gian']);
    expect(missingColumns('company_report', ['Mã CK', 'Ngày', 'Nguồn'])).toEqual([]);
    expect(missingColumns('macro_report', ['name'])).toEqual(['URL']);
    expect(missingColumnsMessage('fin_ratio', ['Kiểu thời gian'])).toBe('File của bộ dữ liệu fin_ratio thiếu cột bắt buộc: Kiểu thời gian.');
  });

  it('reads ISO and Vietnamese dates', () => {
    expect(importDate('2023-09-30')).toBe('2023-09-30');
    expect(importDate('30/09/2023')).toBe('2023-09-30');
    expect(importDate('2023')).toBe('2023-12-31');
    expect(importDate('31/02/2023')).toBeNull();
  });

  it('makes a ratio row keyed by ticker and quarter, numbers as numbers, with the file as its source', () => {
    const candidate = marketImportCandidate('fin_ratio', { 'Mã CK': 'fpt', 'Ngày': '31/12/2022', 'Kiểu thời gian': 'Quý', pe: '16.3', 'Ghi chú': 'quý 4' }, 2, provenance);
    expect(candidate).toEqual({
      row: 2,
      valid: true,
      value: {
        dataset: 'fin_ratio',
        key: 'FPT|2022-Q4',
        ticker: 'FPT',
        period: '2022-Q4',
        date: '2022-12-31',
        data: { 'Mã CK': 'FPT', 'Ngày': '2022-12-31', 'Kiểu thời gian': 'Quý', pe: 16.3, 'Ghi chú': 'quý 4' },
        url: null,
        name: null,
        type: null,
        ...provenance,
        sample: false,
        flags: [],
      },
    });
  });

  it('drops rows dated 1970 and refuses rows it cannot key, with the reason', () => {
    expect(marketImportCandidate('fin_ratio', { 'Mã CK': 'FPT', 'Ngày': '1970-01-01', 'Kiểu thời gian': 'Quý' }, 3, provenance)).toEqual({ row: 3, dropped: true });
    expect(marketImportCandidate('fin_ratio', { 'Mã CK': 'FPT', 'Ngày': '2022-12-31', 'Kiểu thời gian': 'Tháng' }, 4, provenance)).toEqual({ row: 4, valid: false, reason: 'Kiểu thời gian phải là "Quý" hoặc "Năm".' });
    expect(marketImportCandidate('fin_ratio', { 'Mã CK': '', 'Ngày': '2022-12-31', 'Kiểu thời gian': 'Năm' }, 5, provenance)).toEqual({ row: 5, valid: false, reason: 'Thiếu Mã CK để nhận diện dòng dữ liệu.' });
    expect(marketImportCandidate('company_event', { 'Mã CK': 'SAB', 'Ngày': 'hôm qua', 'Loại sự kiện': 'x' }, 6, provenance)).toMatchObject({ valid: false, reason: expect.stringContaining('Ngày không hợp lệ') });
  });

  it('keys a document report by its URL', () => {
    const candidate = marketImportCandidate('macro_report', { URL: 'https://example.vn/vi-mo.pdf', name: 'Vĩ mô quý 3', 'Ngày': '2023-10-01' }, 2, provenance);
    expect(candidate).toMatchObject({ valid: true, value: { key: 'https://example.vn/vi-mo.pdf', ticker: null, url: 'https://example.vn/vi-mo.pdf', name: 'Vĩ mô quý 3' } });
  });
});

describe('market import', () => {
  const given = specFor(marketImportDecider);
  const summary: MarketImportSummary = { importId: 'i1', dataset: 'fin_ratio', fileName: 'chi-so.csv', totalRows: 3, droppedRows: 0, validRows: 2, invalidRows: 1, digest: 'abc' };
  const prepared = { type: 'MarketImportPrepared' as const, data: summary };
  const confirmed = { type: 'MarketImportConfirmed' as const, data: { importId: 'i1', attempt: 1 } };
  it('is confirmed once and completed once', () => {
    given([prepared]).when({ type: 'ConfirmMarketImport', data: { importId: 'i1' } }).then([confirmed]);
    given([prepared, confirmed]).when({ type: 'ConfirmMarketImport', data: { importId: 'i1' } }).then([]);
    given([prepared, confirmed]).when({ type: 'CompleteMarketImport', data: { importId: 'i1', written: 2, unchanged: 0 } }).then([{ type: 'MarketImportCompleted', data: { importId: 'i1', written: 2, unchanged: 0 } }]);
    given([]).when({ type: 'ConfirmMarketImport', data: { importId: 'i1' } }).thenThrows('IMPORT_NOT_FOUND');
    given([{ type: 'MarketImportPrepared', data: { ...summary, validRows: 0 } }]).when({ type: 'ConfirmMarketImport', data: { importId: 'i1' } }).thenThrows('NOTHING_TO_IMPORT');
  });
});
