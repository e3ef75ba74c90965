import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import type { VectorSpace } from '../vectors/vector-store.js';

export type VectorSpaceState = { active: VectorSpace | null; building: { model: string; jobId: string | null } | null };

/**
 * Which vectors searches use (issue 28 §1): the active space, and the model being embedded after a change. Searches
 * keep the active space until the new model's space is complete; then the re-embedding job makes it active.
 */
@Injectable()
export class VectorSpaces {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async state(): Promise<VectorSpaceState> {
    const { rows } = await this.pool.query<{ active_model: string | null; active_width: number | null; building_model: string | null; building_job: string | null }>(
      `SELECT active_model, active_width, building_model, building_job FROM library_vector_state WHERE id = 1`,
    );
    const row = rows[0];
    return {
      active: row?.active_model && row.active_width ? { model: row.active_model, width: row.active_width } : null,
      building: row?.building_model ? { model: row.building_model, jobId: row.building_job } : null,
    };
  }

  /** Searches use this space from now on; a build of the same model is over. */
  async activate(space: VectorSpace): Promise<void> {
    await this.pool.query(
      `UPDATE library_vector_state SET active_model = $1, active_width = $2,
         building_model = CASE WHEN building_model = $1 THEN NULL ELSE building_model END,
         building_job = CASE WHEN building_model = $1 THEN NULL ELSE building_job END, updated_at = now() WHERE id = 1`,
      [space.model, space.width],
    );
  }

  /** The first space: made active only if none is (two first embeds racing keep the first). */
  async activateIfNone(space: VectorSpace): Promise<void> {
    await this.pool.query(`UPDATE library_vector_state SET active_model = $1, active_width = $2, updated_at = now() WHERE id = 1 AND active_model IS NULL`, [space.model, space.width]);
  }

  async building(model: string | null, jobId: string | null): Promise<void> {
    await this.pool.query(`UPDATE library_vector_state SET building_model = $1, building_job = $2, updated_at = now() WHERE id = 1`, [model, jobId]);
  }
}
