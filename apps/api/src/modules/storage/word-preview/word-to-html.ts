import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What the worker hands back: the document as html (images left out), or why it could not. */
export type WordConversion = { ok: true; html: string } | { ok: false; reason: 'unreadable' | 'too-large' | 'timeout' };

export type ConversionLimits = { memoryMb: number; timeoutMs: number; maxHtmlChars: number };

/** Found when a preview is first asked for: the rest of the server never needs it. */
const mammothPath = (): string => createRequire(import.meta.url).resolve('mammoth');

// Runs in a worker thread (CommonJS, evaluated): mammoth unzips and parses the document off the event loop, under a
// memory cap and a deadline. An embedded image becomes nothing (`convertImage` answers no element): its bytes are
// never read, and no data: address reaches the page.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const mammoth = require(workerData.mammothPath);
mammoth
  .convertToHtml({ buffer: Buffer.from(workerData.bytes) }, { convertImage: () => [], ignoreEmptyParagraphs: true })
  .then((result) => parentPort.postMessage(result.value.length > workerData.maxHtmlChars ? { ok: false, reason: 'too-large' } : { ok: true, html: result.value }))
  .catch(() => parentPort.postMessage({ ok: false, reason: 'unreadable' }));
`;

/**
 * A .docx as html, by mammoth (1.x) in a worker thread: a hostile or huge document costs that thread its memory cap or
 * its deadline, never the server's event loop or heap. The html is mammoth's, not yet sanitised.
 */
export function wordToHtml(bytes: Buffer, limits: ConversionLimits): Promise<WordConversion> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bytes, mammothPath: mammothPath(), maxHtmlChars: limits.maxHtmlChars },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (answer: WordConversion) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), limits.timeoutMs);
    worker.once('message', (answer: WordConversion) => finish(answer));
    worker.once('error', (error: NodeJS.ErrnoException) => finish({ ok: false, reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'unreadable' }));
    worker.once('exit', () => finish({ ok: false, reason: 'unreadable' }));
  });
}
