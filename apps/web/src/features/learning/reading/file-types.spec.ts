import { describe, expect, it } from '@jest/globals';
import { csvRows, fileKindOf, fileNameOf, previewModeOf } from './file-types';

describe('attached files (spec 2 §5.4)', () => {
  it('knows the kind and the preview of each extension, whatever its case and query', () => {
    expect(['a.PDF', 'b.jpeg?x=1', 'c.svg', 'd.txt', 'e.csv', 'f.docx', 'g.xls', 'h.pptx', 'i.zip', 'j'].map(fileKindOf)).toEqual([
      'pdf',
      'image',
      'image',
      'text',
      'csv',
      'word',
      'excel',
      'powerpoint',
      'archive',
      'other',
    ]);
    expect(['a.pdf', 'b.webp', 'c.txt', 'd.csv', 'e.xlsx', 'f.doc', 'g.pptx', 'h.zip'].map(previewModeOf)).toEqual(['pdf', 'image', 'text', 'csv', 'sheet', 'office', 'office', 'none']);
  });

  it('shows a file by its decoded name', () => {
    expect(fileNameOf('/files/2026/B%C3%A1o%20c%C3%A1o.pdf?v=2')).toBe('Báo cáo.pdf');
    expect(fileNameOf('/files/%E0%A4%A.pdf')).toBe('%E0%A4%A.pdf');
  });

  it('reads CSV with quoted commas, doubled quotes and line breaks', () => {
    expect(csvRows('Mã,Tên\r\nVNM,"Vinamilk, CTCP"\nFPT,"Nói ""xin chào""\ndòng 2"')).toEqual([
      ['Mã', 'Tên'],
      ['VNM', 'Vinamilk, CTCP'],
      ['FPT', 'Nói "xin chào"\ndòng 2'],
    ]);
    expect(csvRows('a\nb\nc', 2)).toEqual([['a'], ['b']]);
  });
});
