import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type pg from 'pg';
import type { EventStore } from '@k9/domain';
import { accessMatrix, signInAs, signInCallers, type AccessRow, type Agent, type Caller } from '../../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE, PG_POOL } from '../../../platform/event-store/event-store.token.js';

type Who = Caller | 'otherClass';

/**
 * Bookmarks and read marks: signed-in users with a usable account (learners of any class, admins), each on their own
 * marks; an item is marked only if its caller may read it.
 */
describe('marks access', () => {
  let t: TestApp;
  let agents: Record<Who, Agent>;
  const ids: Record<string, number> = {};
  const snapshot = async () => {
    const { rows } = await t.app.get<pg.Pool>(PG_POOL).query(`SELECT user_id, list, item_id FROM learner_mark ORDER BY 1, 2, 3`);
    return { head: await t.app.get<EventStore>(EVENT_STORE).committedHead(), rows };
  };

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.signInAdmin();
    const classA = (await admin.post('/api/user-class').send({ name: 'Lớp A' }).expect(201)).body.data.id;
    const classB = (await admin.post('/api/user-class').send({ name: 'Lớp B' }).expect(201)).body.data.id;
    const learner = await t.createUser();
    const other = await t.createUser();
    for (const [user, classId] of [
      [learner, classA],
      [other, classB],
    ] as const) {
      const row = (await admin.get('/api/user')).body.result.find((entry: { id: string }) => entry.id === user.id);
      await admin.put(`/api/user/${user.id}`).send({ name: row.name, username: row.username, info: { startDate: new Date().toISOString().slice(0, 10), durationDays: 30 }, id_user_class: [classId] }).expect(200);
    }
    agents = { ...(await signInCallers(t, { learner })), otherClass: await signInAs(t, other), admin };
    const make = async (name: string, body: object) => {
      ids[name] = (await admin.post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, ...body }).expect(201)).body.id;
    };
    await make('public', { title: 'Công khai' });
    await make('classA', { title: 'Riêng lớp A', isPublic: false, allowed_user_class: [classA] });
    await make('adminOnly', { title: 'Chỉ admin', isPublic: false });
    await make('draft', { title: 'Nháp', status: 'draft' });
    await make('library', { type: 'library', title: 'Thư viện' });
    const report = (status: string) => ({ info: { title: `Báo cáo ${status}` }, summary1: 'Ngắn', status });
    ids.report = (await admin.post('/api/ai-summary').send(report('published')).expect(201)).body.id;
    ids.draftReport = (await admin.post('/api/ai-summary').send(report('draft')).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const everyone = { visitor: 401, learner: 200, expired: 403, otherClass: 200, admin: 200 };
  const put = (list: string, name: string) => (a: Agent) => a.put(`/api/learner/marks/${list}/${ids[name]}`);
  const rows: AccessRow<Who>[] = [
    { name: 'GET /api/learner/marks', call: (a) => a.get('/api/learner/marks'), expect: everyone },
    { name: 'PUT /api/learner/marks/{list}/{itemId} public', call: put('bookmarks_stream', 'public'), expect: everyone, writes: true },
    { name: 'PUT read mark public', call: put('read_items_stream', 'public'), expect: everyone, writes: true },
    { name: 'PUT class A', call: put('bookmarks_stream', 'classA'), expect: { ...everyone, otherClass: 403 }, writes: true },
    { name: 'PUT admin only', call: put('read_items_stream', 'adminOnly'), expect: { visitor: 401, learner: 403, expired: 403, otherClass: 403, admin: 200 }, writes: true },
    { name: 'PUT draft', call: put('bookmarks_stream', 'draft'), expect: { visitor: 401, learner: 404, expired: 403, otherClass: 404, admin: 200 }, writes: true },
    { name: 'PUT library', call: put('bookmarks_library', 'library'), expect: everyone, writes: true },
    { name: 'PUT report', call: put('bookmarks_report', 'report'), expect: everyone, writes: true },
    { name: 'PUT draft report', call: put('bookmarks_report', 'draftReport'), expect: { visitor: 401, learner: 404, expired: 403, otherClass: 404, admin: 200 }, writes: true },
    { name: 'DELETE /api/learner/marks/{list}/{itemId}', call: (a) => a.delete(`/api/learner/marks/bookmarks_stream/${ids.public}`), expect: everyone, writes: true },
    { name: 'DELETE a mark never made', call: (a) => a.delete(`/api/learner/marks/bookmarks_story/${ids.library}`), expect: everyone, writes: true },
    {
      name: 'GET /api/k9/type/{type} with the marks filters',
      call: (a) => a.get('/api/k9/type/news').query({ bookmarked: 'true', read: 'unread', time: 'lastWeek' }),
      expect: everyone,
    },
  ];

  accessMatrix({
    callers: () => agents,
    order: ['visitor', 'expired', 'learner', 'otherClass', 'admin'],
    rows,
    snapshot,
    title: (who) => `answers the ${who} as expected on every marks route, changing nothing when refused`,
    // A permitted write changes the caller's own marks and no one else's.
    afterCall: async ({ row, who, status, before }) => {
      if (!row.writes || status !== 200 || !before) return;
      const after = await snapshot();
      const userId = (await agents[who].get('/profile').expect(200)).body.id;
      const othersOf = (state: Awaited<ReturnType<typeof snapshot>>) => state.rows.filter((mark: { user_id: string }) => mark.user_id !== userId);
      expect({ endpoint: row.name, others: othersOf(after) }).toEqual({ endpoint: row.name, others: othersOf(before) });
    },
  });
});
