import { describe, expect, it } from '@jest/globals';
import { marketRowBatches } from './row-batches.js';
import { DOCUMENT_DATASETS, sampleDocumentIndex, sampleDocumentRows } from './sample-documents.js';

const index = [
  { file: 'industry_report-1.pdf', dataset: 'industry_report', title: 'Ngành Ngân hàng: triển vọng năm 2025', date: '2025-01-15', sector: 'Ngân hàng' },
  { file: 'macro_report-1.pdf', dataset: 'macro_report', title: 'Kinh tế vĩ mô quý 1/2025', date: '2025-04-05' },
  { file: 'strategy_report-1.pdf', dataset: 'strategy_report', title: 'Chiến lược đầu tư nửa cuối năm 2025', date: '2025-06-25' },
  { file: 'IR_report-1.pdf', dataset: 'IR_report', title: 'FPT: tài liệu gửi nhà đầu tư', date: '2025-07-25', ticker: 'fpt' },
];

describe('generated sample documents', () => {
  it('read the index: a file, a document dataset, a title and a date, the company or sector when there is one', () => {
    const documents = sampleDocumentIndex(index);
    expect(documents.map((document) => document.dataset)).toEqual([...DOCUMENT_DATASETS]);
    expect(documents[0]).toEqual({ file: 'industry_report-1.pdf', dataset: 'industry_report', title: 'Ngành Ngân hàng: triển vọng năm 2025', date: '2025-01-15', ticker: null, sector: 'Ngân hàng' });
    expect(documents[3]).toMatchObject({ ticker: 'FPT', sector: null });
  });

  it('refuse an index entry that is not a plain PDF name of a document dataset with a title and a date, naming the entry', () => {
    const bad = [
      { ...index[0], file: '../secret.pdf' },
      { ...index[0], file: 'industry_report-1.exe' },
      { ...index[0], dataset: 'fin_ratio' },
      { ...index[0], title: '  ' },
      { ...index[0], date: '15/01/2025' },
      { ...index[0], ticker: 'QUÁ DÀI MỘT MÃ' },
    ];
    for (const entry of bad) expect(() => sampleDocumentIndex([index[1], entry])).toThrow('không hợp lệ ở mục 2');
    expect(() => sampleDocumentIndex([index[0], index[0]])).toThrow('mục 2');
    expect(() => sampleDocumentIndex({ files: index })).toThrow('không hợp lệ');
  });

  it('become sample rows of their datasets, keyed by the stored file URL, with name, type and the sample provenance', () => {
    const documents = sampleDocumentIndex(index).map((document, i) => ({ ...document, url: `/files/2026/11/0000000${i}-0000-5000-8000-000000000000.pdf` }));
    const rows = sampleDocumentRows(documents);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      dataset: 'industry_report',
      key: documents[0].url,
      ticker: null,
      period: null,
      date: '2025-01-15',
      data: { 'Tên báo cáo': 'Ngành Ngân hàng: triển vọng năm 2025', 'Ngày': '2025-01-15', 'Loại báo cáo': 'Báo cáo ngành', 'Ngành': 'Ngân hàng' },
      url: documents[0].url,
      name: 'Ngành Ngân hàng: triển vọng năm 2025',
      type: 'Báo cáo ngành',
      source: expect.stringContaining('Dữ liệu mẫu'),
      asOf: 'dữ liệu mẫu',
      sample: true,
      flags: [],
    });
    expect(rows[3]).toMatchObject({ dataset: 'IR_report', ticker: null, type: 'Tài liệu quan hệ nhà đầu tư', data: { 'Mã CK': 'FPT' } });
    expect(rows.map((row) => row.type)).toEqual(['Báo cáo ngành', 'Báo cáo vĩ mô', 'Báo cáo chiến lược', 'Tài liệu quan hệ nhà đầu tư']);
    // The same documents at the same URLs are the same rows (a re-run of the seed writes nothing new).
    expect(sampleDocumentRows(documents)).toEqual(rows);
    // One write per dataset: the documents have no ticker of their own.
    expect(marketRowBatches(rows.map((row) => ({ ...row, rowId: row.key }))).map((batch) => [batch.dataset, batch.ticker])).toEqual(DOCUMENT_DATASETS.map((dataset) => [dataset, null]));
  });

  it('refuse a document without a URL', () => {
    expect(() => sampleDocumentRows([{ ...sampleDocumentIndex(index)[1], url: ' ' }])).toThrow('Thiếu URL');
  });
});
