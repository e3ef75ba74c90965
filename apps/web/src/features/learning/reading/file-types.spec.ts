import { describe, expect, it } from '@jest/globals';
import { csvRows, dispositionFileName, fileKindOf, fileNameOf, isStoredFileUrl, previewModeOf } from './file-types';

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
    expect(['a.pdf', 'b.webp', 'c.txt', 'd.csv', 'e.xlsx', 'f.doc', 'g.pptx', 'h.zip', 'i.docx'].map(previewModeOf)).toEqual(['pdf', 'image', 'text', 'csv', 'sheet', 'office', 'office', 'none', 'word']);
  });

  it('shows a file by its decoded name', () => {
    expect(fileNameOf('/files/2026/B%C3%A1o%20c%C3%A1o.pdf?v=2')).toBe('Báo cáo.pdf');
    expect(fileNameOf('/files/%E0%A4%A.pdf')).toBe('%E0%A4%A.pdf');
  });

  it("reads the name a file was uploaded with from its answer's Content-Disposition (the exact UTF-8 one first)", () => {
    expect(dispositionFileName(`inline; filename="Bao cao quy 3.pdf"; filename*=UTF-8''B%C3%A1o%20c%C3%A1o%20qu%C3%BD%203.pdf`)).toBe('Báo cáo quý 3.pdf');
    expect(dispositionFileName('attachment; filename="ma-ck.csv"')).toBe('ma-ck.csv');
    expect(dispositionFileName(`inline; filename="x_.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('x_.pdf');
    expect(dispositionFileName('inline')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
    expect([isStoredFileUrl('/files/2026/11/a.pdf'), isStoredFileUrl('https://bao-cao.example/a.pdf')]).toEqual([true, false]);
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
