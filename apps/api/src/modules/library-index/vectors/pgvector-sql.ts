import { toSql } from 'pgvector';
import { SqlParams } from '../../content/content-sql.js';
import { checkVector, integer, libraryTable, spaceWidth } from './vector-checks.js';
import { spaceTableName, type VectorAccess, type VectorChunk, type VectorQuery, type VectorSourceRef, type VectorSpace } from './vector-store.js';

/**
 * The pgvector store's statements, as pure functions of their input (pgvector-sql.spec.ts checks them without a server).
 * Every value is a bind parameter; the one thing written into the text is a space's table name, which spaceTableName
 * makes of letters, digits and underscores only, and which is checked again here before it is quoted.
 */
export type Statement = { text: string; values: unknown[] };

/** The registry of spaces: a table name cannot be turned back into its model id (spaceTableName hashes it). */
export const SPACE_REGISTRY = 'library_vector_space';

/** pgvector indexes a `vector` column of at most 2,000 dimensions; a wider space is searched exactly, without one. */
export const HNSW_MAX_WIDTH = 2000;

/** Rows per INSERT: 9 parameters a row, well under PostgreSQL's 65,535 bind parameters. */
export const INSERT_BATCH = 500;

export const quotedTable = (name: string): string => {
  if (!/^lib_[a-z0-9_]{1,58}$/.test(name)) throw new Error(`Vector store: "${name}" is not a space's table name`);
  return `"${name}"`;
};

export const CREATE_EXTENSION = 'CREATE EXTENSION IF NOT EXISTS vector';

export const CREATE_REGISTRY = `CREATE TABLE IF NOT EXISTS ${SPACE_REGISTRY} (table_name text PRIMARY KEY, model text NOT NULL, width int NOT NULL)`;

/** Serialises the creation of one space across processes (two CREATE TABLE IF NOT EXISTS at once can still collide). */
export const lockSpace = (space: VectorSpace): Statement => ({
  text: 'SELECT pg_advisory_xact_lock(hashtext($1))',
  values: [`${SPACE_REGISTRY}:${spaceTableName(space)}`],
});

/** The space's table, its HNSW index on cosine distance (when its width allows one), and its row in the registry. */
export function createSpace(space: VectorSpace): Statement[] {
  const name = spaceTableName(space);
  const table = quotedTable(name);
  const width = spaceWidth(space);
  return [
    {
      text: `CREATE TABLE IF NOT EXISTS ${table} (
  source_table text NOT NULL,
  source_id int NOT NULL,
  position int NOT NULL,
  text_hash text NOT NULL,
  published boolean NOT NULL,
  skipped boolean NOT NULL,
  is_public boolean NOT NULL,
  allowed_user_class int[] NOT NULL,
  embedding vector(${width}) NOT NULL,
  PRIMARY KEY (source_table, source_id, position)
)`,
      values: [],
    },
    ...(width <= HNSW_MAX_WIDTH ? [{ text: `CREATE INDEX IF NOT EXISTS ${quotedTable(`${name}_hnsw`)} ON ${table} USING hnsw (embedding vector_cosine_ops)`, values: [] }] : []),
    {
      text: `INSERT INTO ${SPACE_REGISTRY} (table_name, model, width) VALUES ($1, $2, $3) ON CONFLICT (table_name) DO UPDATE SET model = EXCLUDED.model, width = EXCLUDED.width`,
      values: [name, space.model, width],
    },
  ];
}

export function dropSpace(space: VectorSpace): Statement[] {
  const name = spaceTableName(space);
  return [
    { text: `DROP TABLE IF EXISTS ${quotedTable(name)}`, values: [] },
    { text: `DELETE FROM ${SPACE_REGISTRY} WHERE table_name = $1`, values: [name] },
  ];
}

/** The registered spaces whose table exists (on the search path), by table name. */
export const LIST_SPACES = `SELECT table_name, model, width FROM ${SPACE_REGISTRY} WHERE to_regclass(quote_ident(table_name)) IS NOT NULL ORDER BY table_name`;

export const countSpace = (name: string): Statement => ({
  text: `SELECT count(*)::int AS chunks, count(DISTINCT (source_table, source_id))::int AS sources FROM ${quotedTable(name)}`,
  values: [],
});

export const deleteSource = (name: string, source: VectorSourceRef): Statement => ({
  text: `DELETE FROM ${quotedTable(name)} WHERE source_table = $1 AND source_id = $2`,
  values: [libraryTable(source.table), integer(source.id)],
});

/** The chunks of any of these sources deleted (the sources as two parallel arrays). */
export const deleteSources = (name: string, sources: VectorSourceRef[]): Statement => ({
  text: `DELETE FROM ${quotedTable(name)} WHERE (source_table, source_id) IN (SELECT * FROM unnest($1::text[], $2::int[]))`,
  values: [sources.map((source) => libraryTable(source.table)), sources.map((source) => integer(source.id))],
});

/**
 * Chunks written in one statement (at most INSERT_BATCH of them). A chunk already held at its position is overwritten,
 * so adding the same chunks twice (a rebuild run again) leaves one of each.
 */
export function insertChunks(space: VectorSpace, chunks: VectorChunk[]): Statement {
  if (chunks.length === 0 || chunks.length > INSERT_BATCH) throw new Error(`Vector store: ${chunks.length} chunks in one INSERT (1-${INSERT_BATCH})`);
  const params = new SqlParams();
  const rows = chunks.map((chunk) => {
    const values = [
      params.add(libraryTable(chunk.sourceTable)),
      params.add(integer(chunk.sourceId)),
      params.add(integer(chunk.position)),
      params.add(chunk.textHash),
      params.add(chunk.published === true),
      params.add(chunk.skipped === true),
      params.add(chunk.isPublic === true),
      `${params.add(chunk.classIds.map(integer))}::int[]`,
      `${params.add(toSql(checkVector(space, chunk.vector)))}::vector`,
    ];
    return `(${values.join(', ')})`;
  });
  return {
    text: `INSERT INTO ${quotedTable(spaceTableName(space))} (source_table, source_id, position, text_hash, published, skipped, is_public, allowed_user_class, embedding)
VALUES ${rows.join(',\n  ')}
ON CONFLICT (source_table, source_id, position) DO UPDATE SET text_hash = EXCLUDED.text_hash, published = EXCLUDED.published, skipped = EXCLUDED.skipped,
  is_public = EXCLUDED.is_public, allowed_user_class = EXCLUDED.allowed_user_class, embedding = EXCLUDED.embedding`,
    values: params.values,
  };
}

export const updateAccess = (space: VectorSpace, source: VectorSourceRef, access: VectorAccess): Statement => ({
  text: `UPDATE ${quotedTable(spaceTableName(space))} SET published = $3, skipped = $4, is_public = $5, allowed_user_class = $6::int[] WHERE source_table = $1 AND source_id = $2`,
  values: [libraryTable(source.table), integer(source.id), access.published === true, access.skipped === true, access.isPublic === true, access.classIds.map(integer)],
});

export const held = (space: VectorSpace, source: VectorSourceRef): Statement => ({
  text: `SELECT position, text_hash FROM ${quotedTable(spaceTableName(space))} WHERE source_table = $1 AND source_id = $2 ORDER BY position`,
  values: [libraryTable(source.table), integer(source.id)],
});

/**
 * The k nearest chunks the reader may read, by cosine distance. The reader's rule is in the WHERE of the one query that
 * orders by distance: PostgreSQL filters the rows the index scan yields and, with `hnsw.iterative_scan` (SEARCH_SETTINGS),
 * keeps scanning until k of them pass, so closer chunks a learner may not read never push readable ones out.
 */
export function search(space: VectorSpace, query: VectorQuery): Statement {
  const params = new SqlParams();
  const vector = `${params.add(toSql(checkVector(space, query.vector)))}::vector`;
  const where = [`source_table = ANY(${params.add(query.tables.map(libraryTable))}::text[])`];
  if (!query.reader.isAdmin) {
    where.push('published', 'NOT skipped', `(is_public OR allowed_user_class && ${params.add(query.reader.classIds.map(integer))}::int[])`);
  }
  return {
    text: `SELECT source_table, source_id, position, embedding <=> ${vector} AS distance FROM ${quotedTable(spaceTableName(space))}
WHERE ${where.join(' AND ')}
ORDER BY embedding <=> ${vector} LIMIT ${params.add(integer(query.k))}`,
    values: params.values,
  };
}

/**
 * Set in the search's transaction (pgvector 0.8 or later): without an iterative scan an HNSW scan yields ef_search (40)
 * candidates and a narrow filter can leave fewer than k; strict order keeps the distances in order as it goes on.
 */
export const SEARCH_SETTINGS = ["SET LOCAL hnsw.iterative_scan = 'strict_order'"];
