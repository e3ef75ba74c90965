import type pg from 'pg';
import type { LibraryTable } from '@k9/domain';
import * as sql from './pgvector-sql.js';
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

/** PostgreSQL's undefined_table: the space was never written, or was dropped. */
const UNDEFINED_TABLE = '42P01';
const isUndefinedTable = (error: unknown) => (error as { code?: string }).code === UNDEFINED_TABLE;

/**
 * The library's vectors in PostgreSQL with pgvector (issue 28 §2, VECTOR_STORE=pgvector; pgvector 0.8 or later): one
 * table per space named `spaceTableName(space)` with an HNSW index on cosine distance, and `library_vector_space`
 * naming each table's model and width. The statements are in pgvector-sql.ts. The extension and the registry are made
 * on the first use; a space's table on its first write. Reading a space that does not exist answers nothing.
 */
export class PgVectorStore implements VectorStore {
  readonly kind = 'pgvector' as const;
  private ready?: Promise<void>;
  private readonly created = new Map<string, Promise<void>>();

  constructor(private readonly pool: pg.Pool) {}

  async spaces(): Promise<Array<VectorSpace & { chunks: number; sources: number }>> {
    await this.prepare();
    const { rows } = await this.pool.query<{ table_name: string; model: string; width: number }>(sql.LIST_SPACES);
    const spaces = [];
    for (const row of rows) {
      const counted = await this.orNothing(this.pool.query<{ chunks: number; sources: number }>(sql.countSpace(row.table_name)));
      if (counted) spaces.push({ model: row.model, width: row.width, ...counted.rows[0] });
    }
    return spaces;
  }

  async replaceSource(space: VectorSpace, source: VectorSourceRef, chunks: VectorChunk[]): Promise<void> {
    checkSource(source);
    checkSourceChunks(space, source, chunks);
    if (chunks.length === 0) {
      await this.orNothing(this.pool.query(sql.deleteSource(spaceTableName(space), source)));
      return;
    }
    // One transaction: a search sees the source's old chunks or its new ones, never neither.
    await this.writeInSpace(space, async (client) => {
      await client.query(sql.deleteSource(spaceTableName(space), source));
      await this.insert(client, space, chunks);
    });
  }

  async replaceMany(space: VectorSpace, sources: VectorSourceRef[], chunks: VectorChunk[]): Promise<void> {
    checkSourcesChunks(space, sources, chunks);
    if (sources.length === 0) return;
    if (chunks.length === 0) {
      await this.orNothing(this.pool.query(sql.deleteSources(spaceTableName(space), sources)));
      return;
    }
    await this.writeInSpace(space, async (client) => {
      await client.query(sql.deleteSources(spaceTableName(space), sources));
      await this.insert(client, space, chunks);
    });
  }

  async addMany(space: VectorSpace, chunks: VectorChunk[]): Promise<void> {
    chunks.forEach((chunk) => checkChunk(space, chunk));
    if (chunks.length === 0) return;
    await this.writeInSpace(space, (client) => this.insert(client, space, chunks));
  }

  async updateAccess(space: VectorSpace, source: VectorSourceRef, access: VectorAccess): Promise<void> {
    await this.orNothing(this.pool.query(sql.updateAccess(space, checkSource(source), access)));
  }

  async removeSource(source: VectorSourceRef): Promise<void> {
    checkSource(source);
    await this.prepare();
    const { rows } = await this.pool.query<{ table_name: string }>(sql.LIST_SPACES);
    await this.transaction(async (client) => {
      for (const row of rows) {
        await client.query('SAVEPOINT space');
        try {
          await client.query(sql.deleteSource(row.table_name, source));
        } catch (error) {
          // A space dropped since it was listed.
          if (!isUndefinedTable(error)) throw error;
          await client.query('ROLLBACK TO SAVEPOINT space');
        }
      }
    });
  }

  async search(space: VectorSpace, query: VectorQuery): Promise<VectorHit[]> {
    checkVector(space, query.vector);
    if (integer(query.k) < 1 || query.tables.length === 0) return [];
    const statement = sql.search(space, query);
    const found = await this.orNothing(
      this.transaction(async (client) => {
        for (const setting of sql.SEARCH_SETTINGS) await client.query(setting);
        return client.query<{ source_table: LibraryTable; source_id: number; position: number; distance: number }>(statement);
      }),
    );
    return (found?.rows ?? []).map((row) => ({ sourceTable: row.source_table, sourceId: row.source_id, position: row.position, similarity: similarityOf(row.distance) }));
  }

  async held(space: VectorSpace, source: VectorSourceRef): Promise<Array<{ position: number; textHash: string }>> {
    const found = await this.orNothing(this.pool.query<{ position: number; text_hash: string }>(sql.held(space, checkSource(source))));
    return (found?.rows ?? []).map((row) => ({ position: row.position, textHash: row.text_hash }));
  }

  async drop(space: VectorSpace): Promise<void> {
    await this.prepare();
    this.created.delete(spaceTableName(space));
    await this.transaction(async (client) => {
      await client.query(sql.lockSpace(space));
      for (const statement of sql.dropSpace(space)) await client.query(statement);
    });
  }

  /** The pool is the caller's: it ends it. */
  async close(): Promise<void> {}

  /** The extension and the registry, once per store. */
  private prepare(): Promise<void> {
    this.ready ??= (async () => {
      await this.pool.query(sql.CREATE_EXTENSION);
      await this.pool.query(sql.CREATE_REGISTRY);
    })().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  /** The space's table, index and registry row, made once per store (and again after a drop). */
  private create(space: VectorSpace): Promise<void> {
    const name = spaceTableName(space);
    let creating = this.created.get(name);
    if (!creating) {
      creating = this.prepare().then(() =>
        this.transaction(async (client) => {
          await client.query(sql.lockSpace(space));
          for (const statement of sql.createSpace(space)) await client.query(statement);
        }),
      );
      creating.catch(() => this.created.delete(name));
      this.created.set(name, creating);
    }
    return creating;
  }

  private async insert(client: pg.PoolClient, space: VectorSpace, chunks: VectorChunk[]): Promise<void> {
    for (let from = 0; from < chunks.length; from += sql.INSERT_BATCH) await client.query(sql.insertChunks(space, chunks.slice(from, from + sql.INSERT_BATCH)));
  }

  /** A write in one transaction to the space's table, made first; once more if another process dropped it meanwhile. */
  private async writeInSpace(space: VectorSpace, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    await this.create(space);
    try {
      await this.transaction(work);
    } catch (error) {
      if (!isUndefinedTable(error)) throw error;
      this.created.delete(spaceTableName(space));
      await this.create(space);
      await this.transaction(work);
    }
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The answer, or null when the space's table does not exist. */
  private async orNothing<T>(query: Promise<T>): Promise<T | null> {
    try {
      return await query;
    } catch (error) {
      if (isUndefinedTable(error)) return null;
      throw error;
    }
  }
}
