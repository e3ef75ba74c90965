import { BadRequestException, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type pg from 'pg';
import type { CreateEmbeddingResponse, EmbeddingChunkView, EmbeddingSourceView, LibraryIndexStatus, LibraryIndexTableStatus } from '@k9/contracts';
import { LIBRARY_INDEX_MESSAGES as M, LIBRARY_TABLES, type LibraryTable } from '@k9/domain';
import { AppConfig } from '../../../config/app-config.js';
import { AiCallError, type AiActor } from '../../../platform/ai/ai.types.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { LibraryIndexer, type LibrarySourceRef } from '../indexing/library-indexer.js';
import { LibraryVectorsHolder } from '../vectors/library-vectors-holder.js';
import { VECTOR_STORE, type VectorStore } from '../vectors/vector-store.js';
import { EmbeddingCache } from './embedding-cache.js';
import { EmbedLibraryJob } from './embed-library.job.js';
import { LibraryEmbedder } from './library-embedder.js';
import { VectorSpaces } from './vector-spaces.js';

type SourceRow = { source_table: LibraryTable; source_id: number; embed_state: EmbeddingSourceView['state']; chunks: number; embedded_model: string | null; embedded_at: Date | null; embed_error: string | null; last_error: string | null };

const viewOf = (row: SourceRow): EmbeddingSourceView => ({
  sourceId: row.source_id,
  table: row.source_table,
  state: row.embed_state,
  chunks: row.chunks,
  model: row.embedded_model,
  embeddedAt: row.embedded_at?.toISOString() ?? null,
  error: row.embed_error ?? row.last_error,
});

/**
 * The back office's embedding (spec 3 §4, §7; spec 1 §7's /api/embedingData/*; issue 28 §4): a source's chunks, the
 * embedded sources of a table, embed one now (the old embedding deleted first: a failed delete is a warning and
 * embedding goes on), delete one, a bulk embed of a selection as a job, re-embed everything, and the AI admin page's
 * figures. Admins only: the routes say so.
 */
@Injectable()
export class LibraryEmbeddings {
  private readonly logger = new Logger('LibraryEmbedding');

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(VECTOR_STORE) private readonly store: VectorStore,
    private readonly config: AppConfig,
    private readonly indexer: LibraryIndexer,
    private readonly embedder: LibraryEmbedder,
    private readonly spaces: VectorSpaces,
    private readonly cache: EmbeddingCache,
    private readonly holder: LibraryVectorsHolder,
    private readonly jobs: JobsService,
  ) {}

  async chunks(table: LibraryTable, sourceId: number): Promise<{ data: EmbeddingChunkView[] }> {
    const { rows } = await this.pool.query<{ position: number; type: string; text: string; embed_state: string | null; embedded_model: string | null }>(
      `SELECT ch.position, ch.type, ch.text, s.embed_state, s.embedded_model
       FROM library_chunk ch LEFT JOIN library_source s ON s.source_table = ch.source_table AND s.source_id = ch.source_id
       WHERE ch.source_table = $1 AND ch.source_id = $2 ORDER BY ch.position`,
      [table, sourceId],
    );
    return {
      data: rows.map((row) => ({
        id: `${table}:${sourceId}:${row.position}`,
        sourceId,
        table,
        type: row.type,
        position: row.position,
        content: row.text,
        embedded: row.embed_state === 'embedded',
        model: row.embed_state === 'embedded' ? row.embedded_model : null,
      })),
    };
  }

  /** The embedded sources of a table (spec 3 §7 "list embedded items by type": their sourceId), a page at a time. */
  async embedded(table: LibraryTable, page: number, pageSize: number): Promise<{ data: EmbeddingSourceView[]; total: number }> {
    const { rows } = await this.pool.query<SourceRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM library_source WHERE source_table = $1 AND embed_state = 'embedded'
       ORDER BY source_id DESC LIMIT $2 OFFSET $3`,
      [table, pageSize, (page - 1) * pageSize],
    );
    return { data: rows.map(viewOf), total: rows.length ? Number(rows[0].total) : 0 };
  }

  /** The states of the rows a list shows; a row never indexed is "not embedded". */
  async states(table: LibraryTable, ids: number[]): Promise<{ data: EmbeddingSourceView[] }> {
    const { rows } = await this.pool.query<SourceRow>(`SELECT * FROM library_source WHERE source_table = $1 AND source_id = ANY($2::int[])`, [table, ids]);
    const found = new Map(rows.map((row) => [row.source_id, viewOf(row)]));
    return { data: ids.map((id) => found.get(id) ?? { sourceId: id, table, state: 'none', chunks: 0, model: null, embeddedAt: null, error: null }) };
  }

  /** DELETE /api/embedingData/source/{sourceId}/{type}: its vectors gone from every space (its keyword index follows the record). */
  async remove(table: LibraryTable, sourceId: number): Promise<{ deleted: boolean }> {
    const { rows } = await this.pool.query(`SELECT 1 FROM library_source WHERE source_table = $1 AND source_id = $2`, [table, sourceId]);
    if (rows.length === 0) throw new NotFoundException({ statusCode: 404, message: M.notFound, code: 'NOT_FOUND' });
    await this.embedder.remove({ table, id: sourceId });
    return { deleted: true };
  }

  /**
   * Embeds one record now, from what the record holds (the index never takes a client's text as the record's): the old
   * embedding deleted first (a failed delete is a warning, and embedding goes on), the record re-indexed, its chunks
   * embedded. `content` is the back office's text of the record: empty means there is nothing to embed.
   */
  async createNow(ref: LibrarySourceRef, content: string, actor: NonNullable<AiActor>): Promise<CreateEmbeddingResponse> {
    if (!content.trim()) throw new BadRequestException({ statusCode: 400, message: M.nothingToEmbed, code: 'NOTHING_TO_EMBED' });
    const unavailable = await this.embedder.unavailable();
    if (unavailable) throw new ServiceUnavailableException({ statusCode: 503, message: unavailable, code: 'AI_NOT_CONFIGURED' });
    if (!this.holder.holds) throw new ServiceUnavailableException({ statusCode: 503, message: M.vectorsElsewhere, code: 'VECTORS_ELSEWHERE' });
    const outcome = await this.indexer.reindex(ref);
    if (outcome === 'removed') throw new NotFoundException({ statusCode: 404, message: M.notFound, code: 'NOT_FOUND' });
    if (outcome === 'no-text') throw new BadRequestException({ statusCode: 400, message: M.nothingToEmbed, code: 'NOTHING_TO_EMBED' });
    let warning: string | undefined;
    try {
      await this.store.removeSource(ref);
    } catch (error) {
      warning = M.oldEmbeddingNotDeleted((error as Error).message);
      this.logger.warn(`${ref.table} ${ref.id}: ${warning}`);
    }
    const done = await this.embedder.embedSources([ref], { actor });
    if (done.failed) throw new AiCallError('failed', done.lastError ?? M.notFound);
    const { rows } = await this.pool.query<{ n: number; length: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(length(text)), 0)::int AS length FROM library_chunk WHERE source_table = $1 AND source_id = $2`,
      [ref.table, ref.id],
    );
    return { chunksCreated: rows[0].n, totalTextLength: rows[0].length, ...(warning ? { warning } : {}) };
  }

  /** A bulk embed of a selection: one job, its progress { done, total } over /ws, stoppable from the queue dashboard. */
  async startBulk(sources: LibrarySourceRef[], actor: NonNullable<AiActor>): Promise<{ jobId: string; total: number }> {
    await this.assertCanEmbed();
    const model = (await this.embedder.chosenModel()).id;
    const unique = [...new Map(sources.map((s) => [`${s.table}:${s.id}`, { table: s.table, id: s.id }])).values()];
    const jobId = await this.jobs.enqueue(EmbedLibraryJob, EmbedLibraryJob.payload(unique, model, { id: actor.id, email: actor.email }), { ownerId: actor.id });
    return { jobId, total: unique.length };
  }

  /** Everything embedded again with the chosen model (a model change restarted, or after a stop). */
  async startReembed(actor: NonNullable<AiActor>): Promise<{ jobId: string }> {
    await this.assertCanEmbed();
    const model = (await this.embedder.chosenModel()).id;
    const jobId = await this.jobs.enqueue(EmbedLibraryJob, EmbedLibraryJob.payload('all', model, { id: actor.id, email: actor.email }), { ownerId: actor.id });
    const { active } = await this.spaces.state();
    if (active?.model !== model) await this.spaces.building(model, jobId);
    return { jobId };
  }

  async status(): Promise<LibraryIndexStatus> {
    const { rows } = await this.pool.query<{ source_table: LibraryTable; items: number; chunks: number; embedded: number; waiting: number; no_text: number; last_error: string | null }>(
      `SELECT source_table, count(*)::int AS items, coalesce(sum(chunks), 0)::int AS chunks,
         count(*) FILTER (WHERE embed_state = 'embedded')::int AS embedded,
         count(*) FILTER (WHERE embed_state <> 'embedded' AND chunks > 0)::int AS waiting,
         count(*) FILTER (WHERE chunks = 0)::int AS no_text,
         (array_agg(coalesce(embed_error, last_error) ORDER BY indexed_at DESC) FILTER (WHERE embed_error IS NOT NULL OR last_error IS NOT NULL))[1] AS last_error
       FROM library_source GROUP BY source_table`,
    );
    const tables: LibraryIndexTableStatus[] = LIBRARY_TABLES.map((table) => {
      const row = rows.find((r) => r.source_table === table);
      return { table, items: row?.items ?? 0, chunks: row?.chunks ?? 0, embedded: row?.embedded ?? 0, waiting: row?.waiting ?? 0, noText: row?.no_text ?? 0, lastError: row?.last_error ?? null };
    });
    const model = await this.embedder.chosenModel();
    const unavailable = await this.embedder.unavailable();
    const { active, building } = await this.spaces.state();
    const buildState = building ? (building.jobId === 'stopped' ? 'stopped' : building.jobId === 'failed' ? 'failed' : 'running') : null;
    const hybrid = this.holder.holds && !!active && !(await this.embedder.unavailableFor(active.model));
    return {
      tables,
      embeddingModel: model.id,
      unavailable: unavailable ?? (this.holder.holds ? null : M.vectorsElsewhere),
      active,
      building: building && buildState ? { model: building.model, state: buildState, jobId: buildState === 'running' ? building.jobId : null } : null,
      searchMethod: hybrid ? 'hybrid' : 'keyword',
      vectorStore: this.config.vectorStore,
      cachedVectors: await this.cache.count(model.id),
    };
  }

  private async assertCanEmbed(): Promise<void> {
    const unavailable = await this.embedder.unavailable();
    if (unavailable) throw new ServiceUnavailableException({ statusCode: 503, message: unavailable, code: 'AI_NOT_CONFIGURED' });
    if (!this.holder.holds) throw new ServiceUnavailableException({ statusCode: 503, message: M.vectorsElsewhere, code: 'VECTORS_ELSEWHERE' });
  }
}
