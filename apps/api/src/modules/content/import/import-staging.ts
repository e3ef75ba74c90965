import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { ContentImportInvalidRow, ContentImportPreviewRow } from '@k9/contracts';
import type { ContentInput, ContentType, ImportCandidate } from '@k9/domain';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';

const CHUNK = 1000;
const SUMMARY_SHOWN = 300;

export type PendingRow = { rowNo: number; contentId: number; contentType: ContentType; input: ContentInput };

const previewOf = (candidate: ImportCandidate, tabType: ContentType): Omit<ContentImportPreviewRow, 'row' | 'valid' | 'reason'> =>
  candidate.valid
    ? {
        type: candidate.contentType,
        title: candidate.fields.title,
        summary: candidate.fields.summary.slice(0, SUMMARY_SHOWN),
        category: candidate.fields.category,
        status: candidate.fields.status,
        tag4: candidate.fields.tag4,
        isPublic: candidate.fields.isPublic,
      }
    : { type: tabType, title: candidate.title, summary: '', category: null, status: null, tag4: [], isPublic: null };

/**
 * The rows of a preview, kept until the import is confirmed and done (content_import_row). Not a read model: like an
 * upload's bytes, what the events point at. Rows of previews nobody confirmed are removed after a day.
 */
@Injectable()
export class ImportStaging {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async stage(importId: string, tabType: ContentType, candidates: ImportCandidate[]): Promise<void> {
    for (let start = 0; start < candidates.length; start += CHUNK) {
      const rows = candidates.slice(start, start + CHUNK).map((candidate) => ({
        row_no: candidate.row,
        content_type: candidate.valid ? candidate.contentType : tabType,
        valid: candidate.valid,
        reason: candidate.valid ? null : candidate.reason,
        preview: previewOf(candidate, tabType),
        input: candidate.valid ? candidate.input : null,
      }));
      await this.pool.query(
        `INSERT INTO content_import_row (import_id, row_no, content_type, valid, reason, preview, input)
         SELECT $1, r.row_no, r.content_type, r.valid, r.reason, r.preview, r.input
         FROM jsonb_to_recordset($2::jsonb) AS r(row_no int, content_type text, valid boolean, reason text, preview jsonb, input jsonb)`,
        [importId, JSON.stringify(rows)],
      );
    }
  }

  async preview(importId: string, limit: number): Promise<ContentImportPreviewRow[]> {
    const { rows } = await this.pool.query<{ row_no: number; valid: boolean; reason: string | null; preview: Omit<ContentImportPreviewRow, 'row' | 'valid' | 'reason'> }>(
      `SELECT row_no, valid, reason, preview FROM content_import_row WHERE import_id = $1 ORDER BY row_no LIMIT $2`,
      [importId, limit],
    );
    return rows.map((row) => ({ row: row.row_no, valid: row.valid, reason: row.reason, ...row.preview }));
  }

  async invalid(importId: string, limit: number): Promise<ContentImportInvalidRow[]> {
    const { rows } = await this.pool.query<{ row_no: number; title: string; reason: string }>(
      `SELECT row_no, preview->>'title' AS title, coalesce(reason, failure) AS reason FROM content_import_row
       WHERE import_id = $1 AND (NOT valid OR failure IS NOT NULL) ORDER BY row_no LIMIT $2`,
      [importId, limit],
    );
    return rows.map((row) => ({ row: row.row_no, title: row.title ?? '', reason: row.reason }));
  }

  /** Gives every valid row its record id, once: a retried job finds the ids it gave before (in row order). */
  async assignIds(importId: string): Promise<void> {
    await this.pool.query(
      `UPDATE content_import_row r SET content_id = s.id
       FROM (SELECT o.row_no, nextval('content_id_seq') AS id
             FROM (SELECT row_no FROM content_import_row WHERE import_id = $1 AND valid AND content_id IS NULL ORDER BY row_no) o) s
       WHERE r.import_id = $1 AND r.row_no = s.row_no`,
      [importId],
    );
  }

  async pending(importId: string, limit: number): Promise<PendingRow[]> {
    const { rows } = await this.pool.query<{ row_no: number; content_id: number; content_type: ContentType; input: ContentInput }>(
      `SELECT row_no, content_id, content_type, input FROM content_import_row WHERE import_id = $1 AND valid AND NOT done ORDER BY row_no LIMIT $2`,
      [importId, limit],
    );
    return rows.map((row) => ({ rowNo: row.row_no, contentId: row.content_id, contentType: row.content_type, input: row.input }));
  }

  /** Marks rows done (their record exists), with the reason for those the record's rules refused on the way. */
  async markDone(importId: string, rowNos: number[], failures: Map<number, string>): Promise<void> {
    await this.pool.query(
      `UPDATE content_import_row r SET done = true, failure = f.failure, input = NULL
       FROM jsonb_to_recordset($2::jsonb) AS f(row_no int, failure text)
       WHERE r.import_id = $1 AND r.row_no = f.row_no`,
      [importId, JSON.stringify(rowNos.map((rowNo) => ({ row_no: rowNo, failure: failures.get(rowNo) ?? null })))],
    );
  }

  async progress(importId: string): Promise<{ total: number; done: number; failed: number }> {
    const { rows } = await this.pool.query<{ total: number; done: number; failed: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE done)::int AS done, count(*) FILTER (WHERE failure IS NOT NULL)::int AS failed
       FROM content_import_row WHERE import_id = $1 AND valid`,
      [importId],
    );
    return rows[0];
  }

  /** Rows of previews that were never confirmed, staged before `before`. */
  async removeUnconfirmed(before: Date): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM content_import_row r WHERE r.staged_at < $1
       AND NOT EXISTS (SELECT 1 FROM content_import i WHERE i.import_id = r.import_id AND i.status <> 'prepared')`,
      [before],
    );
    return rowCount ?? 0;
  }
}
