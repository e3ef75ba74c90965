/** How the library's texts are cut for the index (issue 28 §1): about 1,000 characters, about 100 shared with the next. */
export const CHUNKING = { size: 1000, overlap: 100 } as const;

export type Chunk = {
  /** 0, 1, 2 … in the order of the text. */
  position: number;
  text: string;
};

/** Where a cut may fall, best first: a paragraph's end, a sentence's end, a clause's end, a space. */
const BREAKS: readonly RegExp[] = [/\n\s*\n/g, /\n/g, /[.!?…](?=\s)/g, /[;:,](?=\s)/g, /\s/g];

/**
 * The end of the chunk that starts at `start`: the last good break between half the size and the size, the best kind
 * of break found there (a paragraph's end over a sentence's over a space), else a hard cut at the size.
 */
function cutAt(text: string, start: number, size: number): number {
  const limit = start + size;
  if (limit >= text.length) return text.length;
  const window = text.slice(start, limit + 1);
  const earliest = Math.floor(size / 2);
  for (const pattern of BREAKS) {
    let best = -1;
    for (const match of window.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (end >= earliest && end <= size) best = end;
    }
    if (best > 0) return start + best;
  }
  return limit;
}

/**
 * Where the next chunk starts: `overlap` characters back from `end`, moved forward to the start of a word (a text with
 * no word start there keeps the plain overlap).
 */
function nextStart(text: string, start: number, end: number, overlap: number): number {
  const back = Math.max(end - overlap, start + 1);
  let next = back;
  while (next < end && !/\s/.test(text[next - 1] ?? ' ')) next++;
  return next >= end ? back : next;
}

/**
 * Cuts a plain text into chunks of about `size` characters, each sharing about `overlap` with the one before, cut at
 * paragraph or sentence ends where there are some; blank chunks are dropped. The same text always gives the same chunks.
 */
export function chunkText(text: string, { size, overlap }: { size: number; overlap: number } = CHUNKING): Chunk[] {
  if (size < 1 || overlap < 0 || overlap >= size) throw new RangeError('chunk size must be positive and larger than the overlap');
  const chunks: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    // Leading spaces belong to no chunk.
    while (start < text.length && /\s/.test(text[start])) start++;
    if (start >= text.length) break;
    const end = cutAt(text, start, size);
    const piece = text.slice(start, end).trim();
    if (piece) chunks.push({ position: chunks.length, text: piece });
    if (end >= text.length) break;
    start = nextStart(text, start, end, overlap);
  }
  return chunks;
}
