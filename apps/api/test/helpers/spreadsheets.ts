import { crc32, createDeflateRaw } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { zipOfDeflated } from './zip.js';

export type BookType = 'xlsx' | 'xls' | 'xlsm';

/** A real workbook of these rows (the first is the header), written by SheetJS as Excel writes it (deflated). */
export function workbookOf(rows: unknown[][], bookType: BookType = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Nhập liệu');
  return XLSX.write(book, { type: 'buffer', bookType: bookType === 'xls' ? 'biff8' : bookType, compression: true }) as Buffer;
}

/** The header and `count` rows of Vietnamese content (details of about 2 kB). */
export function contentRows(count: number, over: (index: number) => Record<string, unknown> = () => ({})): unknown[][] {
  const header = ['Title', 'Summary', 'Detail', 'Category', 'Tag4', 'isPublic'];
  const detail = 'Doanh nghiệp cần đánh giá dòng tiền, biên lợi nhuận và rủi ro thị trường trước khi mở rộng. '.repeat(22);
  const rows: unknown[][] = [header];
  for (let index = 0; index < count; index++) {
    const values: Record<string, unknown> = { Title: `Bài học kinh doanh số ${index + 1}`, Summary: `Tóm tắt bài ${index + 1}: quản trị tài chính`, Detail: detail, Category: 'Mô hình', Tag4: 'Program 1, Program 2', isPublic: 'true', ...over(index) };
    rows.push(header.map((column) => values[column] ?? ''));
  }
  return rows;
}

/**
 * A zip bomb named .xlsx: a real zip holding `entries` sheets of `megabytes` MB of zeros each, deflated to about a
 * thousandth of that. `declared`: the size its headers claim instead of the truth (a zip that lies).
 */
export async function zipBomb(megabytes: number, entries = 1, declared?: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflater = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflater.on('data', (part: Buffer) => parts.push(part));
  let crc = 0;
  for (let i = 0; i < megabytes; i++) {
    crc = crc32(chunk, crc);
    if (!deflater.write(chunk)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  await new Promise((resolve) => {
    deflater.once('end', resolve);
    deflater.end();
  });
  const data = Buffer.concat(parts);
  const size = declared ?? megabytes * 1024 * 1024;
  return zipOfDeflated(Array.from({ length: entries }, (_, index) => ({ name: `xl/worksheets/sheet${index + 1}.xml`, data, crc, size })));
}
