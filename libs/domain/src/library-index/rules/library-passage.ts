import { foldVietnamese } from '../../content/rules/search-text.js';
import { firstWordsMatch, LIBRARY_SEARCH_LIMITS } from './library-search.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntity = (whole: string, name: string): string => {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return ENTITIES[name.toLowerCase()] ?? whole;
};

/**
 * A record's text as plain text: scripts, styles and comments dropped, block ends as line breaks, other tags gone,
 * entities decoded, spaces collapsed. What comes out is text to show as text, never HTML.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(?:br|\/p|\/div|\/li|\/h[1-6]|\/tr|\/blockquote)\b[^>]*>/gi, '\n')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, decodeEntity)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

/** The text folded character by character, and for each folded character the index of the one it came from. */
function foldedWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldVietnamese(char);
    folded += f;
    for (let i = 0; i < f.length; i++) origins.push(index);
    index += char.length;
  }
  return { folded, origins };
}

const SNAP = 40;

/**
 * A passage of at most `max` characters (about 1,000, issue 28 §1) of the text around where the question's words first
 * occur (case and accents aside), cut at spaces, with '…' where it was cut. No match (the question matched the id or
 * inside a word of the title): where the folded question first occurs, else the start.
 */
export function passageAround(text: string, q: string, max: number = LIBRARY_SEARCH_LIMITS.passageChars): string {
  if (text.length <= max) return text;
  const { folded, origins } = foldedWithOrigins(text);
  let at = firstWordsMatch(folded, q);
  if (at < 0) at = folded.indexOf(foldVietnamese(q.normalize('NFC').trim()));
  const hit = at >= 0 ? (origins[at] ?? 0) : 0;
  const room = max - 2;
  let start = Math.max(0, hit - Math.floor(max / 4));
  let end = Math.min(text.length, start + room);
  if (end === text.length) start = Math.max(0, end - room);
  if (start > 0) {
    const space = text.slice(start, Math.min(hit, start + SNAP)).search(/\s/);
    if (space >= 0) start += space + 1;
  }
  if (end < text.length) {
    const tail = text.slice(Math.max(hit, end - SNAP), end);
    const space = tail.search(/\s\S*$/);
    if (space >= 0) end = Math.max(hit, end - SNAP) + space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** A record's parts (title, summary, detail; or a report's title, summary1, summary2) as one plain text, and its passage around the question. */
export function libraryPassage(parts: ReadonlyArray<string | null | undefined>, q: string, max: number = LIBRARY_SEARCH_LIMITS.passageChars): string {
  const text = parts
    .map((part) => plainText(part ?? ''))
    .filter(Boolean)
    .join('\n');
  return passageAround(text, q, max);
}
