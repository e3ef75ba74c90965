import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type pg from 'pg';
import { EVENT_STORE, PG_POOL } from '../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { CONTENT_RECORD_PROJECTION } from './projections/content-record/content-record.projection.js';
import { ContentListExtensions } from './content-list-extensions.js';
import { SAMPLE_ITEMS } from './sample-library/sample-items.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const quiz = {
  questionQuiz: [{ question: 'Câu hỏi một?', options: { A: 'Một', B: 'Hai', C: 'Ba', D: 'Bốn' }, correct_answer: 'C', explanation: 'Vì ba.' }],
  questionEssay: [{ question: 'Phân tích thêm.', expectedAnswer: 'Đáp án mẫu' }],
};

describe('content records', () => {
  let t: TestApp;
  let admin: Agent;
  const head = () => t.app.get<EventStore>(EVENT_STORE).committedHead();
  const count = async () => (await admin.get('/api/k9/type/news?pageSize=100')).body.total as number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
  });
  afterAll(() => t.close());

  it('creates with the defaults, reads back by id and lists id descending', async () => {
    const created = await admin.post('/api/k9').send({ type: 'news', title: 'Kinh tế vỉa hè', summary: 'Tóm tắt', tag4: ['Program 1'], questionContent: JSON.stringify(quiz) }).expect(201);
    expect(created.headers.etag).toBe('W/"1"');
    expect(created.body).toMatchObject({ type: 'news', title: 'Kinh tế vỉa hè', status: 'draft', isPublic: true, tag4: ['Program 1'], version: 1, createdBy: 'admin@k9.test' });
    expect(created.body.questionContent.questionQuiz[0].correct_answer).toBe('C');
    const second = await admin.post('/api/k9').send({ type: 'news', title: 'Bài thứ hai' }).expect(201);
    expect(second.body.id).toBeGreaterThan(created.body.id);
    const one = await admin.get(`/api/k9/${created.body.id}`).expect(200);
    expect(one.body).toEqual(created.body);
    const list = await admin.get('/api/k9/type/news').expect(200);
    expect(list.body.data.map((row: { id: number }) => row.id)).toEqual([second.body.id, created.body.id]);
    expect(list.body.data[1]).toMatchObject({ hasQuiz: true, quizCount: 2, hasImage: false, diagram: 'none' });
    expect(list.body.data[1].detail).toBeUndefined();
  });

  it('updates only what changed, with If-Match; a stale version is 412 and writes nothing', async () => {
    const { body: record } = await admin.post('/api/k9').send({ type: 'caseTraining', title: 'Tình huống', tag1: 'Finance' }).expect(201);
    const updated = await admin.put('/api/k9').set('If-Match', 'W/"1"').send({ id: record.id, title: 'Tình huống', summary: 'Mới', status: 'published', isPublic: false }).expect(200);
    expect(updated.body).toMatchObject({ summary: 'Mới', status: 'published', isPublic: false, version: 4 });
    const audit = await admin.get(`/api/audit/stream/content-${record.id}`).expect(200);
    expect(audit.body.data.map((entry: { type: string }) => entry.type)).toEqual(['ContentVisibilityChanged', 'ContentStatusChanged', 'ContentEdited', 'ContentCreated']);
    expect(audit.body.data[2].data).toEqual({ contentId: record.id, changes: { summary: 'Mới' } });
    expect(audit.body.data[0].actorEmail).toBe('admin@k9.test');
    const before = await head();
    const stale = await admin.put('/api/k9').set('If-Match', 'W/"1"').send({ id: record.id, summary: 'Cũ' });
    expect([stale.status, stale.body.code, stale.body.message]).toEqual([412, 'STALE_VERSION', 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại rồi thử lại.']);
    expect(await head()).toBe(before);
    await admin.put('/api/k9').send({ ...updated.body }).expect(200);
    expect(await head()).toBe(before);
  });

  it('refuses bad input in Vietnamese and writes nothing', async () => {
    const before = await head();
    const cases: Array<[object, number, string]> = [
      [{ type: 'news', title: 'x', imgUrls: Array.from({ length: 9 }, (_, i) => `/files/${i}.png`) }, 422, 'Chỉ được tải lên tối đa 8 hình ảnh!'],
      [{ type: 'news', title: 'x', imgUrls: ['/files/a.webp'] }, 422, 'Chỉ chấp nhận hình ảnh JPG, PNG hoặc GIF!'],
      [{ type: 'news', title: 'x', fileUrls: Array.from({ length: 11 }, (_, i) => `/files/${i}.pdf`) }, 422, 'Chỉ được đính kèm tối đa 10 file!'],
      [{ type: 'story', title: 'x', audioText: 'a'.repeat(50_001) }, 422, 'Nội dung audio không được quá 50.000 ký tự!'],
      [{ type: 'home', title: 'x', displayOrder: 101 }, 422, 'Thứ tự hiển thị phải từ 1 đến 100!'],
      [{ type: 'news', title: 'x', questionContent: '{"questionQuiz": [' }, 422, 'Nội dung quiz không phải JSON hợp lệ!'],
      [{ type: 'news', title: 'x', quizContent: { questionQuiz: [{ question: 'Q', options: { A: 'a', B: 'b', C: 'c' }, correct_answer: 'A' }] } }, 422, 'Câu trắc nghiệm 1: Vui lòng nhập đáp án D!'],
      [{ type: 'news', title: 'x', videoUrl: ['/files/a.mp4', '/files/b.mp4'] }, 400, 'Video không hợp lệ.'],
      [{ type: 'news', title: 'x', khongCo: 1 }, 400, 'Trường khongCo không tồn tại trong bản ghi.'],
      [{ type: 'blog', title: 'x' }, 400, 'Loại bản ghi không hợp lệ: hãy tạo bản ghi từ một tab của K9 Management.'],
      [{ type: 'news', title: '   ' }, 422, 'Vui lòng nhập tiêu đề!'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await admin.post('/api/k9').send(body);
      expect({ body: Object.keys(body), status: answer.status, message: answer.body.message }).toEqual({ body: Object.keys(body), status, message });
    }
    const malformed = await admin.post('/api/k9').set('Content-Type', 'application/json').send('{"type": "news", "title": ');
    expect([malformed.status, malformed.body.message]).toEqual([400, 'Dữ liệu JSON gửi lên không hợp lệ.']);
    const huge = await admin.post('/api/k9').send({ type: 'news', title: 'x', detail: 'x'.repeat(10 * 1024 * 1024) });
    expect([huge.status, huge.body.message]).toEqual([413, 'Dữ liệu gửi lên quá lớn.']);
    expect((await admin.put('/api/k9').send({ id: 999999, title: 'x' })).status).toBe(404);
    expect((await admin.get('/api/k9/999999')).body).toEqual({ statusCode: 404, code: 'CONTENT_NOT_FOUND', message: 'Không tìm thấy bản ghi.' });
    expect((await admin.get('/api/k9/type/blog')).body.message).toBe('Tab không tồn tại.');
    expect((await admin.get('/api/k9/type/news?pageSize=7')).body.message).toBe('Số dòng mỗi trang phải là 20, 50, 100, 500, 1.000, 2.000 hoặc 5.000.');
    expect(await head()).toBe(before);
  });

  it('searches accent- and case-insensitively, filters and counts facets on the server', async () => {
    const make = (body: object) => admin.post('/api/k9').send({ type: 'longForm', status: 'published', ...body }).expect(201);
    await make({ title: 'Quản trị dòng tiền', detail: 'Bài về KINH TẾ vĩ mô', category: 'Mô hình', tag4: ['Program 1', 'Program 2'], imgUrls: ['/files/a.png'] });
    await make({ title: 'Chiến lược giá', summary: 'Định giá sản phẩm', category: 'Mô hình', tag4: ['Program 2'] });
    await make({ title: 'Không chương trình', category: 'Lý thuyết', diagramHtmlCode: ['<b>x</b>'] });
    const search = await admin.get('/api/k9/type/longForm').query({ search: 'kinh te' }).expect(200);
    expect(search.body.data.map((row: { title: string }) => row.title)).toEqual(['Quản trị dòng tiền']);
    expect((await admin.get('/api/k9/type/longForm').query({ search: 'dinh gia' })).body.total).toBe(1);
    expect((await admin.get('/api/k9/type/longForm').query({ search: 'ĐỊNH GIÁ SẢN' })).body.total).toBe(1);
    // Inside a syllable of a title; LIKE's own characters are plain text.
    expect((await admin.get('/api/k9/type/longForm').query({ search: 'ong tie' })).body.data.map((row: { title: string }) => row.title)).toEqual(['Quản trị dòng tiền']);
    expect((await admin.get('/api/k9/type/longForm').query({ search: '%%%' })).body.total).toBe(0);
    expect((await admin.get('/api/k9/type/longForm').query({ search: "'; DROP TABLE content_record; --" })).body.total).toBe(0);
    const all = await admin.get('/api/k9/type/longForm').expect(200);
    expect(all.body.facets.category).toEqual([{ value: 'Mô hình', count: 2 }, { value: 'Lý thuyết', count: 1 }]);
    expect(all.body.facets.tag4).toEqual([{ value: 'Program 2', count: 2 }, { value: 'Program 1', count: 1 }]);
    const filter = (query: object) => admin.get('/api/k9/type/longForm').query(query).then((answer) => answer.body.total as number);
    expect(await filter({ programCount: 'no' })).toBe(1);
    expect(await filter({ programCount: 'has' })).toBe(2);
    expect(await filter({ programCount: '2' })).toBe(1);
    expect(await filter({ programCount: '10+' })).toBe(0);
    // Programs match as a set on the management screens (spec 3 §5), 'contains' on request; learners by containment.
    expect(await filter({ tag4: 'Program 2' })).toBe(1);
    expect(await filter({ tag4: 'Program 2', tag4Mode: 'exact' })).toBe(1);
    expect(await filter({ tag4: 'Program 2', tag4Mode: 'contains' })).toBe(2);
    expect(await filter({ tag4: 'Program 1,Program 2' })).toBe(1);
    expect(await filter({ tag4: 'Program 2', view: 'learner' })).toBe(2);
    const reader = await t.createUser();
    const learner = await t.signIn(reader.username, reader.password);
    expect((await learner.get('/api/k9/type/longForm').query({ tag4: 'Program 2' })).body.total).toBe(2);
    expect(await filter({ hasImage: 'true' })).toBe(1);
    expect(await filter({ diagram: 'html' })).toBe(1);
    expect(await filter({ category: 'Mô hình', page: 2, pageSize: 20 })).toBe(2);
    const quick = await admin.get('/api/k9/type/longForm').query({ category: 'Mô hình', facets: 'false' }).expect(200);
    expect([quick.body.total, quick.body.data.length, quick.body.facets.category]).toEqual([2, 2, []]);
    const counts = await admin.get('/api/k9/counts').expect(200);
    expect(counts.body.published.longForm).toBe(3);
    // Programs are counted per record, also when records share the same set of programs.
    await make({ title: 'Cùng chương trình', category: 'Lý thuyết', tag4: ['Program 2'] });
    expect((await admin.get('/api/k9/type/longForm').expect(200)).body.facets.tag4).toEqual([{ value: 'Program 2', count: 3 }, { value: 'Program 1', count: 1 }]);
  });

  it('bulk-updates with the spec field rules, reports each id and is idempotent when retried', async () => {
    const a = (await admin.post('/api/k9').send({ type: 'news', title: 'A' })).body.id;
    const b = (await admin.post('/api/k9').send({ type: 'caseTraining', title: 'B' })).body.id;
    const refused = await admin.post('/api/k9/update-batch').send({ ids: [a, b], fieldToUpdate: 'tag2', value: 'Beginner' });
    expect([refused.status, refused.body.message]).toEqual([422, 'Trường Cấp độ không khả dụng cho tab Learning Block']);
    expect((await admin.post('/api/k9/update-batch').send({ ids: [], fieldToUpdate: 'tag4', value: ['x'] })).body.message).toBe('Vui lòng chọn ít nhất một bản ghi để cập nhật');
    expect((await admin.post('/api/k9/update-batch').send({ ids: [a], fieldToUpdate: 'category', value: '' })).body.message).toBe('Vui lòng chọn Danh mục');
    const done = await admin.post('/api/k9/update-batch').send({ ids: [a, b, 999998], fieldToUpdate: 'tag4', value: ['Program 3', 'Program 4'] }).expect(200);
    expect(done.body.results).toEqual([
      { id: a, outcome: 'updated' },
      { id: b, outcome: 'updated' },
      { id: 999998, outcome: 'not_found', code: 'CONTENT_NOT_FOUND', message: 'Không tìm thấy bản ghi.' },
    ]);
    const again = await admin.post('/api/k9/update-batch').send({ ids: [a, b], fieldToUpdate: 'tag4', value: ['Program 3', 'Program 4'] }).expect(200);
    expect(again.body.summary).toMatchObject({ unchanged: 2, updated: 0 });
    expect((await admin.get(`/api/k9/${b}`)).body.tag4).toEqual(['Program 3', 'Program 4']);
    await admin.post('/api/k9/update-batch').send({ ids: [a, b], fieldToUpdate: 'allowed_user_class', value: [] }).expect(200);
    const deleted = await admin.post('/api/k9/delete-batch').send({ ids: [a, b] }).expect(200);
    expect(deleted.body.summary).toMatchObject({ deleted: 2 });
    const retried = await admin.post('/api/k9/delete-batch').send({ ids: [a, b] }).expect(200);
    expect(retried.body.results).toEqual([{ id: a, outcome: 'already_deleted' }, { id: b, outcome: 'already_deleted' }]);
    expect((await admin.get(`/api/k9/${a}`)).status).toBe(404);
    expect((await admin.post('/api/k9/delete-batch').send({ ids: [] })).body.message).toBe('Vui lòng chọn ít nhất một mục để xóa!');
  });

  it('deletes one record (gone from the read model, kept in the audit) and reads by cid', async () => {
    const one = (await admin.post('/api/k9').send({ type: 'news', title: 'Theo cid', cid: 'CID-1' })).body.id;
    await admin.post('/api/k9').send({ type: 'news', title: 'Theo cid 2', cid: 'CID-1' }).expect(201);
    expect((await admin.get('/api/k9/cid/CID-1/type/news')).body.data.map((row: { title: string }) => row.title)).toEqual(['Theo cid 2', 'Theo cid']);
    const total = await count();
    await admin.delete(`/api/k9/${one}`).expect(200);
    expect(await count()).toBe(total - 1);
    expect((await admin.delete(`/api/k9/${one}`)).status).toBe(404);
    expect((await admin.get(`/api/audit/stream/content-${one}`)).body.data[0].type).toBe('ContentDeleted');
  });

  it('serves the categories and the tag options, saving the defaults back when unset', async () => {
    const categories = await admin.get('/api/category').expect(200);
    expect(categories.body.byType.story).toEqual(['Case study', 'Kinh tế - tài chính', 'Thế giới', 'Công nghệ', 'Đổi mới sáng tạo', 'Khác']);
    expect(categories.body.data).toContain('Kinh tế vỉa hè');
    const tags = await admin.get('/api/k9/tag-options').expect(200);
    expect(tags.body.TAG4_OPTIONS[0]).toEqual({ value: 'Program 1', label: 'Program 1', description: '', imageUrl: null });
    const stored = await admin.get('/api/setting/TAG1_OPTIONS').expect(200);
    expect(stored.body.setting.map((option: { label: string }) => option.label)).toContain('Business Strategy');
    expect(stored.body.updatedBy).toBe('system');
  });

  it('lets an admin list what learners are shown, lets another context add its own filter, and documents every route', async () => {
    await admin.post('/api/k9').send({ type: 'story', title: 'Đã xuất bản', status: 'published' }).expect(201);
    await admin.post('/api/k9').send({ type: 'story', title: 'Bỏ qua', status: 'published', impact: 'skip' }).expect(201);
    await admin.post('/api/k9').send({ type: 'story', title: 'Nháp' }).expect(201);
    expect((await admin.get('/api/k9/type/story')).body.total).toBe(3);
    expect((await admin.get('/api/k9/type/story?view=learner')).body.data.map((row: { title: string }) => row.title)).toEqual(['Đã xuất bản']);
    t.app.get(ContentListExtensions).register({
      name: 'test-title',
      where: (context, params) => (typeof context.query.onlyTitle === 'string' ? [`c.item->>'title' = ${params.add(context.query.onlyTitle)}`] : []),
    });
    const narrowed = await admin.get('/api/k9/type/story').query({ onlyTitle: 'Nháp' }).expect(200);
    expect([narrowed.body.total, narrowed.body.data[0].title]).toEqual([1, 'Nháp']);
    const paths = Object.keys((await t.http().get('/api/docs-json').expect(200)).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/k9', '/api/k9/{id}', '/api/k9/cid/{cid}/type/{type}', '/api/k9/type/{type}', '/api/k9/update-batch', '/api/k9/delete-batch',
        '/api/k9/delete-samples', '/api/k9/counts', '/api/k9/tag-options', '/api/category',
      ]),
    );
  });

  it('rebuilds the record read model into exactly what the live projection wrote', async () => {
    const pool = t.app.get<pg.Pool>(PG_POOL);
    const rows = async () => (await pool.query(`SELECT * FROM content_record AS row ORDER BY row.id`)).rows;
    const live = await rows();
    expect(live.length).toBeGreaterThan(5);
    await t.app.get(ProjectionsService).rebuild(CONTENT_RECORD_PROJECTION);
    expect(await rows()).toEqual(live);
  });
});

describe('sample library', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_SAMPLE_CONTENT: 'true' });
  });
  afterAll(() => t.close());

  it('seeds original items of every type on first start, public and published, removable in one action', async () => {
    const admin = await t.signInAdmin();
    await t.app.get(ProjectionsService).waitFor(await t.app.get<EventStore>(EVENT_STORE).committedHead(), [CONTENT_RECORD_PROJECTION]);
    const counts = await admin.get('/api/k9/counts').expect(200);
    expect(counts.body.samples).toBe(SAMPLE_ITEMS.length);
    for (const type of ['home', 'news', 'caseTraining', 'longForm', 'library', 'story']) expect(counts.body.published[type]).toBeGreaterThan(0);
    expect(counts.body.adminOnlyPublished).toBe(0);
    const cases = await admin.get('/api/k9/type/caseTraining').expect(200);
    expect(cases.body.data.every((row: { hasQuiz: boolean; isSample: boolean }) => row.hasQuiz && row.isSample)).toBe(true);
    const removed = await admin.post('/api/k9/delete-samples').expect(200);
    expect(removed.body.summary.deleted).toBe(SAMPLE_ITEMS.length);
    expect((await admin.get('/api/k9/counts')).body.samples).toBe(0);
  });
});
