import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { LIBRARY_INDEX_MESSAGES as M, LIBRARY_SEARCH_DEFAULT } from '@k9/domain';
import type { LibrarySearchResponse } from '@k9/contracts';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { assignClasses, signInAs, type Agent } from '../../../test/helpers/access-matrix.js';
import { resultKey, searchLibrary } from '../../../test/helpers/library-search.js';
import { until } from '../../../test/helpers/until.js';
import { LibraryIndexer } from './indexing/library-indexer.js';

/** Issue 28 §5: search sees each change within 5 s, with no manual embedding. */
const LIVE_MS = 5000;

const key = resultKey;

describe('library index: the search port (issue 28 §3, keyword only, over the chunk index)', () => {
  let t: TestApp;
  let admin: Agent;
  let learnerA: Agent;
  let learnerB: Agent;
  let classA: number;
  let classB: number;
  let db: pg.Client;
  const news: Record<string, number> = {};
  const reports: Record<string, number> = {};
  const search = searchLibrary;
  const keys = (body: LibrarySearchResponse) => new Set(body.results.map(key));
  const n = (name: string) => `news:${news[name]}`;
  const r = (name: string) => `report:${reports[name]}`;

  beforeAll(async () => {
    // The learners' searches below poll for changes many times a second: the minute's allowance is not what is tested here.
    t = await startTestApp({ LIBRARY_SEARCHES_PER_MINUTE: '1000000' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    admin = await t.signInAdmin();
    classA = (await admin.post('/api/user-class').send({ name: 'Lớp A' }).expect(201)).body.data.id as number;
    classB = (await admin.post('/api/user-class').send({ name: 'Lớp B' }).expect(201)).body.data.id as number;
    const userA = await t.createUser();
    const userB = await t.createUser();
    const assign = (id: string, classIds: number[]) => assignClasses(admin, id, classIds);
    await assign(userA.id, [classA]);
    await assign(userB.id, [classB]);
    learnerA = await signInAs(t, userA);
    learnerB = await signInAs(t, userB);
    const record = async (name: string, body: Record<string, unknown>) => {
      news[name] = (await admin.post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, ...body }).expect(201)).body.id;
    };
    await record('inflation', { title: 'Lạm phát tăng tốc', summary: 'Giá tiêu dùng tháng này tăng mạnh.' });
    await record('classA', { type: 'library', title: 'Tín dụng riêng lớp A', detail: '<p>Chính sách <b>tiền tệ</b> của lớp A: mã ALPHA.</p>', isPublic: false, allowed_user_class: [classA] });
    await record('classB', { title: 'Tín dụng riêng lớp B', detail: '<p>Chính sách tiền tệ của lớp B: mã BRAVO.</p>', isPublic: false, allowed_user_class: [classB] });
    await record('publicTitle', { title: 'Chính sách tiền tệ năm nay', summary: 'Tổng quan công khai.' });
    await record('draft', { title: 'Nháp về chính sách tiền tệ', status: 'draft' });
    await record('skip', { title: 'Bỏ qua chính sách tiền tệ', impact: 'skip' });
    const filler = (count: number) => Array.from({ length: count }, (_, i) => `đoạn${i}`).join(' ');
    await record('long', { title: 'Bài dài', detail: `<p>${filler(300)}</p><p>Đây là chỗ nói về tỷ giá hối đoái giữa bài.</p><p>${filler(300)}</p>` });
    const report = async (name: string, title: string, summary1: string, status: string) => {
      reports[name] = (await admin.post('/api/ai-summary').send({ info: { title, sheetName: 'macro_report' }, summary1, summary2: 'Chi tiết kèm theo.', status }).expect(201)).body.id;
    };
    await report('published', 'Báo cáo vĩ mô tháng 5', 'Chính sách tiền tệ được nới lỏng.', 'published');
    await report('draft', 'Báo cáo nháp', 'Chính sách tiền tệ thắt chặt (chưa xuất bản).', 'draft');
    await report('archived', 'Chính sách tiền tệ lưu trữ', 'Đã lưu trữ.', 'archived');
    // The index follows the writes through a job (issue 28 §1): wait until every record above is searchable.
    const count = async (q: string) => (await search(admin, { q, k: 20, threshold: 0 })).totalFound;
    await until('the records to be indexed', async () => (await count('tiền tệ')) === 8 && (await count('lạm phát')) === 1 && (await count('tỷ giá hối đoái')) === 2);
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  it('finds a record by its words with or without diacritics, as plain text with a score', async () => {
    for (const q of ['lạm phát', 'LAM PHAT', 'lam ph']) {
      const body = await search(learnerA, { q });
      expect({ q, found: [...keys(body)] }).toEqual({ q, found: [n('inflation')] });
      expect(body.results[0]).toMatchObject({ sourceId: news.inflation, table: 'news', type: 'news' });
      expect(body.results[0].chunkText).toBe('Lạm phát tăng tốc\nGiá tiêu dùng tháng này tăng mạnh.');
      expect(body.results[0].similarity).toBeGreaterThan(0);
      expect(body.results[0].similarity).toBeLessThanOrEqual(1);
      expect(body).toMatchObject({ totalFound: 1, searchMethod: 'keyword' });
    }
    expect((await search(learnerA, { q: 'tỷ phú' })).results).toEqual([]);
  });

  it('gives a learner only what they may read: their class, never another class, a draft, a skipped record or an unpublished report', async () => {
    const a = await search(learnerA, { q: 'tiền tệ', k: 20 });
    expect(keys(a)).toEqual(new Set([n('classA'), n('publicTitle'), r('published')]));
    expect(a.totalFound).toBe(3);
    expect(JSON.stringify(a)).not.toMatch(/BRAVO|lớp B|nháp|Bỏ qua|thắt chặt|lưu trữ/i);
    const b = await search(learnerB, { q: 'tien te', k: 20 });
    expect(keys(b)).toEqual(new Set([n('classB'), n('publicTitle'), r('published')]));
    expect(JSON.stringify(b)).not.toContain('ALPHA');
    // Found only by words of a record out of reach: nothing at all, not even a count.
    expect(await search(learnerA, { q: 'BRAVO' })).toEqual({ results: [], totalFound: 0, searchMethod: 'keyword' });
    expect(await search(learnerA, { q: 'thắt chặt' })).toEqual({ results: [], totalFound: 0, searchMethod: 'keyword' });
    expect(await search(learnerB, { q: String(news.classA) })).toEqual({ results: [], totalFound: 0, searchMethod: 'keyword' });
  });

  it('gives an admin everything, best first, and HTML as plain text', async () => {
    const all = await search(admin, { q: 'tiền tệ', k: 20 });
    expect(keys(all)).toEqual(new Set([n('classA'), n('classB'), n('publicTitle'), n('draft'), n('skip'), r('published'), r('draft'), r('archived')]));
    expect(all.totalFound).toBe(8);
    const scores = all.results.map((row) => row.similarity);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    // A title holding the words ranks above a record that only has them in its text.
    expect(all.results.find((row) => row.sourceId === news.publicTitle && row.table === 'news')!.similarity).toBeGreaterThan(
      all.results.find((row) => row.sourceId === news.classA && row.table === 'news')!.similarity,
    );
    expect(all.results.find((row) => row.table === 'news' && row.sourceId === news.classA)).toMatchObject({ type: 'library', chunkText: 'Tín dụng riêng lớp A\nChính sách tiền tệ của lớp A: mã ALPHA.' });
    expect(all.results.find((row) => row.table === 'report' && row.sourceId === reports.published)).toMatchObject({
      type: 'report',
      chunkText: 'Báo cáo vĩ mô tháng 5\nChính sách tiền tệ được nới lỏng.\nChi tiết kèm theo.',
    });
  });

  it('answers with the chunks of a long text that hold the words: at most about 1,000 characters each, plain text', async () => {
    const body = await search(learnerA, { q: 'tỷ giá hối đoái', k: 20 });
    // The sentence sits where two chunks overlap: both hold it, and nothing else of the record matches.
    expect(body.totalFound).toBe(2);
    for (const found of body.results) {
      expect(found).toMatchObject({ sourceId: news.long, table: 'news', type: 'news' });
      expect(found.chunkText).toContain('Đây là chỗ nói về tỷ giá hối đoái giữa bài.');
      expect(found.chunkText.length).toBeLessThanOrEqual(1000);
      expect(found.chunkText).not.toMatch(/[<>]/);
    }
    expect(body.results[0].chunkText).not.toBe(body.results[1].chunkText);
  });

  it('honours k, threshold and tables, counting every match above the threshold', async () => {
    const two = await search(admin, { q: 'tiền tệ', k: 2 });
    expect(two.results).toHaveLength(2);
    expect(two.totalFound).toBe(8);
    const titles = await search(admin, { q: 'tiền tệ', k: 20, threshold: 0.9 });
    expect(keys(titles)).toEqual(new Set([n('publicTitle'), n('draft'), n('skip'), r('archived')]));
    expect(titles.totalFound).toBe(4);
    expect(titles.results.every((row) => row.similarity >= 0.9)).toBe(true);
    expect((await search(admin, { q: 'tiền tệ', k: 20, threshold: 1 })).results.every((row) => row.similarity === 1)).toBe(true);
    const onlyReports = await search(admin, { q: 'tiền tệ', k: 20, tables: 'report' });
    expect(keys(onlyReports)).toEqual(new Set([r('published'), r('draft'), r('archived')]));
    expect(onlyReports.totalFound).toBe(3);
    expect(keys(await search(learnerA, { q: 'tiền tệ', tables: 'news' }))).toEqual(new Set([n('classA'), n('publicTitle')]));
    const both = await learnerA.get('/api/library-index/search?q=ti%E1%BB%81n%20t%E1%BB%87&tables=news&tables=report').expect(200);
    expect(both.body.totalFound).toBe(3);
    expect((await search(learnerA, { q: 'tiền tệ', tables: 'report,news' })).totalFound).toBe(3);
  });

  it('uses LIBRARY_SEARCH_SETTING when a search leaves k, threshold or tables out, and refuses a bad one', async () => {
    expect(LIBRARY_SEARCH_DEFAULT).toEqual({ k: 5, threshold: 0.02, tables: ['news', 'report'] });
    const byDefault = await search(admin, { q: 'tiền tệ' });
    expect(byDefault.results).toHaveLength(5);
    expect(byDefault.totalFound).toBe(8);
    const refused = await admin.post('/api/setting').send({ type: 'LIBRARY_SEARCH_SETTING', setting: { k: 50, threshold: 0.5, tables: ['news'] } });
    // As every setting the setting decider refuses (content-settings.int-spec): 422 with the rule's message, nothing saved.
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 422, message: M.kInvalid });
    const tables = await admin.post('/api/setting').send({ type: 'LIBRARY_SEARCH_SETTING', setting: { tables: ['foo'] } });
    expect({ status: tables.status, message: tables.body.message }).toEqual({ status: 422, message: M.tablesInvalid });
    expect((await search(admin, { q: 'tiền tệ' })).results).toHaveLength(5);
    await admin.post('/api/setting').send({ type: 'LIBRARY_SEARCH_SETTING', setting: { k: 1, threshold: 0.9, tables: ['report'] } }).expect(201);
    const saved = await search(admin, { q: 'tiền tệ' });
    expect(saved.results.map(key)).toEqual([r('archived')]);
    expect(saved.totalFound).toBe(1);
    // What the request says still wins over the setting.
    const asked = await search(admin, { q: 'tiền tệ', k: 20, threshold: 0, tables: 'news' });
    expect(asked.totalFound).toBe(5);
    expect(asked.results.every((row) => row.table === 'news')).toBe(true);
  });

  it('refuses bad input with 400 and a Vietnamese message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, M.queryRequired],
      [{ q: '' }, M.queryRequired],
      [{ q: '    ' }, M.queryRequired],
      [{ q: 'a'.repeat(501) }, M.queryTooLong],
      [{ q: 'x', k: 0 }, M.kInvalid],
      [{ q: 'x', k: 10_000 }, M.kInvalid],
      [{ q: 'x', k: 2.5 }, M.kInvalid],
      [{ q: 'x', k: 'năm' }, M.kInvalid],
      [{ q: 'x', threshold: 2 }, M.thresholdInvalid],
      [{ q: 'x', threshold: -1 }, M.thresholdInvalid],
      [{ q: 'x', threshold: 'cao' }, M.thresholdInvalid],
      [{ q: 'x', tables: 'foo' }, M.tablesInvalid],
      [{ q: 'x', tables: 'news,foo' }, M.tablesInvalid],
      [{ q: 'x', tables: '' }, M.tablesInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await learnerA.get('/api/library-index/search').query(query);
      expect({ query, status: response.status, message: response.body.message }).toEqual({ query, status: 400, message });
    }
    expect((await learnerA.get('/api/library-index/search').query({ q: 'a'.repeat(500) })).status).toBe(200);
  });

  it('answers 401 to someone signed out', async () => {
    const response = await t.http().get('/api/library-index/search').query({ q: 'tiền tệ' });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('SIGN_IN_REQUIRED');
  });

  describe('the chunk index follows the content events (issue 28 §1)', () => {
    const liveSearch = async (agent: Agent, q: string) => search(agent, { q, k: 20, threshold: 0, tables: 'news,report' });
    const finds = async (agent: Agent, q: string, id: number) => (await liveSearch(agent, q)).results.some((row) => row.table === 'news' && row.sourceId === id);
    const create = async (body: Record<string, unknown>) =>
      (await admin.post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, ...body }).expect(201)).body.id as number;
    const edit = (id: number, body: Record<string, unknown>) => admin.put('/api/k9').send({ id, ...body }).expect(200);
    const chunksOf = async (table: string, id: number) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM library_chunk WHERE source_table = $1 AND source_id = $2`, [table, id])).rows[0].n;

    it('finds a published record within seconds, its new words after an edit and not its old ones, and loses it when unpublished or deleted', async () => {
      const id = await create({ title: 'Thị trường trái phiếu', summary: 'Lợi suất KIWIVANG tăng.' });
      await until('the new record to be found', () => finds(learnerA, 'kiwivang', id), LIVE_MS);

      await edit(id, { summary: 'Lợi suất MANGCUTXANH giảm.' });
      await until('the edited words to be found', () => finds(learnerA, 'mangcutxanh', id), LIVE_MS);
      expect(await finds(learnerA, 'kiwivang', id)).toBe(false);
      expect(await finds(admin, 'kiwivang', id)).toBe(false);

      await edit(id, { status: 'draft' });
      await until('the unpublished record to be gone for learners', async () => !(await finds(learnerA, 'mangcutxanh', id)), LIVE_MS);
      // An admin still finds the draft (the admin search covers every record).
      expect(await finds(admin, 'mangcutxanh', id)).toBe(true);

      await edit(id, { status: 'published' });
      await until('the record published again to be found', () => finds(learnerA, 'mangcutxanh', id), LIVE_MS);
      await admin.delete(`/api/k9/${id}`).expect(200);
      await until('the deleted record to be gone', async () => !(await finds(admin, 'mangcutxanh', id)), LIVE_MS);
      expect(await chunksOf('news', id)).toBe(0);
    });

    it('follows a report: published, edited, archived, deleted', async () => {
      const id = (await admin.post('/api/ai-summary').send({ info: { title: 'Báo cáo ngành thép', sheetName: 'macro_report' }, summary1: 'Sản lượng THEPCUONVANG tăng.', summary2: '', status: 'published' }).expect(201))
        .body.id as number;
      const reportFound = async (agent: Agent, q: string) => (await liveSearch(agent, q)).results.some((row) => row.table === 'report' && row.sourceId === id);
      await until('the report to be found', () => reportFound(learnerA, 'thepcuonvang'), LIVE_MS);
      await admin.put(`/api/ai-summary/${id}`).send({ summary1: 'Sản lượng THEPCAYBAC giảm.' }).expect(200);
      await until('the edited report to be found by its new words', () => reportFound(learnerA, 'thepcaybac'), LIVE_MS);
      expect(await reportFound(admin, 'thepcuonvang')).toBe(false);
      await admin.put(`/api/ai-summary/${id}`).send({ status: 'archived' }).expect(200);
      await until('the archived report to be gone for learners', async () => !(await reportFound(learnerA, 'thepcaybac')), LIVE_MS);
      expect(await reportFound(admin, 'thepcaybac')).toBe(true);
      await admin.delete(`/api/ai-summary/${id}`).expect(200);
      await until('the deleted report to be gone', async () => !(await reportFound(admin, 'thepcuonvang')), LIVE_MS);
    });

    it('never gives a learner of class A a chunk of a record only class B may read, also after its classes change', async () => {
      const id = await create({ title: 'Ghi chú riêng', detail: '<p>Mật mã CHIMCANHCUT của lớp.</p>', isPublic: false, allowed_user_class: [classB] });
      await until('class B to find the record', () => finds(learnerB, 'chimcanhcut', id), LIVE_MS);
      const a = await liveSearch(learnerA, 'chimcanhcut');
      expect(a).toEqual({ results: [], totalFound: 0, searchMethod: 'keyword' });
      expect(await liveSearch(learnerA, String(id))).toMatchObject({ totalFound: 0 });

      // Its classes change, its text does not: the chunks' access follows all the same.
      await admin.put('/api/k9').send({ id, allowed_user_class: [classA] }).expect(200);
      // At once, before the job has moved the chunk's access: the record itself is checked again.
      expect(await liveSearch(learnerB, 'chimcanhcut')).toEqual({ results: [], totalFound: 0, searchMethod: 'keyword' });
      await until('class A to find the record', () => finds(learnerA, 'chimcanhcut', id), LIVE_MS);
      expect(await liveSearch(learnerB, 'chimcanhcut')).toEqual({ results: [], totalFound: 0, searchMethod: 'keyword' });
      expect(await chunksOf('news', id)).toBe(1);
    });

    it('gives a record with no text no chunk, and keeps the warning for the admin page', async () => {
      const id = await create({ title: '&nbsp;' });
      await until('the record to be seen by the index', async () => (await db.query(`SELECT 1 FROM library_source WHERE source_table = 'news' AND source_id = $1`, [id])).rowCount === 1, LIVE_MS);
      expect(await chunksOf('news', id)).toBe(0);
      const { rows } = await db.query(`SELECT text_hash, chunks, last_error FROM library_source WHERE source_table = 'news' AND source_id = $1`, [id]);
      expect(rows[0]).toEqual({ text_hash: null, chunks: 0, last_error: M.noText });
    });

    it('re-indexes everything on request: chunks lost are cut again, unchanged text is kept, gone records leave', async () => {
      const id = await create({ title: 'Lãi suất liên ngân hàng', summary: 'Mã ONGVANGBAY.' });
      await until('the record to be found', () => finds(learnerA, 'ongvangbay', id), LIVE_MS);
      const before = (await db.query(`SELECT position, text, text_hash FROM library_chunk WHERE source_table = 'news' AND source_id = $1`, [id])).rows;
      // Another record, untouched: its chunks are not written again (same row versions).
      const versions = async () => (await db.query(`SELECT position, xmin::text AS v FROM library_chunk WHERE source_table = 'news' AND source_id = $1 ORDER BY position`, [news.long])).rows;
      const untouched = await versions();
      expect(untouched.length).toBeGreaterThan(1);
      await db.query(`DELETE FROM library_chunk WHERE source_table = 'news' AND source_id = $1`, [id]);
      // A source row for a record that does not exist (say, deleted while the index was stopped).
      await db.query(`INSERT INTO library_source (source_table, source_id, text_hash, chunks, indexed_at) VALUES ('news', 999999, 'x', 1, now())`);
      expect(await finds(learnerA, 'ongvangbay', id)).toBe(false);

      const counts = await t.app.get(LibraryIndexer).reindexAll();
      expect(counts.removed).toBeGreaterThanOrEqual(1);
      expect(await finds(learnerA, 'ongvangbay', id)).toBe(true);
      expect((await db.query(`SELECT position, text, text_hash FROM library_chunk WHERE source_table = 'news' AND source_id = $1`, [id])).rows).toEqual(before);
      expect((await db.query(`SELECT 1 FROM library_source WHERE source_id = 999999`)).rowCount).toBe(0);
      expect(await versions()).toEqual(untouched);
    });
  });
});
