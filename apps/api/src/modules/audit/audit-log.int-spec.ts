import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chatSessionStreamId, type EventStore } from '@k9/domain';
import { accessMatrix, ADMIN_ONLY, signInCallers, type Callers } from '../../../test/helpers/access-matrix.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Row = { position: number; streamId: string; kind: string; type: string; label: string; actorEmail: string | null; correlationId: string; data: Record<string, unknown> };

/** Issue 36 §1, §2: the audit log across streams, its allow-list, the reads of learners' words, a record as it was. */
describe('the audit log across streams', () => {
  let t: TestApp;
  let admin: Agent;
  let store: EventStore;
  let callers: Callers;
  const events = async (query: string) => (await admin.get(`/api/audit/events${query}`).expect(200)).body as { data: Row[]; nextBefore: number | null };
  /** The log as the projection has it once it has caught up with everything written so far. */
  const caughtUp = async () => {
    const head = await store.committedHead();
    for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 25))) {
      const [newest] = (await events('?limit=1')).data;
      if (newest && newest.position >= head) return;
    }
    throw new Error('the audit log did not catch up');
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
    store = t.app.get<EventStore>(EVENT_STORE);
    callers = await signInCallers(t);
  });
  afterAll(() => t.close());

  accessMatrix({
    callers: () => callers,
    rows: [
      { name: 'GET /api/audit/events', call: (a) => a.get('/api/audit/events'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'GET /api/audit/catalogue', call: (a) => a.get('/api/audit/catalogue'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'GET /api/audit/stream/{id}/state', call: (a) => a.get('/api/audit/stream/setting-ZALO_INFO/state?at=1'), expect: { ...ADMIN_ONLY, admin: 200 } },
    ],
  });

  it('finds who changed what across streams, by actor, type group, kind, stream, correlation and time, a page at a time', async () => {
    const created = await admin.post('/api/k9').send({ type: 'news', title: 'Tin kiểm toán', summary: 'Tóm tắt', status: 'published', isPublic: true }).expect(201);
    const id = created.body.id as number;
    for (const isPublic of [false, true, false]) await admin.put('/api/k9').send({ id, isPublic }).expect(200);
    await t.createUser({ username: 'hocvien_kiemtoan' });
    await caughtUp();

    const visibility = await events(`?actor=${encodeURIComponent(ADMIN.email)}&type=visibility&streamId=content-${id}`);
    expect(visibility.data.map((row) => [row.type, row.data.isPublic])).toEqual([
      ['ContentVisibilityChanged', false],
      ['ContentVisibilityChanged', true],
      ['ContentVisibilityChanged', false],
    ]);
    expect(visibility.data[0]).toMatchObject({ kind: 'content', label: 'Đổi chế độ hiển thị nội dung', actorEmail: ADMIN.email });

    // Paging: two, then the rest, newest first by position, no row twice.
    const first = await events(`?streamId=content-${id}&limit=2`);
    const rest = await events(`?streamId=content-${id}&limit=2&before=${first.nextBefore}`);
    const positions = [...first.data, ...rest.data].map((row) => row.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(new Set(positions).size).toBe(4);

    const byCorrelation = await events(`?correlationId=${visibility.data[0].correlationId}`);
    expect(byCorrelation.data.map((row) => row.position)).toContain(visibility.data[0].position);
    expect((await events('?kind=content&type=ContentCreated')).data.map((row) => row.streamId)).toContain(`content-${id}`);
    expect((await events(`?streamId=content-${id}&to=2000-01-01`)).data).toEqual([]);
    expect((await events(`?streamId=content-${id}&from=2000-01-01&to=2100-01-01`)).data).toHaveLength(4);
  });

  it('shows only allow-listed fields: no password hash, name or value, in the log or in a stream history', async () => {
    const user = await t.createUser({ username: 'hocvien_bimat' });
    await caughtUp();
    const [createdRow] = (await events(`?streamId=user-${user.id}&type=UserCreated`)).data;
    expect(createdRow.data).toMatchObject({ userId: user.id, username: 'hocvien_bimat' });
    expect(Object.keys(createdRow.data)).not.toContain('passwordHash');
    const history = (await admin.get(`/api/audit/stream/user-${user.id}`).expect(200)).body;
    expect(JSON.stringify(history)).not.toMatch(/passwordHash|argon2|\[ẩn\]/);
  });

  it("records each request that shows a learner's chat messages, naming the reader", async () => {
    const learner = await t.createUser();
    const sessionId = 900_001;
    const metadata = { actorId: learner.id, actorEmail: 'hoc-vien@k9.test', correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString() };
    await store.appendToStream(
      chatSessionStreamId(sessionId),
      [
        { id: randomUUID(), type: 'ChatSessionCreated', data: { sessionId, ownerId: learner.id, ownerEmail: 'hoc-vien@k9.test', advisorType: null, title: 'Câu hỏi riêng', model: null, show: true }, metadata },
        { id: randomUUID(), type: 'ChatUserMessagePosted', data: { sessionId, messageId: 'm1', parentId: null, content: 'Lời riêng của học viên', timestamp: metadata.occurredAt }, metadata },
      ],
      { expectedVersion: 'no_stream' },
    );
    await caughtUp();
    const reads = async () => (await store.readAll({ after: 0, limit: 100_000 })).filter((event) => event.type === 'LearnerDataRead');
    const before = (await reads()).length;

    const shown = await events(`?streamId=${chatSessionStreamId(sessionId)}`);
    expect(shown.data.map((row) => row.data.content)).toContain('Lời riêng của học viên');
    const history = (await admin.get(`/api/audit/stream/${chatSessionStreamId(sessionId)}`).expect(200)).body;
    expect(JSON.stringify(history)).toContain('Lời riêng của học viên');

    const after = await reads();
    expect(after).toHaveLength(before + 2);
    expect(after.slice(-2).map((event) => event.data)).toEqual([
      { readerId: expect.any(String), readerEmail: ADMIN.email, route: '/api/audit/events', streamIds: [chatSessionStreamId(sessionId)], eventCount: 2 },
      { readerId: expect.any(String), readerEmail: ADMIN.email, route: `/api/audit/stream/${chatSessionStreamId(sessionId)}`, streamIds: [chatSessionStreamId(sessionId)], eventCount: 2 },
    ]);
    // A page without a learner's words is not recorded.
    await events('?type=ContentCreated');
    expect(await reads()).toHaveLength(before + 2);
  });

  it('refuses bad filters with a Vietnamese 400', async () => {
    const refused = async (query: string) => (await admin.get(`/api/audit/events${query}`).expect(400)).body.message as string;
    expect(await refused('?type=KhongCo')).toBe("Không có loại sự kiện hoặc nhóm sự kiện 'KhongCo'.");
    expect(await refused('?kind=khong-co')).toBe("Không có loại luồng 'khong-co'.");
    expect(await refused('?from=hom-qua')).toContain('Thời điểm bắt đầu (from)');
    expect(await refused('?from=2026-11-30&to=2026-11-01')).toBe('Thời điểm bắt đầu phải trước thời điểm kết thúc.');
    expect(await refused('?limit=1000')).toBe('Số mục mỗi trang (limit) phải từ 1 đến 100.');
    expect(await refused('?before=abc')).toContain('before');
  });

  it('lists the kinds, groups and Vietnamese labels the filters offer', async () => {
    const catalogue = (await admin.get('/api/audit/catalogue').expect(200)).body;
    expect(catalogue.kinds).toEqual(expect.arrayContaining([{ kind: 'content', label: 'Nội dung', prefix: 'content-', replayable: true }, { kind: 'chat-session', label: 'Phiên chat', prefix: 'chat-session-', replayable: false }]));
    expect(catalogue.groups.map((group: { key: string }) => group.key)).toEqual(expect.arrayContaining(['visibility', 'approvals', 'ai']));
    expect(catalogue.types).toEqual(expect.arrayContaining([{ type: 'ContentVisibilityChanged', label: 'Đổi chế độ hiển thị nội dung' }]));
  });
});
