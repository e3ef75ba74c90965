import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { LibraryTable } from '@k9/domain';
import type { VectorChunk, VectorHit, VectorQuery, VectorReader, VectorSpace, VectorStore } from './vector-store.js';

export type VectorStoreHarness = { store: VectorStore; cleanup(): Promise<void> };

const SPACE: VectorSpace = { model: 'test/embed-small', width: 8 };
const OTHER_SPACE: VectorSpace = { model: 'test:embed-other', width: 4 };
const WIDE_SPACE: VectorSpace = { model: 'test/embed-768', width: 768 };

const ADMIN: VectorReader = { isAdmin: true, classIds: [] };
/** A learner of class 1 (class A); class 2 is B. */
const LEARNER_A: VectorReader = { isAdmin: false, classIds: [1] };
const BOTH: LibraryTable[] = ['news', 'report'];

/** A vector of `width` numbers starting with these (the rest 0). */
const vec = (width: number, ...start: number[]) => [...start, ...Array<number>(width - start.length).fill(0)];
const v8 = (...start: number[]) => vec(8, ...start);

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** A public, published chunk of news/1 at position 0 unless told otherwise; its hash names its source, position and vector. */
function chunk(over: Partial<VectorChunk> & { vector: number[] }): VectorChunk {
  const base = { sourceTable: 'news' as LibraryTable, sourceId: 1, position: 0, published: true, skipped: false, isPublic: true, classIds: [], ...over };
  return { textHash: hashOf(`${base.sourceTable}/${base.sourceId}/${base.position}/${base.vector.join(',')}`), ...base };
}

const query = (vector: number[], over: Partial<VectorQuery> = {}): VectorQuery => ({ vector, tables: BOTH, reader: ADMIN, k: 20, ...over });
const ids = (hits: VectorHit[]) => hits.map((hit) => `${hit.sourceTable}/${hit.sourceId}/${hit.position}`);
const sorted = (hits: VectorHit[]) => ids(hits).sort();

const sourcesOf = (chunks: VectorChunk[]) => new Set(chunks.map((one) => `${one.sourceTable}/${one.sourceId}`)).size;

const cosine = (a: number[], b: number[]) => {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) [dot, na, nb] = [dot + a[i] * b[i], na + a[i] * a[i], nb + b[i] * b[i]];
  return dot / Math.sqrt(na * nb);
};

/** A seeded generator (mulberry32): the same "random" vectors on every run and in every store. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

/**
 * One suite every vector store adapter must pass (issue 28 §2), each case stated as what a reader of the library would
 * notice. Every case gets a store of its own (`makeStore`), and its `cleanup` removes whatever the store holds.
 */
export function vectorStoreContract(name: string, makeStore: () => Promise<VectorStoreHarness>) {
  describe(`VectorStore contract: ${name}`, () => {
    let harness: VectorStoreHarness | undefined;
    let store: VectorStore;
    beforeEach(async () => {
      harness = await makeStore();
      store = harness.store;
    });
    afterEach(async () => {
      await harness?.store.close();
      await harness?.cleanup();
      harness = undefined;
    });

    it('finds the nearest chunks of several sources first, with their cosine similarity, nearest first', async () => {
      await store.addMany(SPACE, [
        chunk({ sourceId: 1, position: 0, vector: v8(1, 0) }),
        chunk({ sourceId: 1, position: 1, vector: v8(1, 1) }),
        chunk({ sourceId: 2, position: 0, vector: v8(0, 1) }),
        chunk({ sourceTable: 'report', sourceId: 3, position: 0, vector: v8(1, 0.2) }),
        chunk({ sourceId: 4, position: 0, vector: v8(-1, 0) }),
      ]);
      const hits = await store.search(SPACE, query(v8(2, 0)));
      expect(ids(hits)).toEqual(['news/1/0', 'report/3/0', 'news/1/1', 'news/2/0', 'news/4/0']);
      const similarity = Object.fromEntries(hits.map((hit) => [ids([hit])[0], hit.similarity]));
      expect(similarity['news/1/0']).toBeCloseTo(1, 4);
      expect(similarity['report/3/0']).toBeCloseTo(1 / Math.sqrt(1.04), 4);
      expect(similarity['news/1/1']).toBeCloseTo(Math.SQRT1_2, 4);
      expect(similarity['news/2/0']).toBeCloseTo(0, 4);
      // The opposite direction (cosine -1) is clamped to 0, never negative.
      expect(similarity['news/4/0']).toBe(0);
      expect(ids(await store.search(SPACE, query(v8(0, 3, 0.1), { k: 2 })))).toEqual(['news/2/0', 'news/1/1']);
    });

    it("replaces a source's chunks: the old positions are gone, the new ones are found", async () => {
      await store.addMany(SPACE, [0, 1, 2].map((position) => chunk({ position, vector: v8(0, 0, 1, position) })));
      await store.addMany(SPACE, [chunk({ sourceId: 2, vector: v8(0, 0, 0, 0, 1) })]);
      const replaced = [chunk({ position: 0, vector: v8(1, 0) }), chunk({ position: 5, vector: v8(0, 1) })];
      await store.replaceSource(SPACE, { table: 'news', id: 1 }, replaced);
      expect(await store.held(SPACE, { table: 'news', id: 1 })).toEqual(replaced.map(({ position, textHash }) => ({ position, textHash })));
      expect(ids(await store.search(SPACE, query(v8(0, 1), { k: 1 })))).toEqual(['news/1/5']);
      expect(sorted(await store.search(SPACE, query(v8(0, 0, 1, 2))))).toEqual(['news/1/0', 'news/1/5', 'news/2/0']);
      // Replaced by none: the source is gone from the space, the other source stays.
      await store.replaceSource(SPACE, { table: 'news', id: 1 }, []);
      expect(await store.held(SPACE, { table: 'news', id: 1 })).toEqual([]);
      expect(ids(await store.search(SPACE, query(v8(1, 0))))).toEqual(['news/2/0']);
    });

    it("replaces several sources' chunks at once: named sources replaced or removed, the others untouched", async () => {
      await store.addMany(SPACE, [
        chunk({ sourceId: 1, position: 0, vector: v8(1) }),
        chunk({ sourceId: 1, position: 1, vector: v8(1, 1) }),
        chunk({ sourceId: 2, vector: v8(0, 1) }),
        chunk({ sourceId: 3, vector: v8(0, 0, 1) }),
        chunk({ sourceTable: 'report', sourceId: 1, vector: v8(0, 0, 0, 1) }),
      ]);
      const news1 = [chunk({ sourceId: 1, position: 2, vector: v8(0, 0, 0, 0, 1) })];
      const report4 = [chunk({ sourceTable: 'report', sourceId: 4, vector: v8(1, 0.5) }), chunk({ sourceTable: 'report', sourceId: 4, position: 1, vector: v8(0.5, 1) })];
      await store.replaceMany(SPACE, [{ table: 'news', id: 1 }, { table: 'news', id: 2 }, { table: 'report', id: 4 }], [...news1, ...report4]);
      expect((await store.held(SPACE, { table: 'news', id: 1 })).map((one) => one.position)).toEqual([2]);
      expect(await store.held(SPACE, { table: 'news', id: 2 })).toEqual([]);
      expect(await store.held(SPACE, { table: 'report', id: 4 })).toEqual(report4.map(({ position, textHash }) => ({ position, textHash })));
      // report/1 shares its id with news/1 but is another source: untouched, like news/3.
      expect(sorted(await store.search(SPACE, query(v8(1))))).toEqual(['news/1/2', 'news/3/0', 'report/1/0', 'report/4/0', 'report/4/1']);
      expect(ids(await store.search(SPACE, query(v8(0, 0, 0, 0, 1), { k: 1 })))).toEqual(['news/1/2']);
      // Named with no chunk: removed; in a space that does not exist yet, the first write creates it.
      await store.replaceMany(SPACE, [{ table: 'report', id: 4 }, { table: 'news', id: 3 }], []);
      expect(sorted(await store.search(SPACE, query(v8(1))))).toEqual(['news/1/2', 'report/1/0']);
      await store.replaceMany(OTHER_SPACE, [{ table: 'news', id: 5 }], [chunk({ sourceId: 5, vector: vec(4, 1) })]);
      expect(ids(await store.search(OTHER_SPACE, query(vec(4, 1))))).toEqual(['news/5/0']);
      // A chunk of a source it does not name is refused, and nothing is written.
      await expect(store.replaceMany(SPACE, [{ table: 'news', id: 1 }], [chunk({ sourceId: 9, vector: v8(1) })])).rejects.toThrow('a source not named');
      expect((await store.held(SPACE, { table: 'news', id: 1 })).map((one) => one.position)).toEqual([2]);
    });

    it('removes a source from every space, and only that source', async () => {
      await store.addMany(SPACE, [chunk({ vector: v8(1) }), chunk({ position: 1, vector: v8(1, 1) }), chunk({ sourceId: 2, vector: v8(0, 1) })]);
      await store.addMany(OTHER_SPACE, [chunk({ vector: vec(4, 1) }), chunk({ sourceTable: 'report', vector: vec(4, 0, 1) })]);
      await store.removeSource({ table: 'news', id: 1 });
      expect(await store.held(SPACE, { table: 'news', id: 1 })).toEqual([]);
      expect(await store.held(OTHER_SPACE, { table: 'news', id: 1 })).toEqual([]);
      expect(ids(await store.search(SPACE, query(v8(1))))).toEqual(['news/2/0']);
      expect(ids(await store.search(OTHER_SPACE, query(vec(4, 1))))).toEqual(['report/1/0']);
    });

    it('gives a learner only what the rule lets them read (no other class, no draft, no skipped), an admin everything', async () => {
      const near = (i: number) => v8(1, 0.01 * i);
      await store.addMany(SPACE, [
        chunk({ sourceId: 1, vector: near(1) }),
        chunk({ sourceId: 2, isPublic: false, classIds: [1, 5], vector: near(2) }),
        chunk({ sourceId: 3, isPublic: false, classIds: [2], vector: near(3) }),
        chunk({ sourceId: 4, published: false, vector: near(4) }),
        chunk({ sourceId: 5, skipped: true, vector: near(5) }),
        chunk({ sourceId: 6, published: false, isPublic: false, classIds: [1], vector: near(6) }),
        chunk({ sourceId: 7, isPublic: false, classIds: [], vector: near(7) }),
        chunk({ sourceTable: 'report', sourceId: 8, vector: near(8) }),
      ]);
      expect(sorted(await store.search(SPACE, query(v8(1), { reader: LEARNER_A })))).toEqual(['news/1/0', 'news/2/0', 'report/8/0']);
      expect(sorted(await store.search(SPACE, query(v8(1), { reader: { isAdmin: false, classIds: [2, 9] } })))).toEqual(['news/1/0', 'news/3/0', 'report/8/0']);
      expect(sorted(await store.search(SPACE, query(v8(1), { reader: { isAdmin: false, classIds: [] } })))).toEqual(['news/1/0', 'report/8/0']);
      expect(await store.search(SPACE, query(v8(1), { reader: ADMIN }))).toHaveLength(8);
    });

    it('filters before choosing the nearest k: with 10 closer chunks a learner may not read, k=2 still gives 2 readable ones', async () => {
      await store.addMany(SPACE, [
        ...Array.from({ length: 10 }, (_, i) => chunk({ sourceId: 100 + i, isPublic: false, classIds: [2], vector: v8(1, 0.01 * i) })),
        ...[1, 2, 3].map((i) => chunk({ sourceId: 100 + 10 + i, published: i !== 3, isPublic: i === 1, classIds: i === 2 ? [1] : [], vector: v8(1, 0.5 * i) })),
      ]);
      const hits = await store.search(SPACE, query(v8(1), { reader: LEARNER_A, k: 2 }));
      expect(ids(hits)).toEqual(['news/111/0', 'news/112/0']);
      expect(hits[0].similarity).toBeCloseTo(1 / Math.sqrt(1.25), 4);
      expect(ids(await store.search(SPACE, query(v8(1), { reader: ADMIN, k: 2 })))).toEqual(['news/100/0', 'news/101/0']);
    });

    it('makes a chunk readable and unreadable with updateAccess, keeping its vector and hash', async () => {
      const restricted = [chunk({ isPublic: false, classIds: [2], vector: v8(1) }), chunk({ position: 1, isPublic: false, classIds: [2], vector: v8(1, 1) })];
      await store.addMany(SPACE, [...restricted, chunk({ sourceId: 2, isPublic: false, classIds: [2], vector: v8(1) })]);
      const learner = () => store.search(SPACE, query(v8(1), { reader: LEARNER_A }));
      expect(await learner()).toEqual([]);
      const source = { table: 'news' as const, id: 1 };
      await store.updateAccess(SPACE, source, { published: true, skipped: false, isPublic: false, classIds: [3, 1] });
      expect(ids(await learner())).toEqual(['news/1/0', 'news/1/1']);
      await store.updateAccess(SPACE, source, { published: false, skipped: false, isPublic: true, classIds: [] });
      expect(await learner()).toEqual([]);
      await store.updateAccess(SPACE, source, { published: true, skipped: true, isPublic: true, classIds: [1] });
      expect(await learner()).toEqual([]);
      await store.updateAccess(SPACE, source, { published: true, skipped: false, isPublic: true, classIds: [] });
      expect(ids(await learner())).toEqual(['news/1/0', 'news/1/1']);
      expect(await store.held(SPACE, source)).toEqual(restricted.map(({ position, textHash }) => ({ position, textHash })));
      // The other source kept its own access: class 2 only.
      expect(sorted(await store.search(SPACE, query(v8(1), { reader: { isAdmin: false, classIds: [2] } })))).toEqual(['news/1/0', 'news/1/1', 'news/2/0']);
    });

    it('searches only the tables asked for', async () => {
      await store.addMany(SPACE, [chunk({ vector: v8(1) }), chunk({ sourceTable: 'report', vector: v8(1, 0.1) })]);
      expect(ids(await store.search(SPACE, query(v8(1), { tables: ['report'] })))).toEqual(['report/1/0']);
      expect(ids(await store.search(SPACE, query(v8(1), { tables: ['news'], reader: LEARNER_A })))).toEqual(['news/1/0']);
      expect(ids(await store.search(SPACE, query(v8(1), { tables: BOTH })))).toEqual(['news/1/0', 'report/1/0']);
      expect(await store.search(SPACE, query(v8(1), { tables: [] }))).toEqual([]);
    });

    it('keeps two spaces (two models, two widths) apart, lists them, and drops one without the other', async () => {
      await store.addMany(SPACE, [chunk({ vector: v8(1) }), chunk({ position: 1, vector: v8(0, 1) }), chunk({ sourceId: 2, vector: v8(1, 1) })]);
      await store.addMany(OTHER_SPACE, [chunk({ vector: vec(4, 0, 0, 1) }), chunk({ sourceTable: 'report', sourceId: 9, vector: vec(4, 1) })]);
      const listed = (await store.spaces()).sort((a, b) => a.width - b.width);
      expect(listed).toEqual([
        { ...OTHER_SPACE, chunks: 2, sources: 2 },
        { ...SPACE, chunks: 3, sources: 2 },
      ]);
      expect(ids(await store.search(SPACE, query(v8(1), { k: 1 })))).toEqual(['news/1/0']);
      expect(ids(await store.search(OTHER_SPACE, query(vec(4, 1), { k: 1 })))).toEqual(['report/9/0']);
      await store.replaceSource(OTHER_SPACE, { table: 'news', id: 1 }, [chunk({ position: 3, vector: vec(4, 1, 1) })]);
      expect((await store.held(SPACE, { table: 'news', id: 1 })).map((held) => held.position)).toEqual([0, 1]);
      await store.drop(OTHER_SPACE);
      expect(await store.spaces()).toEqual([{ ...SPACE, chunks: 3, sources: 2 }]);
      expect(await store.search(OTHER_SPACE, query(vec(4, 1)))).toEqual([]);
      expect(await store.held(OTHER_SPACE, { table: 'report', id: 9 })).toEqual([]);
      expect(await store.search(SPACE, query(v8(1)))).toHaveLength(3);
      // Dropping a space that is not there is not an error; the dropped one can be filled again.
      await store.drop(OTHER_SPACE);
      await store.addMany(OTHER_SPACE, [chunk({ vector: vec(4, 1) })]);
      expect(ids(await store.search(OTHER_SPACE, query(vec(4, 1))))).toEqual(['news/1/0']);
    });

    it("answers held with a source's positions and text hashes, and nothing for an unknown source or space", async () => {
      const held = [2, 0, 1].map((position) => chunk({ sourceTable: 'report', sourceId: 7, position, vector: v8(1, position) }));
      await store.addMany(SPACE, [...held, chunk({ sourceId: 7, vector: v8(1) })]);
      expect(await store.held(SPACE, { table: 'report', id: 7 })).toEqual(
        [0, 1, 2].map((position) => ({ position, textHash: held.find((one) => one.position === position)?.textHash })),
      );
      expect(await store.held(SPACE, { table: 'report', id: 8 })).toEqual([]);
      expect(await store.held(OTHER_SPACE, { table: 'report', id: 7 })).toEqual([]);
    });

    it('answers a space that does not exist with nothing, and writes to it without error', async () => {
      expect(await store.spaces()).toEqual([]);
      expect(await store.search(SPACE, query(v8(1)))).toEqual([]);
      await store.updateAccess(SPACE, { table: 'news', id: 1 }, { published: true, skipped: false, isPublic: true, classIds: [] });
      await store.replaceSource(SPACE, { table: 'news', id: 1 }, []);
      await store.removeSource({ table: 'news', id: 1 });
      expect(await store.spaces()).toEqual([]);
      // The first write creates it.
      await store.replaceSource(SPACE, { table: 'news', id: 1 }, [chunk({ isPublic: false, classIds: [], vector: v8(1) })]);
      expect(ids(await store.search(SPACE, query(v8(1))))).toEqual(['news/1/0']);
    });

    it('answers as before after a rebuild: the space dropped, the same chunks added again', async () => {
      const next = seeded(7);
      const chunks = Array.from({ length: 60 }, (_, i) =>
        chunk({
          sourceTable: i % 3 === 0 ? 'report' : 'news',
          sourceId: Math.floor(i / 4),
          position: i % 4,
          published: i % 7 !== 0,
          skipped: i % 11 === 0,
          isPublic: i % 2 === 0,
          classIds: i % 5 === 0 ? [] : [1 + (i % 3)],
          vector: Array.from({ length: 8 }, next),
        }),
      );
      await store.addMany(SPACE, chunks);
      const readers = [ADMIN, LEARNER_A, { isAdmin: false, classIds: [2, 3] }, { isAdmin: false, classIds: [] }];
      const asks = readers.flatMap((reader) => [chunks[4].vector, chunks[33].vector].map((vector) => query(vector, { reader, k: 6 })));
      const before = await Promise.all(asks.map((ask) => store.search(SPACE, ask)));
      expect(before.every((hits) => hits.length === 6)).toBe(true);
      await store.drop(SPACE);
      expect(await store.search(SPACE, asks[0])).toEqual([]);
      await store.addMany(SPACE, chunks.slice(0, 25));
      await store.addMany(SPACE, chunks.slice(25));
      // A rebuild interrupted and run again adds some chunks twice: each is still held once.
      await store.addMany(SPACE, chunks.slice(20, 30));
      const after = await Promise.all(asks.map((ask) => store.search(SPACE, ask)));
      expect(after.map(ids)).toEqual(before.map(ids));
      after.flat().forEach((hit, i) => expect(hit.similarity).toBeCloseTo(before.flat()[i].similarity, 5));
      expect(await store.spaces()).toEqual([{ ...SPACE, chunks: 60, sources: sourcesOf(chunks) }]);
    });

    it('searches 2,000 chunks of width 768: the nearest first, true similarities, only readable ones for a learner', async () => {
      const next = seeded(768);
      const chunks = Array.from({ length: 2000 }, (_, i) =>
        chunk({
          sourceTable: i % 4 === 0 ? 'report' : 'news',
          sourceId: Math.floor(i / 5),
          position: i % 5,
          isPublic: i % 3 === 0,
          classIds: i % 3 === 1 ? [1] : [2],
          vector: Array.from({ length: WIDE_SPACE.width }, next),
        }),
      );
      for (let from = 0; from < chunks.length; from += 500) await store.addMany(WIDE_SPACE, chunks.slice(from, from + 500));
      const target = chunks[1234]; // a class-1 chunk (1234 % 3 === 1)
      const ask = target.vector.map((x) => x + 0.05 * next());
      const byId = new Map(chunks.map((one) => [`${one.sourceTable}/${one.sourceId}/${one.position}`, one]));
      for (const reader of [ADMIN, LEARNER_A]) {
        const hits = await store.search(WIDE_SPACE, query(ask, { reader, k: 8 }));
        expect(hits).toHaveLength(8);
        expect(ids(hits)[0]).toBe(`${target.sourceTable}/${target.sourceId}/${target.position}`);
        expect(hits[0].similarity).toBeGreaterThan(0.98);
        hits.forEach((hit, i) => {
          const held = byId.get(ids([hit])[0]) as VectorChunk;
          expect(hit.similarity).toBeCloseTo(Math.max(0, cosine(ask, held.vector)), 3);
          if (i > 0) expect(hit.similarity).toBeLessThanOrEqual(hits[i - 1].similarity);
          if (!reader.isAdmin) expect(held.isPublic || held.classIds.includes(1)).toBe(true);
        });
      }
      expect(await store.spaces()).toEqual([{ ...WIDE_SPACE, chunks: 2000, sources: sourcesOf(chunks) }]);
    });
  });
}
