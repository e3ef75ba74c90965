import { describe, expect, it } from '@jest/globals';
import type { LibraryTable } from '@k9/domain';
import * as sql from './pgvector-sql.js';
import { spaceTableName, type VectorChunk, type VectorSpace } from './vector-store.js';

const SPACE: VectorSpace = { model: 'text-embedding-3-small', width: 3 };
const TABLE = spaceTableName(SPACE);
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

const chunk = (over: Partial<VectorChunk> = {}): VectorChunk => ({
  sourceTable: 'news',
  sourceId: 7,
  position: 0,
  textHash: 'h0',
  published: true,
  skipped: false,
  isPublic: false,
  classIds: [2, 5],
  vector: [0.5, -1, 2],
  ...over,
});

describe('pgvector store statements (issue 28 §2)', () => {
  it("creates a space's table with the chunk's columns, its width, an HNSW cosine index and its registry row", () => {
    const [table, index, registry] = sql.createSpace(SPACE);
    expect(TABLE).toMatch(/^lib_text_embedding_3_small_[0-9a-f]{6}_3$/);
    expect(flat(table.text)).toBe(
      flat(`CREATE TABLE IF NOT EXISTS "${TABLE}" (source_table text NOT NULL, source_id int NOT NULL, position int NOT NULL,
        text_hash text NOT NULL, published boolean NOT NULL, skipped boolean NOT NULL, is_public boolean NOT NULL,
        allowed_user_class int[] NOT NULL, embedding vector(3) NOT NULL, PRIMARY KEY (source_table, source_id, position))`),
    );
    expect(index).toEqual({ text: `CREATE INDEX IF NOT EXISTS "${TABLE}_hnsw" ON "${TABLE}" USING hnsw (embedding vector_cosine_ops)`, values: [] });
    expect(registry.text).toMatch(/^INSERT INTO library_vector_space \(table_name, model, width\) VALUES \(\$1, \$2, \$3\) ON CONFLICT/);
    expect(registry.values).toEqual([TABLE, 'text-embedding-3-small', 3]);
    expect(sql.CREATE_REGISTRY).toBe('CREATE TABLE IF NOT EXISTS library_vector_space (table_name text PRIMARY KEY, model text NOT NULL, width int NOT NULL)');
  });

  it('leaves a space wider than pgvector can index (2,000) without an index, and refuses a width outside 1-16,000', () => {
    const wide = sql.createSpace({ model: 'text-embedding-3-large', width: 3072 });
    expect(wide.map((statement) => statement.text.split(' (')[0])).toEqual([
      `CREATE TABLE IF NOT EXISTS "${spaceTableName({ model: 'text-embedding-3-large', width: 3072 })}"`,
      'INSERT INTO library_vector_space',
    ]);
    expect(sql.createSpace({ model: 'm', width: 2000 })).toHaveLength(3);
    expect(() => sql.createSpace({ model: 'm', width: 0 })).toThrow('width 0');
    expect(() => sql.createSpace({ model: 'm', width: 1.5 })).toThrow();
  });

  it('searches by cosine distance with the learner rule and the tables as parameters, k as the LIMIT', () => {
    const statement = sql.search(SPACE, { vector: [1, 0, 0.25], tables: ['news', 'report'], reader: { isAdmin: false, classIds: [3, 4] }, k: 5 });
    expect(flat(statement.text)).toBe(
      flat(`SELECT source_table, source_id, position, embedding <=> $1::vector AS distance FROM "${TABLE}"
        WHERE source_table = ANY($2::text[]) AND published AND NOT skipped AND (is_public OR allowed_user_class && $3::int[])
        ORDER BY embedding <=> $1::vector LIMIT $4`),
    );
    expect(statement.values).toEqual(['[1,0,0.25]', ['news', 'report'], [3, 4], 5]);
  });

  it("searches everything for an admin (the tables only), and a learner of no class gets the rule with an empty list", () => {
    const admin = sql.search(SPACE, { vector: [1, 0, 0], tables: ['report'], reader: { isAdmin: true, classIds: [9] }, k: 2 });
    expect(flat(admin.text)).toContain('WHERE source_table = ANY($2::text[]) ORDER BY embedding <=> $1::vector LIMIT $3');
    expect(admin.values).toEqual(['[1,0,0]', ['report'], 2]);
    const classless = sql.search(SPACE, { vector: [1, 0, 0], tables: ['news'], reader: { isAdmin: false, classIds: [] }, k: 2 });
    expect(classless.values).toEqual(['[1,0,0]', ['news'], [], 2]);
    expect(sql.SEARCH_SETTINGS).toEqual(["SET LOCAL hnsw.iterative_scan = 'strict_order'"]);
  });

  it('inserts chunks with one parameter per value, overwriting a chunk held at the same position', () => {
    const statement = sql.insertChunks(SPACE, [chunk(), chunk({ position: 1, textHash: 'h1', isPublic: true, classIds: [], vector: [0, 0, 1] })]);
    expect(flat(statement.text)).toBe(
      flat(`INSERT INTO "${TABLE}" (source_table, source_id, position, text_hash, published, skipped, is_public, allowed_user_class, embedding)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8::int[], $9::vector), ($10, $11, $12, $13, $14, $15, $16, $17::int[], $18::vector)
        ON CONFLICT (source_table, source_id, position) DO UPDATE SET text_hash = EXCLUDED.text_hash, published = EXCLUDED.published,
        skipped = EXCLUDED.skipped, is_public = EXCLUDED.is_public, allowed_user_class = EXCLUDED.allowed_user_class, embedding = EXCLUDED.embedding`),
    );
    expect(statement.values).toEqual(['news', 7, 0, 'h0', true, false, false, [2, 5], '[0.5,-1,2]', 'news', 7, 1, 'h1', true, false, true, [], '[0,0,1]']);
  });

  it('refuses an INSERT of no chunk or of more than a batch, and a vector of another width', () => {
    expect(() => sql.insertChunks(SPACE, [])).toThrow();
    expect(() => sql.insertChunks(SPACE, Array.from({ length: sql.INSERT_BATCH + 1 }, (_, position) => chunk({ position })))).toThrow();
    expect(sql.insertChunks(SPACE, Array.from({ length: sql.INSERT_BATCH }, (_, position) => chunk({ position }))).values).toHaveLength(9 * sql.INSERT_BATCH);
    expect(() => sql.insertChunks(SPACE, [chunk({ vector: [1, 2] })])).toThrow('a vector of 2 numbers in a space of width 3');
    expect(() => sql.insertChunks(SPACE, [chunk({ vector: [1, Number.NaN, 2] })])).toThrow('not finite');
  });

  it("updates a source's access fields, deletes a source and reads what it holds, all by parameters", () => {
    const source = { table: 'report' as LibraryTable, id: 12 };
    expect(sql.updateAccess(SPACE, source, { published: false, skipped: true, isPublic: false, classIds: [8] })).toEqual({
      text: `UPDATE "${TABLE}" SET published = $3, skipped = $4, is_public = $5, allowed_user_class = $6::int[] WHERE source_table = $1 AND source_id = $2`,
      values: ['report', 12, false, true, false, [8]],
    });
    expect(sql.deleteSource(TABLE, source)).toEqual({ text: `DELETE FROM "${TABLE}" WHERE source_table = $1 AND source_id = $2`, values: ['report', 12] });
    expect(sql.deleteSources(TABLE, [source, { table: 'news', id: 12 }, { table: 'news', id: 3 }])).toEqual({
      text: `DELETE FROM "${TABLE}" WHERE (source_table, source_id) IN (SELECT * FROM unnest($1::text[], $2::int[]))`,
      values: [['report', 'news', 'news'], [12, 12, 3]],
    });
    expect(sql.held(SPACE, source)).toEqual({
      text: `SELECT position, text_hash FROM "${TABLE}" WHERE source_table = $1 AND source_id = $2 ORDER BY position`,
      values: ['report', 12],
    });
  });

  it('lists the registered spaces whose table exists, counts one, and drops one with its registry row', () => {
    expect(sql.LIST_SPACES).toBe('SELECT table_name, model, width FROM library_vector_space WHERE to_regclass(quote_ident(table_name)) IS NOT NULL ORDER BY table_name');
    expect(sql.countSpace(TABLE).text).toBe(`SELECT count(*)::int AS chunks, count(DISTINCT (source_table, source_id))::int AS sources FROM "${TABLE}"`);
    expect(sql.dropSpace(SPACE)).toEqual([
      { text: `DROP TABLE IF EXISTS "${TABLE}"`, values: [] },
      { text: 'DELETE FROM library_vector_space WHERE table_name = $1', values: [TABLE] },
    ]);
    expect(sql.lockSpace(SPACE)).toEqual({ text: 'SELECT pg_advisory_xact_lock(hashtext($1))', values: [`library_vector_space:${TABLE}`] });
  });

  it('never writes into the text a table name that is not a space, a source table that is not a library table, or an id that is not an int32', () => {
    expect(() => sql.countSpace('lib_x"; DROP TABLE content_record; --')).toThrow('is not a space');
    expect(() => sql.deleteSource('content_record', { table: 'news', id: 1 })).toThrow('is not a space');
    expect(() => sql.deleteSource(TABLE, { table: "news' OR true --" as LibraryTable, id: 1 })).toThrow('is not a library table');
    expect(() => sql.held(SPACE, { table: 'news', id: 1.5 })).toThrow('is not an int32');
    expect(() => sql.held(SPACE, { table: 'news', id: 2 ** 31 })).toThrow('is not an int32');
    expect(() => sql.updateAccess(SPACE, { table: 'news', id: 1 }, { published: true, skipped: false, isPublic: false, classIds: [Number.NaN] })).toThrow('is not an int32');
    expect(() => sql.search(SPACE, { vector: [1, 0, 0], tables: ['news'], reader: { isAdmin: false, classIds: [] }, k: 2.5 })).toThrow('is not an int32');
  });
});
