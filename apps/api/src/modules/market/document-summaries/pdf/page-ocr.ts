import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type OcrTools = { tesseractPath: string; pdftoppmPath: string };

/** Pages OCR'd at once (issue 33 §2: each tesseract single-threaded, two pages in parallel). */
export const OCR_PARALLEL_PAGES = 2;
const PAGE_TIMEOUT_MS = 60_000;

/** Whether both tools answer and tesseract has Vietnamese; asked once per tool paths. */
const installed = new Map<string, Promise<boolean>>();
export function ocrInstalled(tools: OcrTools): Promise<boolean> {
  const key = `${tools.tesseractPath}|${tools.pdftoppmPath}`;
  if (!installed.has(key)) {
    installed.set(
      key,
      Promise.all([run(tools.tesseractPath, ['--list-langs'], { timeout: 10_000 }), run(tools.pdftoppmPath, ['-v'], { timeout: 10_000 })]).then(
        ([langs]) => /^vie$/m.test(`${langs.stdout}\n${langs.stderr}`),
        () => false,
      ),
    );
  }
  return installed.get(key)!;
}

/**
 * One page of the PDF at `pdfPath` read by OCR: rendered by pdftoppm at 300 dpi in gray to PGM (much faster than PNG),
 * then read by tesseract in Vietnamese with OMP_THREAD_LIMIT=1.
 */
async function ocrPage(tools: OcrTools, pdfPath: string, dir: string, n: number, signal?: AbortSignal): Promise<string> {
  const prefix = join(dir, `page-${n}`);
  await run(tools.pdftoppmPath, ['-r', '300', '-gray', '-f', String(n), '-l', String(n), '-singlefile', pdfPath, prefix], { timeout: PAGE_TIMEOUT_MS, signal });
  const { stdout } = await run(tools.tesseractPath, [`${prefix}.pgm`, 'stdout', '-l', 'vie', '--psm', '3'], {
    timeout: PAGE_TIMEOUT_MS,
    signal,
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
  return stdout.replace(/\f/g, '').trim();
}

/** The pages `numbers` read by OCR, two at a time, in page order. */
export async function ocrPages(tools: OcrTools, pdfPath: string, dir: string, numbers: number[], signal?: AbortSignal): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  const queue = [...numbers];
  const lane = async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) texts.set(n, await ocrPage(tools, pdfPath, dir, n, signal));
  };
  await Promise.all(Array.from({ length: Math.min(OCR_PARALLEL_PAGES, numbers.length) }, lane));
  return texts;
}
