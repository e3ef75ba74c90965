import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { runSandboxed } from '../../../../platform/infra/sandboxed-worker.js';

/** The text layer of each page, or why there is none. */
export type TextLayer = { ok: true; pageCount: number; pages: Array<{ n: number; text: string }> } | { ok: false; reason: 'unreadable' | 'too-many-pages' | 'timeout' | 'too-large'; pageCount?: number };

/** Issue 33 §2: pdfjs reads the text layer in a worker thread of at most 512 MB and 60 s. */
export const TEXT_LAYER_LIMITS = { memoryMb: 512, timeoutMs: 60_000 } as const;

const pdfjsUrl = (): string => pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;

// Runs in a worker thread (CommonJS, evaluated): pdfjs parses the file off the event loop, under a memory cap and a
// deadline. No fonts are loaded and nothing is evaluated; a file over `maxPages` is answered by its page count only.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.pdfjsUrl).then(async (pdfjs) => {
  const task = pdfjs.getDocument({ data: new Uint8Array(workerData.bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 });
  const doc = await task.promise;
  if (doc.numPages > workerData.maxPages) return parentPort.postMessage({ ok: false, reason: 'too-many-pages', pageCount: doc.numPages });
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push({ n, text: content.items.map((item) => (item.str || '') + (item.hasEOL ? '\\n' : '')).join('') });
    page.cleanup();
  }
  parentPort.postMessage({ ok: true, pageCount: doc.numPages, pages });
}).catch(() => parentPort.postMessage({ ok: false, reason: 'unreadable' }));
`;

/** Each page's own text (pdfjs-dist 5.6 legacy build), in a sandboxed worker. */
export async function readTextLayer(bytes: Buffer, maxPages: number, limits: { memoryMb: number; timeoutMs: number } = TEXT_LAYER_LIMITS): Promise<TextLayer> {
  const outcome = await runSandboxed<TextLayer>(WORKER_SOURCE, { bytes, pdfjsUrl: pdfjsUrl(), maxPages }, { memoryMb: limits.memoryMb, youngMemoryMb: 64, timeoutMs: limits.timeoutMs });
  if ('answer' in outcome) return outcome.answer;
  return { ok: false, reason: outcome.failure === 'out-of-memory' ? 'too-large' : outcome.failure };
}
