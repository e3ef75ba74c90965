import { Inject, Injectable, Logger } from '@nestjs/common';
import type pg from 'pg';
import { LIBRARY_INDEX_MESSAGES as M, LIBRARY_SEARCH_SETTING, librarySearchSettingOf, type LibraryTable } from '@k9/domain';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { AiCallError, type AiActor } from '../../../platform/ai/ai.types.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { AiDefaults } from '../../ai/ai-defaults.js';
import { SettingsRepository } from '../../site/settings.repository.js';
import type { LibrarySourceRef } from '../indexing/library-indexer.js';
import { VECTOR_STORE, type VectorChunk, type VectorSpace, type VectorStore } from '../vectors/vector-store.js';
import { EmbeddingCache } from './embedding-cache.js';
import { VectorSpaces } from './vector-spaces.js';

/** A provider call holds at most this many texts and characters (well under the gateway's 1,000,000). */
const CALL_TEXTS = 96;
const CALL_CHARS = 120_000;
/** Sources read, embedded and written together: one read, one cache lookup, one vector-store write per group. */
const GROUP_SOURCES = 200;

/** The embedding model the library uses, and whether this server can call it. */
export type ChosenEmbeddingModel = { id: string; provider: string; configured: boolean; known: boolean };

/** Who asked and how a run can be stopped: the ledger entries name them. */
export type EmbedRun = { actor: AiActor; signal?: AbortSignal; jobId?: string | null; correlationId?: string; onProgress?: (done: number, total: number) => Promise<void> };

export type EmbedOutcome = { embedded: number; chunks: number; noText: number; failed: number; lastError: string | null; space: VectorSpace | null };

type ChunkRow = { source_table: LibraryTable; source_id: number; position: number; text: string; text_hash: string; published: boolean; skipped: boolean; is_public: boolean; allowed_user_class: number[] };

const sourceKey = (table: string, id: number) => `${table}:${id}`;

/**
 * Embeds the library's chunks (issue 28 §1): through the gateway's embed (purpose `embedding`, each call in the AI
 * ledger), batched, with the admins' chosen model; vectors cached by (model, text hash) so nothing is asked twice;
 * written to the vector store one group of sources at a time. The vector width is whatever the model returns; the
 * first space written becomes the one searches use, a later model becomes it when the re-embedding job completes.
 */
@Injectable()
export class LibraryEmbedder {
  private readonly logger = new Logger('LibraryEmbedding');

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(VECTOR_STORE) private readonly store: VectorStore,
    private readonly gateway: AiGateway,
    private readonly defaults: AiDefaults,
    private readonly settings: SettingsRepository,
    private readonly cache: EmbeddingCache,
    private readonly spaces: VectorSpaces,
  ) {}

  /** LIBRARY_SEARCH_SETTING's embedding model, else the AI defaults' (issue 24: the preferred one, else a configured one). */
  async chosenModel(): Promise<ChosenEmbeddingModel> {
    const setting = librarySearchSettingOf((await this.settings.find(LIBRARY_SEARCH_SETTING, null)).setting);
    const id = setting.embeddingModel ?? (await this.defaults.model('embedding'));
    const model = (await this.defaults.models()).find((m) => m.id === id && m.kind === 'embedding');
    return { id, provider: model?.provider ?? '—', configured: model?.configured ?? false, known: !!model };
  }

  /** Why this server does not embed with the chosen model, in Vietnamese; null when it does. */
  async unavailable(): Promise<string | null> {
    return this.unavailableFor((await this.chosenModel()).id);
  }

  /** Why this server cannot embed with this model (unknown, or its provider not configured), in Vietnamese; null when it can. */
  async unavailableFor(modelId: string): Promise<string | null> {
    const model = (await this.defaults.models()).find((m) => m.id === modelId && m.kind === 'embedding');
    if (!model) return M.embeddingModelInvalid;
    return model.configured ? null : M.noEmbeddingProvider(model.id, model.provider);
  }

  /**
   * Embeds these sources' chunks with `model` (default: the chosen one) and writes them to its space. A source with no
   * chunk (no text) is counted, not embedded. A failed group is recorded on its sources (the last error) and the run
   * goes on; a stop ends the run between calls.
   */
  async embedSources(refs: readonly LibrarySourceRef[], run: EmbedRun, model?: string): Promise<EmbedOutcome> {
    const modelId = model ?? (await this.chosenModel()).id;
    const outcome: EmbedOutcome = { embedded: 0, chunks: 0, noText: 0, failed: 0, lastError: null, space: null };
    for (let start = 0; start < refs.length; start += GROUP_SOURCES) {
      if (run.signal?.aborted) break;
      const group = refs.slice(start, start + GROUP_SOURCES);
      try {
        const done = await this.embedGroup(group, modelId, run);
        outcome.embedded += done.embedded;
        outcome.chunks += done.chunks;
        outcome.noText += group.length - done.embedded;
        outcome.space = done.space ?? outcome.space;
      } catch (error) {
        if (run.signal?.aborted) break;
        const text = error instanceof AiCallError ? error.text : (error as Error).message;
        outcome.failed += group.length;
        outcome.lastError = text;
        this.logger.warn(`Embedding ${group.length} sources with ${modelId} failed: ${text}`);
        await this.markFailed(group, M.embeddingFailed(text));
      }
      await run.onProgress?.(Math.min(start + group.length, refs.length), refs.length);
    }
    return outcome;
  }

  /**
   * A space written again from the chunk index and the cache alone (issue 28 §2: a lost LanceDB directory, a new
   * pgvector database), never calling a provider: chunks whose vector is not cached stay out, and their sources go back
   * to "not embedded" for the next embedding to take them. Returns how many chunks were written.
   */
  async rebuild(space: VectorSpace): Promise<{ chunks: number; missing: number } | null> {
    // One rebuild at a time in the deployment (the watch job and an admin could both start one): the other returns null.
    const lock = await this.pool.connect();
    try {
      const { rows } = await lock.query<{ got: boolean }>(`SELECT pg_try_advisory_lock(hashtext('library_vectors_rebuild')) AS got`);
      if (!rows[0].got) return null;
      try {
        return await this.rebuildHeld(space);
      } finally {
        await lock.query(`SELECT pg_advisory_unlock(hashtext('library_vectors_rebuild'))`);
      }
    } finally {
      lock.release();
    }
  }

  private async rebuildHeld(space: VectorSpace): Promise<{ chunks: number; missing: number }> {
    await this.store.drop(space);
    let chunks = 0;
    let missing = 0;
    let after: [string, number] = ['', 0];
    for (;;) {
      const { rows: sources } = await this.pool.query<{ source_table: LibraryTable; source_id: number }>(
        `SELECT source_table, source_id FROM library_source WHERE chunks > 0 AND (source_table, source_id) > ($1, $2)
         ORDER BY source_table, source_id LIMIT ${GROUP_SOURCES * 5}`,
        after,
      );
      if (sources.length === 0) break;
      after = [sources[sources.length - 1].source_table, sources[sources.length - 1].source_id];
      const rows = await this.chunksOf(sources.map((row) => ({ table: row.source_table, id: row.source_id })));
      const vectors = await this.cache.find(space.model, rows.map((row) => row.text_hash));
      const complete = new Set<string>();
      const incomplete = new Set<string>();
      for (const row of rows) (vectors.get(row.text_hash)?.length === space.width ? complete : incomplete).add(sourceKey(row.source_table, row.source_id));
      for (const key of incomplete) complete.delete(key);
      const written = rows.filter((row) => complete.has(sourceKey(row.source_table, row.source_id)));
      await this.store.addMany(space, written.map((row) => chunkOf(row, vectors.get(row.text_hash)!)));
      chunks += written.length;
      missing += rows.length - written.length;
      if (incomplete.size) {
        const keys = [...incomplete].map((key) => key.split(':'));
        await this.pool.query(
          `UPDATE library_source SET embed_state = 'none', embedded_model = NULL FROM unnest($1::text[], $2::int[]) AS g(t, i)
           WHERE source_table = g.t AND source_id = g.i AND embedded_model = $3`,
          [keys.map((k) => k[0]), keys.map((k) => Number(k[1])), space.model],
        );
      }
    }
    return { chunks, missing };
  }

  /** The source's chunks gone from every space (deleted, or left with no text). */
  async remove(ref: LibrarySourceRef): Promise<void> {
    await this.store.removeSource({ table: ref.table, id: ref.id });
    await this.pool.query(`UPDATE library_source SET embed_state = 'none', embedded_model = NULL, embedded_at = NULL WHERE source_table = $1 AND source_id = $2`, [ref.table, ref.id]);
  }

  /** A source whose text is unchanged: its access fields written to the spaces searches use or will use. */
  async updateAccess(ref: LibrarySourceRef): Promise<void> {
    const { rows } = await this.pool.query<Pick<ChunkRow, 'published' | 'skipped' | 'is_public' | 'allowed_user_class'>>(
      `SELECT published, skipped, is_public, allowed_user_class FROM library_chunk WHERE source_table = $1 AND source_id = $2 AND position = 0`,
      [ref.table, ref.id],
    );
    if (!rows[0]) return;
    const access = { published: rows[0].published, skipped: rows[0].skipped, isPublic: rows[0].is_public, classIds: rows[0].allowed_user_class };
    const { active, building } = await this.spaces.state();
    const targets = active ? [active] : [];
    // A model being built has no width on record yet: the store knows it (rarely asked: only during a model change).
    if (building && building.model !== active?.model) targets.push(...(await this.store.spaces()).filter((space) => space.model === building.model));
    for (const space of targets) await this.store.updateAccess({ model: space.model, width: space.width }, { table: ref.table, id: ref.id }, access);
  }

  /** Whether the source's vectors are the chosen model's (the follow job embeds only what is not). */
  async embeddedWith(ref: LibrarySourceRef, model: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ ok: boolean }>(
      `SELECT embed_state = 'embedded' AND embedded_model = $3 AS ok FROM library_source WHERE source_table = $1 AND source_id = $2`,
      [ref.table, ref.id, model],
    );
    return rows[0]?.ok === true;
  }

  /** One question's vector with the active space's model, from the cache when it was asked before (it then costs nothing). */
  async embedQuestion(q: string, space: VectorSpace, actor: AiActor, hash: string): Promise<number[]> {
    const cached = (await this.cache.find(space.model, [hash])).get(hash);
    if (cached) return cached;
    const { vectors } = await this.gateway.embed({ model: space.model, texts: [q] }, { purpose: 'embedding', actor });
    await this.cache.save(space.model, [{ textHash: hash, vector: vectors[0] }]);
    return vectors[0];
  }

  private async embedGroup(group: readonly LibrarySourceRef[], model: string, run: EmbedRun): Promise<{ embedded: number; chunks: number; space: VectorSpace | null }> {
    await this.pool.query(
      `UPDATE library_source SET embed_state = 'embedding' FROM unnest($1::text[], $2::int[]) AS g(t, i) WHERE source_table = g.t AND source_id = g.i AND chunks > 0`,
      [group.map((ref) => ref.table), group.map((ref) => ref.id)],
    );
    const rows = await this.chunksOf(group);
    if (rows.length === 0) return { embedded: 0, chunks: 0, space: null };
    const vectors = await this.cache.find(model, rows.map((row) => row.text_hash));
    const missing = [...new Map(rows.filter((row) => !vectors.has(row.text_hash)).map((row) => [row.text_hash, row.text])).entries()];
    for (const batch of batches(missing)) {
      if (run.signal?.aborted) throw new AiCallError('aborted', M.reembedStopped);
      const answer = await this.gateway.embed(
        { model, texts: batch.map(([, text]) => text) },
        { purpose: 'embedding', actor: run.actor, signal: run.signal, jobId: run.jobId ?? null, correlationId: run.correlationId },
      );
      const entries = batch.map(([textHash], index) => ({ textHash, vector: answer.vectors[index] }));
      await this.cache.save(model, entries);
      for (const entry of entries) vectors.set(entry.textHash, entry.vector);
    }
    const width = vectors.get(rows[0].text_hash)!.length;
    if (width === 0 || rows.some((row) => vectors.get(row.text_hash)!.length !== width)) throw new AiCallError('failed', M.embeddingFailed('độ dài vector không đồng nhất'));
    const space = { model, width };
    const chunks = rows.map((row) => chunkOf(row, vectors.get(row.text_hash)!));
    const embedded = [...new Set(rows.map((row) => sourceKey(row.source_table, row.source_id)))];
    await this.store.replaceMany(space, group.map((ref) => ({ table: ref.table, id: ref.id })), chunks);
    await this.pool.query(
      `UPDATE library_source SET embed_state = 'embedded', embedded_model = $3, embedded_at = now(), embed_error = NULL
       FROM unnest($1::text[], $2::int[]) AS g(t, i) WHERE source_table = g.t AND source_id = g.i`,
      [embedded.map((key) => key.split(':')[0]), embedded.map((key) => Number(key.split(':')[1])), model],
    );
    await this.spaces.activateIfNone(space);
    return { embedded: embedded.length, chunks: chunks.length, space };
  }

  private async chunksOf(refs: readonly LibrarySourceRef[]): Promise<ChunkRow[]> {
    const { rows } = await this.pool.query<ChunkRow>(
      `SELECT ch.source_table, ch.source_id, ch.position, ch.text, ch.text_hash, ch.published, ch.skipped, ch.is_public, ch.allowed_user_class
       FROM library_chunk ch JOIN unnest($1::text[], $2::int[]) AS g(t, i) ON ch.source_table = g.t AND ch.source_id = g.i
       ORDER BY ch.source_table, ch.source_id, ch.position`,
      [refs.map((ref) => ref.table), refs.map((ref) => ref.id)],
    );
    return rows;
  }

  private async markFailed(group: readonly LibrarySourceRef[], error: string): Promise<void> {
    await this.pool.query(
      `UPDATE library_source SET embed_state = CASE WHEN embedded_model IS NULL THEN 'none' ELSE 'embedded' END, embed_error = $3
       FROM unnest($1::text[], $2::int[]) AS g(t, i) WHERE source_table = g.t AND source_id = g.i`,
      [group.map((ref) => ref.table), group.map((ref) => ref.id), error],
    );
  }
}

const chunkOf = (row: ChunkRow, vector: number[]): VectorChunk => ({
  sourceTable: row.source_table,
  sourceId: row.source_id,
  position: row.position,
  textHash: row.text_hash,
  vector,
  published: row.published,
  skipped: row.skipped,
  isPublic: row.is_public,
  classIds: row.allowed_user_class,
});

/** Texts in provider calls of at most CALL_TEXTS texts and CALL_CHARS characters. */
function batches<T extends [string, string]>(texts: readonly T[]): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const entry of texts) {
    if (current.length && (current.length >= CALL_TEXTS || chars + entry[1].length > CALL_CHARS)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(entry);
    chars += entry[1].length;
  }
  if (current.length) out.push(current);
  return out;
}
