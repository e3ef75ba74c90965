import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { canReadContent, isListedForLearners, type EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE, PG_POOL } from '../../platform/event-store/event-store.token.js';
import { ADMIN_ONLY, accessMatrix, signInAs, signInCallers, type AccessRow, type Agent, type Caller } from '../../../test/helpers/access-matrix.js';

type Who = Caller | 'otherClass';

describe('content access', () => {
  let t: TestApp;
  let agents: Record<Who, Agent>;
  let classA: number;
  let classB: number;
  let deletedClass: number;
  const ids: Record<string, number> = {};
  const snapshot = async () => {
    const { rows } = await t.app.get<pg.Pool>(PG_POOL).query(`SELECT id, version FROM content_record ORDER BY id`);
    return { head: await t.app.get<EventStore>(EVENT_STORE).committedHead(), rows };
  };

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.signInAdmin();
    classA = (await admin.post('/api/user-class').send({ name: 'Lớp A' }).expect(201)).body.data.id;
    classB = (await admin.post('/api/user-class').send({ name: 'Lớp B' }).expect(201)).body.data.id;
    deletedClass = (await admin.post('/api/user-class').send({ name: 'Lớp Cũ' }).expect(201)).body.data.id;
    const learner = await t.createUser();
    const other = await t.createUser();
    const assign = async (id: string, classIds: number[]) => {
      const user = (await admin.get('/api/user')).body.result.find((row: { id: string }) => row.id === id);
      await admin.put(`/api/user/${id}`).send({ name: user.name, username: user.username, info: { startDate: new Date().toISOString().slice(0, 10), durationDays: 30 }, id_user_class: classIds }).expect(200);
    };
    await assign(learner.id, [classA, deletedClass]);
    await assign(other.id, [classB]);
    agents = { ...(await signInCallers(t, { learner })), otherClass: await signInAs(t, other), admin };
    const make = async (name: string, body: object) => {
      ids[name] = (await admin.post('/api/k9').send({ type: 'caseTraining', status: 'published', cid: 'CID-ACCESS', ...body }).expect(201)).body.id;
    };
    await make('public', { title: 'Công khai kinh tế', isPublic: true });
    await make('classA', { title: 'Riêng lớp A kinh tế', isPublic: false, allowed_user_class: [classA] });
    await make('deletedClass', { title: 'Riêng lớp cũ kinh tế', isPublic: false, allowed_user_class: [deletedClass] });
    await make('adminOnly', { title: 'Chỉ admin kinh tế', isPublic: false });
    await make('draft', { title: 'Nháp kinh tế', status: 'draft' });
    await make('skip', { title: 'Bỏ qua kinh tế', impact: 'skip' });
    await make('quiz', {
      title: 'Có quiz kinh tế',
      questionContent: { questionQuiz: [{ question: 'Q?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, correct_answer: 'B', explanation: 'Bí mật' }], questionEssay: [{ question: 'E?', expectedAnswer: 'Mẫu' }] },
    });
    await admin.delete(`/api/user-class/${deletedClass}`).expect(200);
  });
  afterAll(() => t.close());

  const body = { type: 'news', title: 'Ma trận' };
  const adminOnly = { ...ADMIN_ONLY, otherClass: 403 };
  const matrix: AccessRow<Who>[] = [
    { name: 'GET /api/k9/type/{type}', call: (a) => a.get('/api/k9/type/caseTraining'), expect: { visitor: 401, learner: 200, expired: 403, otherClass: 200, admin: 200 } },
    { name: 'GET /api/k9/{id} public', call: (a) => a.get(`/api/k9/${ids.public}`), expect: { visitor: 401, learner: 200, expired: 403, otherClass: 200, admin: 200 } },
    { name: 'GET /api/k9/{id} class A', call: (a) => a.get(`/api/k9/${ids.classA}`), expect: { visitor: 401, learner: 200, expired: 403, otherClass: 403, admin: 200 } },
    { name: 'GET /api/k9/{id} admin only', call: (a) => a.get(`/api/k9/${ids.adminOnly}`), expect: { ...adminOnly, admin: 200 } },
    { name: 'GET /api/k9/{id} deleted class', call: (a) => a.get(`/api/k9/${ids.deletedClass}`), expect: { ...adminOnly, admin: 200 } },
    { name: 'GET /api/k9/{id} draft', call: (a) => a.get(`/api/k9/${ids.draft}`), expect: { visitor: 401, learner: 404, expired: 403, otherClass: 404, admin: 200 } },
    { name: 'GET /api/k9/cid/{cid}/type/{type}', call: (a) => a.get('/api/k9/cid/CID-ACCESS/type/caseTraining'), expect: { visitor: 401, learner: 200, expired: 403, otherClass: 200, admin: 200 } },
    { name: 'GET /api/k9/counts', call: (a) => a.get('/api/k9/counts'), expect: { visitor: 401, learner: 200, expired: 403, otherClass: 200, admin: 200 } },
    { name: 'GET /api/k9/tag-options', call: (a) => a.get('/api/k9/tag-options'), expect: { visitor: 401, learner: 200, expired: 403, otherClass: 200, admin: 200 } },
    { name: 'GET /api/category', call: (a) => a.get('/api/category'), expect: { visitor: 401, learner: 200, expired: 403, otherClass: 200, admin: 200 } },
    { name: 'POST /api/k9', call: (a) => a.post('/api/k9').send(body), expect: { ...adminOnly, admin: 201 }, writes: true },
    { name: 'PUT /api/k9', call: (a) => a.put('/api/k9').send({ id: ids.public, summary: 'Sửa' }), expect: { ...adminOnly, admin: 200 }, writes: true },
    { name: 'POST /api/k9/update-batch', call: (a) => a.post('/api/k9/update-batch').send({ ids: [ids.public], fieldToUpdate: 'hasTitle', value: true }), expect: { ...adminOnly, admin: 200 }, writes: true },
    { name: 'POST /api/k9/delete-batch', call: (a) => a.post('/api/k9/delete-batch').send({ ids: [ids.skip] }), expect: { ...adminOnly, admin: 200 }, writes: true },
    { name: 'POST /api/k9/delete-samples', call: (a) => a.post('/api/k9/delete-samples'), expect: { ...adminOnly, admin: 200 }, writes: true },
    { name: 'DELETE /api/k9/{id}', call: (a) => a.delete(`/api/k9/${ids.draft}`), expect: { ...adminOnly, admin: 200 }, writes: true },
  ];

  accessMatrix({
    callers: () => agents,
    order: ['visitor', 'learner', 'expired', 'otherClass', 'admin'],
    rows: matrix,
    snapshot,
    title: (who) => `answers the ${who} as expected on every content route, changing nothing when refused`,
  });

  it('never shows a learner an item outside their reach, by any route, and never the answers', async () => {
    const readable = new Set([ids.public, ids.classA, ids.quiz]);
    const list = (await agents.learner.get('/api/k9/type/caseTraining').expect(200)).body;
    expect(new Set(list.data.map((row: { id: number }) => row.id))).toEqual(readable);
    expect(list.total).toBe(3);
    const searched = (await agents.learner.get('/api/k9/type/caseTraining').query({ search: 'kinh te' })).body;
    expect(searched.data.every((row: { id: number }) => readable.has(row.id))).toBe(true);
    expect(searched.total).toBe(3);
    const byCid = (await agents.learner.get('/api/k9/cid/CID-ACCESS/type/caseTraining')).body.data;
    expect(new Set(byCid.map((row: { id: number }) => row.id))).toEqual(readable);
    expect((await agents.learner.get('/api/k9/counts')).body.published.caseTraining).toBe(3);
    const other = (await agents.otherClass.get('/api/k9/type/caseTraining')).body;
    expect(new Set(other.data.map((row: { id: number }) => row.id))).toEqual(new Set([ids.public, ids.quiz]));
    const restricted = await agents.otherClass.get(`/api/k9/${ids.classA}`);
    expect(restricted.body).toEqual({ statusCode: 403, code: 'CONTENT_RESTRICTED', message: 'Bạn không có quyền xem nội dung này. Vui lòng liên hệ quản trị viên để được cấp quyền.' });
    const withQuiz = (await agents.learner.get(`/api/k9/${ids.quiz}`).expect(200)).body;
    expect(JSON.stringify(withQuiz)).not.toMatch(/correct_answer|explanation|Bí mật|expectedAnswer|allowed_user_class/);
    expect(withQuiz.questionContent.questionQuiz[0].options).toEqual({ A: 'a', B: 'b', C: 'c', D: 'd' });
    const expired = await agents.expired.get('/api/k9/type/caseTraining');
    expect([expired.status, expired.body.code, expired.body.reason]).toEqual([403, 'ACCOUNT_NOT_ACTIVE', 'expired']);
  });

  it('states in SQL exactly the pure access rule (generated records x readers)', async () => {
    const admin = agents.admin;
    const existing = new Set([classA, classB]);
    const readers = [
      { isAdmin: false, classIds: [] as number[] },
      { isAdmin: false, classIds: [classA] },
      { isAdmin: false, classIds: [classB, deletedClass] },
      { isAdmin: false, classIds: [classA, classB] },
    ];
    const combos: Array<{ id: number; isPublic: boolean; allowed_user_class: number[]; status: string; impact: string | null }> = [];
    for (const isPublic of [true, false])
      for (const allowed of [[], [classA], [classB], [deletedClass], [classA, classB]])
        for (const [status, impact] of [['published', 'normal'], ['published', 'skip'], ['draft', null], ['archived', 'important']] as const) {
          const { id } = (await admin.post('/api/k9').send({ type: 'library', title: `Tổ hợp ${combos.length}`, isPublic, allowed_user_class: allowed, status, ...(impact ? { impact } : {}) }).expect(201)).body;
          combos.push({ id, isPublic, allowed_user_class: allowed, status, impact });
        }
    const repository = (await import('./content.repository.js')).ContentRepository;
    const records = t.app.get(repository);
    for (const reader of readers) {
      const expected = combos.filter((item) => isListedForLearners(item) && canReadContent(item, reader, existing)).map((item) => item.id).sort((a, b) => b - a);
      const listed = await records.list('library', reader, { pageSize: 5000 });
      expect({ reader, ids: listed.data().map((row) => row.id) }).toEqual({ reader, ids: expected });
      expect(listed.total).toBe(expected.length);
      for (const item of combos) {
        const single = await records.single(item.id, reader);
        const shouldList = isListedForLearners(item);
        expect({ id: item.id, reader, found: single.found, readable: single.found && single.readable }).toEqual({
          id: item.id,
          reader,
          found: shouldList,
          readable: shouldList && canReadContent(item, reader, existing),
        });
      }
    }
  });
});
