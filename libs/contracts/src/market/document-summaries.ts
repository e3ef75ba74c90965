import type { ContentAiTaskState, DocumentPage, MarketDataset } from '@k9/domain';

/** Issue 33 (spec 3 §2 screen 6, §4, §7; spec 1 §7): OCR and AI summaries of the market rows' documents. Runtime values import nothing (the web reads them). */
export const DOCUMENT_SUMMARY_ROUTES = {
  /** POST { rowIds, instruction?, status? } → 202 { jobIds, skipped }. */
  ocr: (dataset: MarketDataset | string) => `/api/data-tables/${dataset}/ocr`,
  /** GET ?rowId= → a row's summaries the caller may see. */
  summaries: (dataset: MarketDataset | string) => `/api/data-tables/${dataset}/summaries`,
  /** GET → the ids of the rows that have a summary the caller may see (the grid's 'analysed' column). */
  analysed: (dataset: MarketDataset | string) => `/api/data-tables/${dataset}/analysed`,
  /** GET → the extracted text beside a summary (its author and admins). */
  summaryText: (summaryId: number) => `/api/data-tables/summaries/${summaryId}/text`,
  /** GET → the caller's OCR tasks (admins: everyone's). */
  queue: '/api/data-tables/ocr/queue',
  /** DELETE: stops a waiting or running OCR task. */
  task: (taskId: string) => `/api/data-tables/ocr/queue/${encodeURIComponent(taskId)}`,
  /** POST multipart `file`: a PDF's text (≤ 20 pages at once, else 202 and a job). */
  pdfUpload: '/api/pdf/upload',
  /** GET → a large upload's job: its state, then its text. */
  pdfUploadJob: (jobId: string) => `/api/pdf/upload/${encodeURIComponent(jobId)}`,
} as const;

/** The BullMQ queue of OCR work (concurrency 1): the name its `job.updated` messages over /ws carry. */
export const OCR_QUEUE_NAME = 'ocr';

/** A row the request skipped, and why (no URL, no such row). */
export type OcrSkippedRow = { rowId: string; reason: string };
/** POST /api/data-tables/{dataset}/ocr (202): one task per accepted row. */
export type OcrQueued = { jobIds: string[]; rows: Array<{ rowId: string; jobId: string }>; skipped: OcrSkippedRow[]; message: string };

/** One OCR task as the tool and the queue show it. */
export type OcrTaskView = {
  id: string;
  kind: 'row' | 'upload';
  dataset: string | null;
  rowId: string | null;
  title: string;
  state: ContentAiTaskState;
  progress: number;
  /** 'Lỗi: ...' when it failed; 'Đã dừng theo yêu cầu.' when stopped. */
  error: string | null;
  summaryId: number | null;
  ownerId: string | null;
  createdAt: string;
};
export type OcrQueueView = { processing: number; waiting: number; tasks: OcrTaskView[] };

/** POST /api/pdf/upload (200): the PDF's text and where each page's came from. */
export type PdfTextResponse = { text: string; pages: DocumentPage[]; message?: string };
/** POST /api/pdf/upload (202) for a PDF over 20 pages: its job (its result is a PdfTextResponse). */
export type PdfTextQueued = { jobId: string; pages: number };
/** GET /api/pdf/upload/{jobId}: the job's state, its text once done, or why it failed. */
export type PdfTextJobView = { jobId: string; state: ContentAiTaskState; progress: number; error: string | null; result: PdfTextResponse | null };

/** GET /api/data-tables/summaries/{id}/text: what the summary was made from. */
export type DocumentExtractView = { summaryId: number; dataset: string; rowId: string; text: string; pages: DocumentPage[]; ocrPages: number[]; aiCallId: string | null; model: string | null };

/** GET /api/data-tables/{dataset}/analysed */
export type AnalysedRowsResponse = { rowIds: string[] };
