import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { DOCUMENT_SUMMARY_MESSAGES as M, documentText, looksLikePdf, OCR_LIMITS, pageNeedsOcr, type DocumentPage } from '@k9/domain';
import { AppConfig } from '../../../../config/app-config.js';
import { DocumentRefused } from '../document-refused.js';
import { ocrInstalled, ocrPages } from './page-ocr.js';
import { readTextLayer, type TextLayer } from './pdf-text-layer.js';

export type DocumentRead = {
  text: string;
  pages: DocumentPage[];
  /** The pages whose text came from OCR. */
  ocrPages: number[];
  /** Set when scanned pages could not be read because the OCR tools are not installed. */
  message?: string;
};

export type ReadOptions = {
  maxPages?: number;
  /** Called with the number of pages about to be OCR'd (the daily limit takes them here, or refuses). */
  beforeOcr?: (pages: number) => Promise<void>;
  signal?: AbortSignal;
  /** The text layer `textLayer` read already (the upload route reads it first to count the pages). */
  layer?: ReadableLayer;
};

export type ReadableLayer = Extract<TextLayer, { ok: true }>;

/**
 * Issue 33 §2 "Text": a PDF (known by its bytes) read page by page: its own text layer first (pdfjs in a sandboxed
 * worker), and each page with fewer than 30 letters rendered and read by Tesseract in Vietnamese. Without the OCR
 * tools, such pages are reported ('no OCR installed', in Vietnamese) and the text pages still count.
 */
@Injectable()
export class DocumentReader {
  constructor(private readonly config: AppConfig) {}

  /** The page count and text layer only: refuses what is not a PDF, a 0-page or unreadable one, and one over maxPages. */
  async textLayer(bytes: Buffer, maxPages: number = OCR_LIMITS.pagesPerFile): Promise<ReadableLayer> {
    if (!looksLikePdf(bytes)) throw new DocumentRefused(M.notPdf, 422, 'NOT_PDF');
    const layer = await readTextLayer(bytes, maxPages);
    if (!layer.ok) {
      if (layer.reason === 'too-many-pages') throw new DocumentRefused(M.tooManyPages, 422, 'TOO_MANY_PAGES');
      throw new DocumentRefused(M.unreadablePdf, 422, 'PDF_UNREADABLE');
    }
    if (layer.pageCount === 0) throw new DocumentRefused(M.emptyPdf, 422, 'PDF_EMPTY');
    return layer;
  }

  async read(bytes: Buffer, options: ReadOptions = {}): Promise<DocumentRead> {
    const layer = options.layer ?? (await this.textLayer(bytes, options.maxPages));
    const scanned = layer.pages.filter((page) => pageNeedsOcr(page.text)).map((page) => page.n);
    const texts = new Map(layer.pages.map((page) => [page.n, page.text]));
    let message: string | undefined;
    const ocred: number[] = [];
    if (scanned.length) {
      if (!(await ocrInstalled(this.config))) {
        message = M.noOcrInstalled;
      } else {
        await options.beforeOcr?.(scanned.length);
        const dir = await mkdtemp(join(tmpdir(), 'k9-ocr-'));
        try {
          const path = join(dir, 'document.pdf');
          await writeFile(path, bytes);
          for (const [n, text] of await ocrPages(this.config, path, dir, scanned, options.signal)) {
            // The OCR text replaces the few letters the page had only when it read more.
            if (text.trim().length >= (texts.get(n) ?? '').trim().length) texts.set(n, text);
            ocred.push(n);
          }
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }
    }
    const ocrSet = new Set(ocred);
    const pages: DocumentPage[] = layer.pages.map((page) => ({ n: page.n, source: scanned.includes(page.n) ? 'ocr' : 'text', chars: ocrSet.has(page.n) || !scanned.includes(page.n) ? (texts.get(page.n) ?? '').trim().length : 0 }));
    const text = documentText(layer.pages.map((page) => ({ n: page.n, text: scanned.includes(page.n) && !ocrSet.has(page.n) ? '' : (texts.get(page.n) ?? '') })));
    return { text, pages, ocrPages: ocred.sort((a, b) => a - b), ...(message ? { message } : {}) };
  }
}
