import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { LibrarySearchResult } from '@k9/contracts';
import { LIBRARY_SEARCH_LIMITS, LIBRARY_TABLES, searchTerms, type LibrarySearch, type LibraryTable } from '@k9/domain';
import { ListQueryGate } from '../../platform/database/list-query-gate.js';
import { PG_POOL } from '../../platform/event-store/event-store.token.js';
import { learnerWhere, SqlParams, type ContentViewer } from '../content/content-sql.js';

type HitRow = { tbl: LibraryTable; id: number; position: number; kind: string; text: string; similarity: number; total: string };

/** A passage found, with the chunk it is (what the fusion with the vector hits keys on). */
export type KeywordHit = LibrarySearchResult & { position: number };

/**
 * How well a chunk matches, 0 to 1: 0.6 for how much of the question its record's title holds (pg_trgm's
 * word_similarity over folded text: 1 when the title contains it) and 0.4 for the share of the question's terms (its
 * neighbouring word pairs) the chunk holds. Rounded to 4 decimals before the threshold, so what is shown is what was
 * compared. The title's part is worked out once per record, not per chunk: it is the same for all of a record's chunks,
 * and it is the costly part (trigrams of both texts on each call).
 */
const score = (title: string, share: string) => `round((0.6 * ${title} + 0.4 * ${share})::numeric, 4)::float8`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The learner rule on a chunk's access fields (content-sql's `learnerWhere`, kept in step with the record by the
 * re-indexing job): published, never impact 'skip', and public or open to one of the reader's classes that still exist.
 * A report's chunks are public and never skipped, so for them it is: published.
 */
export function chunkLearnerWhere(viewer: ContentViewer, params: SqlParams, alias = 'ch'): string[] {
  if (viewer.isAdmin) return [];
  const classes = params.add(viewer.classIds);
  return [
    `${alias}.published`,
    `NOT ${alias}.skipped`,
    `(${alias}.is_public OR ${alias}.allowed_user_class && ARRAY(SELECT uc.id FROM identity_user_class uc WHERE uc.id = ANY(${classes}::int[])))`,
  ];
}

/**
 * The same candidates checked again against the records themselves (issue 28 §3), by the content list's learner rule
 * and a report's status: the chunks' access fields follow the record through a job, seconds later, and a record made
 * private in between must not leak.
 */
export function recordLearnerWhere(viewer: ContentViewer, params: SqlParams, alias = 'ch'): string[] {
  if (viewer.isAdmin) return [];
  const news = learnerWhere(viewer, params, 'c').join(' AND ');
  return [
    `(CASE WHEN ${alias}.source_table = 'news' THEN EXISTS (SELECT 1 FROM content_record c WHERE c.id = ${alias}.source_id AND ${news})
      ELSE EXISTS (SELECT 1 FROM content_ai_summary s WHERE s.id = ${alias}.source_id AND s.status = 'published') END)`,
  ];
}

/**
 * Keyword search over the chunk index (issue 28 §1, §3), access applied in the query itself: a chunk matches when it
 * holds any of the question's terms (the content list's unaccented word pairs over its search vector), or, for the first chunk
 * of a record, when the record's folded title holds the question (trigrams) or the question is its id. Learners get only
 * the chunks the learner rule lets them read (on the chunk's access fields, then on the record itself); admins every
 * chunk. Matches at or above the threshold are counted; the best k come back with the chunk's own text.
 */
@Injectable()
export class KeywordSearch {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly gate: ListQueryGate,
  ) {}

  async search(reader: ContentViewer, { q, k, threshold, tables }: LibrarySearch): Promise<{ results: KeywordHit[]; totalFound: number }> {
    if (tables.length === 0) return { results: [], totalFound: 0 };
    const params = new SqlParams();
    const question = params.add(q);
    // A chunk is found by any of the question's terms and ranked by how many it holds: a long question or one with a
    // word the text lacks still finds the passage that holds most of it (all of them at once missed 3 in 4 of the
    // labelled questions, issue 28 §5).
    const terms = searchTerms(q, LIBRARY_SEARCH_LIMITS.queryWords);
    const words = terms.length ? `ch.search_vector @@ ${params.add(terms.join(' | '))}::tsquery` : 'false';
    // Each term a query of its own, parsed once for the whole search (a per-row unnest re-parsed every term on every row).
    const held = terms.map((term) => `(ch.search_vector @@ ${params.add(term)}::tsquery)::int`);
    const share = terms.length ? `((${held.join(' + ')})::float8 / ${terms.length})` : '0';
    const first: string[] = [];
    if (q.length >= 3) first.push(`ch.title_folded LIKE '%' || k9_fold(${params.add(escapeLike(q))}) || '%'`);
    if (/^\d{1,9}$/.test(q)) first.push(`ch.source_id = ${params.add(Number(q))}`);
    const found = first.length ? `(${words} OR (ch.position = 0 AND (${first.join(' OR ')})))` : words;
    // Both tables asked: no condition on the table at all (the planner otherwise scans the primary key for it instead of
    // using the search indexes).
    const inTables = tables.length < LIBRARY_TABLES.length ? [`ch.source_table = ANY(${params.add(tables)}::text[])`] : [];
    const where = [...inTables, ...chunkLearnerWhere(reader, params), found, ...recordLearnerWhere(reader, params)];
    const sql = `WITH matched AS MATERIALIZED (
        SELECT ch.source_table AS tbl, ch.source_id AS id, ch.position, ch.title_folded, ${share} AS share
        FROM library_chunk ch WHERE ${where.join(' AND ')}
      ),
      titles AS (
        SELECT tbl, id, title_folded, word_similarity(k9_fold(${question}), title_folded) AS title
        FROM (SELECT DISTINCT tbl, id, title_folded FROM matched) AS records
      ),
      hits AS (
        SELECT m.tbl, m.id, m.position, ${score('t.title', 'm.share')} AS similarity
        FROM matched m JOIN titles t ON t.tbl = m.tbl AND t.id = m.id AND t.title_folded = m.title_folded
      ),
      top AS (
        SELECT tbl, id, position, similarity, count(*) OVER () AS total FROM hits WHERE similarity >= ${params.add(threshold)}::float8
        ORDER BY similarity DESC, tbl, id DESC, position LIMIT ${params.add(k)}
      )
      SELECT top.tbl, top.id, top.position, ch.type AS kind, ch.text, top.similarity, top.total
      FROM top JOIN library_chunk ch ON ch.source_table = top.tbl AND ch.source_id = top.id AND ch.position = top.position
      ORDER BY top.similarity DESC, top.tbl, top.id DESC, top.position`;
    const { rows } = await this.gate.run(() => this.pool.query<HitRow>(sql, params.values));
    return {
      results: rows.map((row) => ({ sourceId: row.id, table: row.tbl, position: row.position, type: row.kind, chunkText: row.text, similarity: row.similarity })),
      totalFound: rows.length ? Number(rows[0].total) : 0,
    };
  }
}
