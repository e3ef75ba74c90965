import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { ThesisChatView, ThesisView } from '@k9/contracts';
import { thesisSearchFold } from '@k9/domain';
import { PG_POOL } from '../../platform/event-store/event-store.token.js';

type ThesisRow = {
  id: string;
  owner_id: string;
  owner_email: string | null;
  name: string;
  content: string;
  summary: string;
  version: number;
  created_at: Date;
  updated_at: Date;
};
type SegmentRow = { thesis_id: string; segment_id: string; seq: number; content: string; summary: string; mode: ThesisChatView['mode']; original_content: string | null };

const COLUMNS = `id, owner_id, owner_email, name, content, summary, version, created_at, updated_at`;

const segmentOf = (row: SegmentRow): ThesisChatView => ({ id: row.segment_id, order: row.seq, content: row.content, summary: row.summary, mode: row.mode, originalContent: row.original_content });

/** `%` and `_` of a search taken literally in LIKE. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The notebooks' read model (thesis, thesis_segment). Every read names the owner: no query returns another user's thesis. */
@Injectable()
export class ThesesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async countOf(ownerId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM thesis WHERE owner_id = $1`, [ownerId]);
    return rows[0].n;
  }

  /** Whether `id` is a live thesis of `ownerId` (a write to another user's thesis is 404 before anything is read of it). */
  async owns(ownerId: string, id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(`SELECT 1 FROM thesis WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
    return (rowCount ?? 0) > 0;
  }

  /** The owner's thesis with its segments in order, or null (another user's is null too). */
  async ownView(ownerId: string, id: string): Promise<ThesisView | null> {
    const { rows } = await this.pool.query<ThesisRow>(`SELECT ${COLUMNS} FROM thesis WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
    return rows[0] ? (await this.withSegments(rows))[0] : null;
  }

  /** The owner's theses, newest updated first; `query` (non-empty): those whose name, content, summary or a segment holds it. */
  async ownList(ownerId: string, query = ''): Promise<ThesisView[]> {
    const text = query.trim();
    const { rows } = text
      ? await this.pool.query<ThesisRow>(
          `SELECT ${COLUMNS} FROM thesis t WHERE t.owner_id = $1
             AND (t.search_text LIKE $2 OR EXISTS (SELECT 1 FROM thesis_segment s WHERE s.thesis_id = t.id AND s.search_text LIKE $2))
           ORDER BY t.updated_at DESC, t.id`,
          [ownerId, likePattern(thesisSearchFold(text))],
        )
      : await this.pool.query<ThesisRow>(`SELECT ${COLUMNS} FROM thesis WHERE owner_id = $1 ORDER BY updated_at DESC, id`, [ownerId]);
    return this.withSegments(rows);
  }

  /** The owner's newest thesis named `name` (the daily notebook), or null. */
  async ownNamed(ownerId: string, name: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ id: string }>(`SELECT id FROM thesis WHERE owner_id = $1 AND name = $2 ORDER BY created_at DESC LIMIT 1`, [ownerId, name]);
    return rows[0]?.id ?? null;
  }

  private async withSegments(rows: ThesisRow[]): Promise<ThesisView[]> {
    if (!rows.length) return [];
    const { rows: segments } = await this.pool.query<SegmentRow>(
      `SELECT thesis_id, segment_id, seq, content, summary, mode, original_content FROM thesis_segment WHERE thesis_id = ANY($1::text[]) ORDER BY thesis_id, seq`,
      [rows.map((row) => row.id)],
    );
    const byThesis = new Map<string, ThesisChatView[]>();
    for (const segment of segments) byThesis.set(segment.thesis_id, [...(byThesis.get(segment.thesis_id) ?? []), segmentOf(segment)]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      summary: row.summary,
      content: row.content,
      userCreated: row.owner_email ?? row.owner_id,
      list_chat: byThesis.get(row.id) ?? [],
      createAt: row.created_at.toISOString(),
      updateAt: row.updated_at.toISOString(),
      version: row.version,
    }));
  }
}
