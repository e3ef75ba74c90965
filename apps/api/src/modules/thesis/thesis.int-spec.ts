import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { THESIS_ROUTES as R, type ThesisView } from '@k9/contracts';
import { dailyNotebookName, thesisStreamId, THESIS_MESSAGES as M, type EventStore, type ThesisEvent } from '@k9/domain';
import { signInAs, type Agent } from '../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE, PG_POOL } from '../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { THESIS_PROJECTION } from './projections/thesis/thesis.projection.js';

/** Issue 30 §1-§2: theses as one stream each, a PUT as per-segment events, the owner alone, limits, the daily notebook. */
describe('thesis notebooks', () => {
  let t: TestApp;
  let store: EventStore;
  let pool: pg.Pool;
  let learnerA: Agent;
  let learnerB: Agent;
  let userA: { id: string };
  let userB: { id: string };

  const create = async (body: Record<string, unknown>, agent: Agent = learnerA): Promise<ThesisView> => (await agent.post(R.list).send(body).expect(201)).body.data;
  const get = async (id: string, agent: Agent = learnerA): Promise<ThesisView> => (await agent.get(R.one(id)).expect(200)).body.data;
  const typesOf = async (id: string, afterVersion = 0) => (await store.readStream<ThesisEvent>(thesisStreamId(id), { afterVersion })).map((event) => event.type);
  const entries = (view: ThesisView) => view.list_chat.map(({ id, order, content, summary, mode, originalContent }) => ({ id, order, content, summary, mode, originalContent }));

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get<EventStore>(EVENT_STORE);
    pool = t.app.get<pg.Pool>(PG_POOL);
    const a = await t.createUser({ email: `a-${Date.now()}@k9.test` });
    const b = await t.createUser();
    userA = a;
    userB = b;
    [learnerA, learnerB] = await Promise.all([signInAs(t, a), signInAs(t, b)]);
  }, 60_000);
  afterAll(() => t?.close());

  it('creates, lists, reads and revises a thesis, each change of a PUT its own event', async () => {
    const thesis = await create({ name: 'Cổ phiếu ngân hàng', content: 'Ghi chép về ngành ngân hàng', userCreated: userB.id, list_chat: [{ content: 'Đoạn một' }, { content: 'Đoạn hai', mode: 'summarized', originalContent: 'Gốc hai' }] });
    expect(thesis).toMatchObject({ name: 'Cổ phiếu ngân hàng', summary: 'Ghi chép về ngành ngân hàng', userCreated: expect.stringMatching(/^a-\d+@k9\.test$/), version: 3 });
    expect(entries(thesis)).toEqual([
      { id: expect.any(String), order: 1, content: 'Đoạn một', summary: 'Đoạn một', mode: 'original', originalContent: null },
      { id: expect.any(String), order: 2, content: 'Đoạn hai', summary: 'Đoạn hai', mode: 'summarized', originalContent: 'Gốc hai' },
    ]);
    expect(await typesOf(thesis.id)).toEqual(['ThesisCreated', 'ThesisSegmentAdded', 'ThesisSegmentAdded']);
    const second = await create({ name: 'Thứ hai' });
    expect((await learnerA.get(R.list).expect(200)).body.data.map((view: ThesisView) => view.id).slice(0, 2)).toEqual([second.id, thesis.id]);
    expect((await learnerA.get(R.ofUser(userA.id)).expect(200)).body.data).toHaveLength(2);
    expect((await learnerA.get(R.ofUser(thesis.userCreated.toUpperCase())).expect(200)).body.data).toHaveLength(2);

    const [one, two] = thesis.list_chat;
    const put = await learnerA
      .put(R.one(thesis.id))
      .send({ ...thesis, name: 'Ngân hàng 2026', updateAt: new Date().toISOString(), list_chat: [{ ...two, content: 'Đoạn hai đã sửa' }, { content: 'Đoạn ba' }], version: thesis.version })
      .expect(200);
    const revised: ThesisView = put.body.data;
    expect(await typesOf(thesis.id, thesis.version)).toEqual(['ThesisDetailsEdited', 'ThesisSegmentDeleted', 'ThesisSegmentEdited', 'ThesisSegmentAdded']);
    expect(entries(revised)).toEqual([
      { id: two.id, order: 1, content: 'Đoạn hai đã sửa', summary: 'Đoạn hai', mode: 'summarized', originalContent: 'Gốc hai' },
      { id: expect.any(String), order: 2, content: 'Đoạn ba', summary: 'Đoạn ba', mode: 'original', originalContent: null },
    ]);
    expect(revised).toMatchObject({ name: 'Ngân hàng 2026', version: 7 });
    expect(revised.list_chat.some((segment) => segment.id === one.id)).toBe(false);
    expect(await get(thesis.id)).toEqual(revised);

    const reordered: ThesisView = (await learnerA.put(R.one(thesis.id)).send({ list_chat: [...revised.list_chat].reverse() }).expect(200)).body.data;
    expect(reordered.list_chat.map((segment) => [segment.order, segment.content])).toEqual([
      [1, 'Đoạn ba'],
      [2, 'Đoạn hai đã sửa'],
    ]);
    expect(await typesOf(thesis.id, revised.version)).toEqual(['ThesisSegmentsReordered']);
    await learnerA.put(R.one(thesis.id)).send({ name: 'Cũ', version: thesis.version }).expect(412);
    expect((await get(thesis.id)).name).toBe('Ngân hàng 2026');
  });

  it('finds own theses by name, content, summary or segment, case-insensitive; an empty search is the list', async () => {
    const found = await create({ name: 'Tìm kiếm', list_chat: [{ content: 'Lợi nhuận VINAMILK tăng' }] });
    await create({ name: 'Của B: vinamilk' }, learnerB);
    expect((await learnerA.get(R.search).query({ q: 'vinamilk' }).expect(200)).body.data.map((view: ThesisView) => view.id)).toEqual([found.id]);
    expect((await learnerA.get(R.search).query({ q: 'TÌM KIẾM' }).expect(200)).body.data.map((view: ThesisView) => view.id)).toEqual([found.id]);
    expect((await learnerA.get(R.search).query({ q: '100%' }).expect(200)).body.data).toEqual([]);
    expect((await learnerA.get(R.search).query({ q: '' }).expect(200)).body.data).toEqual((await learnerA.get(R.list).expect(200)).body.data);
  });

  it("keeps A's theses from B, even with userCreated set to B: 404 or 403, nothing changed", async () => {
    const thesis = await create({ name: 'Riêng của A', list_chat: [{ content: 'Bí mật' }] });
    const head = await store.committedHead();
    await learnerB.get(R.one(thesis.id)).expect(404);
    await learnerB.get(R.ofUser(userA.id)).expect(403);
    await learnerB.get(R.ofUser(thesis.userCreated)).expect(403);
    const put = await learnerB.put(R.one(thesis.id)).send({ name: 'Của B', userCreated: userB.id, list_chat: [] }).expect(404);
    expect(put.body.message).toBe(M.notFound);
    await learnerB.post(R.chats(thesis.id)).send({ content: 'Chen vào', mode: 'original' }).expect(404);
    await learnerB.delete(R.one(thesis.id)).expect(404);
    await learnerB.post(R.aiSummary).send({ purpose: 'thesis', thesisId: thesis.id }).expect(404);
    expect((await learnerB.get(R.list).expect(200)).body.data.some((view: ThesisView) => view.id === thesis.id)).toBe(false);
    expect((await learnerB.get(R.search).query({ q: 'Bí mật' }).expect(200)).body.data).toEqual([]);
    expect(await store.committedHead()).toBe(head);
    expect(await get(thesis.id)).toEqual(thesis);
    await learnerA.delete(R.one(thesis.id)).expect(200);
    await learnerA.get(R.one(thesis.id)).expect(404);
    expect(await typesOf(thesis.id, thesis.version)).toEqual(['ThesisDeleted']);
  });

  it('saves to a notebook one segment at a time, order = count + 1, with the default summary', async () => {
    const thesis = await create({ name: 'Sổ lưu', list_chat: [{ content: 'Một' }, { content: 'Hai' }] });
    const long = 'Câu trả lời dài '.repeat(10);
    const saved: ThesisView = (await learnerA.post(R.chats(thesis.id)).send({ content: long, mode: 'original' }).expect(200)).body.data;
    expect(saved.list_chat.at(-1)).toMatchObject({ order: 3, content: long, summary: `${long.slice(0, 100)}…`, mode: 'original', originalContent: null });
    const summarized: ThesisView = (await learnerA.post(R.chats(thesis.id)).send({ content: 'Tóm tắt', summary: 'Ngắn', mode: 'summarized', originalContent: 'Bản gốc' }).expect(200)).body.data;
    expect(summarized.list_chat.at(-1)).toMatchObject({ order: 4, summary: 'Ngắn', mode: 'summarized', originalContent: 'Bản gốc' });
    expect(await typesOf(thesis.id, thesis.version)).toEqual(['ThesisSegmentAdded', 'ThesisSegmentAdded']);
  });

  it('answers bad input with a Vietnamese 4xx', async () => {
    const thesis = await create({ name: 'Kiểm tra' });
    const expectMessage = async (call: Promise<{ status: number; body: { message: string } }>, status: number, message: string) => {
      const response = await call;
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    };
    await expectMessage(learnerA.post(R.chats(thesis.id)).send({ content: '   ', mode: 'original' }), 422, M.contentRequired);
    await expectMessage(learnerA.post(R.chats(thesis.id)).send({ mode: 'original' }), 400, M.contentRequired);
    await expectMessage(learnerA.post(R.chats(thesis.id)).send({ content: 'x', mode: 'khác' }), 400, M.modeInvalid);
    await expectMessage(learnerA.post(R.chats(thesis.id)).send({ content: 'x'.repeat(20_001) }), 400, M.contentTooLong);
    await expectMessage(learnerA.post(R.list).send({ name: '   ' }), 400, M.nameRequired);
    await expectMessage(learnerA.post(R.list).send({ name: 'x', list_chat: 'nhiều' }), 400, M.listChatInvalid);
    await expectMessage(learnerA.put(R.one(thesis.id)).send({ list_chat: [{ content: '' }] }), 400, M.contentRequired);
    await expectMessage(learnerA.put(R.one(thesis.id)).send({ name: 5 }), 400, M.nameInvalid);
    await expectMessage(learnerA.get(R.one('không-hợp-lệ!')), 404, M.notFound);
    await expectMessage(learnerA.post(R.aiSummary).send({ purpose: 'khác' }), 400, M.purposeInvalid);
    await expectMessage(learnerA.post(R.aiSummary).send({ purpose: 'segment', text: '  ' }), 400, M.segmentTextRequired);
    await expectMessage(learnerA.post(R.aiSummary).send({ purpose: 'thesis', thesisId: thesis.id }), 400, M.noSegments);
  });

  it('keeps at most 200 segments a thesis and 50 theses a user', async () => {
    const user = await t.createUser();
    const agent = await signInAs(t, user);
    const full = await create({ name: 'Đầy', list_chat: Array.from({ length: 200 }, (_, i) => ({ content: `Đoạn ${i + 1}` })) }, agent);
    expect(full.list_chat.at(-1)?.order).toBe(200);
    const refused = await agent.post(R.chats(full.id)).send({ content: 'Thêm nữa', mode: 'original' }).expect(422);
    expect(refused.body.message).toBe(M.tooManySegments);
    expect((await agent.put(R.one(full.id)).send({ list_chat: [...full.list_chat, { content: 'Thêm' }] }).expect(400)).body.message).toBe(M.tooManySegments);
    for (let i = 1; i < 50; i++) await create({ name: `Thesis ${i}` }, agent);
    expect((await agent.post(R.list).send({ name: 'Thesis 51' }).expect(422)).body.message).toBe(M.tooManyTheses);
    expect((await agent.post(R.daily).expect(422)).body.message).toBe(M.tooManyTheses);
  }, 30_000);

  it("makes today's notebook once, however often and however many at once", async () => {
    const user = await t.createUser();
    const agent = await signInAs(t, user);
    const [first, second] = await Promise.all([agent.post(R.daily).expect(200), agent.post(R.daily).expect(200)]);
    expect(first.body.data.name).toBe(dailyNotebookName(Date.now()));
    expect(first.body.data.name).toMatch(/^Sổ ngày \d{2}\/\d{2}\/\d{4}$/);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect((await agent.post(R.daily).expect(200)).body.data.id).toBe(first.body.data.id);
    expect((await agent.get(R.list).expect(200)).body.data).toHaveLength(1);
    // Deleted today, asked again: a new notebook of today.
    await agent.delete(R.one(first.body.data.id)).expect(200);
    const again = (await agent.post(R.daily).expect(200)).body.data;
    expect(again.id).not.toBe(first.body.data.id);
    expect((await agent.post(R.daily).expect(200)).body.data.id).toBe(again.id);
  });

  it('the live read model equals a rebuild from the events', async () => {
    const rows = async () => ({
      theses: (await pool.query(`SELECT * FROM thesis ORDER BY id`)).rows,
      segments: (await pool.query(`SELECT * FROM thesis_segment ORDER BY thesis_id, seq`)).rows,
    });
    const live = await rows();
    expect(live.segments.length).toBeGreaterThan(200);
    await t.app.get(ProjectionsService).rebuild(THESIS_PROJECTION);
    expect(await rows()).toEqual(live);
  });
});
