import { describe, expect, it } from '@jest/globals';
import { contentRows, workbookOf, zipBomb } from '../../../../../test/helpers/spreadsheets.js';
import { readSpreadsheet } from './spreadsheet-reader.js';
import { inspectZip, verifyZipSizes } from './zip-inspection.js';

const MB = 1024 * 1024;
const limits = { maxUnzippedBytes: 400 * MB, maxEntries: 2000 };
const readLimits = { maxRows: 50_000, memoryMb: 512, timeoutMs: 30_000 };

describe('zip inspection', () => {
  it('reads what a real .xlsx declares, and it unzips to that', async () => {
    const book = workbookOf(contentRows(3));
    const verdict = inspectZip(book, limits);
    expect(verdict).toMatchObject({ ok: true });
    if (verdict.ok) {
      expect(verdict.entries.length).toBeGreaterThan(3);
      expect(await verifyZipSizes(book, verdict.entries)).toBe('ok');
    }
  });
  it('refuses a zip bomb by its central directory, before any parser', async () => {
    const bomb = await zipBomb(500);
    expect(bomb.length).toBeLessThan(2 * MB);
    expect(inspectZip(bomb, limits)).toEqual({ ok: false, reason: 'too-large' });
    expect(inspectZip(await zipBomb(1, 3000), limits)).toEqual({ ok: false, reason: 'too-many-entries' });
  });
  it('refuses a zip that unzips to more than it declares, without unzipping it all', async () => {
    const liar = await zipBomb(600, 1, 1000);
    const verdict = inspectZip(liar, limits);
    expect(verdict).toMatchObject({ ok: true, unzippedBytes: 1000 });
    const started = Date.now();
    if (verdict.ok) expect(await verifyZipSizes(liar, verdict.entries)).toBe('too-large');
    expect(Date.now() - started).toBeLessThan(1000);
  });
  it('calls anything else malformed', () => {
    expect(inspectZip(Buffer.from('PK\x03\x04 không phải zip'), limits)).toEqual({ ok: false, reason: 'malformed' });
    const truncated = workbookOf(contentRows(3));
    expect(inspectZip(truncated.subarray(0, truncated.length - 30), limits)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('spreadsheet reader (a worker thread)', () => {
  it('reads the first sheet of .xlsx, .xls and .xlsm as text, header first', async () => {
    for (const type of ['xlsx', 'xls', 'xlsm'] as const) {
      const read = await readSpreadsheet(workbookOf([['Title', 'Summary', 'displayOrder'], ['Kinh tế vỉa hè', 'Tóm tắt', 5]], type), readLimits);
      expect({ type, read }).toEqual({ type, read: { ok: true, firstRow: 1, matrix: [['Title', 'Summary', 'displayOrder'], ['Kinh tế vỉa hè', 'Tóm tắt', '5']] } });
    }
  });
  it('stops at the row cap without reading the rest', async () => {
    expect(await readSpreadsheet(workbookOf(contentRows(30)), { ...readLimits, maxRows: 20 })).toEqual({ ok: false, reason: 'too-many-rows' });
  });
  it('answers unreadable for bytes that are no spreadsheet, and gives up at its deadline', async () => {
    expect(await readSpreadsheet(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]), readLimits)).toEqual({ ok: false, reason: 'unreadable' });
    expect(await readSpreadsheet(workbookOf(contentRows(2000)), { ...readLimits, timeoutMs: 1 })).toEqual({ ok: false, reason: 'timeout' });
  });
});
