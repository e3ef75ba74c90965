import { createRequire } from 'node:module';
import { runSandboxed } from '../../../../platform/infra/sandboxed-worker.js';

/** What the worker hands back: the first sheet's cells as text (the header row first), or why it could not. */
export type SheetRead = { ok: true; matrix: string[][]; firstRow: number } | { ok: false; reason: 'unreadable' | 'too-many-rows' | 'out-of-memory' | 'timeout' };

export type ReadLimits = { maxRows: number; memoryMb: number; timeoutMs: number };

const XLSX_PATH = createRequire(import.meta.url).resolve('@e965/xlsx');

// Runs in a worker thread (CommonJS, evaluated): SheetJS parses off the event loop, under a memory cap and a deadline.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require(workerData.xlsxPath);
function read() {
  const workbook = XLSX.read(workerData.bytes, {
    type: 'buffer', dense: true, cellFormula: false, cellHTML: false, cellStyles: false, cellDates: false,
    bookVBA: false, bookFiles: false, sheetRows: workerData.maxRows + 2, WTF: false,
  });
  const name = workbook.SheetNames[0];
  const sheet = name && workbook.Sheets[name];
  if (!sheet || !sheet['!ref']) return { ok: true, matrix: [], firstRow: 1 };
  const full = XLSX.utils.decode_range(sheet['!fullref'] || sheet['!ref']);
  if (full.e.r - full.s.r > workerData.maxRows) return { ok: false, reason: 'too-many-rows' };
  const matrix = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  return { ok: true, matrix, firstRow: XLSX.utils.decode_range(sheet['!ref']).s.r + 1 };
}
let answer;
try { answer = read(); } catch (error) { answer = { ok: false, reason: 'unreadable' }; }
parentPort.postMessage(answer);
`;

/**
 * Reads an .xlsx, .xls or .xlsm with SheetJS (@e965/xlsx 0.20.3) in a worker thread: a hostile or huge file costs that
 * thread its memory cap or its deadline, never the server's event loop or heap.
 */
export async function readSpreadsheet(bytes: Buffer, limits: ReadLimits): Promise<SheetRead> {
  const outcome = await runSandboxed<SheetRead>(
    WORKER_SOURCE,
    { bytes, xlsxPath: XLSX_PATH, maxRows: limits.maxRows },
    { memoryMb: limits.memoryMb, youngMemoryMb: 64, timeoutMs: limits.timeoutMs },
  );
  return 'answer' in outcome ? outcome.answer : { ok: false, reason: outcome.failure };
}
