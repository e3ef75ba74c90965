import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DAY_MS, startOfVietnamDay, type ContentInput, type ContentType } from '@k9/domain';
import { signInAs, type Agent } from '../../../../test/helpers/access-matrix.js';
import { startTestApp, ADMIN, type TestApp } from '../../../../test/helpers/test-app.js';
import { ContentWriter } from '../../content/content-writer.js';

type Page = { data: Array<{ id: number; category: string | null }>; total: number; facets: { category: Array<{ value: string; count: number }> } };

/** The learner list's bookmarked, read/unread and time filters (spec 2 §2.4) on GET /api/k9/type/{type}. */
describe('learner list filters by marks and time', () => {
  let t: TestApp;
  let admin: Agent;
  let learner: Agent;
  let other: Agent;
  const ids: Record<string, number> = {};
  const today = startOfVietnamDay(Date.now());

  /** A published public record whose creation instant is `createdAt` (as if written then). */
  const make = async (name: string, type: ContentType, category: string, createdAt = Date.now()) => {
    const metadata = { actorId: null, actorEmail: ADMIN.email, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date(createdAt).toISOString() };
    const input = { title: `Bài ${name}`, category, status: 'published', isPublic: true } as ContentInput;
    ids[name] = (await t.app.get(ContentWriter).create(type, input, { kind: 'form' }, { metadata })).id;
  };
  const list = async (agent: Agent, type: ContentType, query: Record<string, string>): Promise<Page> =>
    (await agent.get(`/api/k9/type/${type}`).query({ pageSize: '500', ...query }).expect(200)).body;
  const idsOf = (page: Page) => new Set(page.data.map((row) => row.id));
  const named = (...names: string[]) => new Set(names.map((name) => ids[name]));
  const mark = (agent: Agent, list: string, name: string) => agent.put(`/api/learner/marks/${list}/${ids[name]}`).expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
    learner = await signInAs(t, await t.createUser());
    other = await signInAs(t, await t.createUser());
    await make('todayA', 'news', 'Mô hình');
    await make('todayB', 'news', 'Lý thuyết');
    await make('yesterday', 'news', 'Mô hình', today - 6 * 3_600_000);
    await make('threeDays', 'news', 'Lý thuyết', today - 3 * DAY_MS + 10 * 3_600_000);
    await make('weekEdgeIn', 'news', 'Khái niệm', today - 6 * DAY_MS);
    await make('weekEdgeOut', 'news', 'Khái niệm', today - 6 * DAY_MS - 1);
    await make('tenDays', 'news', 'Lý thuyết', today - 10 * DAY_MS);
    await make('lib1', 'library', 'Ý tưởng khởi nghiệp');
    await make('lib2', 'library', 'Tips khởi nghiệp');
    await make('story1', 'story', 'Công nghệ');
    await make('story2', 'story', 'Thế giới');
    ids.adminOnly = (await admin.post('/api/k9').send({ type: 'news', title: 'Chỉ admin', status: 'published', isPublic: false }).expect(201)).body.id;

    for (const name of ['todayA', 'yesterday', 'tenDays']) await mark(learner, 'bookmarks_stream', name);
    for (const name of ['todayA', 'threeDays']) await mark(learner, 'read_items_stream', name);
    await mark(learner, 'bookmarks_library', 'lib1');
    await mark(learner, 'bookmarks_story', 'story1');
    for (const name of ['todayB', 'threeDays']) await mark(other, 'bookmarks_stream', name);
    await mark(other, 'read_items_stream', 'yesterday');
    await mark(admin, 'bookmarks_stream', 'adminOnly');
  });
  afterAll(() => t.close());

  const allNews = ['todayA', 'todayB', 'yesterday', 'threeDays', 'weekEdgeIn', 'weekEdgeOut', 'tenDays'];

  it('shows only what the caller bookmarked, in the list of the type', async () => {
    expect(idsOf(await list(learner, 'news', { bookmarked: 'true' }))).toEqual(named('todayA', 'yesterday', 'tenDays'));
    expect(idsOf(await list(learner, 'library', { bookmarked: 'true' }))).toEqual(named('lib1'));
    expect(idsOf(await list(learner, 'story', { bookmarked: 'true' }))).toEqual(named('story1'));
    expect(idsOf(await list(other, 'news', { bookmarked: 'true' }))).toEqual(named('todayB', 'threeDays'));
    expect(idsOf(await list(other, 'library', { bookmarked: 'true' }))).toEqual(new Set());
    expect(idsOf(await list(admin, 'news', { bookmarked: 'true', view: 'learner' }))).toEqual(new Set([ids.adminOnly]));
    // Off: every record.
    expect(idsOf(await list(learner, 'news', { bookmarked: 'false' }))).toEqual(named(...allNews));
  });

  it('splits by read marks: read, unread, all', async () => {
    expect(idsOf(await list(learner, 'news', { read: 'read' }))).toEqual(named('todayA', 'threeDays'));
    expect(idsOf(await list(learner, 'news', { read: 'unread' }))).toEqual(named(...allNews.filter((name) => !['todayA', 'threeDays'].includes(name))));
    expect(idsOf(await list(learner, 'news', { read: 'all' }))).toEqual(named(...allNews));
    expect(idsOf(await list(other, 'news', { read: 'read' }))).toEqual(named('yesterday'));
    expect(idsOf(await list(learner, 'news', { bookmarked: 'true', read: 'unread' }))).toEqual(named('yesterday', 'tenDays'));
    expect(idsOf(await list(learner, 'library', { read: 'unread' }))).toEqual(named('lib1', 'lib2'));
  });

  it('keeps records created today, yesterday or in the last 7 days (Vietnamese calendar days)', async () => {
    expect(idsOf(await list(learner, 'news', { time: 'today' }))).toEqual(named('todayA', 'todayB'));
    expect(idsOf(await list(learner, 'news', { time: 'yesterday' }))).toEqual(named('yesterday'));
    expect(idsOf(await list(learner, 'news', { time: 'lastWeek' }))).toEqual(named('todayA', 'todayB', 'yesterday', 'threeDays', 'weekEdgeIn'));
    expect(idsOf(await list(learner, 'news', { time: 'all' }))).toEqual(named(...allNews));
    expect(idsOf(await list(learner, 'news', { time: 'lastWeek', bookmarked: 'true', read: 'unread' }))).toEqual(named('yesterday'));
    expect(idsOf(await list(learner, 'library', { time: 'today' }))).toEqual(named('lib1', 'lib2'));
  });

  it('counts totals and facets over exactly the filtered records, on every page', async () => {
    const queries: Array<Record<string, string>> = [
      { bookmarked: 'true' },
      { read: 'read' },
      { read: 'unread' },
      { time: 'lastWeek' },
      { time: 'yesterday', read: 'unread' },
      { bookmarked: 'true', time: 'lastWeek' },
      { bookmarked: 'true', category: 'Mô hình' },
    ];
    for (const query of queries) {
      const page = await list(learner, 'news', query);
      const categories = new Map<string, number>();
      for (const row of page.data) categories.set(row.category!, (categories.get(row.category!) ?? 0) + 1);
      expect({ query, total: page.total, facets: page.facets.category.map(({ value, count }) => [value, count]).sort() }).toEqual({
        query,
        total: page.data.length,
        facets: [...categories.entries()].sort(),
      });
      const paged = await list(learner, 'news', { ...query, pageSize: '20', page: '1', facets: 'false' });
      expect({ query, total: paged.total }).toEqual({ query, total: page.total });
    }
    const bookmarked = await list(learner, 'news', { bookmarked: 'true' });
    expect([bookmarked.total, bookmarked.facets.category]).toEqual([3, [{ value: 'Mô hình', count: 2 }, { value: 'Lý thuyết', count: 1 }]]);
  });

  it('refuses values it does not know with a Vietnamese message', async () => {
    const refusals: Array<[Record<string, string | string[]>, string]> = [
      [{ bookmarked: 'maybe' }, 'Bộ lọc bài đã lưu không hợp lệ. Vui lòng đặt lại bộ lọc.'],
      [{ bookmarked: '1' }, 'Bộ lọc bài đã lưu không hợp lệ. Vui lòng đặt lại bộ lọc.'],
      [{ read: 'seen' }, 'Bộ lọc đã đọc không hợp lệ. Vui lòng đặt lại bộ lọc.'],
      [{ read: ['read', 'unread'] }, 'Bộ lọc đã đọc không hợp lệ. Vui lòng đặt lại bộ lọc.'],
      [{ time: 'tomorrow' }, 'Bộ lọc thời gian không hợp lệ. Vui lòng đặt lại bộ lọc.'],
      [{ time: 'TODAY' }, 'Bộ lọc thời gian không hợp lệ. Vui lòng đặt lại bộ lọc.'],
    ];
    for (const [query, message] of refusals) {
      const answer = await learner.get('/api/k9/type/news').query(query);
      expect({ query, status: answer.status, message: answer.body.message }).toEqual({ query, status: 400, message });
    }
  });
});
