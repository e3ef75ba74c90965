import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import type pg from 'pg';
import type { LibrarySearchResponse, LibrarySearchResult } from '@k9/contracts';
import { fuseByRank, LIBRARY_SEARCH_SETTING, librarySearchSettingOf, resolveLibrarySearch, type LibrarySearch, type LibrarySearchRequest, type LibraryTable } from '@k9/domain';
import type { AiActor } from '../../platform/ai/ai.types.js';
import { PG_POOL } from '../../platform/event-store/event-store.token.js';
import { ListQueryGate } from '../../platform/database/list-query-gate.js';
import { SqlParams, type ContentViewer } from '../content/content-sql.js';
import { SettingsRepository } from '../site/settings.repository.js';
import { LibraryEmbedder } from './embedding/library-embedder.js';
import { VectorSpaces } from './embedding/vector-spaces.js';
import { sha256 } from './indexing/library-indexer.js';
import { chunkLearnerWhere, KeywordSearch, recordLearnerWhere, type KeywordHit } from './keyword-search.js';
import { LibrarySearchLimit } from './library-search-limit.js';
import { VECTOR_STORE, type VectorHit, type VectorStore } from './vectors/vector-store.js';
import { LibraryVectorsHolder } from './vectors/library-vectors-holder.js';

/** Who searches: an admin reads every record and report; anyone else what the library's access rule lets them read. */
export type LibraryReader = ContentViewer;

/** Each list brings this many candidates (at least 20) to the fusion, so a chunk second in both lists can win. */
const candidatesFor = (k: number) => Math.max(20, k * 4);
const chunkKey = (table: string, id: number, position: number) => `${table}:${id}:${position}`;

type ChunkRow = { source_table: LibraryTable; source_id: number; position: number; type: string; text: string };

/**
 * The library's search port (issue 28 §3): the assistant calls it in process, GET /api/library-index/search over HTTP.
 * What a request leaves out (k, threshold, tables) comes from LIBRARY_SEARCH_SETTING, else the defaults (spec 2 §9.6).
 *
 * Hybrid when it can: the keyword search over chunks and the vector search of the active space, each with the reader's
 * rule inside it, fused by reciprocal rank; the fused candidates are then read back from the chunk index under the
 * chunk and record rules again, so nothing leaves that the reader may not read. Keyword-only, and `searchMethod` says
 * so, when no space is complete, the embedding provider is not configured, this instance does not hold the vectors
 * (LanceDB elsewhere), or the question could not be embedded (the caller's daily AI limit, a provider failure).
 */
@Injectable()
export class LibraryIndex {
  private readonly logger = new Logger('LibrarySearch');

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(VECTOR_STORE) private readonly store: VectorStore,
    private readonly gate: ListQueryGate,
    private readonly settings: SettingsRepository,
    private readonly keyword: KeywordSearch,
    private readonly embedder: LibraryEmbedder,
    private readonly spaces: VectorSpaces,
    private readonly holder: LibraryVectorsHolder,
    private readonly limit: LibrarySearchLimit,
  ) {}

  /** `actor`: the account searching (a learner's 60 searches a minute and daily AI limit); null for the system's own work. */
  async search(reader: LibraryReader, request: LibrarySearchRequest, actor: AiActor = null): Promise<LibrarySearchResponse> {
    const stored = await this.settings.find(LIBRARY_SEARCH_SETTING, null);
    const search = resolveLibrarySearch(request, librarySearchSettingOf(stored.setting));
    if (actor && !actor.isAdmin) await this.limit.spend(actor.id);
    // Side by side: the keyword list does not wait for the question's embedding and the vector search.
    const [vectors, keyword] = await Promise.all([this.vectorHits(reader, search, actor), this.keyword.search(reader, { ...search, k: candidatesFor(search.k) })]);
    if (!vectors) return { results: keyword.results.slice(0, search.k).map(publicResult), totalFound: keyword.totalFound, searchMethod: 'keyword' };
    const fused = fuseByRank([
      keyword.results.map((hit) => ({ key: chunkKey(hit.table, hit.sourceId, hit.position), similarity: hit.similarity })),
      vectors.map((hit) => ({ key: chunkKey(hit.sourceTable, hit.sourceId, hit.position), similarity: hit.similarity })),
    ]);
    const readable = await this.readable(reader, fused.slice(0, search.k * 2).map((hit) => hit.key));
    const results: LibrarySearchResult[] = [];
    for (const hit of fused) {
      const chunk = readable.get(hit.key);
      if (chunk && results.length < search.k) results.push({ sourceId: chunk.source_id, table: chunk.source_table, type: chunk.type, chunkText: chunk.text, similarity: round(hit.similarity) });
    }
    const keywordKeys = new Set(keyword.results.map((hit) => chunkKey(hit.table, hit.sourceId, hit.position)));
    const vectorOnly = vectors.filter((hit) => !keywordKeys.has(chunkKey(hit.sourceTable, hit.sourceId, hit.position))).length;
    return { results, totalFound: Math.max(results.length, keyword.totalFound + vectorOnly), searchMethod: 'hybrid' };
  }

  /** The vector list at or above the threshold, or null when this search is keyword-only. */
  private async vectorHits(reader: LibraryReader, search: LibrarySearch, actor: AiActor): Promise<VectorHit[] | null> {
    if (!this.holder.holds) return null;
    const { active } = await this.spaces.state();
    if (!active || (await this.embedder.unavailableFor(active.model))) return null;
    let vector: number[];
    try {
      vector = await this.embedder.embedQuestion(search.q, active, actor, sha256(`question:${search.q}`));
    } catch (error) {
      // Over the daily AI limit, or the provider failing: the keyword search still answers, and says it is keyword-only.
      this.logger.warn(`Question not embedded, keyword only: ${error instanceof HttpException ? error.message : (error as Error).message}`);
      return null;
    }
    const classIds = reader.isAdmin ? [] : [...reader.classIds];
    const hits = await this.store.search(active, { vector, tables: search.tables, reader: { isAdmin: reader.isAdmin, classIds }, k: candidatesFor(search.k) });
    return hits.filter((hit) => hit.similarity >= search.threshold);
  }

  /** The candidates' chunks, read under the chunk's access fields and the record's own rule (issue 28 §3: checked again before anything leaves). */
  private async readable(reader: LibraryReader, keys: string[]): Promise<Map<string, ChunkRow>> {
    if (keys.length === 0) return new Map();
    const parts = keys.map((key) => key.split(':'));
    const params = new SqlParams();
    const refs = `unnest(${params.add(parts.map((p) => p[0]))}::text[], ${params.add(parts.map((p) => Number(p[1])))}::int[], ${params.add(parts.map((p) => Number(p[2])))}::int[]) AS c(t, i, p)`;
    const where = [...chunkLearnerWhere(reader, params), ...recordLearnerWhere(reader, params)];
    const { rows } = await this.gate.run(() =>
      this.pool.query<ChunkRow>(
        `SELECT ch.source_table, ch.source_id, ch.position, ch.type, ch.text
         FROM library_chunk ch JOIN ${refs} ON ch.source_table = c.t AND ch.source_id = c.i AND ch.position = c.p
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
        params.values,
      ),
    );
    return new Map(rows.map((row) => [chunkKey(row.source_table, row.source_id, row.position), row]));
  }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const publicResult = ({ position: _position, ...result }: KeywordHit): LibrarySearchResult => result;
