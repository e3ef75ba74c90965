import { Inject } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import type pg from 'pg';
import { Job, JobHandler, jobKey } from '../../../platform/jobs/job.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import type { LibrarySourceRef } from '../indexing/library-indexer.js';
import { LIBRARY_INDEX_QUEUE } from '../indexing/reindex-library-sources.job.js';
import { LibraryVectorsHolder } from '../vectors/library-vectors-holder.js';
import { VECTOR_STORE, type VectorSpace, type VectorStore } from '../vectors/vector-store.js';
import { EmbedLibraryJob } from './embed-library.job.js';
import { LibraryEmbedder } from './library-embedder.js';
import { VectorSpaces } from './vector-spaces.js';

/** How often the index looks for what is not embedded with the chosen model. */
export const WATCH_LIBRARY_VECTORS_MS = 30_000;
/** At most this many waiting sources per catch-up job (the next look takes the rest). */
const CATCH_UP_SOURCES = 5_000;

/**
 * Keeps the vectors on the chosen model without anyone pressing anything (issue 28 §1):
 * - the admins chose another embedding model (or none was active): one job embeds everything with it, visible and
 *   stoppable; a build that was stopped or failed is not started again here (the AI admin page restarts it);
 * - the store lost the active space's vectors (a LanceDB directory gone): rebuilt from the chunk index and the cache,
 *   with no provider call;
 * - sources left "not embedded" (indexed while no provider was configured) are embedded in a catch-up job.
 * Nothing happens where this instance does not hold the vectors or the provider is not configured; with
 * LIBRARY_AUTO_EMBED=false only the rebuild (it calls no provider).
 */
@Job()
export class WatchLibraryVectorsJob extends JobHandler<Record<string, never>, { started: string | null }> {
  readonly queue = LIBRARY_INDEX_QUEUE;
  readonly name = 'watch-library-vectors';
  override readonly schedule = { everyMs: WATCH_LIBRARY_VECTORS_MS, payload: {} };

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(VECTOR_STORE) private readonly store: VectorStore,
    private readonly jobs: JobsService,
    private readonly embedder: LibraryEmbedder,
    private readonly spaces: VectorSpaces,
    private readonly holder: LibraryVectorsHolder,
    private readonly config: AppConfig,
  ) {
    super();
  }

  jobId(): string {
    return 'watch';
  }

  async handle(): Promise<{ started: string | null }> {
    if (!this.holder.holds) return { started: null };
    const model = await this.embedder.chosenModel();
    if (!model.configured) return { started: null };
    const { active, building } = await this.spaces.state();
    if (active && (await this.lost(active))) {
      await this.embedder.rebuild(active);
      return { started: 'rebuild' };
    }
    if (!this.config.libraryAutoEmbed) return { started: null };
    if (active?.model !== model.id) {
      if (building?.model === model.id) return { started: null };
      const payload = { ...EmbedLibraryJob.payload('all', model.id, null), requestId: `model-${jobKey(model.id)}-${Date.now()}` };
      const jobId = await this.jobs.enqueue(EmbedLibraryJob, payload, { ownerId: null });
      await this.spaces.building(model.id, jobId);
      return { started: jobId };
    }
    const waiting = await this.waiting(model.id);
    if (waiting.length === 0) return { started: null };
    const payload = { ...EmbedLibraryJob.payload(waiting, model.id, null), requestId: `catch-up-${jobKey({ model: model.id, waiting })}` };
    return { started: await this.jobs.enqueue(EmbedLibraryJob, payload, { ownerId: null }) };
  }

  /** The store holds fewer of the active space's chunks than the sources say are embedded (its directory was lost, a new database). */
  private async lost(active: VectorSpace): Promise<boolean> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT coalesce(sum(chunks), 0)::int AS n FROM library_source WHERE embed_state = 'embedded' AND embedded_model = $1`, [active.model]);
    if (rows[0].n === 0) return false;
    const held = (await this.store.spaces()).find((space) => space.model === active.model && space.width === active.width);
    return (held?.chunks ?? 0) < rows[0].n;
  }

  /** Sources with text not embedded with the model, that did not fail last time (their error waits for an admin). */
  private async waiting(model: string): Promise<LibrarySourceRef[]> {
    const { rows } = await this.pool.query<{ source_table: LibrarySourceRef['table']; source_id: number }>(
      `SELECT source_table, source_id FROM library_source
       WHERE chunks > 0 AND embed_error IS NULL AND (embed_state = 'none' OR embedded_model IS DISTINCT FROM $1)
       ORDER BY source_table, source_id LIMIT ${CATCH_UP_SOURCES}`,
      [model],
    );
    return rows.map((row) => ({ table: row.source_table, id: row.source_id }));
  }
}
