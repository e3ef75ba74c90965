import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect } from '@lancedb/lancedb';
import { describe, expect, it } from '@jest/globals';
import { LanceDbVectorStore } from './lancedb-vector-store.js';
import { PgVectorStore } from './pgvector-vector-store.js';
import { vectorStoreContract } from './vector-store.contract.js';
import { spaceTableName } from './vector-store.js';

/** Set it (a PostgreSQL with the pgvector extension, e.g. `postgres://postgres@localhost:5433/k9`) to run the contract on pgvector. */
const pgvectorUrl = process.env.PGVECTOR_TEST_URL?.trim();

vectorStoreContract('lancedb', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'k9-vectors-'));
  return { store: new LanceDbVectorStore(join(directory, 'library-vectors')), cleanup: () => rm(directory, { recursive: true, force: true }) };
});

describe('LanceDB store on its own', () => {
  it('merges its files and removes old versions every `optimizeEvery` writes, and answers as before', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'k9-vectors-'));
    const store = new LanceDbVectorStore(directory, { optimizeEvery: 10, keepVersionsMs: 0 });
    const space = { model: 'test/optimize', width: 4 };
    try {
      for (let id = 1; id <= 19; id++) {
        const chunk = { sourceTable: 'news' as const, sourceId: id, position: 0, textHash: `h${id}`, published: true, skipped: false, isPublic: true, classIds: [], vector: [1, id, 0, 0] };
        await store.replaceSource(space, { table: 'news', id }, [chunk]);
      }
      const table = await (await connect(directory)).openTable(spaceTableName(space));
      // 19 writes, each a delete and an add (two versions): one optimize after the 10th pruned the versions before it,
      // the 9 writes after it made 18 more. Without optimizing there would be 39.
      expect((await table.listVersions()).length).toBeLessThan(21);
      expect((await table.stats()).fragmentStats.numFragments).toBeLessThan(11);
      const hits = await store.search(space, { vector: [1, 19, 0, 0], tables: ['news'], reader: { isAdmin: false, classIds: [] }, k: 3 });
      expect(hits.map((hit) => hit.sourceId)).toEqual([19, 18, 17]);
      expect((await store.spaces())[0]).toMatchObject({ chunks: 19, sources: 19 });
    } finally {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('LanceDB search past its over-fetch', () => {
  it('asks again with the rule first when fewer than k of the nearest `overFetch` are readable, and stores unit vectors', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'k9-vectors-'));
    const store = new LanceDbVectorStore(directory, { overFetch: 4 });
    const space = { model: 'test/over-fetch', width: 4 };
    const chunk = (id: number, isPublic: boolean, vector: number[]) => ({ sourceTable: 'news' as const, sourceId: id, position: 0, textHash: `h${id}`, published: true, skipped: false, isPublic, classIds: [], vector });
    try {
      // 10 chunks nearer to the question that the learner may not read, then 3 readable ones further away.
      await store.addMany(space, [
        ...Array.from({ length: 10 }, (_, i) => chunk(100 + i, false, [10, 0.1 * i, 0, 0])),
        ...[1, 2, 3].map((i) => chunk(200 + i, true, [1, i, 0, 0])),
      ]);
      const learner = { isAdmin: false, classIds: [] };
      const hits = await store.search(space, { vector: [1, 0, 0, 0], tables: ['news'], reader: learner, k: 2 });
      expect(hits.map((hit) => hit.sourceId)).toEqual([201, 202]);
      expect(hits[0].similarity).toBeCloseTo(1 / Math.SQRT2, 4);
      // Within the over-fetch: the nearest of all, with the cosine of vectors of any length.
      const admin = await store.search(space, { vector: [2, 0, 0, 0], tables: ['news'], reader: { isAdmin: true, classIds: [] }, k: 2 });
      expect(admin.map((hit) => hit.sourceId)).toEqual([100, 101]);
      expect(admin[0].similarity).toBeCloseTo(1, 4);
      const table = await (await connect(directory)).openTable(spaceTableName(space));
      const [stored] = (await table.query().where('source_id = 100').select(['vector']).toArray()) as Array<{ vector: { toArray(): Float32Array } }>;
      expect(Array.from(stored.vector.toArray())).toEqual([1, 0, 0, 0]);
    } finally {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

// Without a server these cases are not registered at all (rather than skipped): only LanceDB's run. Each store gets a
// schema of its own on that server, dropped after it, so runs never see each other's tables.
if (pgvectorUrl) {
  vectorStoreContract('pgvector', async () => {
    const schema = `k9_vectors_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: pgvectorUrl });
    await admin.connect();
    // The extension where the server keeps it (its type is found through `public` on the store's search path).
    await admin.query('CREATE EXTENSION IF NOT EXISTS vector');
    await admin.query(`CREATE SCHEMA ${schema}`);
    const pool = new pg.Pool({ connectionString: pgvectorUrl, options: `-c search_path=${schema},public` });
    return {
      store: new PgVectorStore(pool),
      cleanup: async () => {
        await pool.end();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  });
}
