import { createRequire } from 'node:module';
import { runSandboxed } from '../../../platform/infra/sandboxed-worker.js';

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
export async function wordToHtml(bytes: Buffer, limits: ConversionLimits): Promise<WordConversion> {
  const outcome = await runSandboxed<WordConversion>(
    WORKER_SOURCE,
    { bytes, mammothPath: mammothPath(), maxHtmlChars: limits.maxHtmlChars },
    { memoryMb: limits.memoryMb, youngMemoryMb: 32, timeoutMs: limits.timeoutMs },
  );
  if ('answer' in outcome) return outcome.answer;
  return { ok: false, reason: outcome.failure === 'out-of-memory' ? 'too-large' : outcome.failure };
}
