import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';

/** A vector as stored: float32, little-endian (what Float32Array holds on every platform we run on). */
export const vectorBytes = (vector: readonly number[]): Buffer => Buffer.from(new Float32Array(vector).buffer);
export const vectorOf = (bytes: Buffer): number[] => Array.from(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4));

/**
 * Vectors by (model, text hash), outside the read models (issue 28 §1): what a provider gave once is never asked for
 * again, neither by a projection rebuild, nor by re-indexing unchanged text, nor by rebuilding a vector store.
 */
@Injectable()
export class EmbeddingCache {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The cached vectors of these hashes for a model (those not cached are absent from the map). */
  async find(model: string, hashes: readonly string[]): Promise<Map<string, number[]>> {
    const found = new Map<string, number[]>();
    if (hashes.length === 0) return found;
    const { rows } = await this.pool.query<{ text_hash: string; vector: Buffer }>(
      `SELECT text_hash, vector FROM library_embedding_cache WHERE model = $1 AND text_hash = ANY($2::text[])`,
      [model, [...new Set(hashes)]],
    );
    for (const row of rows) found.set(row.text_hash, vectorOf(row.vector));
    return found;
  }

  async save(model: string, entries: ReadonlyArray<{ textHash: string; vector: readonly number[] }>): Promise<void> {
    if (entries.length === 0) return;
    await this.pool.query(
      `INSERT INTO library_embedding_cache (model, text_hash, width, vector)
       SELECT $1, h, w, v FROM unnest($2::text[], $3::int[], $4::bytea[]) AS e(h, w, v)
       ON CONFLICT (model, text_hash) DO NOTHING`,
      [model, entries.map((e) => e.textHash), entries.map((e) => e.vector.length), entries.map((e) => vectorBytes(e.vector))],
    );
  }

  /** How many vectors a model has cached (the AI admin page). */
  async count(model: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM library_embedding_cache WHERE model = $1`, [model]);
    return rows[0].n;
  }
}
