import type { ContentImportStatus, ContentType, ImportFormat } from '@k9/domain';

/** HTTP routes of content imports (spec 3 §5 "Excel import", "JSON import"; paths the spec leaves out, in its style). */
export const CONTENT_IMPORT_ROUTES = {
  /** GET ?type=news: the Excel template of a tab (header row, an example row, a guide sheet). */
  importTemplate: '/api/k9/import/template',
  /** POST ?type=news, multipart field `files` (one .xlsx, .xls, .xlsm or .json file): parse, check, preview. */
  importFile: '/api/k9/import/file',
  /** POST { type, json }: the JSON import's text, same checks and preview. */
  importJson: '/api/k9/import/json',
  /** GET: an import's state, counts, preview and invalid rows. */
  importById: (importId: string) => `/api/k9/import/${encodeURIComponent(importId)}`,
  /** POST: create the preview's valid rows (a job; a retried confirmation imports nothing twice). */
  importConfirm: (importId: string) => `/api/k9/import/${encodeURIComponent(importId)}/confirm`,
} as const;

export const CONTENT_IMPORT_FILE_EXTS = ['.xlsx', '.xls', '.xlsm', '.json'] as const;

/** A row of the preview: what the record will hold (or why it cannot be imported). */
export type ContentImportPreviewRow = {
  row: number;
  valid: boolean;
  reason: string | null;
  type: ContentType;
  title: string;
  summary: string;
  category: string | null;
  status: string | null;
  tag4: string[];
  isPublic: boolean | null;
};

export type ContentImportInvalidRow = { row: number; title: string; reason: string };

/** The answer of a preview and of GET /api/k9/import/{id}. */
export type ContentImportResponse = {
  importId: string;
  status: ContentImportStatus;
  format: ImportFormat;
  fileName: string;
  contentType: ContentType;
  /** Data rows read; `droppedRows` had no title (Excel) and are not listed. */
  totalRows: number;
  droppedRows: number;
  validRows: number;
  invalidRows: number;
  /** The first 10 rows (spec 3 §5). */
  preview: ContentImportPreviewRow[];
  /** Invalid rows with their reason (at most 1000 listed; `invalidRows` is the exact count). */
  invalid: ContentImportInvalidRow[];
  /** Columns of the file that are not read. */
  ignoredColumns: string[];
  /** Once confirmed: records created by this import, rows refused on the way, the job that runs it. */
  created: number;
  failed: number;
  /** Valid rows handled so far by the job (also pushed as job.updated over /ws). */
  progress: { done: number; total: number };
  jobId: string | null;
  preparedBy: string | null;
  preparedAt: string;
  confirmedBy: string | null;
  confirmedAt: string | null;
  completedAt: string | null;
};

/** POST /api/k9/import/{id}/confirm: 202, the import goes on in the background (job.updated over /ws). */
export type ContentImportConfirmResponse = { importId: string; status: ContentImportStatus; jobId: string | null; validRows: number };

/** The job's progress (job.updated snapshots to the confirming admin and the admin queue room). */
export type ContentImportProgress = { importId: string; done: number; total: number; created: number; failed: number };
