import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BadRequestException, ConflictException, Injectable, NotFoundException, PayloadTooLargeException, UnprocessableEntityException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ContentImportConfirmResponse, ContentImportResponse } from '@k9/contracts';
import {
  CONTENT_IMPORT_LIMITS as LIMITS,
  CONTENT_IMPORT_MESSAGES as M,
  contentImportDecider,
  contentImportStreamId,
  ignoredColumns,
  importCandidate,
  rowsFromJsonText,
  rowsFromMatrix,
  type ContentImportCommand,
  type ContentType,
  type EventMetadata,
  type ImportCandidate,
  type ImportFormat,
  type ImportRows,
} from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { readSpreadsheet } from './excel/spreadsheet-reader.js';
import { inspectZip, verifyZipSizes } from './excel/zip-inspection.js';
import { ImportStaging } from './import-staging.js';
import { ImportContentRowsJob } from './jobs/import-content-rows.job.js';
import { ContentImportView } from './projections/content-import/content-import.entity.js';
import { CONTENT_IMPORT_PROJECTION } from './projections/content-import/content-import.projection.js';

const MB = 1024 * 1024;
/** The parser's worker: memory cap and deadline (a 50,000-row sheet reads in a few seconds). */
const READ_LIMITS = { maxRows: LIMITS.rows, memoryMb: 1536, timeoutMs: 120_000 };
const YIELD_EVERY = 500;

const refused = (message: string, code: string) => new BadRequestException({ statusCode: 400, message, code });
const tooLarge = (message: string, code: string) => new PayloadTooLargeException({ statusCode: 413, message, code });

export type ReceivedFile = { path: string; originalname: string; size: number };

/** Which reader a file goes to, by its name and its first bytes (never the client's mimetype). */
function formatOf(file: ReceivedFile, head: Buffer): ImportFormat {
  const name = file.originalname.toLowerCase().trim();
  const zip = head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'));
  const ole = head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  if (name.endsWith('.json')) return 'json';
  if (name.endsWith('.xlsx') || name.endsWith('.xlsm')) {
    if (!zip) throw refused(M.excelUnreadable, 'EXCEL_UNREADABLE');
    return 'excel';
  }
  if (name.endsWith('.xls')) {
    if (!zip && !ole) throw refused(M.excelUnreadable, 'EXCEL_UNREADABLE');
    return 'excel';
  }
  throw refused(M.excelOnly, 'NOT_EXCEL');
}

/** Lets the event loop breathe while a large file's rows are checked. */
async function candidatesOf(rows: ImportRows, tabType: ContentType, importId: string): Promise<ImportCandidate[]> {
  const candidates: ImportCandidate[] = [];
  for (let index = 0; index < rows.rows.length; index++) {
    if (index > 0 && index % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    candidates.push(importCandidate(rows.rows[index], tabType, importId));
  }
  return candidates;
}

/**
 * Imports (spec 3 §5): a file or a JSON text is parsed and checked on the server into candidate rows (one code path),
 * staged, and shown as a preview; a confirmation creates the valid rows in a job, once.
 */
@Injectable()
export class ContentImportService {
  constructor(
    private readonly commands: CommandPath,
    private readonly staging: ImportStaging,
    private readonly jobs: JobsService,
    private readonly orm: MikroORM,
  ) {}

  async previewFile(file: ReceivedFile, tabType: ContentType, metadata: EventMetadata): Promise<ContentImportResponse> {
    const bytes = await readFile(file.path);
    const format = formatOf(file, bytes.subarray(0, 8));
    if (format === 'json') return this.prepare(rowsFromJsonText(bytes.toString('utf8').replace(/^\uFEFF/, '')), 'json', file.originalname, tabType, bytes, metadata);
    if (bytes.subarray(0, 2).toString('latin1') === 'PK') {
      const verdict = inspectZip(bytes, { maxUnzippedBytes: LIMITS.unzippedMb * MB, maxEntries: LIMITS.zipEntries });
      const sizes = verdict.ok ? await verifyZipSizes(bytes, verdict.entries) : verdict.reason === 'malformed' ? 'malformed' : 'too-large';
      if (sizes === 'malformed') throw refused(M.excelUnreadable, 'EXCEL_UNREADABLE');
      if (sizes === 'too-large') throw tooLarge(M.unzippedTooLarge, 'UNZIPPED_TOO_LARGE');
    }
    const read = await readSpreadsheet(bytes, READ_LIMITS);
    if (!read.ok) {
      switch (read.reason) {
        case 'too-many-rows':
          throw tooLarge(M.tooManyRows, 'TOO_MANY_ROWS');
        case 'out-of-memory':
          throw tooLarge(M.unzippedTooLarge, 'UNZIPPED_TOO_LARGE');
        case 'timeout':
          throw new UnprocessableEntityException({ statusCode: 422, message: M.excelReadFailed, code: 'EXCEL_READ_FAILED' });
        default:
          throw refused(M.excelUnreadable, 'EXCEL_UNREADABLE');
      }
    }
    return this.prepare(rowsFromMatrix(read.matrix, read.firstRow), 'excel', file.originalname, tabType, bytes, metadata);
  }

  previewJson(text: string, tabType: ContentType, metadata: EventMetadata): Promise<ContentImportResponse> {
    return this.prepare(rowsFromJsonText(text), 'json', 'JSON', tabType, Buffer.from(text), metadata);
  }

  async read(importId: string): Promise<ContentImportResponse> {
    const view = await this.orm.em.fork().findOne(ContentImportView, { importId });
    if (!view) throw new NotFoundException({ statusCode: 404, message: M.importNotFound, code: 'IMPORT_NOT_FOUND' });
    const [preview, invalid, progress] = await Promise.all([
      this.staging.preview(importId, LIMITS.preview),
      this.staging.invalid(importId, LIMITS.invalidListed),
      this.staging.progress(importId),
    ]);
    return {
      importId,
      status: view.status,
      format: view.format,
      fileName: view.fileName,
      contentType: view.contentType,
      totalRows: view.totalRows,
      droppedRows: view.droppedRows,
      validRows: view.validRows,
      invalidRows: view.invalidRows,
      preview,
      invalid,
      ignoredColumns: view.ignoredColumns,
      created: view.created,
      failed: view.failed,
      progress: { done: progress.done, total: progress.total },
      jobId: view.attempt > 0 ? ImportContentRowsJob.bullJobId(importId, view.attempt) : null,
      preparedBy: view.preparedBy,
      preparedAt: view.preparedAt.toISOString(),
      confirmedBy: view.confirmedBy,
      confirmedAt: view.confirmedAt?.toISOString() ?? null,
      completedAt: view.completedAt?.toISOString() ?? null,
    };
  }

  /**
   * Confirmed once: a retried confirmation finds the import confirmed (no new event) and the same job (its id is the
   * import's and the attempt's), so nothing is imported twice.
   */
  async confirm(importId: string, admin: SessionUser, metadata: EventMetadata): Promise<ContentImportConfirmResponse> {
    const before = await this.orm.em.fork().findOne(ContentImportView, { importId });
    if (before?.status === 'prepared' && before.validRows > 0 && (await this.staging.progress(importId)).total === 0) {
      throw new ConflictException({ statusCode: 409, message: M.importExpired, code: 'IMPORT_EXPIRED' });
    }
    await this.run(importId, { type: 'ConfirmImport', data: { importId } }, metadata);
    const view = (await this.orm.em.fork().findOne(ContentImportView, { importId }))!;
    let jobId: string | null = null;
    if (view.status === 'importing') {
      jobId = await this.jobs.enqueue(
        ImportContentRowsJob,
        { importId, attempt: view.attempt, actorId: admin.id, actorEmail: admin.email ?? admin.username ?? null, correlationId: metadata.correlationId },
        { ownerId: admin.id },
      );
    }
    return { importId, status: view.status, jobId, validRows: view.validRows };
  }

  private async prepare(rows: ImportRows, format: ImportFormat, fileName: string, tabType: ContentType, bytes: Buffer, metadata: EventMetadata): Promise<ContentImportResponse> {
    const importId = randomUUID();
    const candidates = await candidatesOf(rows, tabType, importId);
    const validRows = candidates.filter((candidate) => candidate.valid).length;
    await this.staging.stage(importId, tabType, candidates);
    await this.run(
      importId,
      {
        type: 'PrepareImport',
        data: {
          importId,
          format,
          fileName: fileName.slice(0, 255),
          contentType: tabType,
          totalRows: rows.rows.length + rows.dropped,
          droppedRows: rows.dropped,
          validRows,
          invalidRows: candidates.length - validRows,
          digest: createHash('sha256').update(bytes).digest('hex'),
          ignoredColumns: ignoredColumns(rows.columns).slice(0, 100),
        },
      },
      metadata,
    );
    return this.read(importId);
  }

  private async run(importId: string, command: ContentImportCommand, metadata: EventMetadata): Promise<void> {
    await this.commands.execute(new DeciderCommand(contentImportDecider, contentImportStreamId(importId), command, { ...metadata, importId }), [CONTENT_IMPORT_PROJECTION]);
  }
}
