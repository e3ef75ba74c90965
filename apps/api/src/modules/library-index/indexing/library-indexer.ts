import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type pg from 'pg';
import {
  LIBRARY_INDEX_MESSAGES as M,
  newsSourceOf,
  reportSourceOf,
  sourceChunks,
  type LibrarySource,
  type LibraryTable,
  type NewsSourceFields,
  type ReportSourceFields,
} from '@k9/domain';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';

/** A record of the library: a content record (`news`) or an AI summary (`report`). */
export type LibrarySourceRef = { table: LibraryTable; id: number };

/** What re-indexing one record did. */
/** `access`: the text is unchanged, what the learner rule reads of it (or its type, its title) changed. */
export type ReindexOutcome = 'indexed' | 'access' | 'unchanged' | 'removed' | 'no-text';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hash of a source's whole text: the same text is never cut again, whatever else changed. */
const sourceHashOf = (source: LibrarySource) => sha256(source.text);

/**
 * Keeps `library_chunk` and `library_source` in step with the content read models (issue 28 §1). One record at a time,
 * in one transaction holding that record's advisory lock, reading the record inside it: two runs for one record (two
 * instances, a retry) apply one after the other and the later one reads the later state.
 * - gone (deleted): its chunks and its source row are removed;
 * - no text: its chunks are removed, its source row keeps the warning (M.noText), a warning is logged;
 * - text unchanged (same hash): only the access fields, type and title are written to its chunks;
 * - otherwise its chunks are replaced.
 * A draft or a skipped record keeps its chunks, marked so: admins search everything, learners never see them.
 */
@Injectable()
export class LibraryIndexer {
  private readonly logger = new Logger('LibraryIndex');

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async reindex(ref: LibrarySourceRef): Promise<ReindexOutcome> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('library_source'), hashtext($1))`, [`${ref.table}:${ref.id}`]);
      const outcome = await this.reindexIn(client, ref);
      await client.query('COMMIT');
      return outcome;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Every record again (the admins' "re-index everything", and the bulk screen later): each content record and AI
   * summary, and every source row whose record is gone. Unchanged text is not cut again. Returns how many were seen.
   */
  async reindexAll(): Promise<{ sources: number; indexed: number; removed: number; noText: number }> {
    const { rows } = await this.pool.query<{ tbl: LibraryTable; id: number }>(
      `SELECT 'news'::text AS tbl, id FROM content_record
       UNION SELECT 'report'::text, id FROM content_ai_summary
       UNION SELECT source_table, source_id FROM library_source
       ORDER BY 1, 2`,
    );
    const counts = { sources: rows.length, indexed: 0, removed: 0, noText: 0 };
    for (const row of rows) {
      const outcome = await this.reindex({ table: row.tbl, id: row.id });
      if (outcome === 'indexed' || outcome === 'unchanged' || outcome === 'access') counts.indexed++;
      else if (outcome === 'removed') counts.removed++;
      else counts.noText++;
    }
    return counts;
  }

  private async reindexIn(client: pg.PoolClient, ref: LibrarySourceRef): Promise<ReindexOutcome> {
    const source = await this.read(client, ref);
    const key = [ref.table, ref.id];
    if (!source) {
      await client.query(`DELETE FROM library_chunk WHERE source_table = $1 AND source_id = $2`, key);
      await client.query(`DELETE FROM library_source WHERE source_table = $1 AND source_id = $2`, key);
      return 'removed';
    }
    if (!source.text) {
      this.logger.warn(`${ref.table} ${ref.id}: ${M.noText}`);
      await client.query(`DELETE FROM library_chunk WHERE source_table = $1 AND source_id = $2`, key);
      await this.saveSource(client, ref, null, 0, M.noText);
      return 'no-text';
    }
    const hash = sourceHashOf(source);
    const { rows } = await client.query<{ text_hash: string | null; chunks: number }>(
      `SELECT text_hash, chunks FROM library_source WHERE source_table = $1 AND source_id = $2`,
      key,
    );
    const a = source.access;
    if (rows[0]?.text_hash === hash) {
      const { rows: held } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM library_chunk WHERE source_table = $1 AND source_id = $2`, key);
      // Every chunk still there: nothing to cut again, only what changed beside the text is written (a row left as it
      // was is not rewritten). Chunks lost some other way are cut again below.
      if (held[0].n === rows[0].chunks) {
        const updated = await client.query(
          `UPDATE library_chunk SET type = $3, published = $4, skipped = $5, is_public = $6, allowed_user_class = $7::int[], title_folded = k9_fold($8)
           WHERE source_table = $1 AND source_id = $2
             AND (type, published, skipped, is_public, allowed_user_class, title_folded) IS DISTINCT FROM ($3, $4, $5, $6, $7::int[], k9_fold($8))`,
          [...key, source.type, a.published, a.skipped, a.isPublic, a.classIds, source.title],
        );
        await this.saveSource(client, ref, hash, rows[0].chunks, null);
        return updated.rowCount ? 'access' : 'unchanged';
      }
    }
    const chunks = sourceChunks(source).map((chunk) => ({ position: chunk.position, text: chunk.text, text_hash: sha256(chunk.text), lexemes: chunk.lexemes.join(' ') }));
    await client.query(`DELETE FROM library_chunk WHERE source_table = $1 AND source_id = $2`, key);
    await client.query(
      `INSERT INTO library_chunk (source_table, source_id, position, type, text, text_hash, published, skipped, is_public, allowed_user_class, title_folded, search_vector)
       SELECT $1, $2, r.position, $3, r.text, r.text_hash, $4, $5, $6, $7::int[], k9_fold($8), array_to_tsvector(string_to_array(r.lexemes, ' '))
       FROM jsonb_to_recordset($9::jsonb) AS r(position int, text text, text_hash text, lexemes text)`,
      [...key, source.type, a.published, a.skipped, a.isPublic, a.classIds, source.title, JSON.stringify(chunks)],
    );
    await this.saveSource(client, ref, hash, chunks.length, null);
    return 'indexed';
  }

  /** A source's row; its embedding state goes back to "not embedded" when its text changed (its vectors are of the old text). */
  private async saveSource(client: pg.PoolClient, ref: LibrarySourceRef, hash: string | null, chunks: number, error: string | null): Promise<void> {
    await client.query(
      `INSERT INTO library_source (source_table, source_id, text_hash, chunks, indexed_at, last_error) VALUES ($1, $2, $3, $4, now(), $5)
       ON CONFLICT (source_table, source_id) DO UPDATE SET text_hash = EXCLUDED.text_hash, chunks = EXCLUDED.chunks, indexed_at = EXCLUDED.indexed_at,
         last_error = EXCLUDED.last_error,
         embed_state = CASE WHEN library_source.text_hash IS DISTINCT FROM EXCLUDED.text_hash THEN 'none' ELSE library_source.embed_state END,
         embedded_model = CASE WHEN library_source.text_hash IS DISTINCT FROM EXCLUDED.text_hash THEN NULL ELSE library_source.embedded_model END`,
      [ref.table, ref.id, hash, chunks, error],
    );
  }

  /** The record as its read model holds it now; null when it does not exist (deleted, or never created). */
  private async read(client: pg.PoolClient, ref: LibrarySourceRef): Promise<LibrarySource | null> {
    if (ref.table === 'news') {
      const { rows } = await client.query<{ type: string; fields: NewsSourceFields }>(`SELECT type, fields FROM content_record WHERE id = $1`, [ref.id]);
      return rows[0] ? newsSourceOf(ref.id, rows[0].type, rows[0].fields) : null;
    }
    const { rows } = await client.query<{ kind: string } & ReportSourceFields>(`SELECT kind, info, summary1, summary2, status FROM content_ai_summary WHERE id = $1`, [ref.id]);
    return rows[0] ? reportSourceOf(ref.id, rows[0].kind, rows[0]) : null;
  }
}
