/**
 * What a zip (.xlsx, .xlsm) says it unzips to, read from its central directory before any parser touches it: a zip
 * bomb named .xlsx is refused here, by the sizes it declares. (A zip that lies about its sizes is caught by the
 * parser's worker, which runs with a memory cap and a deadline.)
 */
export type ZipVerdict = { ok: true; entries: number; unzippedBytes: number } | { ok: false; reason: 'malformed' | 'too-large' | 'too-many-entries' };

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

/** An entry's uncompressed size, from its zip64 extra field when the header holds 0xFFFFFFFF. */
function uncompressedSize(bytes: Buffer, header: number, nameLength: number, extraLength: number): number | null {
  const size = bytes.readUInt32LE(header + 24);
  if (size !== 0xffffffff) return size;
  let at = header + 46 + nameLength;
  const end = at + extraLength;
  while (at + 4 <= end) {
    const id = bytes.readUInt16LE(at);
    const length = bytes.readUInt16LE(at + 2);
    if (id === 0x0001 && length >= 8) return u64(bytes, at + 4);
    at += 4 + length;
  }
  return null;
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
  for (let index = 0; index < directory.entries; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return { ok: false, reason: 'malformed' };
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength + commentLength > bytes.length) return { ok: false, reason: 'malformed' };
    const size = uncompressedSize(bytes, at, nameLength, extraLength);
    if (size === null) return { ok: false, reason: 'malformed' };
    total += size;
    if (total > maxUnzippedBytes) return { ok: false, reason: 'too-large' };
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries: directory.entries, unzippedBytes: total };
}
