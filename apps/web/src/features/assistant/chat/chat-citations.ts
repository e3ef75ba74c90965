import type { AnswerRetrieval } from '@k9/domain';

/** The numbers an answer's cited sources carry ([n] in its text); any other [n] is left as text (issue 29 §4). */
export function citedNumbersOf(retrieval: AnswerRetrieval | null | undefined): Set<number> {
  return new Set((retrieval?.sources ?? []).flatMap((source) => source.chunks.map((chunk) => chunk.n)));
}

/** The address a citation link goes to on the page: handled by the answer itself, never a navigation. */
export const CITATION_HREF_PREFIX = '#nguon-';
export const citationHref = (n: number): string => `${CITATION_HREF_PREFIX}${n}`;
/** The source number a link names, or null for any other link. */
export function citationOfHref(href: string | null): number | null {
  if (!href?.startsWith(CITATION_HREF_PREFIX)) return null;
  const n = Number(href.slice(CITATION_HREF_PREFIX.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}

const MARKER = /\[(\d{1,3})\]/g;
const CITATION_BEFORE = /\[\d{1,3}\]$/;

/**
 * Whether the [n] at `offset` of `text` is a citation, not markdown of its own: not escaped, not an image or a link
 * ([1](url), [1]: url), not the reference of a link ([text][1]); one citation right after another ([1][2]) is.
 */
function isCitation(text: string, offset: number, length: number): boolean {
  const before = text[offset - 1];
  const after = text[offset + length];
  if (before === '\\' || before === '!' || after === '(' || after === ':') return false;
  return before !== ']' || CITATION_BEFORE.test(text.slice(0, offset));
}

const FENCE = /^\s{0,3}(```|~~~)/;

/**
 * Each [n] of the answer's text that names a cited source becomes a link to it (markdown, before the one allow-list
 * renders it). Code (fenced blocks and `inline` spans) is left as written.
 */
export function linkCitations(markdown: string, cited: ReadonlySet<number>): string {
  if (cited.size === 0) return markdown;
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const opened = FENCE.exec(line)?.[1];
      if (fence) {
        if (opened === fence) fence = null;
        return line;
      }
      if (opened) {
        fence = opened;
        return line;
      }
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, index) => (index % 2 === 1 ? part : part.replace(MARKER, (whole, digits: string, offset: number) => (cited.has(Number(digits)) && isCitation(part, offset, whole.length) ? `[\\[${digits}\\]](${citationHref(Number(digits))})` : whole))))
        .join('');
    })
    .join('\n');
}
