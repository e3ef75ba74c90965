/**
 * Issue 33 §2 limits: at most 50 pages a file, 100 OCR pages a learner a day; a PDF of up to 20 pages is answered at
 * once by POST /api/pdf/upload (larger: a job); a fetched file at most 50 MB and 60 s. A page whose own text has fewer
 * than 30 letters is read by OCR.
 */
export const OCR_LIMITS = {
  pagesPerFile: 50,
  ocrPagesPerDay: 100,
  immediatePages: 20,
  fetchBytes: 50 * 1024 * 1024,
  fetchMs: 60_000,
  minLetters: 30,
  rowsPerRequest: 100,
  instruction: 1000,
} as const;

/** Letters (any script, diacritics included), not digits, spaces or punctuation. */
export const letterCount = (text: string): number => (text.match(/\p{L}/gu) ?? []).length;

/** A page needs OCR when its own text layer has fewer than 30 letters (a scan, or a picture of a table). */
export const pageNeedsOcr = (text: string): boolean => letterCount(text) < OCR_LIMITS.minLetters;

/** Where a page's text came from, and how long it is. */
export type DocumentPage = { n: number; source: 'text' | 'ocr'; chars: number };

/** The document's text: its pages' texts in order, each introduced by its number so that a reader can check it. */
export const documentText = (pages: ReadonlyArray<{ n: number; text: string }>): string =>
  pages
    .map((page) => page.text.trim())
    .filter(Boolean)
    .join('\n\n');
