import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { learnerMarksStreamId, MARK_LIST_LIMIT, type EventStore, type MarkList } from '@k9/domain';
import { signInAs, type Agent, type TestUser } from '../../../../test/helpers/access-matrix.js';
import { loggedEvents } from '../../../../test/helpers/logged-events.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE, PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { LEARNER_MARK_PROJECTION } from './projections/learner-mark/learner-mark.projection.js';

const NONE = { bookmarks_stream: [], read_items_stream: [], bookmarks_library: [], bookmarks_report: [], bookmarks_story: [] };
const RESTRICTED = { statusCode: 403, code: 'CONTENT_RESTRICTED', message: 'Bạn không có quyền xem nội dung này. Vui lòng liên hệ quản trị viên để được cấp quyền.' };
const NOT_FOUND = { statusCode: 404, code: 'CONTENT_NOT_FOUND', message: 'Không tìm thấy bài viết này. Có thể bài đã bị xóa hoặc chưa được xuất bản.' };

describe('bookmarks and read marks', () => {
  let t: TestApp;
  let admin: Agent;
  let a: Agent;
  let b: Agent;
  let userA: TestUser;
  let userB: TestUser;
  const ids: Record<string, number> = {};
  const sql = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await t.app.get<pg.Pool>(PG_POOL).query<R>(text, values)).rows;
  const head = () => t.app.get<EventStore>(EVENT_STORE).committedHead();
  const marksOf = async (agent: Agent) => (await agent.get('/api/learner/marks').expect(200)).body.data;
  const mark = (agent: Agent, list: string, id: number | string) => agent.put(`/api/learner/marks/${list}/${id}`);
  const unmark = (agent: Agent, list: string, id: number | string) => agent.delete(`/api/learner/marks/${list}/${id}`);
  const eventsOf = async (userId: string) => (await loggedEvents(t.app)).filter((event) => event.streamId === learnerMarksStreamId(userId));

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
    const classA = (await admin.post('/api/user-class').send({ name: 'Lớp A' }).expect(201)).body.data.id;
    userA = await t.createUser();
    userB = await t.createUser();
    const user = (await admin.get('/api/user')).body.result.find((row: { id: string }) => row.id === userA.id);
    await admin.put(`/api/user/${userA.id}`).send({ name: user.name, username: user.username, info: { startDate: new Date().toISOString().slice(0, 10), durationDays: 30 }, id_user_class: [classA] }).expect(200);
    [a, b] = [await signInAs(t, userA), await signInAs(t, userB)];
    const make = async (name: string, body: object) => {
      ids[name] = (await admin.post('/api/k9').send({ status: 'published', isPublic: true, ...body }).expect(201)).body.id;
    };
    await make('news', { type: 'news', title: 'Tin công khai' });
    await make('news2', { type: 'news', title: 'Tin thứ hai' });
    await make('caseTraining', { type: 'caseTraining', title: 'Case công khai' });
    await make('library', { type: 'library', title: 'Ý tưởng' });
    await make('story', { type: 'story', title: 'Câu chuyện' });
    await make('classA', { type: 'news', title: 'Riêng lớp A', isPublic: false, allowed_user_class: [classA] });
    await make('draft', { type: 'news', title: 'Nháp', status: 'draft' });
    await make('doomed', { type: 'longForm', title: 'Sắp xóa' });
    ids.report = (await admin.post('/api/ai-summary').send({ info: { title: 'Báo cáo ngành' }, summary1: 'Ngắn', status: 'published' }).expect(201)).body.id;
    ids.draftReport = (await admin.post('/api/ai-summary').send({ info: { title: 'Báo cáo nháp' }, summary1: 'Ngắn', status: 'draft' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  it('answers each list empty at first', async () => {
    expect(await marksOf(a)).toEqual(NONE);
  });

  it('adds and removes one id at a time, answering every list; a repeat changes nothing and stores nothing', async () => {
    expect((await mark(a, 'bookmarks_stream', ids.news).expect(200)).body).toEqual({ data: { ...NONE, bookmarks_stream: [ids.news] } });
    await mark(a, 'bookmarks_stream', ids.news2).expect(200);
    const twice = await mark(a, 'bookmarks_stream', ids.news).expect(200);
    expect(twice.body.data.bookmarks_stream).toEqual([ids.news, ids.news2]);
    await mark(a, 'read_items_stream', ids.caseTraining).expect(200);
    await mark(a, 'read_items_stream', ids.caseTraining).expect(200);
    expect((await unmark(a, 'bookmarks_stream', ids.news).expect(200)).body.data.bookmarks_stream).toEqual([ids.news2]);
    expect((await unmark(a, 'bookmarks_stream', ids.news).expect(200)).body.data.bookmarks_stream).toEqual([ids.news2]);
    await unmark(a, 'read_items_stream', ids.caseTraining).expect(200);
    await unmark(a, 'read_items_stream', ids.caseTraining).expect(200);
    expect(await marksOf(a)).toEqual({ ...NONE, bookmarks_stream: [ids.news2] });

    // What an auditor reads: one past-tense event per change, the acting user in the metadata.
    const events = await eventsOf(userA.id);
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'ItemBookmarked', data: { userId: userA.id, list: 'bookmarks_stream', itemId: ids.news } },
      { type: 'ItemBookmarked', data: { userId: userA.id, list: 'bookmarks_stream', itemId: ids.news2 } },
      { type: 'ItemMarkedRead', data: { userId: userA.id, list: 'read_items_stream', itemId: ids.caseTraining } },
      { type: 'BookmarkRemoved', data: { userId: userA.id, list: 'bookmarks_stream', itemId: ids.news } },
      { type: 'ItemMarkedUnread', data: { userId: userA.id, list: 'read_items_stream', itemId: ids.caseTraining } },
    ]);
    for (const event of events) expect(event.metadata).toMatchObject({ actorId: userA.id, occurredAt: expect.any(String), correlationId: expect.any(String) });
  });

  it('keeps each kind of item in its own list: library, story, reports (AI summaries)', async () => {
    await mark(a, 'bookmarks_library', ids.library).expect(200);
    await mark(a, 'bookmarks_story', ids.story).expect(200);
    const answer = await mark(a, 'bookmarks_report', ids.report).expect(200);
    expect(answer.body.data).toEqual({ ...NONE, bookmarks_stream: [ids.news2], bookmarks_library: [ids.library], bookmarks_story: [ids.story], bookmarks_report: [ids.report] });
    const before = await head();
    for (const [list, id] of [
      ['bookmarks_library', ids.news],
      ['bookmarks_stream', ids.library],
      ['read_items_stream', ids.story],
      ['bookmarks_story', ids.news],
    ] as const) {
      const refused = await mark(a, list, id);
      expect({ list, status: refused.status, code: refused.body.code }).toEqual({ list, status: 400, code: 'MARK_LIST_MISMATCH' });
    }
    expect((await mark(a, 'bookmarks_library', ids.news)).body.message).toBe('Mục này không thuộc danh sách thư viện đã lưu.');
    // A report id is an AI summary's: a learner marks published ones only, as they read them.
    const draft = await mark(a, 'bookmarks_report', ids.draftReport);
    expect(draft.body).toEqual({ statusCode: 404, code: 'AI_SUMMARY_NOT_FOUND', message: 'Không tìm thấy báo cáo này. Có thể báo cáo đã bị xóa hoặc chưa được xuất bản.' });
    expect((await mark(a, 'bookmarks_report', 987654)).status).toBe(404);
    expect(await head()).toBe(before);
  });

  it("lets user B change only B's own marks, whatever B sends", async () => {
    const aBefore = await marksOf(a);
    const aEvents = (await eventsOf(userA.id)).length;
    expect((await mark(b, 'bookmarks_stream', ids.news2).expect(200)).body.data).toEqual({ ...NONE, bookmarks_stream: [ids.news2] });
    // B takes out what A has and B has not: nothing happens to anyone.
    expect((await unmark(b, 'bookmarks_library', ids.library).expect(200)).body.data).toEqual({ ...NONE, bookmarks_stream: [ids.news2] });
    await unmark(b, 'bookmarks_stream', ids.news2).expect(200);
    // No route takes a user id: one in a body is refused, and no path names another user.
    const withUser = await mark(b, 'bookmarks_stream', ids.news).send({ userId: userA.id });
    expect([withUser.status, withUser.body.code]).toEqual([400, 'MARK_BODY_NOT_ALLOWED']);
    expect((await b.put(`/api/learner/marks/${userA.id}/bookmarks_stream/${ids.news}`)).status).toBe(404);
    expect((await b.get(`/api/learner/marks/${userA.id}`)).status).toBe(404);
    expect((await b.get('/api/learner/marks').query({ userId: userA.id }).expect(200)).body.data).toEqual(NONE);
    expect(await marksOf(a)).toEqual(aBefore);
    expect(await eventsOf(userA.id)).toHaveLength(aEvents);
    expect((await eventsOf(userB.id)).map((event) => event.type)).toEqual(['ItemBookmarked', 'BookmarkRemoved']);
    expect((await eventsOf(userB.id)).every((event) => event.metadata.actorId === userB.id && (event.data as { userId: string }).userId === userB.id)).toBe(true);
  });

  it('refuses what the screen showed at once but the server does not take, storing nothing', async () => {
    // Marked before its deletion: the mark can still be taken out; it cannot be put back.
    await mark(a, 'read_items_stream', ids.doomed).expect(200);
    await admin.delete(`/api/k9/${ids.doomed}`).expect(200);
    const before = { head: await head(), marks: await marksOf(a) };
    const refusals: Array<[string, () => ReturnType<Agent['put']>, number, Record<string, unknown>]> = [
      ['deleted item', () => mark(a, 'bookmarks_stream', ids.doomed), 404, NOT_FOUND],
      ['never existed', () => mark(a, 'bookmarks_stream', 2_000_000), 404, NOT_FOUND],
      ['draft', () => mark(a, 'bookmarks_stream', ids.draft), 404, NOT_FOUND],
      ['restricted', () => mark(b, 'bookmarks_stream', ids.classA), 403, RESTRICTED],
      ['restricted read mark', () => mark(b, 'read_items_stream', ids.classA), 403, RESTRICTED],
      ['unknown list', () => mark(a, 'bookmarks_quiz', ids.news), 400, { code: 'UNKNOWN_MARK_LIST', message: 'Danh sách đánh dấu không hợp lệ. Vui lòng tải lại trang rồi thử lại.' }],
      ['unknown list, delete', () => unmark(a, 'info', ids.news), 400, { code: 'UNKNOWN_MARK_LIST' }],
      ['huge id', () => mark(a, 'bookmarks_stream', '99999999999'), 400, { code: 'INVALID_MARK_ITEM', message: 'Mã bài không hợp lệ. Vui lòng tải lại trang rồi thử lại.' }],
      ['above an integer', () => mark(a, 'bookmarks_stream', '2147483648'), 400, { code: 'INVALID_MARK_ITEM' }],
      // Not written as a decimal number: the platform's own answer for any number in a path.
      ['not a number', () => mark(a, 'bookmarks_stream', 'abc'), 400, { code: 'VALIDATION', message: 'Tham số không hợp lệ: cần một số viết ở hệ thập phân.' }],
      ['hexadecimal', () => mark(a, 'bookmarks_stream', '0x10'), 400, { code: 'VALIDATION' }],
      ['zero', () => unmark(a, 'bookmarks_stream', '0'), 400, { code: 'INVALID_MARK_ITEM' }],
      ['negative', () => mark(a, 'bookmarks_stream', '-1'), 400, { code: 'INVALID_MARK_ITEM' }],
      ['leading zero', () => mark(a, 'bookmarks_stream', `0${ids.news}`), 400, { code: 'VALIDATION' }],
      ['10,000 ids as the body', () => mark(a, 'bookmarks_stream', ids.news).send(Array.from({ length: 10_000 }, (_, i) => i + 1)), 400, { code: 'MARK_BODY_NOT_ALLOWED' }],
      ['10,000 ids in an object', () => mark(a, 'bookmarks_stream', ids.news).send({ bookmarks_stream: Array.from({ length: 10_000 }, (_, i) => i + 1) }), 400, { code: 'MARK_BODY_NOT_ALLOWED' }],
      ['a body on delete', () => unmark(a, 'bookmarks_stream', ids.news2).send({ itemId: ids.news }), 400, { code: 'MARK_BODY_NOT_ALLOWED' }],
    ];
    for (const [what, call, status, body] of refusals) {
      const answer = await call();
      expect({ what, status: answer.status, body: answer.body }).toEqual({ what, status, body: expect.objectContaining({ statusCode: status, ...body }) });
    }
    expect((await mark(a, 'bookmarks_stream', ids.news).send({})).status).toBe(200);
    await unmark(a, 'bookmarks_stream', ids.news).expect(200);
    const after = { head: await head(), marks: await marksOf(a) };
    expect(after.marks).toEqual(before.marks);
    const added = (await loggedEvents(t.app)).filter((event) => event.globalPosition > before.head).map((event) => event.type);
    expect(added).toEqual(['ItemBookmarked', 'BookmarkRemoved']);
    // A deleted item's mark goes.
    expect((await unmark(a, 'read_items_stream', ids.doomed).expect(200)).body.data.read_items_stream).toEqual([]);
  });

  it(`refuses the ${MARK_LIST_LIMIT.toLocaleString('vi-VN')}-and-first id of a list with a Vietnamese message`, async () => {
    const user = await t.createUser();
    const learner = await signInAs(t, user);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const metadata = { actorId: user.id, actorEmail: null, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString() };
    const full = Array.from({ length: MARK_LIST_LIMIT }, (_, i) => ({
      id: randomUUID(),
      type: 'ItemBookmarked',
      data: { userId: user.id, list: 'bookmarks_library' as MarkList, itemId: 100_000 + i },
      metadata,
    }));
    const { position } = await store.appendToStream(learnerMarksStreamId(user.id), full, { expectedVersion: 'no_stream' });
    await t.app.get(ProjectionsService).waitFor(position, [LEARNER_MARK_PROJECTION]);
    const before = await head();
    const refused = await mark(learner, 'bookmarks_library', ids.library);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      statusCode: 422,
      code: 'MARK_LIST_FULL',
      message: 'Danh sách thư viện đã lưu đã đủ 5.000 mục. Vui lòng bỏ bớt đánh dấu cũ trước khi thêm mới.',
    });
    expect(await head()).toBe(before);
    // Other lists are not full; one taken out makes room.
    await mark(learner, 'bookmarks_stream', ids.news).expect(200);
    await unmark(learner, 'bookmarks_library', 100_000).expect(200);
    const marks = (await mark(learner, 'bookmarks_library', ids.library).expect(200)).body.data;
    expect(marks.bookmarks_library).toHaveLength(MARK_LIST_LIMIT);
    expect(marks.bookmarks_library.at(-1)).toBe(ids.library);
  });

  it('lets no learner change any info field of their own user (validity above all), by any route', async () => {
    const profile = async () => (await a.get('/profile').expect(200)).body;
    const before = await profile();
    const userEvents = async () => (await loggedEvents(t.app)).filter((event) => event.streamId.endsWith(userA.id) && !event.streamId.startsWith('learner-marks-'));
    const eventsBefore = await userEvents();
    const forever = { startDate: '2020-01-01', durationDays: 99_999, expiryDate: '2099-12-31T00:00:00.000Z' };
    const body = { id: userA.id, name: 'Tự Sửa', username: userA.username, info: forever, ...forever, isAdmin: true, id_user_class: [1, 2, 3] };
    const own = await a.put(`/api/user/${userA.id}`).send(body);
    expect([own.status, own.body.code]).toEqual([403, 'ADMIN_REQUIRED']);
    // Every route with a body that the OpenAPI document lists, and the marks routes, with the learner's own id in the path.
    const document = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .filter(() => !path.startsWith('/logout'))
        .map((method) => ({ method: method as 'put', path: path.replace(/\{[^}]+\}/g, (name) => (name === '{list}' ? 'bookmarks_stream' : name === '{itemId}' ? String(ids.news) : userA.id)) })),
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(expect.arrayContaining([`put /api/user/${userA.id}`, `put /api/learner/marks/bookmarks_stream/${ids.news}`]));
    for (const { method, path } of routes) await a[method](path).send(body);
    const marksAnswer = await mark(a, 'bookmarks_stream', ids.news).send({ info: forever });
    expect([marksAnswer.status, marksAnswer.body.code]).toEqual([400, 'MARK_BODY_NOT_ALLOWED']);
    const after = await profile();
    expect(after.info).toEqual(before.info);
    expect([after.name, after.isAdmin, after.classIds]).toEqual([before.name, before.isAdmin, before.classIds]);
    expect(await userEvents()).toEqual(eventsBefore);
  });

  it('lists its routes in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/learner/marks', '/api/learner/marks/{list}/{itemId}']));
    const single = document.paths['/api/learner/marks/{list}/{itemId}'];
    expect(Object.keys(single).sort()).toEqual(['delete', 'put']);
    expect(single.put.summary).toMatch(/Thêm id vào danh sách đánh dấu/);
  });

  it('rebuilds learner_mark from zero into exactly what the live projection holds', async () => {
    const rows = () => sql(`SELECT * FROM learner_mark AS row ORDER BY row::text`);
    const live = await rows();
    expect(live.length).toBeGreaterThan(MARK_LIST_LIMIT);
    await t.app.get(ProjectionsService).rebuild(LEARNER_MARK_PROJECTION);
    expect(await rows()).toEqual(live);
    expect(await marksOf(a)).toEqual({ ...NONE, bookmarks_stream: [ids.news2], bookmarks_library: [ids.library], bookmarks_story: [ids.story], bookmarks_report: [ids.report] });
  });
});
