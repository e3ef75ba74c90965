import { rm, readFile } from 'node:fs/promises';
import type { PdfTextResponse } from '@k9/contracts';
import { DOCUMENT_SUMMARY_MESSAGES as M } from '@k9/domain';
import { Job, JobFailure, JobHandler, type JobContext } from '../../../platform/jobs/job.js';
import type { QueueSettings } from '../../../platform/jobs/jobs.options.js';
import { DocumentRefused } from './document-refused.js';
import { OCR_QUEUE_NAME, OCR_QUEUE_SETTINGS, PDF_TEXT_JOB_NAME, type PdfTextPayload } from './ocr-names.js';
import { OcrPageQuota } from './ocr-page-quota.js';
import { DocumentReader } from './pdf/document-reader.js';

/**
 * POST /api/pdf/upload of a PDF over 20 pages: read in the `ocr` queue like a row's document. The file waits in the data
 * directory and is removed once read (it is never stored as an upload).
 */
@Job()
export class PdfTextJob extends JobHandler<PdfTextPayload, PdfTextResponse> {
  readonly queue = OCR_QUEUE_NAME;
  readonly name = PDF_TEXT_JOB_NAME;
  override readonly attempts = 1;
  override readonly queueSettings: QueueSettings = OCR_QUEUE_SETTINGS;

  constructor(
    private readonly reader: DocumentReader,
    private readonly quota: OcrPageQuota,
  ) {
    super();
  }

  jobId(payload: PdfTextPayload): string {
    return payload.requestId;
  }

  async released(payload: PdfTextPayload): Promise<void> {
    await rm(payload.path, { force: true });
  }

  async handle(payload: PdfTextPayload, job: JobContext): Promise<PdfTextResponse> {
    try {
      await job.progress(10);
      const bytes = await readFile(payload.path).catch(() => null);
      if (!bytes) throw new JobFailure(M.ocrFailed, `${payload.path} is gone`);
      const read = await this.reader.read(bytes, { beforeOcr: (pages) => this.quota.take(payload.ownerId, payload.isAdmin, pages), signal: job.signal });
      await job.progress(100);
      return { text: read.text, pages: read.pages, ...(read.message ? { message: read.message } : {}) };
    } catch (error) {
      if (error instanceof DocumentRefused) throw new JobFailure(error.message, error.message);
      throw error;
    } finally {
      if (!job.signal.aborted) await rm(payload.path, { force: true });
    }
  }
}
