import { Module } from '@nestjs/common';
import { AiSummaryModule } from '../../content/ai-summary/ai-summary.module.js';
import { SiteModule } from '../../site/site.module.js';
import { StorageModule } from '../../storage/storage.module.js';
import { MarketRowsRepository } from '../market-rows.repository.js';
import { PdfUploadController } from './commands/pdf-upload/pdf-upload.controller.js';
import { QueueOcrController } from './commands/queue-ocr/queue-ocr.controller.js';
import { StopOcrController } from './commands/stop-ocr/stop-ocr.controller.js';
import { DocumentExtractsRepository } from './document-extracts.repository.js';
import { DocumentFetcher } from './fetch/document-fetcher.js';
import { OcrPageQuota } from './ocr-page-quota.js';
import { OcrQueue } from './ocr-queue.js';
import { OcrSettings } from './ocr-setting.js';
import { OcrSummaryJob } from './ocr-summary.job.js';
import { DocumentReader } from './pdf/document-reader.js';
import { PdfTextJob } from './pdf-text.job.js';
import { OcrQueueController } from './queries/ocr-queue/ocr-queue.controller.js';
import { RowSummariesController } from './queries/row-summaries/row-summaries.controller.js';

/** OCR and AI summaries of the market rows' documents, and POST /api/pdf/upload (issue 33). */
@Module({
  imports: [AiSummaryModule, SiteModule, StorageModule],
  controllers: [QueueOcrController, StopOcrController, OcrQueueController, RowSummariesController, PdfUploadController],
  providers: [MarketRowsRepository, DocumentExtractsRepository, DocumentFetcher, DocumentReader, OcrPageQuota, OcrSettings, OcrQueue, OcrSummaryJob, PdfTextJob],
})
export class DocumentSummariesModule {}
