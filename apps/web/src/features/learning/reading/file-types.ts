/** The file kinds of spec 2 §5.4 / §9.5: its icon, its tag and how it is previewed. */
export type FileKind = 'pdf' | 'image' | 'text' | 'csv' | 'word' | 'excel' | 'powerpoint' | 'archive' | 'audio' | 'video' | 'other';
export type PreviewMode = 'image' | 'pdf' | 'text' | 'csv' | 'sheet' | 'word' | 'office' | 'none';

const KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  svg: 'image',
  bmp: 'image',
  webp: 'image',
  txt: 'text',
  csv: 'csv',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
  zip: 'archive',
  rar: 'archive',
  mp3: 'audio',
  wav: 'audio',
  mp4: 'video',
};

export const extensionOf = (url: string): string => {
  const path = url.split(/[?#]/)[0];
  const name = path.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const fileKindOf = (url: string): FileKind => KINDS[extensionOf(url)] ?? 'other';

export const fileNameOf = (url: string): string => {
  const name = url.split(/[?#]/)[0].split('/').pop() ?? url;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/**
 * Preview offered for pdf, images, txt, csv and office documents (spec 2 §5.4): spreadsheets are read in the browser;
 * a .docx is turned into html by the server (issue 24 §2); .doc and PowerPoint files get the download / open-in-new-tab
 * fallback. Anything else only downloads.
 */
export function previewModeOf(url: string): PreviewMode {
  const kind = fileKindOf(url);
  if (kind === 'image' || kind === 'pdf' || kind === 'text' || kind === 'csv') return kind;
  if (kind === 'excel') return 'sheet';
  if (extensionOf(url) === 'docx') return 'word';
  if (kind === 'word' || kind === 'powerpoint') return 'office';
  return 'none';
}

/** A CSV text as rows of cells (quoted cells with commas, doubled quotes and line breaks), at most `limit` rows. */
export function csvRows(text: string, limit = 500): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length && rows.length < limit; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if ((cell !== '' || row.length) && rows.length < limit) rows.push([...row, cell]);
  return rows;
}

/** A file this app stores (served by its /files route, relative or on this origin). */
export const isStoredFileUrl = (url: string): boolean => /^\/files\/./.test(url) || (typeof window !== 'undefined' && url.startsWith(`${window.location.origin}/files/`));

/**
 * The file name of a Content-Disposition header: the exact UTF-8 one (filename*, RFC 8187) when given, else the plain
 * one; null when there is none.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const exact = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (exact) {
    try {
      return decodeURIComponent(exact[1].trim());
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  return plain ? plain[1].trim() || null : null;
}
