import { describe, expect, it } from '@jest/globals';
import { contentDisposition, newFileKey, parseFileKey, safeFileName } from './file-key.js';
import { acceptedFor, servedInline, sniffFileType } from './file-types.js';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffFileType', () => {
  it.each([
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0]), 'a.bin'],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'), 'a.jpg'],
    ['gif', bytes('GIF89a'), 'a'],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'a'],
    ['wav', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), 'a'],
    ['mp3', bytes('ID3', [4, 0, 0]), 'a'],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64]), 'a'],
    ['ogg', bytes('OggS'), 'a'],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'a'],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom'), 'a'],
    ['bin', bytes([0, 0, 0, 0x20], 'ftypheic'), 'photo.heic'],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3], [0x9f, 0x42, 0x82, 0x84], 'webm'), 'a'],
    ['pdf', bytes('%PDF-1.7'), 'a.txt'],
    ['docx', bytes('PK\x03\x04'), 'Bài tập.DOCX'],
    ['zip', bytes('PK\x03\x04'), 'a.zip'],
    ['xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'bang.xls'],
    ['rar', bytes('Rar!\x1a\x07\x00'), 'a'],
    ['svg', Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- vẽ -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png'],
    ['csv', Buffer.from('mã,giá\nVNM,70\n'), 'gia.csv'],
    ['html', Buffer.from('<html><script>alert(1)</script></html>'), 'trang.html'],
    ['txt', Buffer.from('<html><script>alert(1)</script></html>'), 'x.png'],
    ['txt', Buffer.from('Xin chào, học viên!'), 'ghi-chu'],
    ['bin', bytes([0, 1, 2, 3, 0xfe]), 'a.png'],
  ])('sees %s in its bytes', (expected, head, name) => expect(sniffFileType(head, name)).toBe(expected));

  it('spots programs by their bytes or their name', () => {
    expect(sniffFileType(bytes('MZ', [0x90, 0]), 'anh.png')).toBe('executable');
    expect(sniffFileType(bytes([0x7f], 'ELF'), 'a')).toBe('executable');
    expect(sniffFileType(Buffer.from('#!/bin/sh\nrm -rf /'), 'a.txt')).toBe('executable');
    expect(sniffFileType(Buffer.from('echo hi'), 'cai-dat.BAT')).toBe('executable');
  });

  it('takes for each purpose only its own kinds, and anything but programs for any', () => {
    expect(acceptedFor('image', 'svg')).toBe(true);
    expect(acceptedFor('image', 'txt')).toBe(false);
    expect(acceptedFor('audio', 'm4a')).toBe(true);
    expect(acceptedFor('video', 'mp3')).toBe(false);
    expect(acceptedFor('document', 'xlsx')).toBe(true);
    expect(acceptedFor('document', 'html')).toBe(false);
    expect(acceptedFor('any', 'bin')).toBe(true);
    expect(acceptedFor('any', 'executable')).toBe(false);
  });

  it('shows pictures, sound, video and PDF inline, never SVG or text', () => {
    expect(['png', 'mp3', 'mp4', 'pdf'].map((ext) => servedInline(ext as never))).toEqual([true, true, true, true]);
    expect(['svg', 'txt', 'html', 'docx', 'bin'].map((ext) => servedInline(ext as never))).toEqual([false, false, false, false, false]);
  });
});

describe('file keys and names', () => {
  const id = '0b6f1c9e-2d4a-4c7b-9a51-3f2e8d7c6b5a';

  it('generates yyyy/mm/<uuid>.<ext> and reads back only that form', () => {
    const key = newFileKey(id, 'png', new Date('2025-03-31T23:30:00Z'));
    expect(key).toBe(`2025/03/${id}.png`);
    expect(parseFileKey(key)).toEqual({ fileId: id, ext: 'png' });
    for (const bad of ['../../etc/passwd', `2025/03/../${id}.png`, `2025/13/${id}.png`, `2025/03/${id}.exe`, `2025/03/${id}.png/x`, `/2025/03/${id}.png`, `2025\\03\\${id}.png`, `2025/03/${id.toUpperCase()}.png`]) {
      expect(parseFileKey(bad)).toBeNull();
    }
  });

  it('reduces a client file name to a safe display name', () => {
    expect(safeFileName('../../evil.png', 'png')).toBe('evil.png');
    expect(safeFileName('C:\\Users\\an\\Ảnh bìa.png', 'png')).toBe('Ảnh bìa.png');
    expect(safeFileName('a\u0000b\r\n"c".txt', 'txt')).toBe('abc.txt');
    expect(safeFileName('hoa-don\u202Egnp.exe', 'bin')).toBe('hoa-dongnp.exe');
    expect(safeFileName('..', 'txt')).toBe('tep.txt');
    expect(safeFileName('.htaccess', 'txt')).toBe('htaccess');
    const long = safeFileName(`${'ữ'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Đề thi "cuối kỳ" (1).pdf')).toBe(
      `attachment; filename="De thi _cuoi ky_ (1).pdf"; filename*=UTF-8''%C4%90%E1%BB%81%20thi%20%22cu%E1%BB%91i%20k%E1%BB%B3%22%20%281%29.pdf`,
    );
  });
});
