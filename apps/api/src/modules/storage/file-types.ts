import type { UploadPurpose } from '@k9/contracts';

type Category = 'image' | 'audio' | 'video' | 'document' | 'other';

/** Every kind of file we store, by the extension its key gets. */
const FILE_TYPES = {
  jpg: { contentType: 'image/jpeg', category: 'image' },
  png: { contentType: 'image/png', category: 'image' },
  gif: { contentType: 'image/gif', category: 'image' },
  webp: { contentType: 'image/webp', category: 'image' },
  svg: { contentType: 'image/svg+xml', category: 'image' },
  mp3: { contentType: 'audio/mpeg', category: 'audio' },
  wav: { contentType: 'audio/wav', category: 'audio' },
  ogg: { contentType: 'audio/ogg', category: 'audio' },
  m4a: { contentType: 'audio/mp4', category: 'audio' },
  mp4: { contentType: 'video/mp4', category: 'video' },
  webm: { contentType: 'video/webm', category: 'video' },
  pdf: { contentType: 'application/pdf', category: 'document' },
  doc: { contentType: 'application/msword', category: 'document' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', category: 'document' },
  xls: { contentType: 'application/vnd.ms-excel', category: 'document' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', category: 'document' },
  ppt: { contentType: 'application/vnd.ms-powerpoint', category: 'document' },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', category: 'document' },
  txt: { contentType: 'text/plain', category: 'document' },
  csv: { contentType: 'text/csv', category: 'document' },
  zip: { contentType: 'application/zip', category: 'document' },
  rar: { contentType: 'application/vnd.rar', category: 'document' },
  html: { contentType: 'text/html', category: 'other' },
  bin: { contentType: 'application/octet-stream', category: 'other' },
} as const satisfies Record<string, { contentType: string; category: Category }>;

export type FileExt = keyof typeof FILE_TYPES;
export const FILE_EXTS = Object.keys(FILE_TYPES) as FileExt[];

/** How many leading bytes `sniffFileType` needs. */
export const SNIFF_BYTES = 4096;

const EXECUTABLE_EXTS = new Set(
  'exe dll msi msp com scr pif cpl bat cmd ps1 psm1 vbs vbe js jse wsf wsh hta jar apk app dmg pkg deb rpm appimage sh bash run lnk reg msc gadget'.split(' '),
);
const OFFICE_ZIP = new Set(['docx', 'xlsx', 'pptx']);
const OFFICE_OLE = new Set(['doc', 'xls', 'ppt']);
const MP4_BRANDS = /^(isom|iso\d|mp4\d|avc1|dash|M4V |mmp4|MSNV|f4v )$/;
const M4A_BRANDS = /^M4[ABP] $/;
// An XML prolog, comments and a doctype may come before the root element.
const SVG_ROOT = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i;
const CONTROL = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/;

const startsWith = (head: Buffer, signature: string | number[], at = 0) => {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return head.length >= at + bytes.length && head.subarray(at, at + bytes.length).equals(bytes);
};

const isMpegAudioFrame = (head: Buffer) =>
  head.length >= 3 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && ((head[1] >> 3) & 3) !== 1 && ((head[1] >> 1) & 3) !== 0 && head[2] >> 4 !== 0xf;

const isExecutable = (head: Buffer) =>
  startsWith(head, 'MZ') ||
  startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) ||
  [[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe]].some((magic) => startsWith(head, magic)) ||
  startsWith(head, '#!');

/** The head as text when it is UTF-8 without binary control characters, else null. */
const asText = (head: Buffer): string | null => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return CONTROL.test(text) ? null : text.replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
};

/**
 * What a file really is, from its first bytes (never the client's mimetype). The client's extension only
 * tells apart formats that share a container (docx/xlsx/pptx in zip, doc/xls/ppt in OLE, csv/html in text).
 */
export function sniffFileType(head: Buffer, clientName: string): FileExt | 'executable' {
  const clientExt = /\.([a-z0-9]{1,10})$/i.exec(clientName.trim())?.[1].toLowerCase() ?? '';
  if (EXECUTABLE_EXTS.has(clientExt) || isExecutable(head)) return 'executable';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WAVE', 8)) return 'wav';
  if (startsWith(head, 'ID3') || isMpegAudioFrame(head)) return 'mp3';
  if (startsWith(head, 'OggS')) return 'ogg';
  if (startsWith(head, 'ftyp', 4)) {
    const brand = head.subarray(8, 12).toString('latin1');
    return M4A_BRANDS.test(brand) ? 'm4a' : MP4_BRANDS.test(brand) ? 'mp4' : 'bin';
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return head.subarray(0, 64).includes('webm') ? 'webm' : 'bin';
  if (startsWith(head, '%PDF-')) return 'pdf';
  if (startsWith(head, 'PK\x03\x04') || startsWith(head, 'PK\x05\x06')) return OFFICE_ZIP.has(clientExt) ? (clientExt as FileExt) : 'zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return OFFICE_OLE.has(clientExt) ? (clientExt as FileExt) : 'bin';
  if (startsWith(head, 'Rar!\x1a\x07')) return 'rar';
  const text = asText(head);
  if (text === null) return 'bin';
  if (SVG_ROOT.test(text)) return 'svg';
  if (clientExt === 'csv') return 'csv';
  if (clientExt === 'html' || clientExt === 'htm') return 'html';
  return 'txt';
}

export const contentTypeOf = (ext: FileExt): string => FILE_TYPES[ext].contentType;

/** Whether a purpose takes this kind of file: `any` takes everything but programs. */
export const acceptedFor = (purpose: UploadPurpose, type: FileExt | 'executable'): type is FileExt =>
  type !== 'executable' && (purpose === 'any' || FILE_TYPES[type].category === purpose);

/** Shown in the browser: pictures (never SVG, which can run script), sound, video and PDF; the rest is downloaded. */
export const servedInline = (ext: FileExt): boolean => {
  const { category } = FILE_TYPES[ext];
  return ext === 'pdf' || (ext !== 'svg' && (category === 'image' || category === 'audio' || category === 'video'));
};
