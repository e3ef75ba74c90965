import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { publishedAnswerHtml, type EventStore } from '@k9/domain';
import { runnableIn, XSS_CORPUS } from '../../../../../../libs/domain/src/studio/questions/rules/answer-html.xss-corpus.testing.js';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { QUESTION_PROJECTION } from './projections/question/question.projection.js';
import { QuestionsWriter } from './questions-writer.js';
import { openTestSocket } from '../../../../test/helpers/ws-client.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
const form = (over: Record<string, unknown> = {}) => ({ question: 'Biên lợi nhuận gộp là gì?', category: 'Tài chính', level: 'elementary', ...over });
const runnable = runnableIn;

describe('questions and answers (spec 1 §7, spec 3 screen 3)', () => {
  let t: TestApp;
  let admin: Agent;
  const head = () => t.app.get<EventStore>(EVENT_STORE).committedHead();
  const audit = async (streamId: string) => (await admin.get(`/api/audit/stream/${streamId}`).expect(200)).body.data as Array<{ type: string; actorEmail: string; data: Record<string, unknown> }>;
  const list = async () => (await admin.get('/api/question').expect(200)).body.data as Array<{ id: number; index: number | null; answer: { html: string } | null }>;
  const writer = () => t.app.get(QuestionsWriter);
  const metadata = () => ({ actorId: 'admin-id', actorEmail: ADMIN.email, correlationId: 'c-1', causationId: 'c-1', occurredAt: new Date().toISOString() });

  beforeAll(async () => {
    t = await startTestApp({ SEED_SAMPLE_CONTENT: 'false' });
    admin = await t.signInAdmin();
  });
  afterAll(() => t.close());

  it('lets an admin create, edit, answer and delete a question, each change an event with the admin in it', async () => {
    const created = await admin.post('/api/question').send(form({ question: '  Biên lợi nhuận gộp là gì? ' })).expect(201);
    expect(created.body).toMatchObject({ success: true, id: expect.any(Number), data: { question: 'Biên lợi nhuận gộp là gì?', category: 'Tài chính', level: 'elementary', index: null, ai_gen_id: null, answer: null, createdBy: ADMIN.email, version: 1 } });
    expect(created.headers.etag).toBe('W/"1"');
    const id = created.body.id as number;

    const edited = await admin.put('/api/question').set('If-Match', 'W/"1"').send({ id, level: 'advanced', category: 'Tài chính' }).expect(200);
    expect(edited.body).toMatchObject({ success: true, data: { id, level: 'advanced', version: 2 } });
    const stale = await admin.put('/api/question').set('If-Match', 'W/"1"').send({ id, level: 'intermediate' });
    expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 412, message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại rồi thử lại.' });

    const answered = await admin.post('/api/answer').send({ question_id: id, title: 'Biên gộp', content: 'Lợi nhuận gộp / doanh thu', html: '<p>Lợi nhuận gộp chia doanh thu.</p>' }).expect(201);
    expect(answered.body).toEqual({
      success: true,
      data: expect.objectContaining({ question_id: id, title: 'Biên gộp', html: '<p>Lợi nhuận gộp chia doanh thu.</p>', show: true, ai_gen_id: null, audioUrl: null, level: null, createdBy: ADMIN.email }),
    });
    const again = await admin.post('/api/answer').send({ question_id: id, html: '<p>Hai</p>' });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: 'Câu hỏi này đã có câu trả lời.' });
    const changed = await admin.put('/api/answer').send({ question_id: id, html: '<p>Mới <b>hơn</b></p><script>alert(1)</script>', show: false }).expect(200);
    expect(changed.body.data).toMatchObject({ html: '<p>Mới <b>hơn</b></p>', show: false, title: 'Biên gộp' });

    const row = (await list()).find((question) => question.id === id)!;
    expect(row).toMatchObject({ id, level: 'advanced', answer: { html: '<p>Mới <b>hơn</b></p>' } });

    const events = await audit(`question-${id}`);
    expect(events.map((event) => event.type)).toEqual(['QuestionAnswerEdited', 'QuestionAnswerCreated', 'QuestionEdited', 'QuestionCreated']);
    expect(events.every((event) => event.actorEmail === ADMIN.email)).toBe(true);
    expect(events[0].data).toEqual({ questionId: id, changes: { html: '<p>Mới <b>hơn</b></p>', show: false } });
    expect(events[2].data).toEqual({ questionId: id, changes: { level: 'advanced' } });

    expect((await admin.delete(`/api/question/${id}`).expect(200)).body).toEqual({ success: true, id });
    expect((await list()).map((question) => question.id)).not.toContain(id);
    expect((await audit(`question-${id}`))[0]).toMatchObject({ type: 'QuestionDeleted', actorEmail: ADMIN.email });
    const gone = await admin.delete(`/api/question/${id}`);
    expect({ status: gone.status, message: gone.body.message }).toEqual({ status: 404, message: 'Không tìm thấy câu hỏi.' });
  });

  it("tells the admins' tabs live when a question changes (another admin's screen, or a publish from the AI screen)", async () => {
    const socket = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) });
    try {
      await socket.next('session.ready');
      socket.send('admin.queue.subscribe', {});
      await socket.next('room.joined');
      const id = (await admin.post('/api/question').send(form({ question: 'Dòng tiền tự do là gì?' })).expect(201)).body.id as number;
      expect(await socket.next('question.changed', (m) => m.ids.includes(id))).toEqual({ ids: [id], changes: ['QuestionCreated'] });
      await admin.post('/api/answer').send({ question_id: id, html: '<p>Tiền còn lại sau đầu tư.</p>' }).expect(201);
      expect((await socket.next('question.changed', (m) => m.ids.includes(id) && m.changes.includes('QuestionAnswerCreated'))).ids).toEqual([id]);
      await admin.delete(`/api/question/${id}`).expect(200);
      await socket.next('question.changed', (m) => m.ids.includes(id) && m.changes.includes('QuestionDeleted'));
    } finally {
      await socket.close();
    }
  });

  it('refuses what the form refuses, with its message, and stores nothing', async () => {
    const id = (await admin.post('/api/question').send(form()).expect(201)).body.id as number;
    const cases: Array<[string, string, Record<string, unknown>, number, string]> = [
      ['post', '/api/question', form({ category: '' }), 422, 'Vui lòng nhập loại câu hỏi'],
      ['post', '/api/question', form({ category: undefined }), 422, 'Vui lòng nhập loại câu hỏi'],
      ['post', '/api/question', form({ question: '  ' }), 422, 'Vui lòng nhập câu hỏi'],
      ['post', '/api/question', form({ question: 42 }), 400, 'Vui lòng nhập câu hỏi'],
      ['post', '/api/question', form({ level: undefined }), 422, 'Vui lòng chọn cấp độ'],
      ['post', '/api/question', form({ level: 'expert' }), 400, 'Cấp độ không hợp lệ (elementary, intermediate hoặc advanced).'],
      ['post', '/api/question', form({ question: 'x'.repeat(2001) }), 422, 'Câu hỏi không được quá 2000 ký tự.'],
      ['put', '/api/question', { id, category: ' ' }, 422, 'Vui lòng nhập loại câu hỏi'],
      ['put', '/api/question', { id: 'abc', category: 'x' }, 400, 'Mã câu hỏi (id) phải là số nguyên dương.'],
      ['put', '/api/question', { id: 999999, category: 'x' }, 404, 'Không tìm thấy câu hỏi.'],
      ['post', '/api/answer', { question_id: id, html: '' }, 422, 'Vui lòng nhập nội dung HTML của câu trả lời'],
      ['post', '/api/answer', { question_id: id }, 400, 'Vui lòng nhập nội dung HTML của câu trả lời'],
      ['post', '/api/answer', { question_id: id, html: '<script>alert(1)</script><img src=x onerror=alert(1)>'.slice(0, 25) }, 422, 'Vui lòng nhập nội dung HTML của câu trả lời'],
      ['post', '/api/answer', { question_id: id, html: '<p>x</p>', audioUrl: 'javascript:alert(1)' }, 422, 'Đường dẫn audio không hợp lệ.'],
      ['post', '/api/answer', { question_id: id, html: '<p>x</p>', show: 'yes' }, 400, 'Trường show phải là true hoặc false.'],
      ['post', '/api/answer', { question_id: 0, html: '<p>x</p>' }, 400, 'Mã câu hỏi (question_id) phải là số nguyên dương.'],
      ['post', '/api/answer', { question_id: 999999, html: '<p>x</p>' }, 404, 'Không tìm thấy câu hỏi.'],
      ['put', '/api/answer', { question_id: id, html: '<p>x</p>' }, 404, 'Câu hỏi này chưa có câu trả lời.'],
      ['post', `/api/question/${id}/move`, { direction: 'left' }, 400, 'Hướng di chuyển (direction) phải là up hoặc down.'],
    ];
    const before = await head();
    for (const [method, path, body, status, message] of cases) {
      const refused = await (method === 'post' ? admin.post(path) : admin.put(path)).send(body);
      expect({ path, body: JSON.stringify(body).slice(0, 80), status: refused.status, message: refused.body.message }).toEqual({ path, body: JSON.stringify(body).slice(0, 80), status, message });
    }
    expect(await head()).toBe(before);
    for (const bad of ['0', '-1', '999999']) expect((await admin.delete(`/api/question/${bad}`)).status).toBe(404);
    for (const bad of ['abc', '1e3']) expect((await admin.delete(`/api/question/${bad}`)).body.message).toBe('Tham số không hợp lệ: cần một số viết ở hệ thập phân.');
    await admin.delete(`/api/question/${id}`).expect(200);
  });

  it('moves a question up or down by swapping its index with its neighbour', async () => {
    const ids: number[] = [];
    for (const name of ['Một', 'Hai', 'Ba']) ids.push((await admin.post('/api/question').send(form({ question: `Câu ${name}?` })).expect(201)).body.id);
    const order = (rows: Array<{ id: number }>) => rows.map((row) => row.id).filter((id) => ids.includes(id));
    expect(order(await list())).toEqual(ids);

    const moved = await admin.post(`/api/question/${ids[2]}/move`).send({ direction: 'up' }).expect(200);
    expect(order(moved.body.data)).toEqual([ids[0], ids[2], ids[1]]);
    const indexOf = (rows: Array<{ id: number; index: number | null }>, id: number) => rows.find((row) => row.id === id)!.index!;
    const rows = moved.body.data as Array<{ id: number; index: number | null }>;
    expect(rows.every((row) => row.index !== null)).toBe(true);
    expect(indexOf(rows, ids[2])).toBeLessThan(indexOf(rows, ids[1]));

    const down = await admin.post(`/api/question/${ids[0]}/move`).send({ direction: 'down' }).expect(200);
    expect(order(down.body.data)).toEqual([ids[2], ids[0], ids[1]]);
    const after = down.body.data as Array<{ id: number; index: number | null }>;
    expect([indexOf(after, ids[2]), indexOf(after, ids[0])]).toEqual([indexOf(rows, ids[0]), indexOf(rows, ids[2])]);

    const all = await list();
    const last = all[all.length - 1].id;
    const atBottom = await admin.post(`/api/question/${last}/move`).send({ direction: 'down' });
    expect({ status: atBottom.status, message: atBottom.body.message }).toEqual({ status: 409, message: 'Câu hỏi đã ở vị trí cuối cùng.' });
    const atTop = await admin.post(`/api/question/${all[0].id}/move`).send({ direction: 'up' });
    expect({ status: atTop.status, message: atTop.body.message }).toEqual({ status: 409, message: 'Câu hỏi đã ở vị trí đầu tiên.' });

    // A question added since comes last, and moves past the numbered ones.
    const late = (await admin.post('/api/question').send(form({ question: 'Câu Bốn?' })).expect(201)).body.id as number;
    expect((await list()).at(-1)!.id).toBe(late);
    const lateMoved = (await admin.post(`/api/question/${late}/move`).send({ direction: 'up' }).expect(200)).body.data as Array<{ id: number }>;
    expect(lateMoved.at(-1)!.id).not.toBe(late);
    expect(lateMoved.at(-2)!.id).toBe(late);

    const moves = await audit('question-order');
    expect(moves[0]).toMatchObject({ type: 'QuestionMoved', actorEmail: ADMIN.email, data: { questionId: late, direction: 'up' } });
  });

  it('keeps an AI-made answer read-only', async () => {
    const id = (await admin.post('/api/question').send({ question: 'ROE là gì?', ai_gen_id: 9001 }).expect(201)).body.id as number;
    await admin.post('/api/answer').send({ question_id: id, title: 'ROE', html: '<p>ROE</p>', ai_gen_id: 9001 }).expect(201);
    const before = await head();
    const refused = await admin.put('/api/answer').send({ question_id: id, html: '<p>Sửa</p>' });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: 'Không thể chỉnh sửa câu trả lời do AI tạo' });
    expect(await head()).toBe(before);
    expect((await list()).find((row) => row.id === id)!.answer!.html).toBe('<p>ROE</p>');
    // The question itself can be filed (category, level) by an admin.
    await admin.put('/api/question').send({ id, category: 'Tài chính', level: 'intermediate' }).expect(200);
  });

  it('publishes a generation once, however often or at once it is called, and replaces the answer on recreate', async () => {
    const publish = (generationId: number, html: string) =>
      writer().publishGenerated({ generationId, question: 'P/E là gì?', title: 'P/E là gì?', html, content: 'P/E...', audioUrl: '/files/2026/11/pe.mp3', actor: metadata(), approvedBy: { id: 'admin-id', email: ADMIN.email } });
    const count = async (generationId: number) => (await list()).filter((row) => (row as { ai_gen_id?: number }).ai_gen_id === generationId).length;

    const first = await publish(501, '<p>P/E</p>');
    expect(first).toMatchObject({ created: true, replaced: false, question: { question: 'P/E là gì?', ai_gen_id: 501, answer: { html: '<p>P/E</p>', ai_gen_id: 501, audioUrl: '/files/2026/11/pe.mp3' } } });
    const before = await head();
    const second = await publish(501, '<p>P/E</p>');
    expect(second).toMatchObject({ questionId: first.questionId, created: false, replaced: false });
    expect(await head()).toBe(before);
    expect(await count(501)).toBe(1);

    const [a, b] = await Promise.all([publish(502, '<p>EPS</p>'), publish(502, '<p>EPS</p>')]);
    expect(a.questionId).toBe(b.questionId);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(await count(502)).toBe(1);

    const recreated = await publish(501, '<p>P/E mới</p>');
    expect(recreated).toMatchObject({ questionId: first.questionId, created: false, replaced: true, question: { answer: { html: '<p>P/E mới</p>' } } });
    const events = await audit(`question-${first.questionId}`);
    expect(events.map((event) => event.type)).toEqual(['QuestionAnswerReplaced', 'QuestionAnswerCreated', 'QuestionCreated']);
    expect(events[0].data).toMatchObject({ provenance: { origin: 'ai', generationId: 501, approvedBy: { email: ADMIN.email } } });
    const refused = await admin.put('/api/answer').send({ question_id: first.questionId, html: '<p>Sửa</p>' });
    expect(refused.status).toBe(409);

    // Moved, deleted by an admin, then published again: it comes back under the same id, in the same place.
    const placed = (await admin.post(`/api/question/${first.questionId}/move`).send({ direction: 'up' }).expect(200)).body.data.find((row: { id: number }) => row.id === first.questionId);
    expect(placed.index).toEqual(expect.any(Number));
    await admin.delete(`/api/question/${first.questionId}`).expect(200);
    expect(await publish(501, '<p>P/E mới</p>')).toMatchObject({ questionId: first.questionId, created: true, question: { index: placed.index } });
  });

  it(`stores none of ${XSS_CORPUS.length} script and event-handler payloads, through the form or a publish`, async () => {
    const id = (await admin.post('/api/question').send(form({ question: 'XSS?' })).expect(201)).body.id as number;
    await admin.post('/api/answer').send({ question_id: id, html: '<p>Bắt đầu</p>' }).expect(201);
    for (const payload of XSS_CORPUS) {
      const saved = await admin.put('/api/answer').send({ question_id: id, html: `<p>Nội dung</p>${payload}` }).expect(200);
      expect({ payload, runnable: runnable(saved.body.data.html) }).toEqual({ payload, runnable: [] });
    }
    const published = await writer().publishGenerated({
      generationId: 777,
      question: 'XSS qua xuất bản?',
      title: 'XSS',
      html: publishedAnswerHtml(XSS_CORPUS.join('\n\n'), XSS_CORPUS.map((payload, n) => ({ url: n % 2 ? 'javascript:alert(1)' : `https://anh.example/${n}.png`, description: payload }))),
      audioUrl: null,
      actor: metadata(),
      approvedBy: { id: 'admin-id', email: ADMIN.email },
    });
    // Even html that did not come through publishedAnswerHtml is sanitised before it is stored.
    const raw = await writer().publishGenerated({ generationId: 778, question: 'Thô?', title: 'x', html: `<p>ok</p>${XSS_CORPUS.join('')}`, audioUrl: null, actor: metadata(), approvedBy: { id: null, email: null } });
    const rows = await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ html: string }>>(`SELECT answer->>'html' AS html FROM studio_question WHERE id IN (?, ?, ?)`, [id, published.questionId, raw.questionId]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(runnable(row.html)).toEqual([]);
  });

  it('rebuilds studio_question from zero into what the live projection holds', async () => {
    const connection = t.app.get(MikroORM).em.fork().getConnection();
    const rows = () => connection.execute(`SELECT * FROM studio_question ORDER BY id`);
    const live = await rows();
    expect(live.length).toBeGreaterThan(5);
    await t.app.get(ProjectionsService).rebuild(QUESTION_PROJECTION);
    expect(await rows()).toEqual(live);
  });
});
