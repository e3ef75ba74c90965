import { mkdir } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import type { FixedSizeList } from 'apache-arrow';
import { connect, type Connection, type Table } from '@lancedb/lancedb';
import type { LibraryTable } from '@k9/domain';
import { chunksTable, MODEL_METADATA, spaceSchema, unitVector } from './lancedb-arrow.js';
import { int32List, readerWhere, sourcesWhere, sourceWhere } from './lancedb-where.js';
import { checkChunk, checkSource, checkSourceChunks, checkSourcesChunks, checkVector, integer, similarityOf } from './vector-checks.js';
import {
  spaceTableName,
  type VectorAccess,
  type VectorChunk,
  type VectorHit,
  type VectorQuery,
  type VectorSourceRef,
  type VectorSpace,
  type VectorStore,
} from './vector-store.js';

/**
 * Every write is a new version of the table, with files of its own; `optimize` merges the small files and removes the
 * versions older than `keepVersionsMs`. LanceDB's advice is to run it after some twenty writes. Versions are kept a few
 * minutes so that a search reading the version before a write never loses its files.
 */
export type LanceDbOptions = { optimizeEvery: number; keepVersionsMs: number; overFetch: number };
const LANCEDB_DEFAULTS: LanceDbOptions = { optimizeEvery: 50, keepVersionsMs: 10 * 60_000, overFetch: 200 };

const SPACE_PREFIX = 'lib_';

type HitRow = { source_table: LibraryTable; source_id: number; position: number; _distance: number };

/**
 * The library's vectors in LanceDB (issue 28 §2), the default store: files under a directory of its own
 * (`<DATA_DIR>/library-vectors`), one table per space named `spaceTableName(space)`, the model id in the table's schema
 * metadata. Search is exact (flat, no vector index): an IVF_PQ or IVF_HNSW_SQ index answered in 0.03-0.08 s at 50,000
 * chunks of 768 but found only 17% / 54% of the true nearest 5 (and took 4-11 minutes to build).
 *
 * Two things keep the exact search fast (measured at 50,000 × 768 on a loaded 2-core machine):
 * - Vectors are stored at unit length and searched by dot product, which on unit vectors is the cosine: LanceDB's
 *   cosine distance works out every stored vector's norm on each search (p50 about 370 ms against 70 ms).
 * - The reader's rule is applied to the `overFetch` nearest chunks (a post-filter, p50 about 70-120 ms), and only when
 *   fewer than k of them are readable is the search run again with the rule before the nearest are chosen (LanceDB's
 *   prefilter, p50 about 240-370 ms). Both give exactly the k nearest readable chunks: any readable chunk nearer than
 *   the k-th found would be among the `overFetch` nearest of all.
 *
 * LanceDB is embedded: this process is its only writer, and writes to one table go one after the other (a promise
 * chain per table) so that a replace, an access update and a drop never interleave.
 */
export class LanceDbVectorStore implements VectorStore {
  readonly kind = 'lancedb' as const;
  private connection?: Promise<Connection>;
  private readonly tables = new Map<string, Table>();
  private readonly writes = new Map<string, Promise<unknown>>();
  private readonly writesSinceOptimize = new Map<string, number>();
  private readonly logger = new Logger('LibraryVectors');
  private readonly options: LanceDbOptions;

  constructor(
    private readonly directory: string,
    options: Partial<LanceDbOptions> = {},
  ) {
    this.options = { ...LANCEDB_DEFAULTS, ...options };
  }

  async spaces(): Promise<Array<VectorSpace & { chunks: number; sources: number }>> {
    const spaces = [];
    for (const name of await this.spaceTableNames()) {
      const table = await this.table(name);
      if (!table) continue;
      const schema = await table.schema();
      const vector = schema.fields.find((field) => field.name === 'vector')?.type as FixedSizeList | undefined;
      const rows = (await table.query().select(['source_table', 'source_id']).toArray()) as Array<{ source_table: string; source_id: number }>;
      spaces.push({
        model: schema.metadata.get(MODEL_METADATA) ?? name,
        width: vector?.listSize ?? 0,
        chunks: rows.length,
        sources: new Set(rows.map((row) => `${row.source_table}/${row.source_id}`)).size,
      });
    }
    return spaces;
  }

  async replaceSource(space: VectorSpace, source: VectorSourceRef, chunks: VectorChunk[]): Promise<void> {
    checkSource(source);
    checkSourceChunks(space, source, chunks);
    await this.replace(space, sourceWhere(source), chunks);
  }

  async replaceMany(space: VectorSpace, sources: VectorSourceRef[], chunks: VectorChunk[]): Promise<void> {
    checkSourcesChunks(space, sources, chunks);
    const where = sourcesWhere(sources);
    if (where) await this.replace(space, where, chunks);
  }

  async addMany(space: VectorSpace, chunks: VectorChunk[]): Promise<void> {
    chunks.forEach((chunk) => checkChunk(space, chunk));
    if (chunks.length === 0) return;
    // A merge on the chunk's key rather than a plain add: the same chunks added twice (a rebuild run again) leave one of each.
    await this.write(spaceTableName(space), async () => {
      await (await this.tableFor(space))
        .mergeInsert(['source_table', 'source_id', 'position'])
        .whenMatchedUpdateAll()
        .whenNotMatchedInsertAll()
        .execute(chunksTable(space, chunks));
    });
  }

  async updateAccess(space: VectorSpace, source: VectorSourceRef, access: VectorAccess): Promise<void> {
    checkSource(source);
    const name = spaceTableName(space);
    await this.write(name, async () => {
      await (await this.table(name))?.update({
        where: sourceWhere(source),
        valuesSql: {
          published: String(access.published === true),
          skipped: String(access.skipped === true),
          is_public: String(access.isPublic === true),
          allowed_user_class: int32List(access.classIds),
        },
      });
    });
  }

  async removeSource(source: VectorSourceRef): Promise<void> {
    checkSource(source);
    const names = await this.spaceTableNames();
    await Promise.all(names.map((name) => this.write(name, async () => void (await (await this.table(name))?.delete(sourceWhere(source))))));
  }

  async search(space: VectorSpace, query: VectorQuery): Promise<VectorHit[]> {
    checkVector(space, query.vector);
    const where = readerWhere(query.tables, query.reader);
    if (integer(query.k) < 1 || !where) return [];
    const table = await this.table(spaceTableName(space));
    if (!table) return [];
    const vector = unitVector(query.vector);
    const nearest = (limit: number, prefilter: boolean): Promise<HitRow[]> => {
      const search = table.vectorSearch(vector).distanceType('dot').where(where);
      return (prefilter ? search : search.postfilter()).limit(limit).select(['source_table', 'source_id', 'position', '_distance']).toArray() as Promise<HitRow[]>;
    };
    const overFetch = Math.max(this.options.overFetch, query.k);
    let rows = (await nearest(overFetch, false)).slice(0, query.k);
    if (rows.length < query.k && (await table.countRows()) > overFetch) rows = await nearest(query.k, true);
    return rows.map((row) => ({ sourceTable: row.source_table, sourceId: row.source_id, position: row.position, similarity: similarityOf(row._distance) }));
  }

  async held(space: VectorSpace, source: VectorSourceRef): Promise<Array<{ position: number; textHash: string }>> {
    checkSource(source);
    const table = await this.table(spaceTableName(space));
    if (!table) return [];
    const rows = (await table.query().where(sourceWhere(source)).select(['position', 'text_hash']).toArray()) as Array<{ position: number; text_hash: string }>;
    return rows.map((row) => ({ position: row.position, textHash: row.text_hash })).sort((a, b) => a.position - b.position);
  }

  async drop(space: VectorSpace): Promise<void> {
    const name = spaceTableName(space);
    await this.write(name, async () => {
      // Not closed: a search that opened it a moment ago may still be reading it.
      if (!(await this.table(name))) return;
      this.tables.delete(name);
      this.writesSinceOptimize.delete(name);
      await (await this.db()).dropTable(name);
    });
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.writes.values()]);
    for (const table of this.tables.values()) table.close();
    this.tables.clear();
    if (this.connection) (await this.connection).close();
    this.connection = undefined;
  }

  /**
   * The chunks of the sources `where` names replaced by these: a delete of theirs, then an add. Two commits, one after
   * the other in the table's write chain: a search in between misses those sources' vectors for that moment (their
   * keyword hits still answer). A merge would be one commit, but LanceDB's merge with "delete the rows not matched"
   * reads the whole table each time: a bulk embed of 10,000 items in groups of 200 spent minutes in it.
   */
  private async replace(space: VectorSpace, where: string, chunks: VectorChunk[]): Promise<void> {
    const name = spaceTableName(space);
    await this.write(name, async () => {
      await (await this.table(name))?.delete(where);
      if (chunks.length) await (await this.tableFor(space)).add(chunksTable(space, chunks));
    });
  }

  private db(): Promise<Connection> {
    this.connection ??= mkdir(this.directory, { recursive: true }).then(() => connect(this.directory));
    return this.connection;
  }

  private async spaceTableNames(): Promise<string[]> {
    return (await (await this.db()).tableNames()).filter((name) => name.startsWith(SPACE_PREFIX));
  }

  /** The space's table if it exists (opened once, then kept: this process is its only writer). */
  private async table(name: string): Promise<Table | null> {
    const open = this.tables.get(name);
    if (open) return open;
    const db = await this.db();
    if (!(await db.tableNames()).includes(name)) return null;
    const table = this.tables.get(name) ?? (await db.openTable(name));
    this.tables.set(name, table);
    return table;
  }

  /** The space's table, created empty with its schema on the first write (called inside that table's write chain). */
  private async tableFor(space: VectorSpace): Promise<Table> {
    const name = spaceTableName(space);
    const existing = await this.table(name);
    if (existing) return existing;
    const table = await (await this.db()).createEmptyTable(name, spaceSchema(space));
    this.tables.set(name, table);
    return table;
  }

  /** After every `optimizeEvery` writes to a table (inside its write chain): its files merged, its old versions removed. */
  private async optimizeNow(name: string): Promise<void> {
    const writes = (this.writesSinceOptimize.get(name) ?? 0) + 1;
    this.writesSinceOptimize.set(name, writes < this.options.optimizeEvery ? writes : 0);
    if (writes < this.options.optimizeEvery) return;
    try {
      await (await this.table(name))?.optimize({ cleanupOlderThan: new Date(Date.now() - this.options.keepVersionsMs) });
    } catch (error) {
      // The write itself is done: a failed tidy-up is tried again after the next writes, never failing this one.
      this.logger.warn(`LanceDB: optimize of ${name} failed: ${(error as Error).message}`);
    }
  }

  /** Runs `work` after every write to this table that came before it; a failed write does not stop the next one. */
  private write(name: string, work: () => Promise<void>): Promise<void> {
    const done = (this.writes.get(name) ?? Promise.resolve()).catch(() => undefined).then(async () => {
      await work();
      await this.optimizeNow(name);
    });
    this.writes.set(name, done);
    const forget = () => {
      if (this.writes.get(name) === done) this.writes.delete(name);
    };
    done.then(forget, forget);
    return done;
  }
}
