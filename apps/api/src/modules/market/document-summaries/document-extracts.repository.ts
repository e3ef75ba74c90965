import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AiSummaryRecord, DocumentExtractView } from '@k9/contracts';
import type { DocumentPage } from '@k9/domain';
import { toAiSummaryRecord } from '../../content/ai-summary/ai-summaries.repository.js';
import { AiSummaryView } from '../../content/ai-summary/projections/ai-summary/ai-summary.entity.js';

/** Who reads: admins see every summary; others the published ones and those their own OCR tasks made. */
export type SummaryReader = { isAdmin: boolean; id: string };

const VISIBLE = `(? OR status = 'published' OR id IN (SELECT summary_id FROM market_document_extract WHERE owner_id = ?))`;

type ExtractRow = { summary_id: number; dataset: string; row_id: string; owner_id: string; text: string; pages: DocumentPage[]; ocr_pages: number[]; ai_call_id: string | null; model: string | null };

/**
 * What each OCR summary was made from (market_document_extract, written by the task before it saves the summary), and
 * the reads of a row's summaries (content_ai_summary entries whose info names the dataset and the row).
 */
@Injectable()
export class DocumentExtractsRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql() {
    return this.orm.em.fork().getConnection();
  }

  async save(extract: Omit<DocumentExtractView, 'summaryId'> & { summaryId: number; ownerId: string }): Promise<void> {
    await this.sql().execute(
      `INSERT INTO market_document_extract (summary_id, dataset, row_id, owner_id, text, pages, ocr_pages, ai_call_id, model) VALUES (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)
       ON CONFLICT (summary_id) DO UPDATE SET text = EXCLUDED.text, pages = EXCLUDED.pages, ocr_pages = EXCLUDED.ocr_pages, ai_call_id = EXCLUDED.ai_call_id, model = EXCLUDED.model`,
      [extract.summaryId, extract.dataset, extract.rowId, extract.ownerId, extract.text, JSON.stringify(extract.pages), JSON.stringify(extract.ocrPages), extract.aiCallId, extract.model],
    );
  }

  async find(summaryId: number): Promise<(DocumentExtractView & { ownerId: string }) | null> {
    const [row] = await this.sql().execute<ExtractRow[]>(`SELECT * FROM market_document_extract WHERE summary_id = ?`, [summaryId]);
    return row ? { summaryId: row.summary_id, dataset: row.dataset, rowId: row.row_id, ownerId: row.owner_id, text: row.text, pages: row.pages, ocrPages: row.ocr_pages, aiCallId: row.ai_call_id, model: row.model } : null;
  }

  /** A row's summaries the reader may see, newest first. */
  async rowSummaries(dataset: string, rowId: string, reader: SummaryReader): Promise<AiSummaryRecord[]> {
    const rows = await this.sql().execute<Array<{ id: number }>>(
      `SELECT id FROM content_ai_summary WHERE info->>'sheetName' = ? AND info->>'itemIndex' = ? AND ${VISIBLE} ORDER BY id DESC LIMIT 200`,
      [dataset, rowId, reader.isAdmin, reader.id],
    );
    if (!rows.length) return [];
    const views = await this.orm.em.fork().find(AiSummaryView, { id: { $in: rows.map((row) => row.id) } }, { orderBy: { id: 'desc' } });
    return views.map(toAiSummaryRecord);
  }

  /** The dataset's rows with a summary the reader may see (the grid's 'analysed' column). */
  async analysedRows(dataset: string, reader: SummaryReader): Promise<string[]> {
    const rows = await this.sql().execute<Array<{ row_id: string }>>(
      `SELECT DISTINCT info->>'itemIndex' AS row_id FROM content_ai_summary WHERE info->>'sheetName' = ? AND info->>'itemIndex' IS NOT NULL AND ${VISIBLE}`,
      [dataset, reader.isAdmin, reader.id],
    );
    return rows.map((row) => row.row_id).sort();
  }
}
