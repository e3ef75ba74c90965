import { createInflateRaw } from 'node:zlib';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * What a zip (.xlsx, .xlsm) says it unzips to, read from its central directory before any parser touches it: a zip
 * bomb named .xlsx is refused here, by the sizes it declares; `verifyZipSizes` then inflates each entry (natively,
 * discarding the output) and refuses a zip whose entries unzip to more than they declare.
 */
export type ZipEntry = { offset: number; method: number; compressed: number; uncompressed: number };
export type ZipVerdict =
  | { ok: true; entries: ZipEntry[]; unzippedBytes: number }
  | { ok: false; reason: 'malformed' | 'too-large' | 'too-many-entries' };

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const MAX_COMMENT = 0xffff;

const u64 = (bytes: Buffer, at: number): number => {
  const value = bytes.readBigUInt64LE(at);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
};

function endOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let at = bytes.length - 22; at >= lowest; at--) if (bytes.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/** The central directory's place and size, from the zip64 record when the classic one overflows. */
function directoryOf(bytes: Buffer, eocd: number): { offset: number; entries: number } | null {
  let entries = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  if (entries === 0xffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
    const record = u64(bytes, locator + 8);
    if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== ZIP64_EOCD) return null;
    entries = u64(bytes, record + 32);
    offset = u64(bytes, record + 48);
  }
  return { offset, entries };
}

/** An entry's sizes and offset; those the header holds as 0xFFFFFFFF come, in this order, from its zip64 extra field. */
function entryOf(bytes: Buffer, header: number, nameLength: number, extraLength: number): ZipEntry | null {
  const fields = [bytes.readUInt32LE(header + 24), bytes.readUInt32LE(header + 20), bytes.readUInt32LE(header + 42)];
  if (fields.some((value) => value === 0xffffffff)) {
    let at = header + 46 + nameLength;
    const end = at + extraLength;
    let zip64: number | null = null;
    while (at + 4 <= end) {
      if (bytes.readUInt16LE(at) === 0x0001) zip64 = at;
      at += 4 + bytes.readUInt16LE(at + 2);
    }
    if (zip64 === null) return null;
    let next = zip64 + 4;
    for (let index = 0; index < fields.length; index++) {
      if (fields[index] !== 0xffffffff) continue;
      if (next + 8 > zip64 + 4 + bytes.readUInt16LE(zip64 + 2)) return null;
      fields[index] = u64(bytes, next);
      next += 8;
    }
  }
  return { uncompressed: fields[0], compressed: fields[1], offset: fields[2], method: bytes.readUInt16LE(header + 10) };
}

export function inspectZip(bytes: Buffer, { maxUnzippedBytes, maxEntries }: { maxUnzippedBytes: number; maxEntries: number }): ZipVerdict {
  if (bytes.length < 22) return { ok: false, reason: 'malformed' };
  const eocd = endOfCentralDirectory(bytes);
  if (eocd < 0) return { ok: false, reason: 'malformed' };
  const directory = directoryOf(bytes, eocd);
  if (!directory || directory.offset >= bytes.length) return { ok: false, reason: 'malformed' };
  if (directory.entries > maxEntries) return { ok: false, reason: 'too-many-entries' };
  let at = directory.offset;
  let total = 0;
  const entries: ZipEntry[] = [];
  for (let index = 0; index < directory.entries; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return { ok: false, reason: 'malformed' };
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength + commentLength > bytes.length) return { ok: false, reason: 'malformed' };
    const entry = entryOf(bytes, at, nameLength, extraLength);
    if (entry === null) return { ok: false, reason: 'malformed' };
    entries.push(entry);
    total += entry.uncompressed;
    if (total > maxUnzippedBytes) return { ok: false, reason: 'too-large' };
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries, unzippedBytes: total };
}

/** Inflates `data` (off the event loop, output discarded), failing once it yields more than `limit` bytes. */
async function inflatesWithin(data: Buffer, limit: number): Promise<'ok' | 'too-large' | 'malformed'> {
  let produced = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      produced += chunk.length;
      done(produced > limit ? new Error('over') : null);
    },
  });
  try {
    await pipeline([data], createInflateRaw(), counter);
    return 'ok';
  } catch {
    return produced > limit ? 'too-large' : 'malformed';
  }
}

/**
 * Every entry unzips to no more than its central directory says (so the sum stays under the cap the inspection
 * checked). A zip that lies about its sizes is refused as too large; one that cannot be inflated as malformed.
 */
export async function verifyZipSizes(bytes: Buffer, entries: readonly ZipEntry[]): Promise<'ok' | 'malformed' | 'too-large'> {
  for (const entry of entries) {
    const at = entry.offset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return 'malformed';
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    if (start + entry.compressed > bytes.length) return 'malformed';
    const data = bytes.subarray(start, start + entry.compressed);
    if (entry.method === 0) {
      if (entry.compressed !== entry.uncompressed) return 'too-large';
    } else if (entry.method === 8) {
      const inflated = await inflatesWithin(data, entry.uncompressed);
      if (inflated !== 'ok') return inflated;
    } else return 'malformed';
  }
  return 'ok';
}
