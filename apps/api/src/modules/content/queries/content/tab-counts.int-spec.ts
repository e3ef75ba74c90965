import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../../../../test/helpers/test-app.js';
import type { ContentViewer } from '../../content-sql.js';
import { ContentRepository } from '../../content.repository.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

/** A whole tab's total and facet counts are kept between changes; a change shows in the next counts, per viewer class. */
describe('counts of a whole tab', () => {
  let t: TestApp;
  let admin: Agent;
  let records: ContentRepository;
  let classA: number;
  let classB: number;
  const make = async (body: object) => (await admin.post('/api/k9').send({ type: 'story', status: 'published', ...body }).expect(201)).body.id as number;
  const counts = async (viewer: ContentViewer, page = 1) => {
    const listed = await records.list('story', viewer, { page, pageSize: 20 });
    return { total: listed.total, category: listed.facets.category, ids: listed.data().map((row) => row.id) };
  };
  const admins: ContentViewer = { isAdmin: true };
  const inA = (): ContentViewer => ({ isAdmin: false, classIds: [classA] });
  const inB = (): ContentViewer => ({ isAdmin: false, classIds: [classB] });
  const noClass: ContentViewer = { isAdmin: false, classIds: [] };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
    records = t.app.get(ContentRepository);
    classA = (await admin.post('/api/user-class').send({ name: 'Lớp đếm A' }).expect(201)).body.data.id;
    classB = (await admin.post('/api/user-class').send({ name: 'Lớp đếm B' }).expect(201)).body.data.id;
  });
  afterAll(() => t.close());

  it('shows a change in the next counts: a new record, one withdrawn from a class, one deleted', async () => {
    const open = await make({ title: 'Công khai', category: 'Case study', isPublic: true });
    expect(await counts(inA())).toEqual({ total: 1, category: [{ value: 'Case study', count: 1 }], ids: [open] });
    expect((await counts(admins)).total).toBe(1);
    const forA = await make({ title: 'Riêng lớp A', category: 'Thế giới', isPublic: false, allowed_user_class: [classA] });
    expect(await counts(inA())).toEqual({ total: 2, category: [{ value: 'Case study', count: 1 }, { value: 'Thế giới', count: 1 }], ids: [forA, open] });
    await admin.put('/api/k9').send({ id: forA, allowed_user_class: [classB] }).expect(200);
    expect(await counts(inA())).toEqual({ total: 1, category: [{ value: 'Case study', count: 1 }], ids: [open] });
    expect(await counts(inB())).toEqual({ total: 2, category: [{ value: 'Case study', count: 1 }, { value: 'Thế giới', count: 1 }], ids: [forA, open] });
    await admin.delete(`/api/k9/${open}`).expect(200);
    expect(await counts(inA())).toEqual({ total: 0, category: [], ids: [] });
    // Every page of the tab carries the tab's counts.
    expect(await counts(inB(), 2)).toEqual({ total: 1, category: [{ value: 'Thế giới', count: 1 }], ids: [] });
  });

  it("never counts for a learner what they may not read, whoever's counts were read first", async () => {
    await make({ title: 'Nháp', category: 'Khác', status: 'draft' });
    await make({ title: 'Bỏ qua', category: 'Khác', impact: 'skip' });
    await make({ title: 'Chỉ admin', category: 'Khác', isPublic: false });
    await make({ title: 'Lớp B nữa', category: 'Công nghệ', isPublic: false, allowed_user_class: [classB] });
    const admin1 = await counts(admins);
    expect(admin1.total).toBe(5);
    expect(admin1.category).toContainEqual({ value: 'Khác', count: 3 });
    expect(await counts(noClass)).toEqual({ total: 0, category: [], ids: [] });
    expect((await counts(inA())).total).toBe(0);
    expect((await counts(inB())).category).toEqual([{ value: 'Công nghệ', count: 1 }, { value: 'Thế giới', count: 1 }]);
    // Over HTTP: an admin in the learner area counts what is listed for learners, a learner what they may read.
    const listed = (await admin.get('/api/k9/type/story').query({ view: 'learner' }).expect(200)).body;
    expect([listed.total, listed.facets.category]).toEqual([3, [{ value: 'Công nghệ', count: 1 }, { value: 'Khác', count: 1 }, { value: 'Thế giới', count: 1 }]]);
    const reader = await t.createUser();
    const learner = await t.signIn(reader.username, reader.password);
    const own = (await learner.get('/api/k9/type/story').expect(200)).body;
    expect([own.total, own.data, own.facets.category]).toEqual([0, [], []]);
    // A class deleted: what was open to it leaves its former members' counts.
    await admin.delete(`/api/user-class/${classB}`).expect(200);
    expect(await counts(inB())).toEqual({ total: 0, category: [], ids: [] });
    const open = await make({ title: 'Mở cho mọi người', category: 'Khác', isPublic: true });
    const after = (await learner.get('/api/k9/type/story').expect(200)).body;
    expect([after.total, after.data.map((row: { id: number }) => row.id), after.facets.category]).toEqual([1, [open], [{ value: 'Khác', count: 1 }]]);
  });
});
