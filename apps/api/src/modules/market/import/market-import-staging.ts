import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { MarketImportCandidate, MarketRowInput } from '@k9/domain';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';

const CHUNK = 2000;

/** The rows of a market import's preview (market_import_row), kept until the import is done. */
@Injectable()
export class MarketImportStaging {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async stage(importId: string, candidates: readonly MarketImportCandidate[]): Promise<void> {
    const rows = candidates.flatMap((c) => ('dropped' in c ? [] : [{ row_no: c.row, valid: c.valid, reason: c.valid ? null : c.reason, row: c.valid ? c.value : null }]));
    for (let start = 0; start < rows.length; start += CHUNK) {
      await this.pool.query(
        `INSERT INTO market_import_row (import_id, row_no, valid, reason, row)
         SELECT $1, r.row_no, r.valid, r.reason, r.row FROM jsonb_to_recordset($2::jsonb) AS r(row_no int, valid boolean, reason text, row jsonb)`,
        [importId, JSON.stringify(rows.slice(start, start + CHUNK))],
      );
    }
  }

  /** Valid rows stored so far, of the valid rows staged (both 0 once the staged rows were removed). */
  async progress(importId: string): Promise<{ done: number; total: number }> {
    const { rows } = await this.pool.query<{ done: number; total: number }>(
      `SELECT count(*) FILTER (WHERE done)::int AS done, count(*)::int AS total FROM market_import_row WHERE import_id = $1 AND valid`,
      [importId],
    );
    return rows[0];
  }

  /** The next valid rows still to store, in the file's order. */
  async pending(importId: string, limit: number): Promise<Array<{ rowNo: number; row: MarketRowInput }>> {
    const { rows } = await this.pool.query<{ row_no: number; row: MarketRowInput }>(
      `SELECT row_no, row FROM market_import_row WHERE import_id = $1 AND valid AND NOT done ORDER BY row_no LIMIT $2`,
      [importId, limit],
    );
    return rows.map((row) => ({ rowNo: row.row_no, row: row.row }));
  }

  async markDone(importId: string, rowNos: number[]): Promise<void> {
    await this.pool.query(`UPDATE market_import_row SET done = true, row = NULL WHERE import_id = $1 AND row_no = ANY($2::int[])`, [importId, rowNos]);
  }

  /**
   * Rows staged before `before` of imports that are finished (every valid row stored) or were never started (a preview
   * nobody confirmed); an import stopped half-way keeps its rows for its retry.
   */
  async removeStale(before: Date): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM market_import_row r WHERE r.import_id IN (
         SELECT import_id FROM market_import_row GROUP BY import_id
         HAVING max(staged_at) < $1 AND (bool_and(done OR NOT valid) OR NOT bool_or(done)))`,
      [before],
    );
    return rowCount ?? 0;
  }
}
