import type { DomainEvent } from '../../shared/event-store.port.js';
import type { ContentType } from '../content.types.js';
import type { ImportFormat } from './rules/import-rows.js';

/** What a file held, as the preview showed it. The candidate rows wait in a staging table (like uploaded bytes). */
export type ImportSummary = {
  importId: string;
  format: ImportFormat;
  fileName: string;
  /** The tab the file was imported into (a row's own `type` column may name another). */
  contentType: ContentType;
  /** Data rows read; `dropped`: rows without a title (Excel, spec 3 §5). */
  totalRows: number;
  droppedRows: number;
  validRows: number;
  invalidRows: number;
  /** sha256 of the file's bytes (or of the JSON text). */
  digest: string;
  /** Columns of the file the import does not read. */
  ignoredColumns: string[];
};

export type ContentImportPrepared = DomainEvent<'ContentImportPrepared', ImportSummary>;
/** An admin confirmed the preview: its valid rows are being created (attempt 1, 2 ... after a failure). */
export type ContentImportConfirmed = DomainEvent<'ContentImportConfirmed', { importId: string; attempt: number; validRows: number }>;
/** Every valid row is a record now (`created` of them by this import; `failed` refused on the way). */
export type ContentImportCompleted = DomainEvent<'ContentImportCompleted', { importId: string; created: number; failed: number }>;
export type ContentImportFailed = DomainEvent<'ContentImportFailed', { importId: string; reason: string }>;

export type ContentImportEvent = ContentImportPrepared | ContentImportConfirmed | ContentImportCompleted | ContentImportFailed;
export const CONTENT_IMPORT_EVENT_TYPES = ['ContentImportPrepared', 'ContentImportConfirmed', 'ContentImportCompleted', 'ContentImportFailed'] as const satisfies ReadonlyArray<
  ContentImportEvent['type']
>;
