import { FILE_EXTS, type FileExt } from './file-types.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^(\\d{4})/(0[1-9]|1[0-2])/(${UUID})\\.(${FILE_EXTS.join('|')})$`);

/** Keys are ours alone: `yyyy/mm/<uuid>.<ext>` (UTC month of the upload). A client's name never goes into one. */
export const newFileKey = (fileId: string, ext: FileExt, at: Date): string =>
  `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${fileId}.${ext}`;

/** The parts of a key we generated, or null for anything else (`../`, encoded slashes, other names). */
export const parseFileKey = (key: string): { fileId: string; ext: FileExt } | null => {
  const match = KEY.exec(key);
  return match ? { fileId: match[3], ext: match[4] as FileExt } : null;
};

const MAX_NAME = 200;
// Path separators, control characters, characters Windows refuses, and bidi overrides that disguise an extension.
const UNSAFE = /[\u0000-\u001f\u007f<>:"|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The client's file name reduced to a display name: no directories, no control characters, at most 200 characters. */
export function safeFileName(raw: string, ext: FileExt): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^[.\s]+/, '');
  const name = cleaned || `tep.${ext}`;
  const chars = Array.from(name);
  if (chars.length <= MAX_NAME) return name;
  const suffix = Array.from(/\.[^.]{1,10}$/.exec(name)?.[0] ?? '');
  return chars.slice(0, MAX_NAME - suffix.length).join('') + suffix.join('');
}

/** `Content-Disposition` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 8187). */
export const contentDisposition = (type: 'inline' | 'attachment', fileName: string): string => {
  const ascii = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
