import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import * as XLSX from '@e965/xlsx';
import type { EventStore } from '@k9/domain';
import { contentRows, workbookOf, zipBomb, type BookType } from '../../../../test/helpers/spreadsheets.js';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { openTestSocket } from '../../../../test/helpers/ws-client.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { ContentWriter } from '../content-writer.js';
import { ImportStaging } from './import-staging.js';
import { CONTENT_IMPORT_PROJECTION } from './projections/content-import/content-import.projection.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('content import (spec 3 §5 Excel import, JSON import)', () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await startTestApp({ SEED_SAMPLE_CONTENT: 'false' });
    admin = await t.signInAdmin();
  });
  afterAll(() => t.close());

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const total = async (type = 'news') => (await admin.get(`/api/k9/type/${type}?pageSize=100`).expect(200)).body.total as number;
  const upload = (bytes: Buffer, name: string, type = 'news') => admin.post(`/api/k9/import/file?type=${type}`).attach('files', bytes, name);
  const stored = async () => ({
    head: await t.app.get<EventStore>(EVENT_STORE).committedHead(),
    ...(await sql<{ imports: number; rows: number }>(`SELECT (SELECT count(*)::int FROM content_import) AS imports, (SELECT count(*)::int FROM content_import_row) AS rows`))[0],
  });
  const completed = async (importId: string, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = (await admin.get(`/api/k9/import/${importId}`).expect(200)).body;
      if (state.status === 'completed' || state.status === 'failed') return state;
      if (Date.now() > deadline) throw new Error(`import ${importId} still ${state.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('serves an Excel template per tab that the import reads back', async () => {
    const response = await admin.get('/api/k9/import/template?type=home').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="mau-import-home.xlsx"');
    const book = XLSX.read(response.body as Buffer, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Dữ liệu', 'Hướng dẫn']);
    const [header, example] = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Dữ liệu'], { header: 1 });
    expect(header).toEqual(expect.arrayContaining(['Title', 'Summary', 'Tag4', 'isPublic', 'allowed_user_class', 'priority', 'featured', 'homeCategory', 'displayOrder']));
    expect(example[0]).toBe('Chiến lược định giá của quán cà phê vỉa hè');
    const preview = (await upload(response.body as Buffer, 'mau-import-home.xlsx', 'home').expect(201)).body;
    expect(preview).toMatchObject({ validRows: 1, invalidRows: 0, ignoredColumns: [] });
    const missing = await admin.get('/api/k9/import/template');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Vui lòng chọn loại nội dung (tab) để import!');
  });

  it('previews an .xlsx on the server, creates nothing until confirmed, then imports once with the defaults', async () => {
    const rows: unknown[][] = [
      [' TITLE ', 'Summary', 'Detail', 'Sentiment', 'Tag4', 'isPublic', 'Cột lạ'],
      ['Quản trị dòng tiền', 'Tóm tắt 1', 'Nội dung 1', 'positive', 'Program 1, Program 2', '', 'x'],
      ['', 'Không có tiêu đề: bỏ qua', '', '', '', '', ''],
      ['Thiếu tóm tắt', '', '', '', '', '', ''],
      ['Cảm xúc lạ', 'Tóm tắt', '', 'vui vẻ', '', '', ''],
      ['Riêng tư', 'Tóm tắt 4', '', '', '', 'false', ''],
      ...Array.from({ length: 9 }, (_, i) => [`Bài thêm ${i + 1}`, `Tóm tắt thêm ${i + 1}`, '', '', '', '', '']),
    ];
    const before = await total();
    const preview = (await upload(workbookOf(rows), 'tin-tuc.xlsx').expect(201)).body;
    expect(preview).toMatchObject({ status: 'prepared', format: 'excel', fileName: 'tin-tuc.xlsx', contentType: 'news', totalRows: 14, droppedRows: 1, validRows: 11, invalidRows: 2, ignoredColumns: ['cột lạ'], created: 0, progress: { done: 0, total: 11 }, jobId: null });
    expect(preview.preview).toHaveLength(10);
    expect(preview.preview[0]).toEqual({ row: 2, valid: true, reason: null, type: 'news', title: 'Quản trị dòng tiền', summary: 'Tóm tắt 1', category: null, status: 'published', tag4: ['Program 1', 'Program 2'], isPublic: true });
    expect(preview.invalid).toEqual([
      { row: 4, title: 'Thiếu tóm tắt', reason: 'Thiếu title hoặc summary' },
      { row: 5, title: 'Cảm xúc lạ', reason: 'Giá trị sentiment không hợp lệ: "vui vẻ" (positive, negative, neutral)' },
    ]);
    expect(await total()).toBe(before);

    const socket = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) });
    await socket.next('session.ready');
    const confirmed = await admin.post(`/api/k9/import/${preview.importId}/confirm`).expect(202);
    expect(confirmed.body).toMatchObject({ importId: preview.importId, status: 'importing', validRows: 11 });
    const again = await admin.post(`/api/k9/import/${preview.importId}/confirm`).expect(202);
    expect(again.body.jobId).toBe(confirmed.body.jobId);
    const done = await completed(preview.importId);
    expect(done).toMatchObject({ status: 'completed', created: 11, failed: 0, progress: { done: 11, total: 11 }, confirmedBy: ADMIN.email, preparedBy: ADMIN.email });
    expect((await socket.next('job.updated', (job) => job.jobId === confirmed.body.jobId && job.state === 'completed')).progress).toEqual({ importId: preview.importId, done: 11, total: 11, created: 11, failed: 0 });
    await socket.close();
    // A confirmation after completion imports nothing more.
    expect((await admin.post(`/api/k9/import/${preview.importId}/confirm`).expect(202)).body).toMatchObject({ status: 'completed', jobId: null });
    expect(await total()).toBe(before + 11);

    const imported = await sql<{ stream_id: string; data: { fields: Record<string, unknown>; row: number; importId: string }; metadata: Record<string, unknown> }>(
      `SELECT stream_id, data, metadata FROM events WHERE type = 'ContentImported' AND data->>'importId' = ? ORDER BY (data->>'row')::int`,
      [preview.importId],
    );
    expect(imported).toHaveLength(11);
    expect(imported[0].data.fields).toMatchObject({ title: 'Quản trị dòng tiền', status: 'published', impact: 'normal', isPublic: true, sentiment: 'positive', tag4: ['Program 1', 'Program 2'] });
    expect(imported[1].data).toMatchObject({ row: 6, fields: { title: 'Riêng tư', isPublic: false } });
    expect(imported[0].metadata).toMatchObject({ actorEmail: ADMIN.email, importId: preview.importId, imported: true, jobId: confirmed.body.jobId });
    // Record ids follow the rows: the last row is the newest.
    const ids = imported.map((event: { stream_id: string }) => Number(event.stream_id.slice('content-'.length)));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const record = (await admin.get(`/api/k9/${ids[0]}`).expect(200)).body;
    expect(record).toMatchObject({ title: 'Quản trị dòng tiền', detail: 'Nội dung 1', status: 'published', isPublic: true, impact: 'normal' });
    const audit = (await admin.get(`/api/audit/stream/content-${ids[0]}`).expect(200)).body.data;
    expect(audit).toEqual([expect.objectContaining({ type: 'ContentImported', actorEmail: ADMIN.email })]);
    const history = await sql<{ type: string }>(`SELECT type FROM events WHERE stream_id = ? ORDER BY stream_version`, [`content-import-${preview.importId}`]);
    expect(history.map((event: { type: string }) => event.type)).toEqual(['ContentImportPrepared', 'ContentImportConfirmed', 'ContentImportCompleted']);
  });

  it('reads .xls and .xlsm like .xlsx, with the home and story defaults', async () => {
    for (const [bookType, type, expected] of [
      ['xls', 'home', { priority: 'medium', featured: false, homeCategory: 'latest', displayOrder: 1 }],
      ['xlsm', 'story', { storyType: 'Podcast' }],
    ] as Array<[BookType, string, Record<string, unknown>]>) {
      const preview = (await upload(workbookOf([['Title', 'Summary'], [`Bài ${bookType}`, 'Tóm tắt']], bookType), `nhap.${bookType}`, type).expect(201)).body;
      expect(preview).toMatchObject({ validRows: 1, contentType: type });
      await admin.post(`/api/k9/import/${preview.importId}/confirm`).expect(202);
      expect(await completed(preview.importId)).toMatchObject({ created: 1 });
      const list = (await admin.get(`/api/k9/type/${type}?pageSize=100`).expect(200)).body.data;
      expect(list.find((row: { title: string }) => row.title === `Bài ${bookType}`)).toMatchObject({ status: 'published', isPublic: true, ...expected });
    }
  });

  it('imports JSON text with its messages, and a .json file through the same checks', async () => {
    const cases: Array<[string, string]> = [
      ['   ', 'Vui lòng nhập JSON!'],
      ['{"title": ', 'JSON không hợp lệ'],
      ['{"title": "a", "summary": "b"}', 'JSON phải là một mảng!'],
      ['[]', 'Mảng JSON không được rỗng!'],
    ];
    for (const [json, message] of cases) {
      const refused = await admin.post('/api/k9/import/json').send({ type: 'news', json });
      expect({ json, status: refused.status, message: refused.body.message }).toEqual({ json, status: 422, message });
    }
    const notText = await admin.post('/api/k9/import/json').send({ type: 'news', json: [{ title: 'a' }] });
    expect(notText.body.message).toBe('Vui lòng nhập JSON!');
    const wrongTab = await admin.post('/api/k9/import/json').send({ type: 'report', json: '[]' });
    expect(wrongTab.body.message).toBe('Vui lòng chọn loại nội dung (tab) để import!');

    const invalidOnly = (await admin.post('/api/k9/import/json').send({ type: 'news', json: JSON.stringify([{ title: 'Chỉ có tiêu đề' }]) }).expect(201)).body;
    expect(invalidOnly).toMatchObject({ validRows: 0, invalidRows: 1, invalid: [{ row: 1, title: 'Chỉ có tiêu đề', reason: 'Thiếu title hoặc summary' }] });
    const nothing = await admin.post(`/api/k9/import/${invalidOnly.importId}/confirm`);
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe('Không thể import bản ghi nào!');

    const items = [{ title: 'Từ JSON', summary: 'Tóm tắt', tag4: ['Program 3'], allowed_user_class: [], questionContent: { questionQuiz: [], questionEssay: [{ question: 'Vì sao?' }] } }];
    const fromText = (await admin.post('/api/k9/import/json').send({ type: 'caseTraining', json: JSON.stringify(items) }).expect(201)).body;
    const fromFile = (await upload(Buffer.from(`\uFEFF${JSON.stringify(items)}`), 'du-lieu.json', 'caseTraining').expect(201)).body;
    expect(fromText.preview).toEqual(fromFile.preview);
    expect(fromFile).toMatchObject({ format: 'json', fileName: 'du-lieu.json', validRows: 1 });
    await admin.post(`/api/k9/import/${fromText.importId}/confirm`).expect(202);
    expect(await completed(fromText.importId)).toMatchObject({ created: 1 });
    const [row] = (await admin.get('/api/k9/type/caseTraining?pageSize=100').expect(200)).body.data;
    expect(row).toMatchObject({ title: 'Từ JSON', tag4: ['Program 3'], hasQuiz: true });
  });

  it('refuses files it must not read, with a Vietnamese message, storing nothing', async () => {
    const before = await stored();
    const bomb = await zipBomb(500);
    const cases: Array<[Buffer, string, number, string]> = [
      [Buffer.from('title,summary\na,b'), 'du-lieu.csv', 400, 'Vui lòng chọn file Excel (.xlsx, .xls, .xlsm)!'],
      [Buffer.from('MZ\x90\x00'), 'virus.exe', 400, 'Vui lòng chọn file Excel (.xlsx, .xls, .xlsm)!'],
      [Buffer.from('đây không phải Excel'), 'gia.xlsx', 400, 'Không thể đọc file Excel! Vui lòng kiểm tra format file.'],
      [Buffer.from('PK\x03\x04 hỏng'), 'hong.xlsx', 400, 'Không thể đọc file Excel! Vui lòng kiểm tra format file.'],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), 'hong.xls', 400, 'Không thể đọc file Excel! Vui lòng kiểm tra format file.'],
      [bomb, 'bom.xlsx', 413, 'File Excel quá lớn khi giải nén (tối đa 400 MB), không thể đọc.'],
      // A zip that says its sheet is 1 kB and unzips to 2 MB.
      [await zipBomb(2, 1, 1000), 'noi-doi.xlsx', 413, 'File Excel quá lớn khi giải nén (tối đa 400 MB), không thể đọc.'],
      [workbookOf([['Title', 'Summary']]), 'chi-tieu-de.xlsx', 422, 'File Excel phải có ít nhất 1 dòng header và 1 dòng dữ liệu!'],
      [workbookOf([['Title', 'Detail'], ['a', 'b']]), 'thieu-cot.xlsx', 422, 'File Excel phải có cột Title và Summary!'],
      [Buffer.from('[{"title": "a",'), 'hong.json', 422, 'JSON không hợp lệ'],
    ];
    for (const [bytes, name, status, message] of cases) {
      const started = Date.now();
      const refused = await upload(bytes, name);
      expect({ name, status: refused.status, message: refused.body.message }).toEqual({ name, status, message });
      expect(Date.now() - started).toBeLessThan(5000);
    }
    const tooBig = await upload(Buffer.alloc(51 * 1024 * 1024, 1), 'lon.xlsx');
    expect({ status: tooBig.status, message: tooBig.body.message }).toEqual({ status: 413, message: 'Tệp quá lớn: tối đa 50 MB.' });
    const none = await admin.post('/api/k9/import/file?type=news').field('x', '1');
    expect({ status: none.status, message: none.body.message }).toEqual({ status: 400, message: 'Vui lòng chọn file để import!' });
    const two = await admin.post('/api/k9/import/file?type=news').attach('files', workbookOf(contentRows(1)), 'a.xlsx').attach('files', workbookOf(contentRows(1)), 'b.xlsx');
    expect({ status: two.status, message: two.body.message }).toEqual({ status: 400, message: 'Mỗi lần chỉ import một file!' });
    const noType = await admin.post('/api/k9/import/file').attach('files', workbookOf(contentRows(1)), 'a.xlsx');
    expect(noType.body.message).toBe('Vui lòng chọn loại nội dung (tab) để import!');
    expect(await stored()).toEqual(before);
    for (const id of ['khong-co', '00000000-0000-4000-8000-000000000000']) {
      const missing = await admin.post(`/api/k9/import/${id}/confirm`);
      expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: 'Không tìm thấy phiên import (có thể đã hết hạn). Vui lòng tải file lên lại.' });
      expect((await admin.get(`/api/k9/import/${id}`)).status).toBe(404);
    }
  });

  it('refuses more than 50,000 data rows', async () => {
    const rows = [['Title', 'Summary'], ...Array.from({ length: 50_001 }, (_, i) => [`t${i}`, 's'])];
    const refused = await upload(workbookOf(rows), 'nhieu-dong.xlsx');
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 413, message: 'File có quá nhiều dòng: tối đa 50.000 dòng dữ liệu mỗi lần import.' });
    const json = await upload(Buffer.from(JSON.stringify(Array.from({ length: 50_001 }, () => ({ t: 1 })))), 'nhieu.json');
    expect(json.body.message).toBe('File có quá nhiều dòng: tối đa 50.000 dòng dữ liệu mỗi lần import.');
  });

  it('creates each row once when a run is retried after it had already created some records', async () => {
    const items = [1, 2, 3].map((n) => ({ title: `Lần thử ${n}`, summary: `Tóm tắt ${n}` }));
    const preview = (await admin.post('/api/k9/import/json').send({ type: 'library', json: JSON.stringify(items) }).expect(201)).body;
    // What a run that stopped after its first append leaves behind: ids given, row 1's record written, nothing marked done.
    const staging = t.app.get(ImportStaging);
    await staging.assignIds(preview.importId);
    const [first] = await staging.pending(preview.importId, 1);
    const metadata = { actorId: null, actorEmail: ADMIN.email, correlationId: preview.importId, causationId: 'lan-truoc', occurredAt: new Date().toISOString() };
    const create = t.app.get(ContentWriter).command(
      first.contentId,
      { type: 'CreateContent', data: { contentId: first.contentId, contentType: 'library', input: first.input, origin: { kind: 'import', importId: preview.importId, row: first.rowNo } } },
      metadata,
    );
    await t.app.get(CommandPath).execute(create, []);
    await admin.post(`/api/k9/import/${preview.importId}/confirm`).expect(202);
    expect(await completed(preview.importId)).toMatchObject({ status: 'completed', created: 3, failed: 0 });
    const events = await sql<{ stream_id: string }>(`SELECT stream_id FROM events WHERE type = 'ContentImported' AND data->>'importId' = ? ORDER BY stream_id`, [preview.importId]);
    expect(events).toHaveLength(3);
    expect(events.map((event: { stream_id: string }) => event.stream_id)).toContain(`content-${first.contentId}`);
    const titles = (await admin.get('/api/k9/type/library?pageSize=100').expect(200)).body.data.map((row: { title: string }) => row.title);
    expect(titles.filter((title: string) => title.startsWith('Lần thử')).sort()).toEqual(['Lần thử 1', 'Lần thử 2', 'Lần thử 3']);
  });

  it('lists its routes in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/k9/import/template', '/api/k9/import/file', '/api/k9/import/json', '/api/k9/import/{importId}', '/api/k9/import/{importId}/confirm', '/api/ai-summary', '/api/ai-summary/{id}']),
    );
  });

  it('rebuilds content_import from zero into what the live projection holds', async () => {
    const rows = () => sql(`SELECT * FROM content_import AS row ORDER BY import_id`);
    const live = await rows();
    expect(live.length).toBeGreaterThan(5);
    await t.app.get(ProjectionsService).rebuild(CONTENT_IMPORT_PROJECTION);
    expect(await rows()).toEqual(live);
  });
});
