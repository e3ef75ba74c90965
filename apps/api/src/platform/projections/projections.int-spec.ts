import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { EVENT_STORE_HARNESSES } from '../../../test/helpers/event-store-harness.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { until } from '../../../test/helpers/until.js';
import { ProjectionsService } from './projections.service.js';
import { ProjectionRunner } from './projection-runner.js';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import type { Projection } from './projection.js';

/** Every table of every projection, as each projection names them: a new read model cannot be left out. */
const snapshot = async (orm: MikroORM, projections: ProjectionsService) => {
  const connection = orm.em.fork().getConnection();
  const tables: Record<string, unknown[]> = {};
  for (const table of projections.projections().flatMap((projection) => projection.tables)) {
    tables[table] = await connection.execute(`SELECT * FROM ${table} AS row ORDER BY row::text`);
  }
  return tables;
};

/**
 * The version of each stream whose id starts with `prefix`, as the event log holds it (on either store), read through
 * `through` (a committed head, which every event of those streams lies at or below).
 */
const streamVersions = async (store: EventStore, prefix: string, through: number) => {
  const versions = new Map<string, number>();
  const deadline = Date.now() + 5000;
  for (let after = 0; after < through; ) {
    const page = await store.readAll({ after, limit: 1000 });
    if (!page.length) {
      // Readable once no older transaction is open (on PostgreSQL, other databases' ones included).
      if (Date.now() > deadline) throw new Error(`the log was never readable through ${through}`);
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    for (const event of page) if (event.streamId.startsWith(prefix)) versions.set(event.streamId, Math.max(versions.get(event.streamId) ?? 0, event.streamVersion));
    after = page[page.length - 1].globalPosition;
  }
  return [...versions].map(([stream_id, n]) => ({ stream_id, n }));
};

/** Rows by stream id in one order, whatever the database's collation. */
const byStream = <R extends { stream_id: string }>(rows: R[]) => [...rows].sort((a, b) => (a.stream_id < b.stream_id ? -1 : a.stream_id > b.stream_id ? 1 : 0));

// Each block runs on each store of EVENT_STORE_HARNESSES: PostgreSQL always, EventStoreDB where a server is configured.
describe.each(EVENT_STORE_HARNESSES)('projections on $name', (eventStore) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(eventStore.newLog());
  });
  afterAll(() => t.close());

  it('rebuilds every read model from zero into exactly what the live projection holds', async () => {
    const admin = await t.signInAdmin();
    for (let i = 0; i < 5; i++) await t.createUser();
    const created = await admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: [{ value: 'v0', label: 'Nhãn 0' }] }).expect(201);
    for (let i = 1; i < 20; i++) {
      await admin.put('/api/setting').send({ id: created.body.id, type: 'TAG1_OPTIONS', setting: [{ value: `v${i}`, label: `Nhãn ${i}` }] }).expect(200);
    }
    await admin.post('/api/setting').send({ type: 'homepage_content', setting: { hero: { tagline: 'Tình huống thật' } } }).expect(201);
    // Identity: registration, classes (one deleted while users hold it), an edit, a deletion.
    await t.http().post('/api/public/register-account').send({ name: 'Học Viên', phone: '0912345678', email: 'hv@gmail.com', info: { termsAccepted: true } }).expect(201);
    const [a, b] = [(await admin.post('/api/user-class').send({ name: 'Lớp A' })).body.data.id, (await admin.post('/api/user-class').send({ name: 'Lớp B' })).body.data.id];
    const user = (await admin.post('/api/user').send({ name: 'Người Sửa', username: 'nguoisua', info: { startDate: '2026-03-01', durationDays: 10 }, id_user_class: [a, b] })).body.data;
    await admin.put(`/api/user/${user.id}`).send({ name: 'Người Đã Sửa', username: 'nguoisua', info: { startDate: '2026-03-02', durationDays: 20 }, id_user_class: [a, b], resetPassword: true }).expect(200);
    await admin.put(`/api/user/${user.id}/auditor`).send({ auditor: true }).expect(200);
    await admin.put(`/api/user-class/${b}`).send({ name: 'Lớp B2' }).expect(200);
    await admin.delete(`/api/user-class/${a}`).expect(200);
    // Storage: two uploads, one of them claimed by the homepage images setting.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const [claimed] = (await admin.post('/api/upload-many-file?purpose=image').attach('files', png, 'a.png').expect(201)).body.files;
    await admin.post('/api/upload-many-file?purpose=image').attach('files', png, 'b.png').expect(201);
    await admin.post('/api/setting').send({ type: 'homepage_images', setting: { hero: claimed.url } }).expect(201);
    const removed = await t.createUser();
    await admin.delete('/api/user/').send({ id: removed.id }).expect(200);
    // Learning and contact: a learner's bookmark and read mark, a submitted quiz and a redone one, and a contact request (no SMTP here: it waits).
    const quiz = { questionQuiz: [{ question: 'Câu?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, correct_answer: 'B', explanation: 'Vì B.' }], questionEssay: [] };
    const item = (await admin.post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, title: 'Bài đọc', questionContent: quiz }).expect(201)).body.id;
    const login = await t.createUser();
    const learner = await t.signIn(login.username, login.password);
    await learner.put(`/api/learner/marks/bookmarks_stream/${item}`).expect(200);
    await learner.put(`/api/learner/marks/read_items_stream/${item}`).expect(200);
    await learner.post('/api/question-history').send({ user_id: login.id, question_id: item, selectedAnswers: { 0: 'B' }, status: 'complete' }).expect(200);
    await learner.post(`/api/quiz-attempts/${item}/redo`).expect(200);
    await learner.post('/api/question-history').send({ user_id: login.id, question_id: item, selectedAnswers: { 0: 'A' }, status: 'complete' }).expect(200);
    await learner.post('/api/email/send').send({ email: 'hv@example.com', message: 'Xin gia hạn tài khoản.' }).expect(201);
    // Market and content AI: a company report made and edited; an AI batch that ends (no provider here: its record errs).
    const settings = {
      valuationTable: { dataSource: 'BCTC', compareColumn: 'Doanh thu thuần', rowCount: 5 },
      financialRatioTable: { dataSource: 'CompanyEvent', compareColumn: 'Loại sự kiện', rowCount: 8 },
      industryComparisonTable: { dataSource: 'CompanyInfo', compareColumn: 'Ngành cấp 4', rowCount: 5 },
    };
    const report = (await admin.post('/api/company-reports').send({ ticker: 'FPT', name: 'Báo cáo FPT', settings }).expect(201)).body.data;
    await admin.put(`/api/company-reports/${report.id}`).send({ ticker: 'FPT', name: 'Báo cáo FPT quý 3', settings }).expect(200);
    const batch = (await admin.post('/api/k9/ai/batches').send({ kind: 'classify', recordIds: [item], dryRun: true }).expect(202)).body.id as string;
    await until('the AI batch ends', async () => ['done', 'failed'].includes((await admin.get(`/api/k9/ai/batches/${batch}`)).body.state), 15_000);
    const orm = t.app.get<MikroORM>(MikroORM);
    const projections = t.app.get(ProjectionsService);
    // The contact request's answer does not wait for its read model (the e-mail job does): wait for every projection.
    await projections.waitFor((await admin.get('/api/health').expect(200)).body.eventStore.head, projections.names(), 10_000);
    const live = await snapshot(orm, projections);
    expect(Object.keys(live).sort()).toEqual(expect.arrayContaining(['identity_user', 'identity_user_class', 'site_setting', 'storage_upload', 'learner_mark', 'contact_request', 'quiz_attempt', 'quiz_submission']));
    expect(live.site_setting).toHaveLength(3);
    expect(live.identity_user).toHaveLength(9);
    expect(live.learner_mark).toHaveLength(2);
    expect(live.contact_request).toHaveLength(1);
    expect(live.quiz_attempt).toHaveLength(1);
    expect(live.quiz_submission).toHaveLength(2);
    expect(live.identity_user_class).toHaveLength(1);
    expect(live.storage_upload).toHaveLength(2);
    expect(live.market_company_report).toHaveLength(1);
    expect(live.content_ai_batch).toHaveLength(1);
    expect(live.content_ai_batch_record).toHaveLength(1);
    // The audit log has a row for every event of the journey (the store's whole log: every type has an audit rule).
    expect(live.audit_event).toHaveLength((await t.app.get<EventStore>(EVENT_STORE).readAll({ after: 0, limit: 1_000_000 })).length);
    for (const name of projections.names()) await projections.rebuild(name);
    expect(await snapshot(orm, projections)).toEqual(live);
  });

  it('applies each event exactly once with two runners on one read model, even through a rebuild', async () => {
    const orm = t.app.get<MikroORM>(MikroORM);
    await orm.em.fork().getConnection().execute(`CREATE TABLE test_event_count (stream_id text PRIMARY KEY, n int NOT NULL)`);
    const counting: Projection = {
      name: 'test-event-count',
      eventTypes: ['SettingSaved'],
      tables: ['test_event_count'],
      apply: async (em, events) => {
        for (const event of events) {
          await em.execute(
            `INSERT INTO test_event_count (stream_id, n) VALUES (?, 1) ON CONFLICT (stream_id) DO UPDATE SET n = test_event_count.n + 1`,
            [event.streamId],
          );
        }
      },
    };
    const store = t.app.get(EVENT_STORE);
    const runners = [1, 2].map(() => new ProjectionRunner(counting, orm, store as never, () => undefined));
    for (const runner of runners) await runner.start(10);
    const admin = await t.signInAdmin();
    const created = await admin.post('/api/setting').send({ type: 'TAG3_OPTIONS', setting: [] }).expect(201);
    for (let i = 0; i < 15; i++) {
      await admin.put('/api/setting').send({ id: created.body.id, type: 'TAG3_OPTIONS', setting: [{ value: `s${i}`, label: `Chuỗi ${i}` }] }).expect(200);
      if (i === 7) await runners[1].rebuild();
    }
    const head = await store.committedHead();
    const deadline = Date.now() + 5000;
    while (runners.some((runner) => runner.position < head) && Date.now() < deadline) {
      await Promise.all(runners.map((runner) => runner.wake()));
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const runner of runners) await runner.stop();
    const rows = byStream(await orm.em.fork().getConnection().execute<{ stream_id: string; n: number }[]>(`SELECT stream_id, n FROM test_event_count`));
    // The stream versions as the log holds them: the streams table on PostgreSQL, the server on EventStoreDB.
    const versions = byStream(await streamVersions(store, 'setting-', head));
    expect(rows).toEqual(versions);
    expect(rows.find((row) => row.stream_id === 'setting-TAG3_OPTIONS')?.n).toBe(16);
  });

  it('stores how far a projection got through events it ignores, so that a restart does not read them again', async () => {
    const orm = t.app.get<MikroORM>(MikroORM);
    const ignoring: Projection = { name: 'test-ignoring', eventTypes: ['NothingOfThis'], tables: [], apply: async () => undefined };
    const events = Array.from({ length: 2_500 }, (_, i) => ({ globalPosition: i + 1, type: 'SomethingElse', streamId: `s-${i}`, streamVersion: 1, data: {}, metadata: {} }));
    const reads: number[] = [];
    const log = {
      readAll: async ({ after, limit }: { after: number; limit: number }) => {
        reads.push(after);
        return events.filter((event) => event.globalPosition > after).slice(0, limit) as never;
      },
    };
    const first = new ProjectionRunner(ignoring, orm, log, () => undefined, 'postgres');
    await first.start(60_000);
    await first.wake();
    await first.stop();
    expect(first.position).toBe(2_500);
    const [stored] = await orm.em.fork().getConnection().execute<{ position: string }[]>(`SELECT position FROM projection_checkpoint WHERE name = 'test-ignoring'`);
    expect(Number(stored.position)).toBe(2_000);
    reads.length = 0;
    const second = new ProjectionRunner(ignoring, orm, log, () => undefined, 'postgres');
    await second.start(60_000);
    await second.wake();
    await second.stop();
    expect(reads[0]).toBe(2_000);
    expect(second.position).toBe(2_500);
  });

  it('counts the events it ignores, not the positions they span, before storing how far it got', async () => {
    const orm = t.app.get<MikroORM>(MikroORM);
    const ignoring: Projection = { name: 'test-ignoring-sparse', eventTypes: ['NothingOfThis'], tables: [], apply: async () => undefined };
    // Positions as PostgreSQL numbers them: one append per transaction, 16,384 positions apart.
    const events = Array.from({ length: 2_500 }, (_, i) => ({ globalPosition: (i + 1) * 16_384, type: 'SomethingElse', streamId: `s-${i}`, streamVersion: 1, data: {}, metadata: {} }));
    const log = { readAll: async ({ after, limit }: { after: number; limit: number }) => events.filter((event) => event.globalPosition > after).slice(0, limit) as never };
    const runner = new ProjectionRunner(ignoring, orm, log, () => undefined, 'postgres');
    await runner.start(60_000);
    await runner.wake();
    await runner.stop();
    expect(runner.position).toBe(2_500 * 16_384);
    const [stored] = await orm.em.fork().getConnection().execute<{ position: string }[]>(`SELECT position FROM projection_checkpoint WHERE name = 'test-ignoring-sparse'`);
    // Stored after 1,000 and 2,000 events; the last 500 are fewer than SKIPPED_BEFORE_STORING.
    expect(Number(stored.position)).toBe(2_000 * 16_384);
  });

  it('reports database, Redis, event store and each projection with its lag', async () => {
    // Earlier tests' writes may still be on their way through the projections: let them land first.
    const projections = t.app.get(ProjectionsService);
    // The details are for admins (anyone else gets only ok / degraded).
    const admin = await t.signInAdmin();
    await projections.waitFor((await admin.get('/api/health')).body.eventStore.head, projections.names(), 5000);
    const health = await admin.get('/api/health').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', database: { status: 'up' }, redis: { status: 'up' }, eventStore: { status: 'up' } });
    // Every registered projection is reported, the platform's first ones among them.
    const reported = health.body.projections.map((p: { name: string }) => p.name).sort();
    expect(reported).toEqual([...projections.names()].sort());
    expect(reported).toEqual(expect.arrayContaining(['identity-session-revocation', 'identity-user', 'identity-user-class', 'site-setting', 'storage-upload', 'content-record']));
    for (const projection of health.body.projections) {
      expect(projection.checkpoint).toBe(health.body.eventStore.head);
      expect(projection.lag).toBe(0);
    }
  });
});

describe.each(EVENT_STORE_HARNESSES)('read-your-writes when projections cannot keep up, on $name', (eventStore) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...eventStore.newLog(), READ_YOUR_WRITES_TIMEOUT_MS: '300', PROJECTION_STALL_MS: '300' });
  });
  afterAll(() => t.close());

  it('answers 202 "stored, shown in a moment" (never a 503 that invites a retry), keeps the event, and shows it once the projection catches up', async () => {
    const admin = await t.signInAdmin();
    const projections = t.app.get(ProjectionsService);
    await projections.beforeApplicationShutdown();
    const response = await admin.post('/api/setting').send({ type: 'BACKGROUND_AUDIO', setting: { enabled: true, volume: 0.5 } });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ code: 'STORED_PENDING', message: 'Đã lưu, dữ liệu sẽ hiển thị sau giây lát', streamIds: ['setting-BACKGROUND_AUDIO'] });
    const lagging = await admin.get('/api/health');
    expect(lagging.body.projections.find((p: { name: string }) => p.name === 'site-setting').lag).toBeGreaterThan(0);
    // Nobody applies it: once its position has not moved for PROJECTION_STALL_MS, health says it is stalled.
    await until('site-setting reported stalled', async () => (await admin.get('/api/health')).body.projections.find((p: { name: string }) => p.name === 'site-setting').stalled === true, 5000);
    expect((await admin.get('/api/audit/stream/setting-BACKGROUND_AUDIO')).body.data).toHaveLength(1);
    await projections.startAll();
    await projections.waitFor((await admin.get('/api/health')).body.eventStore.head, ['site-setting'], 5000);
    expect((await admin.get('/api/setting/BACKGROUND_AUDIO')).body.setting).toEqual({ enabled: true, audioUrl: null, volume: 0.5 });
  });

  it('a create retried with the same Idempotency-Key after a late answer stores one record, and answers the first answer', async () => {
    const admin = await t.signInAdmin();
    const projections = t.app.get(ProjectionsService);
    const body = { type: 'news', status: 'published', title: 'Một lần thôi', isPublic: true };
    await projections.beforeApplicationShutdown();
    const first = await admin.post('/api/k9').set('Idempotency-Key', 'tao-tin-0001').send(body);
    expect(first.status).toBe(202);
    const again = await admin.post('/api/k9').set('Idempotency-Key', 'tao-tin-0001').send(body);
    expect(again.status).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // The same key on another request is refused; a malformed key too.
    const reused = await admin.post('/api/k9').set('Idempotency-Key', 'tao-tin-0001').send({ ...body, title: 'Khác' });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe('Idempotency-Key này đã được dùng cho một yêu cầu khác.');
    expect((await admin.post('/api/k9').set('Idempotency-Key', 'co dau cach').send(body)).status).toBe(400);
    await projections.startAll();
    await projections.waitFor((await admin.get('/api/health')).body.eventStore.head, projections.names(), 5000);
    const listed = await admin.get('/api/k9/type/news').expect(200);
    expect(listed.body.data.filter((record: { title: string }) => record.title === 'Một lần thôi')).toHaveLength(1);
    // Once the read models are there, a new key gets the record itself.
    const created = await admin.post('/api/k9').set('Idempotency-Key', 'tao-tin-0002').send({ ...body, title: 'Lần hai' }).expect(201);
    const repeated = await admin.post('/api/k9').set('Idempotency-Key', 'tao-tin-0002').send({ ...body, title: 'Lần hai' }).expect(201);
    expect(repeated.body.id).toBe(created.body.id);
  });
});

describe.each(EVENT_STORE_HARNESSES)('a second instance that runs no projections, on $name', (eventStore) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // One log for both instances, as one deployment has.
    const log = eventStore.newLog();
    a = await startTestApp(log);
    b = await startTestApp({ ...log, DATABASE_URL: a.databaseUrl, RUN_PROJECTIONS: 'false', PROJECTION_POLL_MS: '100' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('reads its own writes at once, and other instances\' writes within its poll interval', async () => {
    const onB = await b.signInAdmin();
    // A program saved by value alone gets its value as its name, no description and no image.
    const program = (value: string) => [{ value, label: value, description: '', imageUrl: null }];
    const created = await onB.post('/api/setting').send({ type: 'TAG4_OPTIONS', setting: [{ value: 'D101' }] }).expect(201);
    expect(created.body.setting).toEqual(program('D101'));
    for (const value of ['D201', 'D251']) {
      await onB.put('/api/setting').send({ id: created.body.id, type: 'TAG4_OPTIONS', setting: [{ value }] }).expect(200);
      expect((await onB.get('/api/setting/TAG4_OPTIONS')).body.setting).toEqual(program(value));
      expect((await b.http().get('/api/public/setting/TAG4_OPTIONS')).body.setting).toEqual(program(value));
    }
    const onA = await a.signInAdmin();
    await onA.put('/api/setting').send({ id: created.body.id, type: 'TAG4_OPTIONS', setting: [{ value: 'D501' }] }).expect(200);
    const deadline = Date.now() + 3000;
    let seen: unknown = null;
    while (Date.now() < deadline) {
      seen = (await b.http().get('/api/public/setting/TAG4_OPTIONS')).body.setting;
      if (JSON.stringify(seen) === JSON.stringify(program('D501'))) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toEqual(program('D501'));
  });
});
