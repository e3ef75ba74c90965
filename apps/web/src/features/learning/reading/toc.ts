import { Lexer } from 'marked';

export type TocEntry = { level: number; text: string };

const plain = (text: string): string =>
  text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/<[^>]*>/g, '')
    .trim();

/**
 * The table of contents of a markdown detail (spec 2 §2.4): its headings of levels 1 to 6 in order, as plain text. The
 * n-th entry is the n-th heading element the rendered detail holds (headings inside code blocks are not headings).
 */
export function tocOf(markdown: string): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const token of Lexer.lex(markdown ?? '')) {
    if (token.type === 'heading' && token.depth >= 1 && token.depth <= 6) {
      const text = plain(token.text);
      if (text) entries.push({ level: token.depth, text });
    }
  }
  return entries;
}
