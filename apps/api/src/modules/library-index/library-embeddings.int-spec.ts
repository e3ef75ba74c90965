import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { LIBRARY_INDEX_MESSAGES as M } from '@k9/domain';
import type { LibraryIndexStatus } from '@k9/contracts';
import { FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv } from '../../../test/helpers/ai-test-env.js';
import { assignClasses, signInAs, type Agent } from '../../../test/helpers/access-matrix.js';
import { resultKey, searchLibrary } from '../../../test/helpers/library-search.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { until } from '../../../test/helpers/until.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { LIBRARY_INDEX_FOLLOWER } from './indexing/library-index-follower.processor.js';
import { LibraryIndex } from './library-index.js';

const key = resultKey;

/** Issue 28 §1-§5: embeddings through the gateway, cached, following the records; hybrid search under the reader's access. */
describe('library index: embeddings and hybrid search', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let db: pg.Client;
  let admin: Agent;
  let learnerA: Agent;
  let learnerB: Agent;
  let learnerAId: string;
  let classA: number;
  let classB: number;
  let assign: (id: string, classIds: number[]) => Promise<void>;
  const news: Record<string, number> = {};
  const search = searchLibrary;
  const status = async () => (await admin.get('/api/library-index/status').expect(200)).body as LibraryIndexStatus;
  const embeddingCalls = () => openai.count('embeddings') + gemini.count('embed');
  const embedded = async (id: number) => (await admin.get('/api/library-index/states').query({ table: 'news', ids: String(id) }).expect(200)).body.data[0];

  beforeAll(async () => {
    openai = await new FakeAiProvider('openai').start();
    gemini = await new FakeAiProvider('gemini').start();
    t = await startTestApp({ ...aiTestEnv(openai, gemini), AI_TIMEOUT_MS: '5000', SEED_SAMPLE_CONTENT: 'false', LIBRARY_AUTO_EMBED: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    admin = await t.signInAdmin();
    classA = (await admin.post('/api/user-class').send({ name: 'Lớp A' }).expect(201)).body.data.id as number;
    classB = (await admin.post('/api/user-class').send({ name: 'Lớp B' }).expect(201)).body.data.id as number;
    const userA = await t.createUser();
    const userB = await t.createUser();
    learnerAId = userA.id;
    assign = (id: string, classIds: number[]) => assignClasses(admin, id, classIds);
    await assign(userA.id, [classA]);
    await assign(userB.id, [classB]);
    learnerA = await signInAs(t, userA);
    learnerB = await signInAs(t, userB);
    const record = async (name: string, body: Record<string, unknown>) => {
      news[name] = (await admin.post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, ...body }).expect(201)).body.id;
    };
    await record('steel', { title: 'Biên lợi nhuận gộp ngành thép', summary: 'Giá quặng sắt giảm giúp biên lợi nhuận gộp của các nhà sản xuất thép cải thiện.' });
    await record('bank', { title: 'Nợ xấu ngân hàng thương mại', summary: 'Tỷ lệ nợ xấu tăng khi tín dụng bất động sản chậm lại.' });
    await record('retail', { title: 'Bán lẻ điện máy phục hồi', summary: 'Doanh thu bán lẻ điện máy quý ba tăng trở lại.' });
    await record('classA', { title: 'Dòng tiền tự do riêng lớp A', summary: 'Dòng tiền tự do của doanh nghiệp ALPHA.', isPublic: false, allowed_user_class: [classA] });
    await record('classB', { title: 'Dòng tiền tự do riêng lớp B', summary: 'Dòng tiền tự do của doanh nghiệp BRAVO.', isPublic: false, allowed_user_class: [classB] });
    await record('draft', { title: 'Dòng tiền tự do bản nháp', summary: 'Chưa xuất bản.', status: 'draft' });
    // Nobody presses "embed" (issue 28 §1): the index and its vectors follow the writes.
    await until('every record to be embedded', async () => (await status()).tables[0].embedded === 6, 30_000);
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
    await openai?.close();
    await gemini?.close();
  });

  it('embeds through the gateway with the chosen model, each call in the AI ledger under purpose embedding', async () => {
    const s = await status();
    expect(s).toMatchObject({ embeddingModel: 'text-embedding-3-small', unavailable: null, active: { model: 'text-embedding-3-small', width: 768 }, searchMethod: 'hybrid', vectorStore: 'lancedb' });
    expect(s.tables[0]).toMatchObject({ table: 'news', items: 6, embedded: 6, waiting: 0 });
    expect(s.cachedVectors).toBeGreaterThanOrEqual(6);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM ai_call WHERE purpose = 'embedding' AND model = 'text-embedding-3-small' AND outcome = 'ok'`);
    expect(rows[0].n).toBeGreaterThan(0);
    expect(await embedded(news.steel)).toMatchObject({ state: 'embedded', model: 'text-embedding-3-small', chunks: 1 });
  });

  it('finds by meaning what the keyword search misses, and says it searched both ways', async () => {
    // "xi măng" is in no record: the keyword search (every word) finds nothing; the vectors still bring the steel margins.
    const q = 'biên lợi nhuận gộp ngành xi măng';
    const body = await search(learnerA, { q });
    expect(body.searchMethod).toBe('hybrid');
    expect(body.results[0]).toMatchObject({ table: 'news', sourceId: news.steel });
    expect(body.results[0].similarity).toBeGreaterThan(0);
    expect(body.results[0].similarity).toBeLessThanOrEqual(1);
  });

  it('gives a learner only what they may read, in the vectors as in the keywords', async () => {
    const a = await search(learnerA, { q: 'dòng tiền tự do', k: 20, threshold: 0 });
    const found = new Set(a.results.map(key));
    expect(found.has(`news:${news.classA}`)).toBe(true);
    expect(found.has(`news:${news.classB}`)).toBe(false);
    expect(found.has(`news:${news.draft}`)).toBe(false);
    expect(JSON.stringify(a)).not.toMatch(/BRAVO|lớp B|bản nháp/);
    expect(a.totalFound).toBe(a.results.length);
    const b = await search(learnerB, { q: 'ALPHA', k: 20, threshold: 0 });
    expect(b.results.map(key)).not.toContain(`news:${news.classA}`);
    const all = await search(admin, { q: 'dòng tiền tự do', k: 20, threshold: 0 });
    expect(new Set(all.results.map(key))).toEqual(new Set([...found, `news:${news.classB}`, `news:${news.draft}`]));
  });

  it('caches vectors: re-indexing unchanged text and a repeated question never call the provider again', async () => {
    const before = embeddingCalls();
    await admin.put('/api/k9').send({ id: news.retail, isPublic: false }).expect(200);
    await until('the chunk to be private', async () => (await db.query(`SELECT is_public FROM library_chunk WHERE source_table = 'news' AND source_id = $1`, [news.retail])).rows[0]?.is_public === false);
    expect(embeddingCalls()).toBe(before);
    expect((await search(learnerA, { q: 'bán lẻ điện máy', threshold: 0 })).results.map(key)).not.toContain(`news:${news.retail}`);
    // Replaying every content event through the index (a projection rebuild) re-reads every record: nothing is embedded again.
    const rebuilt = embeddingCalls();
    const indexedAt = (await db.query(`SELECT max(indexed_at) AS at FROM library_source`)).rows[0].at as Date;
    await t.app.get(ProjectionsService).rebuild(LIBRARY_INDEX_FOLLOWER);
    await until('the replayed records to be re-indexed', async () => (await db.query(`SELECT count(*)::int AS n FROM library_source WHERE indexed_at > $1`, [indexedAt])).rows[0].n >= 6, 20_000);
    expect(embeddingCalls()).toBe(rebuilt);
    expect((await status()).tables[0]).toMatchObject({ embedded: 6, waiting: 0 });
    // A learner's question is embedded once (one unit of the daily limit), then answered from the cache.
    const q = 'điện máy quý ba';
    await search(learnerA, { q });
    const asked = embeddingCalls();
    await search(learnerA, { q });
    await search(learnerA, { q });
    expect(embeddingCalls()).toBe(asked);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM ai_call WHERE purpose = 'embedding' AND actor_id = $1`, [learnerAId]);
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
  });

  it("embeds an auditor's question as the system: an auditor's read writes nothing in their name (issue 36 §4)", async () => {
    const user = await t.createUser();
    await admin.put(`/api/user/${user.id}/auditor`).send({ auditor: true }).expect(200);
    const auditor = await signInAs(t, user);
    const bySystem = async () => (await db.query(`SELECT count(*)::int AS n FROM ai_call WHERE purpose = 'embedding' AND actor_id IS NULL`)).rows[0].n as number;
    const [calls, before] = [embeddingCalls(), await bySystem()];
    expect((await search(auditor, { q: 'kiểm toán nợ xấu ngân hàng', threshold: 0 })).searchMethod).toBe('hybrid');
    expect(embeddingCalls()).toBe(calls + 1);
    await until('the question in the ledger', async () => (await bySystem()) > before);
    expect((await db.query(`SELECT count(*)::int AS n FROM ai_call WHERE actor_id = $1`, [user.id])).rows[0].n).toBe(0);
  });

  it('re-embeds an edited record within seconds, with its new text', async () => {
    await admin.put('/api/k9').send({ id: news.bank, summary: 'Tỷ lệ bao phủ nợ xấu CASA tăng mạnh.' }).expect(200);
    await until('the edit to be embedded', async () => (await embedded(news.bank)).state === 'embedded' && (await search(admin, { q: 'bao phủ nợ xấu', threshold: 0 })).results[0]?.sourceId === news.bank, 5000);
  });

  it('embeds one item on request, deleting the old embedding first, and lists and deletes embeddings', async () => {
    const created = await admin.post('/api/embedingData/create-with-ai').send({ sourceId: news.steel, content: 'Biên lợi nhuận gộp ngành thép', table: 'news' }).expect(201);
    expect(created.body).toEqual({ chunksCreated: 1, totalTextLength: expect.any(Number) });
    expect(created.body.totalTextLength).toBeGreaterThan(20);
    const chunks = (await admin.get(`/api/embedingData/source/${news.steel}/news`).expect(200)).body.data;
    expect(chunks).toEqual([expect.objectContaining({ sourceId: news.steel, table: 'news', position: 0, embedded: true, model: 'text-embedding-3-small' })]);
    const listed = (await admin.get('/api/embedingData/table/news').expect(200)).body;
    expect(listed.data.map((row: { sourceId: number }) => row.sourceId)).toContain(news.steel);
    await admin.delete(`/api/embedingData/source/${news.steel}/news`).expect(200);
    expect(await embedded(news.steel)).toMatchObject({ state: 'none' });
    expect((await admin.get(`/api/embedingData/source/999999/news`).expect(200)).body).toEqual({ data: [] });
  });

  it('answers a question from the library with the passages it used', async () => {
    const response = await admin.post('/api/embedingData/ai-gen').send({ question: 'Nợ xấu ngân hàng thế nào?' }).expect(200);
    expect(response.body).toMatchObject({ success: true, data: { question: 'Nợ xấu ngân hàng thế nào?', table: 'all', searchStats: { searchMethod: 'hybrid' } } });
    expect(response.body.data.answer).toMatch(/^Trả lời giả lập cho:/);
    expect(response.body.data.chunks.map(key)).toContain(`news:${news.bank}`);
  });

  it('refuses bad input in Vietnamese and changes nothing', async () => {
    const cases: Array<[string, () => Promise<{ status: number; body: { message: unknown } }>, number, string]> = [
      ['an unknown table', () => admin.get(`/api/embedingData/table/foo`), 400, M.unknownTable],
      ['k = 10,000', () => admin.get('/api/library-index/search').query({ q: 'thép', k: 10000 }), 400, M.kInvalid],
      ['a threshold of 2', () => admin.get('/api/library-index/search').query({ q: 'thép', threshold: 2 }), 400, M.thresholdInvalid],
      ['a source that does not exist', () => admin.post('/api/embedingData/create-with-ai').send({ sourceId: 999999, content: 'x', table: 'news' }), 404, M.notFound],
      ['no content', () => admin.post('/api/embedingData/create-with-ai').send({ sourceId: news.bank, content: ' ', table: 'news' }), 400, M.nothingToEmbed],
      ['no id', () => admin.post('/api/embedingData/create-with-ai').send({ content: 'x', table: 'news' }), 400, M.noId],
      ['content over 200,000 characters', () => admin.post('/api/embedingData/create-with-ai').send({ sourceId: news.bank, content: 'a'.repeat(200_001), table: 'news' }), 400, M.contentTooLong],
      ['an empty selection', () => admin.post('/api/library-index/embed').send({ sources: [] }), 400, M.bulkRequiresSelection],
    ];
    const chunksBefore = (await db.query(`SELECT count(*)::int AS n FROM library_chunk`)).rows[0].n;
    for (const [name, call, code, message] of cases) {
      const response = await call();
      expect({ name, status: response.status, message: [response.body.message].flat()[0] }).toEqual({ name, status: code, message });
    }
    const huge = await admin.post('/api/embedingData/create-with-ai').set('Content-Type', 'application/json').send(JSON.stringify({ sourceId: news.bank, content: 'a'.repeat(10 * 1024 * 1024), table: 'news' }));
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(String(huge.body.message)).toMatch(/[àáâãèéêìíòóôõùúăđĩũơưạ-ỹ]/i);
    expect((await db.query(`SELECT count(*)::int AS n FROM library_chunk`)).rows[0].n).toBe(chunksBefore);
  });

  it('embeds a selection as one job with its progress, and refuses a learner', async () => {
    const started = await admin.post('/api/library-index/embed').send({ sources: [{ table: 'news', id: news.steel }, { table: 'news', id: news.retail }] }).expect(202);
    expect(started.body).toEqual({ jobId: expect.any(String), total: 2 });
    await until('the selection to be embedded', async () => (await embedded(news.steel)).state === 'embedded');
    await learnerA.post('/api/library-index/embed').send({ sources: [{ table: 'news', id: news.steel }] }).expect(403);
  });

  it('re-embeds everything when the model changes, searching the old vectors until the new ones are complete', async () => {
    gemini.answerDelayMs = 300;
    await admin.post('/api/setting').send({ type: 'LIBRARY_SEARCH_SETTING', setting: { embeddingModel: 'text-embedding-004' } }).expect(201);
    await admin.post('/api/library-index/reembed').expect(202);
    const during = await status();
    expect(during.active?.model).toBe('text-embedding-3-small');
    expect(during.building).toMatchObject({ model: 'text-embedding-004', state: 'running' });
    expect((await search(learnerA, { q: 'nợ xấu' })).searchMethod).toBe('hybrid');
    await until('the new model to be active', async () => (await status()).active?.model === 'text-embedding-004', 30_000);
    gemini.answerDelayMs = 0;
    expect(gemini.count('embed')).toBeGreaterThan(0);
    expect((await search(learnerA, { q: 'nợ xấu ngân hàng' })).results[0]).toMatchObject({ sourceId: news.bank });
  });

  it('never gives a reader a chunk, title or id of an item they may not read: 40 items, 4 readers, over HTTP and in process', async () => {
    type Item = { id: number; code: string; published: boolean; isPublic: boolean; classes: number[] };
    const items: Item[] = [];
    const shapes = [
      { published: true, isPublic: true, classes: [] as number[] },
      { published: true, isPublic: false, classes: [classA] },
      { published: true, isPublic: false, classes: [classB] },
      { published: true, isPublic: false, classes: [classA, classB] },
      { published: false, isPublic: true, classes: [] as number[] },
    ];
    for (let i = 0; i < 40; i++) {
      const shape = shapes[i % shapes.length];
      const code = `QUYMO${String.fromCharCode(65 + (i % 26))}${i}`;
      const body = { title: `Quy mô thị trường ${code}`, summary: `Phân tích quy mô thị trường vốn, mã ${code}.`, status: shape.published ? 'published' : 'draft', isPublic: shape.isPublic, allowed_user_class: shape.classes };
      items.push({ id: (await admin.post('/api/k9').send({ type: 'news', ...body }).expect(201)).body.id, code, ...shape });
    }
    await until('the 40 items to be embedded', async () => (await admin.get('/api/library-index/states').query({ table: 'news', ids: items.map((i) => i.id).join(',') })).body.data.every((row: { state: string }) => row.state === 'embedded'), 30_000);
    const users = { A: learnerA, B: learnerB } as Record<string, Agent>;
    const both = await t.createUser();
    const none = await t.createUser();
    await assign(both.id, [classA, classB]);
    users.AB = await signInAs(t, both);
    users.none = await signInAs(t, none);
    const classesOf: Record<string, number[]> = { A: [classA], B: [classB], AB: [classA, classB], none: [] };
    const readable = (item: Item, reader: string) => item.published && (item.isPublic || item.classes.some((c) => classesOf[reader].includes(c)));
    const index = t.app.get(LibraryIndex);
    for (const [reader, agent] of Object.entries(users)) {
      const may = new Set(items.filter((item) => readable(item, reader)).map((item) => item.id));
      const forbidden = items.filter((item) => !readable(item, reader));
      for (const q of ['quy mô thị trường vốn', ...items.slice(0, 10).map((item) => item.code)]) {
        const http = await search(agent, { q, k: 20, threshold: 0 });
        const inProcess = await index.search({ isAdmin: false, classIds: classesOf[reader] }, { q, k: 20, threshold: 0 });
        for (const body of [http, inProcess]) {
          expect(body.searchMethod).toBe('hybrid');
          const generated = body.results.filter((row) => items.some((item) => item.id === row.sourceId));
          expect({ reader, q, outside: generated.filter((row) => !may.has(row.sourceId)).map((row) => row.sourceId) }).toEqual({ reader, q, outside: [] });
          const text = JSON.stringify(body);
          for (const item of forbidden) expect({ reader, q, leaked: text.includes(`${item.code}.`) || text.includes(`${item.code}\n`) }).toEqual({ reader, q, leaked: false });
        }
      }
      // Every item the reader may read is found by its own code; none of the others is.
      for (const item of items.slice(0, 10)) {
        const found = (await index.search({ isAdmin: false, classIds: classesOf[reader] }, { q: item.code, k: 20, threshold: 0 })).results.some((row) => row.sourceId === item.id);
        expect({ reader, item: item.code, found }).toEqual({ reader, item: item.code, found: readable(item, reader) });
      }
    }
  });

  it('holds a learner to 60 searches a minute', async () => {
    const limited = await signInAs(t, await t.createUser());
    let refused: { status: number; body: { message: string } } | null = null;
    for (let i = 0; i < 61 && !refused; i++) {
      const response = await limited.get('/api/library-index/search').query({ q: `thép ${i}` });
      if (response.status !== 200) refused = response;
    }
    expect(refused).toMatchObject({ status: 429, body: { message: M.tooManySearches(60) } });
  });
});
