import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { AI_SUMMARY_LIMITS, AI_SUMMARY_MESSAGES, aiSummaryStreamId, DEFAULT_EVENT_SIZE_LIMITS, eventBytes, type EventStore } from '@k9/domain';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { openTestSocket } from '../../../../test/helpers/ws-client.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { AI_SUMMARY_PROJECTION } from './projections/ai-summary/ai-summary.projection.js';
import { UPLOAD_PROJECTION } from '../../storage/projections/storage-upload/storage-upload.projection.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';

const YEAR = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
const report = (over: Record<string, unknown> = {}) => ({
  info: { title: 'Báo cáo ngành ngân hàng quý 3', URLReport: 'https://bao-cao.example/ngan-hang.pdf', sheetName: 'industry_report' },
  summary1: 'Tín dụng tăng trưởng ổn định.',
  summary2: 'Chi tiết: tín dụng tăng 9% so với đầu năm, nợ xấu giảm nhẹ.',
  category: 'Ngành',
  status: 'published',
  tables: [
    { id: 'q', name: 'Tăng trưởng tín dụng', type: 'quarterly', data: { Q1: '2,1%', Q2: '3,4%' } },
    { id: 'm', name: 'Lãi suất', type: 'monthly', data: { 'Tháng 1': '6,5', 'Tháng 12': '6,1' } },
    { id: 'y', name: 'Lợi nhuận', type: 'yearly', data: { [`Năm ${YEAR - 2}`]: '10', [`Năm ${YEAR}`]: '14' } },
  ],
  fileUrls: ['https://bao-cao.example/phu-luc.xlsx'],
  ...over,
});

describe('AI summaries (spec 3 §3 report, spec 1 §7 AI summary)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const audit = async (id: number) => (await (await t.signInAdmin()).get(`/api/audit/stream/ai-summary-${id}`).expect(200)).body.data;

  it('lets an admin create, read, edit and delete a report, each change an event with the admin in it', async () => {
    const admin = await t.signInAdmin();
    const created = await admin.post('/api/ai-summary').send(report()).expect(201);
    expect(created.body).toMatchObject({ kind: 'report', ...report(), origin: 'admin', version: 1, createdBy: ADMIN.email });
    expect(created.body.created_at).toBe(created.body.createdAt);
    expect(created.headers.etag).toBe('W/"1"');
    const id = created.body.id as number;

    const read = await admin.get(`/api/ai-summary/${id}`).expect(200);
    expect(read.body).toEqual(created.body);

    const edited = await admin.put(`/api/ai-summary/${id}`).set('If-Match', 'W/"1"').send({ summary1: 'Tín dụng tăng mạnh cuối năm.', status: 'archived' }).expect(200);
    expect(edited.body).toMatchObject({ id, summary1: 'Tín dụng tăng mạnh cuối năm.', status: 'archived', summary2: report().summary2, version: 2 });

    const stale = await admin.put(`/api/ai-summary/${id}`).set('If-Match', 'W/"1"').send({ summary1: 'Cũ' });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe('Dữ liệu đã được người khác thay đổi, vui lòng tải lại rồi thử lại.');

    // Nothing changed: no event.
    await admin.put(`/api/ai-summary/${id}`).send({ summary1: 'Tín dụng tăng mạnh cuối năm.' }).expect(200);
    const history = await audit(id);
    expect(history.map((entry: { type: string }) => entry.type)).toEqual(['AiSummaryEdited', 'AiSummaryCreated']);
    expect(history[0]).toMatchObject({ actorEmail: ADMIN.email, data: { summaryId: id, changes: { summary1: 'Tín dụng tăng mạnh cuối năm.', status: 'archived' } } });

    expect(await admin.delete(`/api/ai-summary/${id}`).expect(200)).toMatchObject({ body: { success: true, id } });
    const gone = await admin.get(`/api/ai-summary/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Không tìm thấy AI Summary!');
    expect((await admin.get('/api/ai-summary')).body.data.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await audit(id))[0]).toMatchObject({ type: 'AiSummaryDeleted', actorEmail: ADMIN.email });
    expect((await admin.delete(`/api/ai-summary/${id}`)).status).toBe(404);
  });

  it('takes what the original saved (summary1, summary2, info) with the form defaults', async () => {
    const admin = await t.signInAdmin();
    const saved = await admin.post('/api/ai-summary').send({ info: { title: 'FPT', sheetName: 'CompanySummary', searchTerm: 'FPT', companyInfo: true }, summary1: 'Ngắn', summary2: 'Dài' }).expect(201);
    expect(saved.body).toMatchObject({ kind: 'reportDN', category: 'Doanh nghiệp', status: 'published', tables: [], fileUrls: [], info: { searchTerm: 'FPT', companyInfo: true } });
    // Moving it out of CompanySummary moves it to the report view.
    const moved = await admin.put(`/api/ai-summary/${saved.body.id}`).send({ info: { title: 'FPT', sheetName: 'company_report' } }).expect(200);
    expect(moved.body.kind).toBe('report');
  });

  it('lists newest first, filtered by kind and status, paged', async () => {
    const admin = await t.signInAdmin();
    const ids: number[] = [];
    for (const [sheetName, status] of [['macro_report', 'published'], ['CompanySummary', 'published'], ['CompanySummary', 'draft'], ['macro_report', 'draft']] as const) {
      ids.push((await admin.post('/api/ai-summary').send(report({ info: { title: `Báo cáo ${sheetName} ${status}`, sheetName }, status, category: 'Vĩ mô' })).expect(201)).body.id);
    }
    const all = (await admin.get('/api/ai-summary').expect(200)).body;
    expect(all).toMatchObject({ success: true, page: 1, pageSize: 1000 });
    const listed = all.data.map((row: { id: number }) => row.id);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    expect(listed.slice(0, 4)).toEqual([...ids].reverse());
    const dn = (await admin.get('/api/ai-summary?kind=reportDN').expect(200)).body.data;
    expect(dn.every((row: { info: { sheetName: string } }) => row.info.sheetName === 'CompanySummary')).toBe(true);
    expect(dn.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([ids[1], ids[2]]));
    const reports = (await admin.get('/api/ai-summary?kind=report&status=draft').expect(200)).body.data;
    expect(reports.map((row: { id: number }) => row.id)).toEqual([ids[3]]);
    const page = (await admin.get('/api/ai-summary?pageSize=2&page=2').expect(200)).body;
    expect(page.data.map((row: { id: number }) => row.id)).toEqual([ids[1], ids[0]]);
    expect(page.total).toBe(all.total);
    for (const [query, message] of [
      ['kind=company', 'Loại báo cáo không hợp lệ: chọn Báo cáo hoặc Báo cáo DN.'],
      ['pageSize=6000', 'Số dòng mỗi trang phải từ 1 đến 5.000.'],
      ['page=0x1', 'Số trang phải là số nguyên từ 1.'],
      ['status=deleted', 'Trạng thái không hợp lệ: chọn Nháp, Đã xuất bản hoặc Lưu trữ.'],
    ]) {
      const refused = await admin.get(`/api/ai-summary?${query}`);
      expect({ query, status: refused.status, message: refused.body.message }).toEqual({ query, status: 400, message });
    }
  });

  it('shows learners published reports only, and lets them change nothing', async () => {
    const admin = await t.signInAdmin();
    const published = (await admin.post('/api/ai-summary').send(report({ info: { title: 'Đã xuất bản' } })).expect(201)).body.id;
    const draft = (await admin.post('/api/ai-summary').send(report({ info: { title: 'Bản nháp' }, status: 'draft' })).expect(201)).body.id;
    const user = await t.createUser();
    const learner = await t.signIn(user.username, user.password);
    const list = (await learner.get('/api/ai-summary?status=draft').expect(200)).body.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row: { status: string }) => row.status === 'published')).toBe(true);
    expect(list.map((row: { id: number }) => row.id)).toContain(published);
    expect((await learner.get(`/api/ai-summary/${published}`)).status).toBe(200);
    expect((await learner.get(`/api/ai-summary/${draft}`)).status).toBe(404);
    expect((await learner.put(`/api/ai-summary/${published}`).send({ summary1: 'x' })).status).toBe(403);
  });

  it('refuses what the form refuses, with its message, and stores nothing', async () => {
    const admin = await t.signInAdmin();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [report({ info: { title: '' } }), 422, 'Vui lòng nhập tiêu đề!'],
      [report({ info: 'x' }), 400, 'Vui lòng nhập tiêu đề!'],
      [report({ summary1: ' ' }), 422, 'Vui lòng nhập tóm tắt!'],
      [report({ category: 'Khác' }), 400, 'Danh mục không hợp lệ (Ngành, Vĩ mô hoặc Doanh nghiệp).'],
      [report({ status: 'xoa' }), 400, 'Trạng thái không hợp lệ: chọn Nháp, Đã xuất bản hoặc Lưu trữ.'],
      [report({ tables: [{ id: 't', name: '', type: 'monthly', data: {} }] }), 422, 'Vui lòng nhập tên bảng!'],
      [report({ tables: [{ id: 't', name: 'Bảng', data: {} }] }), 422, 'Vui lòng chọn loại bảng!'],
      [report({ tables: [{ id: 't', name: 'Bảng', type: 'quarterly', data: { Q5: '1' } }] }), 422, 'Bảng "Bảng": cột "Q5" không thuộc loại bảng đã chọn.'],
      [report({ tables: [{ id: 't', name: 'Năm', type: 'yearly', data: { [`Năm ${YEAR - 3}`]: '1' } }] }), 422, `Bảng "Năm": cột "Năm ${YEAR - 3}" không thuộc loại bảng đã chọn.`],
      [report({ fileUrls: Array.from({ length: 11 }, (_, i) => `https://x.example/${i}.pdf`) }), 422, 'Tối đa 10 tệp đính kèm!'],
      [report({ fileUrls: ['https://x.example/virus.exe'] }), 422, 'Chỉ chấp nhận tệp PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, TXT, ZIP, RAR!'],
      [report({ summary2: 'x'.repeat(AI_SUMMARY_LIMITS.summary + 1) }), 422, 'Tóm tắt không được quá 80.000 ký tự.'],
      [report({ summary1: 42 }), 400, 'Tóm tắt phải là văn bản.'],
    ];
    const before = (await admin.get('/api/ai-summary')).body.total;
    for (const [body, status, message] of cases) {
      const refused = await admin.post('/api/ai-summary').send(body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status, message });
    }
    const huge = await admin.post('/api/ai-summary').send(report({ summary2: 'x'.repeat(10 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect((await admin.get('/api/ai-summary')).body.total).toBe(before);
    const malformed = await admin.post('/api/ai-summary').set('content-type', 'application/json').send('{"info": {');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/[^\x00-\x7F]/);
    for (const id of ['0', '-1', '99999']) expect((await admin.put(`/api/ai-summary/${id}`).send({ summary1: 'x' })).status).toBe(404);
    for (const id of ['abc', '1e3', '0x10']) expect((await admin.put(`/api/ai-summary/${id}`).send({ summary1: 'x' })).body.message).toBe('Tham số không hợp lệ: cần một số viết ở hệ thập phân.');
  });

  it('stores the largest report the form allows in one event; one character more, or two summaries too heavy together, get their own 422', async () => {
    const admin = await t.signInAdmin();
    // 3 bytes in UTF-8: the heaviest a character of a summary can be.
    const longest = 'ệ'.repeat(AI_SUMMARY_LIMITS.summary);
    const stored = await admin.post('/api/ai-summary').send(report({ summary1: longest })).expect(201);
    expect(stored.body.summary1).toBe(longest);
    const [created] = await t.app.get<EventStore>(EVENT_STORE).readStream(aiSummaryStreamId(stored.body.id));
    expect(eventBytes(created)).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);

    const before = (await admin.get('/api/ai-summary')).body.total;
    for (const [body, code, message] of [
      [report({ summary1: `${longest}ệ` }), 'SUMMARY_TOO_LONG', 'Tóm tắt không được quá 80.000 ký tự.'],
      [report({ summary2: `${longest}ệ` }), 'SUMMARY_TOO_LONG', 'Tóm tắt không được quá 80.000 ký tự.'],
      [report({ summary1: longest, summary2: longest }), 'RECORD_TOO_LARGE', AI_SUMMARY_MESSAGES.recordTooLarge],
    ] as const) {
      const refused = await admin.post('/api/ai-summary').send(body);
      expect({ status: refused.status, code: refused.body.code, message: refused.body.message }).toEqual({ status: 422, code, message });
    }
    // An edit is held to the same: the report after it must fit one event.
    const edit = await admin.put(`/api/ai-summary/${stored.body.id}`).send({ summary2: longest });
    expect({ status: edit.status, code: edit.body.code, message: edit.body.message }).toEqual({ status: 422, code: 'RECORD_TOO_LARGE', message: AI_SUMMARY_MESSAGES.recordTooLarge });
    expect((await admin.get('/api/ai-summary')).body.total).toBe(before);
  });

  it('tells admins in the queue room when a report changes', async () => {
    const socket = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) });
    await socket.next('session.ready');
    socket.send('admin.queue.subscribe', {});
    await socket.next('room.joined');
    const created = (await (await t.signInAdmin()).post('/api/ai-summary').send(report()).expect(201)).body;
    expect(await socket.next('ai-summary.changed', (m) => m.id === created.id)).toEqual({ id: created.id, change: 'AiSummaryCreated', version: 1 });
    await socket.close();
  });

  it("tells learners when a report they can read changes (the reports list follows live), never of a draft", async () => {
    const learner = await t.createUser();
    const socket = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(learner.username, learner.password) });
    await socket.next('session.ready');
    const admin = await t.signInAdmin();
    const draft = (await admin.post('/api/ai-summary').send(report({ status: 'draft' })).expect(201)).body;
    const published = (await admin.post('/api/ai-summary').send(report()).expect(201)).body;
    expect(await socket.next('ai-summary.changed', (m) => m.id === published.id)).toEqual({ id: published.id, change: 'AiSummaryCreated', version: 1 });
    // Unpublishing is news to learners too (the report leaves their list); the draft was never told.
    await admin.put(`/api/ai-summary/${published.id}`).send({ status: 'draft' }).expect(200);
    expect(await socket.next('ai-summary.changed', (m) => m.id === published.id)).toEqual({ id: published.id, change: 'AiSummaryEdited', version: 2 });
    await admin.put(`/api/ai-summary/${draft.id}`).send({ summary1: 'Vẫn là bản nháp.' }).expect(200);
    await admin.put(`/api/ai-summary/${published.id}`).send({ summary1: 'Bản nháp sau khi gỡ.' }).expect(200);
    await admin.put(`/api/ai-summary/${draft.id}`).send({ status: 'published' }).expect(200);
    expect(await socket.next('ai-summary.changed', (m) => m.id === draft.id)).toEqual({ id: draft.id, change: 'AiSummaryEdited', version: 3 });
    expect(socket.received.filter((m) => m.event === 'ai-summary.changed').map((m) => m.data)).toEqual([
      { id: published.id, change: 'AiSummaryCreated', version: 1 },
      { id: published.id, change: 'AiSummaryEdited', version: 2 },
      { id: draft.id, change: 'AiSummaryEdited', version: 3 },
    ]);
    await socket.close();
  });

  it('keeps uploaded report files: a report naming one claims it', async () => {
    const admin = await t.signInAdmin();
    const [file] = (await admin.post('/api/upload-many-file?purpose=document').attach('files', Buffer.from('%PDF-1.4 báo cáo'), 'bao-cao.pdf').expect(201)).body.files;
    await admin.post('/api/ai-summary').send(report({ fileUrls: [file.fileUrl] })).expect(201);
    // The claim is the uploads' read model's, which follows the log on its own (the answer waited for the reports' one).
    await t.app.get(ProjectionsService).waitFor(await t.app.get<EventStore>(EVENT_STORE).committedHead(), [UPLOAD_PROJECTION]);
    const rows = await t.app.get(MikroORM).em.fork().getConnection().execute(`SELECT claimed_by FROM storage_upload WHERE key = ?`, [file.fileUrl.slice('/files/'.length)]);
    expect(rows[0].claimed_by).toMatch(/^ai-summary-\d+$/);
  });

  it('rebuilds content_ai_summary from zero into what the live projection holds', async () => {
    const connection = t.app.get(MikroORM).em.fork().getConnection();
    const rows = () => connection.execute(`SELECT * FROM content_ai_summary AS row ORDER BY id`);
    const live = await rows();
    expect(live.length).toBeGreaterThan(5);
    await t.app.get(ProjectionsService).rebuild(AI_SUMMARY_PROJECTION);
    expect(await rows()).toEqual(live);
  });
});
