import {
  AI_DEFAULTS,
  aiSummaryDecider,
  aiSummaryStreamId,
  DOCUMENT_SUMMARY_MESSAGES as M,
  DOCUMENT_SUMMARY_PROMPT_VERSION,
  defaultModelId,
  documentSummaryFailure,
  documentSummaryPrompt,
  DomainError,
  foldStream,
  parseDocumentSummaryReply,
  type AiSummaryCategory,
  type EventStore,
  type MarketDataset,
} from '@k9/domain';
import type { MarketRowRecord } from '@k9/contracts';
import { Inject } from '@nestjs/common';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { aiJobMetadata, AiJobHandler } from '../../../platform/ai/ai-job.js';
import type { AiCallContext } from '../../../platform/ai/ai.types.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { Job, JobFailure, type JobContext } from '../../../platform/jobs/job.js';
import type { QueueSettings } from '../../../platform/jobs/jobs.options.js';
import { AiDefaults } from '../../ai/ai-defaults.js';
import { vietnamYear } from '../../content/ai-summary/ai-summary-writer.js';
import { AI_SUMMARY_PROJECTION } from '../../content/ai-summary/projections/ai-summary/ai-summary.projection.js';
import { taskFailure } from '../../content-ai/jobs/task-failure.js';
import { MarketRowsRepository } from '../market-rows.repository.js';
import { DocumentExtractsRepository } from './document-extracts.repository.js';
import { DocumentRefused } from './document-refused.js';
import { DocumentFetcher } from './fetch/document-fetcher.js';
import { OCR_QUEUE_NAME, OCR_QUEUE_SETTINGS, OCR_SUMMARY_JOB_NAME, type OcrSummaryPayload } from './ocr-names.js';
import { OcrPageQuota } from './ocr-page-quota.js';
import { OcrSettings } from './ocr-setting.js';
import { DocumentReader } from './pdf/document-reader.js';

export type OcrSummaryResult = { summaryId: number };

const fail = (reason: string) => new JobFailure(documentSummaryFailure(reason), documentSummaryFailure(reason));
// AI summary URLs are an upload (/files/...) or a web address (the AI summary rules).
const SAFE_URL = /^(?:\/files\/\S+|https?:\/\/[^\s/]+\S*)$/i;
const CATEGORY: Partial<Record<MarketDataset, AiSummaryCategory>> = { industry_report: 'Ngành', macro_report: 'Vĩ mô', strategy_report: 'Vĩ mô' };

/** info as spec 3 §3 keeps it: the dataset as sheetName, the row id as itemIndex, the title, the document URL and the row's data. */
export function documentSummaryInfo(row: MarketRowRecord) {
  const title = (row.name?.trim() || String(row.data['Tên'] ?? '') || `${row.dataset} ${row.id}`).slice(0, 500);
  return { sheetName: row.dataset, itemIndex: row.id, title, ...(row.URL && SAFE_URL.test(row.URL) ? { URLReport: row.URL } : {}), itemData: row.data };
}

/**
 * Issue 33 §2 one row's OCR summary: fetch the row's file, get its text (text layer, then OCR of the scanned pages),
 * ask the model (google/gemini-2.5-pro, else the first configured text model) for the two labelled sections, parse
 * them, keep what the summary was made from, and save the AI summary (a learner's unpublished, an admin's as chosen).
 * A row's failure is recorded on its task ('Lỗi: ...'); the other rows' tasks go on.
 */
@Job()
export class OcrSummaryJob extends AiJobHandler<OcrSummaryPayload, OcrSummaryResult> {
  override readonly queue = OCR_QUEUE_NAME;
  readonly name = OCR_SUMMARY_JOB_NAME;
  override readonly queueSettings: QueueSettings = OCR_QUEUE_SETTINGS;

  constructor(
    private readonly gateway: AiGateway,
    private readonly defaults: AiDefaults,
    private readonly rows: MarketRowsRepository,
    private readonly fetcher: DocumentFetcher,
    private readonly reader: DocumentReader,
    private readonly quota: OcrPageQuota,
    private readonly settings: OcrSettings,
    private readonly extracts: DocumentExtractsRepository,
    private readonly commands: CommandPath,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    super();
  }

  /** A stop removed the task before it ran: its reserved call goes back. */
  async released(payload: OcrSummaryPayload): Promise<void> {
    await this.gateway.giveBack(payload.quota, 1);
  }

  protected async run(payload: OcrSummaryPayload, job: JobContext, ai: AiCallContext): Promise<OcrSummaryResult> {
    const { summaryId } = payload;
    // Run again after a restart, having saved its summary already: done.
    if ((await foldStream(this.store, aiSummaryDecider, aiSummaryStreamId(summaryId))).state.status !== 'none') return { summaryId };
    let called = false;
    try {
      await job.progress(5);
      const row = await this.rows.find(payload.dataset as MarketDataset, payload.rowId);
      if (!row) throw fail(M.rowNotFound);
      if (!row.URL?.trim()) throw fail(M.noUrl);
      const { allowedHosts } = await this.settings.current();
      const bytes = await this.fetcher.fetch(row.URL.trim(), allowedHosts, job.signal);
      await job.progress(25);
      const read = await this.reader.read(bytes, { beforeOcr: (pages) => this.quota.take(payload.ownerId, !!payload.actor?.isAdmin, pages), signal: job.signal });
      if (!read.text.trim()) throw fail(read.message ?? M.noText);
      await job.progress(60);
      const model = defaultModelId('text', AI_DEFAULTS.ocrSummaryModel, await this.defaults.choices());
      const info = documentSummaryInfo(row);
      called = true;
      const reply = await this.gateway.generateText({ model, prompt: documentSummaryPrompt(read.text, payload.instruction, info.title) }, ai);
      const parsed = parseDocumentSummaryReply(reply.text);
      if (!parsed) throw fail(M.noResult);
      await job.progress(85);
      if (job.signal.aborted) throw new JobFailure(M.stopped, M.stopped);
      await this.extracts.save({ summaryId, dataset: row.dataset, rowId: row.id, ownerId: payload.ownerId, text: read.text, pages: read.pages, ocrPages: read.ocrPages, aiCallId: reply.callId, model: reply.model });
      const metadata = aiJobMetadata(payload, job, { requestId: payload.requestId, model: reply.model, callId: reply.callId, promptVersion: DOCUMENT_SUMMARY_PROMPT_VERSION, ocrPages: read.ocrPages });
      const fields = { info, ...parsed, category: CATEGORY[row.dataset] ?? 'Doanh nghiệp', status: payload.status, tables: [], fileUrls: [] };
      const command = { type: 'CreateAiSummary' as const, data: { summaryId, fields, provenance: { origin: 'ai' as const, aiCallId: reply.callId, model: reply.model, jobId: job.jobId }, year: vietnamYear(metadata.occurredAt) } };
      try {
        await this.commands.execute(new DeciderCommand(aiSummaryDecider, aiSummaryStreamId(summaryId), command, metadata), [AI_SUMMARY_PROJECTION]);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'AI_SUMMARY_EXISTS') return { summaryId };
        if (error instanceof DomainError) throw fail(error.message);
        throw error;
      }
      await job.progress(100);
      return { summaryId };
    } catch (error) {
      // The reserved call goes back when the model was never asked.
      if (!called) await this.gateway.giveBack(payload.quota, 1);
      if (error instanceof DocumentRefused) throw fail(error.message);
      throw taskFailure(error, job, documentSummaryFailure, payload.actor?.isAdmin ? 'admin' : 'learner');
    }
  }
}
