import { OCR_QUEUE_NAME } from '@k9/contracts';
import type { AiJobPayload } from '../../../platform/ai/ai-job.js';
import type { QueueSettings } from '../../../platform/jobs/jobs.options.js';

/** The BullMQ queue (named in contracts: the web reads it in /ws messages) and its job names. */
export { OCR_QUEUE_NAME };
export const OCR_SUMMARY_JOB_NAME = 'ocr-summary';
export const PDF_TEXT_JOB_NAME = 'pdf-text';
export const OCR_SUMMARY_PURPOSE = 'market.ocr-summary';

/** Issue 33 §2: OCR runs only in the `ocr` queue, one file at a time (global concurrency 1 is set at boot). */
export const OCR_QUEUE_SETTINGS: QueueSettings = { concurrency: 1 };

/**
 * One row's task: the row, who asked (their admin rights decide whether the summary is published), the instruction,
 * and the AI summary id kept for the result when the task was accepted, so that a task run again after a restart
 * finds its summary saved and saves no second one.
 */
export type OcrSummaryPayload = AiJobPayload & {
  dataset: string;
  rowId: string;
  instruction: string | null;
  status: 'draft' | 'published';
  summaryId: number;
  ownerId: string;
};

/** A large uploaded PDF read to text: the file waits in the data directory (never in the file storage) until read. */
export type PdfTextPayload = { requestId: string; ownerId: string; isAdmin: boolean; path: string; name: string };
