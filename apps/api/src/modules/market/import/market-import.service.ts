import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BadRequestException, Inject, Injectable, NotFoundException, PayloadTooLargeException, UnprocessableEntityException } from '@nestjs/common';
import type { MarketImportConfirmResponse, MarketImportResponse, MarketImportStatusResponse } from '@k9/contracts';
import {
  MARKET_IMPORT_LIMITS as LIMITS,
  MARKET_IMPORT_MESSAGES as M,
  marketImportCandidate,
  marketImportDecider,
  marketImportStreamId,
  missingColumns,
  missingColumnsMessage,
  parseCsv,
  vietnamDay,
  type CsvRecord,
  type EventMetadata,
  type EventStore,
  type MarketDataset,
  type MarketImportCandidate,
  type MarketImportCommand,
  type MarketImportEvent,
  type RecordedEvent,
} from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { readSpreadsheet } from '../../content/import/excel/spreadsheet-reader.js';
import { inspectZip, verifyZipSizes } from '../../content/import/excel/zip-inspection.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { marketAdmin } from '../market-row-writer.js';
import { ImportMarketRowsJob } from './import-market-rows.job.js';
import { MarketImportStaging } from './market-import-staging.js';

const MB = 1024 * 1024;
const READ_LIMITS = { maxRows: LIMITS.rows, memoryMb: 1536, timeoutMs: 120_000 };
const YIELD_EVERY = 1000;

const refused = (message: string, code: string) => new BadRequestException({ statusCode: 400, message, code });
const unprocessable = (message: string, code: string) => new UnprocessableEntityException({ statusCode: 422, message, code });
const tooLarge = (message: string, code: string) => new PayloadTooLargeException({ statusCode: 413, message, code });

export type ReceivedFile = { path: string; originalname: string; size: number };
type Sheet = { header: string[]; records: CsvRecord[]; firstRow: number };

/** A sheet's matrix (header row first) as records keyed by the header. */
const recordsOf = (matrix: string[][], firstRow: number): Sheet => {
  const [header = [], ...body] = matrix;
  const names = header.map((cell) => String(cell).trim());
  const records = body.filter((cells) => cells.some((cell) => String(cell).trim() !== '')).map((cells) => Object.fromEntries(names.map((name, i) => [name, String(cells[i] ?? '')])));
  return { header: names, records, firstRow: firstRow + 1 };
};

/**
 * Imports of a dataset by an admin (issue 31 §1), with the content import's machinery: the file is read on the server
 * (Excel in a sandboxed worker after the zip checks, CSV as text), each dataset's key columns checked, each row checked
 * and staged, and a preview answered; a confirmation stores the valid rows in a job, once.
 */
@Injectable()
export class MarketImportService {
  constructor(
    private readonly commands: CommandPath,
    private readonly staging: MarketImportStaging,
    private readonly jobs: JobsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * An import's state for the admin following it, from its own stream (a handful of events: prepared, each confirmation,
   * completed or failed) and, while it runs, the staged rows it has stored so far.
   */
  async status(importId: string): Promise<MarketImportStatusResponse> {
    const events = (await this.store.readStream(marketImportStreamId(importId))) as unknown as RecordedEvent<MarketImportEvent>[];
    const prepared = events.find((event) => event.type === 'MarketImportPrepared');
    if (!prepared || prepared.type !== 'MarketImportPrepared') throw new NotFoundException({ statusCode: 404, message: M.importNotFound, code: 'IMPORT_NOT_FOUND' });
    const { digest: _digest, ...summary } = prepared.data;
    const answer: MarketImportStatusResponse = {
      ...summary,
      importId,
      status: 'prepared',
      progress: { done: 0, total: summary.validRows },
      written: null,
      unchanged: null,
      failure: null,
      jobId: null,
      preparedBy: prepared.metadata.actorEmail ?? null,
      preparedAt: prepared.metadata.occurredAt,
      confirmedBy: null,
      confirmedAt: null,
      completedAt: null,
    };
    for (const event of events) {
      if (event.type === 'MarketImportConfirmed') {
        const jobId = ImportMarketRowsJob.bullJobId(importId, event.data.attempt);
        Object.assign(answer, { status: 'importing', jobId, failure: null, confirmedBy: event.metadata.actorEmail ?? null, confirmedAt: event.metadata.occurredAt });
      } else if (event.type === 'MarketImportCompleted') {
        const stored = event.data.written + event.data.unchanged;
        Object.assign(answer, { status: 'completed', written: event.data.written, unchanged: event.data.unchanged, progress: { done: stored, total: stored }, completedAt: event.metadata.occurredAt });
      } else if (event.type === 'MarketImportFailed') {
        Object.assign(answer, { status: 'failed', failure: event.data.reason });
      }
    }
    // The staged rows say how far the job got (kept a while after the import is done; its counts say it after that).
    if (answer.status !== 'prepared') {
      const staged = await this.staging.progress(importId);
      if (staged.total > 0) answer.progress = staged;
    }
    return answer;
  }

  async preview(dataset: MarketDataset, file: ReceivedFile, metadata: EventMetadata): Promise<MarketImportResponse> {
    const bytes = await readFile(file.path);
    const sheet = await this.read(file.originalname, bytes);
    if (sheet.records.length === 0) throw unprocessable(M.needsRows, 'NEEDS_ROWS');
    if (sheet.records.length > LIMITS.rows) throw tooLarge(M.tooManyRows, 'TOO_MANY_ROWS');
    const missing = missingColumns(dataset, sheet.header);
    if (missing.length) throw unprocessable(missingColumnsMessage(dataset, missing), 'MISSING_COLUMNS');
    const fileName = file.originalname.slice(0, 255);
    const provenance = { source: `Tệp của quản trị viên: ${fileName}`, asOf: `ngày ${vietnamDay(Date.parse(metadata.occurredAt)).split('-').reverse().join('/')}` };
    const candidates: MarketImportCandidate[] = [];
    for (let i = 0; i < sheet.records.length; i++) {
      if (i > 0 && i % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      candidates.push(marketImportCandidate(dataset, sheet.records[i], sheet.firstRow + i, provenance));
    }
    const importId = randomUUID();
    await this.staging.stage(importId, candidates);
    const valid = candidates.filter((c) => 'valid' in c && c.valid).length;
    const invalid = candidates.filter((c): c is Extract<MarketImportCandidate, { valid: false }> => 'valid' in c && !c.valid);
    const summary = { importId, dataset, fileName, totalRows: candidates.length, droppedRows: candidates.filter((c) => 'dropped' in c).length, validRows: valid, invalidRows: invalid.length, digest: createHash('sha256').update(bytes).digest('hex') };
    await this.run(importId, { type: 'PrepareMarketImport', data: summary }, metadata);
    const { digest: _digest, ...shown } = summary;
    return {
      ...shown,
      preview: candidates.slice(0, LIMITS.preview).map((c) => ('dropped' in c ? { row: c.row, valid: false, reason: null, data: null } : c.valid ? { row: c.row, valid: true, reason: null, data: c.value.data } : { row: c.row, valid: false, reason: c.reason, data: null })),
      invalid: invalid.slice(0, LIMITS.invalidListed).map((c) => ({ row: c.row, reason: c.reason })),
    };
  }

  /** Confirmed once: a retried confirmation finds the same job (its id is the import's and the attempt's). */
  async confirm(importId: string, admin: SessionUser, metadata: EventMetadata): Promise<MarketImportConfirmResponse> {
    const result = await this.run(importId, { type: 'ConfirmMarketImport', data: { importId } }, metadata);
    const state = result.state;
    if (state.status !== 'importing') return { importId, jobId: null };
    const jobId = await this.jobs.enqueue(
      ImportMarketRowsJob,
      { importId, attempt: state.attempt, dataset: state.summary.dataset, fileName: state.summary.fileName, admin: marketAdmin(admin), correlationId: metadata.correlationId },
      { ownerId: admin.id },
    );
    return { importId, jobId };
  }

  private async read(name: string, bytes: Buffer): Promise<Sheet> {
    const lower = name.toLowerCase().trim();
    if (lower.endsWith('.csv')) return this.csv(bytes);
    if (!/\.(xlsx|xlsm|xls)$/.test(lower)) throw refused(M.fileKind, 'NOT_SPREADSHEET');
    if (bytes.subarray(0, 2).toString('latin1') === 'PK') {
      const verdict = inspectZip(bytes, { maxUnzippedBytes: LIMITS.unzippedMb * MB, maxEntries: LIMITS.zipEntries });
      const sizes = verdict.ok ? await verifyZipSizes(bytes, verdict.entries) : verdict.reason === 'malformed' ? 'malformed' : 'too-large';
      if (sizes === 'malformed') throw refused(M.unreadable, 'UNREADABLE');
      if (sizes === 'too-large') throw tooLarge(M.unzippedTooLarge, 'UNZIPPED_TOO_LARGE');
    } else if (!lower.endsWith('.xls')) throw refused(M.unreadable, 'UNREADABLE');
    const read = await readSpreadsheet(bytes, READ_LIMITS);
    if (read.ok) return recordsOf(read.matrix, read.firstRow);
    if (read.reason === 'too-many-rows') throw tooLarge(M.tooManyRows, 'TOO_MANY_ROWS');
    if (read.reason === 'out-of-memory') throw tooLarge(M.unzippedTooLarge, 'UNZIPPED_TOO_LARGE');
    if (read.reason === 'timeout') throw unprocessable(M.readFailed, 'READ_FAILED');
    throw refused(M.unreadable, 'UNREADABLE');
  }

  private csv(bytes: Buffer): Sheet {
    // The file's size cap bounds what parsing costs; the row cap is checked on the parsed rows.
    const records = parseCsv(bytes.toString('utf8'));
    return { header: Object.keys(records[0] ?? {}), records, firstRow: 2 };
  }

  private run(importId: string, command: MarketImportCommand, metadata: EventMetadata) {
    return this.commands.execute(new DeciderCommand(marketImportDecider, marketImportStreamId(importId), command, { ...metadata, importId }), []);
  }
}
