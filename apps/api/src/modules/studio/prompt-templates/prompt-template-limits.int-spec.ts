import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { promptTemplateStreamId, startOfVietnamDay, validityPeriod, type EventStore } from '@k9/domain';
import { createTestDatabase } from '../../../../test/helpers/test-database.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE, PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { PersonalWriteLimit } from '../../identity/throttle/personal-write-limit.js';
import { SETTING_PROJECTION } from '../../site/projections/site-setting/site-setting.projection.js';

type Row = { key: string; label: string; template: string; type: 'shared' | 'personal' };
type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const TOO_LONG = { status: 422, code: 'TEMPLATE_TOO_LONG', message: 'Nội dung mẫu prompt tối đa 8.000 ký tự.' };
const TOO_MANY = { status: 422, code: 'TEMPLATE_LIMIT_REACHED', message: 'Bạn chỉ có thể lưu tối đa 50 mẫu prompt cá nhân.' };
const TOO_FAST = { status: 429, code: 'TOO_MANY_PERSONAL_WRITES', message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.' };
// 8,000 Vietnamese letters of 3 bytes each in UTF-8: the largest template the form allows, 24 kB.
const LONGEST = 'ắ'.repeat(8_000);

/**
 * Issue 23 §1: a 2-day trial learner sent 300 templates of 20,000 characters in 111 s, each save stored the whole list
 * again (one stream of 908 MB), and after a restart the API ran out of memory on every start.
 */
describe('prompt templates at their limits (issue 23 §1)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TestApp | null = null;
  let second: TestApp | null = null;
  let redis: Redis;
  beforeAll(async () => {
    db = await createTestDatabase();
    first = await startTestApp({ DATABASE_URL: db.url });
    redis = new Redis(process.env.K9_TEST_REDIS_URL!);
  });
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    redis?.disconnect();
    await db?.drop();
  });

  const outcome = (response: { status: number; body: { code?: string; message?: string } }) => ({ status: response.status, code: response.body.code, message: response.body.message });
  const post = (agent: Agent, label: string, template = LONGEST) => agent.post('/api/prompt-templates').send({ label, template });
  const personal = async (agent: Agent) => ((await agent.get('/api/prompt-templates').expect(200)).body.data as Row[]).filter((row) => row.type === 'personal');
  const stream = async (t: TestApp, userId: string) =>
    (
      await t.app
        .get<pg.Pool>(PG_POOL)
        .query<{ type: string; bytes: number; data: Record<string, unknown> }>('SELECT type, octet_length(data::text) AS bytes, data FROM events WHERE stream_id = $1 ORDER BY stream_version', [
          promptTemplateStreamId(userId),
        ])
    ).rows;
  /** The minute's window ends (its Redis key expires): what waiting a minute would do. */
  const aMinutePasses = (t: TestApp, userId: string) => redis.del(t.app.get(PersonalWriteLimit).keyOf(userId));

  it('replays the attack at the caps: 422 past 8,000 characters and 50 templates, 429 past 30 writes a minute; then a restart serves them', async () => {
    const trial = await first!.createUser({ email: 'dung.thu@k9.test', info: validityPeriod(startOfVietnamDay(Date.now()), 2) });
    const agent = await first!.signIn(trial.username, trial.password);

    // The probe's template, and one character over the cap: refused, nothing stored.
    expect(outcome(await post(agent, 'Mẫu 20.000 ký tự', 'x'.repeat(20_000)))).toEqual(TOO_LONG);
    expect(outcome(await post(agent, 'Mẫu 8.001 ký tự', 'x'.repeat(8_001)))).toEqual(TOO_LONG);
    expect(await stream(first!, trial.id)).toEqual([]);

    // 28 more writes fill the minute's 30; the 31st is refused with the time to wait.
    for (let i = 1; i <= 28; i++) expect((await post(agent, `Mẫu ${i}`)).status).toBe(201);
    const tooFast = await post(agent, 'Mẫu 29');
    expect(outcome(tooFast)).toEqual(TOO_FAST);
    expect(Number(tooFast.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(tooFast.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await personal(agent)).toHaveLength(28);

    // A minute later: up to 50 templates, and the 51st is refused (from either route).
    await aMinutePasses(first!, trial.id);
    for (let i = 29; i <= 50; i++) expect((await post(agent, `Mẫu ${i}`)).status).toBe(201);
    expect(outcome(await post(agent, 'Mẫu 51'))).toEqual(TOO_MANY);
    const list = (await agent.get('/api/setting/TEMPLATE_AI_SETTING?scope=personal').expect(200)).body;
    // (Short texts: 51 of the longest would be over the 1 MB a request may carry.)
    const fiftyOne = [...list.setting.map((entry: Row) => ({ ...entry, template: 'Tóm tắt &&&' })), { key: 'mau-51', label: 'Mẫu 51', template: 'Tóm tắt &&&' }];
    expect(outcome(await agent.put('/api/setting').send({ id: list.id, type: 'TEMPLATE_AI_SETTING', scope: 'personal', setting: fiftyOne }))).toEqual(TOO_MANY);

    // One small event per template, never a list: 50 events of about 24 kB, 1.2 MB in all.
    const events = await stream(first!, trial.id);
    expect(events.map((event) => event.type)).toEqual(Array(50).fill('PromptTemplateAdded'));
    for (const event of events) {
      expect(event.data).not.toHaveProperty('setting');
      expect(event.bytes).toBeLessThan(25_000);
    }

    // A restart on the same database: the app comes up and serves the 50 templates, also from a rebuilt read model.
    await first!.app.close();
    first = null;
    second = await startTestApp({ DATABASE_URL: db.url });
    const again = await second.signIn(trial.username, trial.password);
    const served = await personal(again);
    expect(served.map((row) => row.label)).toEqual(Array.from({ length: 50 }, (_, i) => `Mẫu ${i + 1}`));
    expect(served.every((row) => row.template === LONGEST)).toBe(true);
    await second.app.get(ProjectionsService).rebuild(SETTING_PROJECTION);
    expect(await personal(again)).toEqual(served);
    // The minute's count is the deployment's, in Redis: a restart does not give the budget back.
    await aMinutePasses(second, trial.id);
    for (let i = 0; i < 30; i++) await again.delete(`/api/prompt-templates/${served[i].key}`).expect(200);
    await second.app.close();
    second = await startTestApp({ DATABASE_URL: db.url });
    const third = await second.signIn(trial.username, trial.password);
    expect(outcome(await third.delete(`/api/prompt-templates/${served[30].key}`))).toEqual(TOO_FAST);
    expect(await personal(third)).toHaveLength(20);
  }, 150_000);

  it('still reads a list stored whole before, and changes it one template at a time', async () => {
    const t = second ?? first!;
    const learner = await t.createUser({ email: 'nguoi.cu@k9.test' });
    const legacy = [
      { key: 'cu-1', label: 'Mẫu cũ 1', template: 'Giải thích &&&', userEmail: 'nguoi.cu@k9.test' },
      { key: 'cu-2', label: 'Mẫu cũ 2', template: 'Phân tích &&&', userEmail: 'nguoi.cu@k9.test' },
    ];
    // As every save stored it before templates were stored one by one (stored events are never rewritten).
    const metadata = { actorId: learner.id, actorEmail: 'nguoi.cu@k9.test', correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString() };
    const whole = (setting: unknown[]) => ({ id: randomUUID(), type: 'SettingSaved', data: { settingId: 'danh-sach-cu', type: 'TEMPLATE_AI_SETTING', ownerId: learner.id, setting }, metadata });
    await t.app.get<EventStore>(EVENT_STORE).appendToStream(promptTemplateStreamId(learner.id), [whole(legacy.slice(0, 1)), whole(legacy)], { expectedVersion: 'no_stream' });
    await t.app.get(ProjectionsService).waitFor(await t.app.get<EventStore>(EVENT_STORE).committedHead(), [SETTING_PROJECTION]);

    const agent = await t.signIn(learner.username, learner.password);
    expect((await personal(agent)).map((row) => row.key)).toEqual(['cu-1', 'cu-2']);
    await agent.put('/api/prompt-templates/cu-2').send({ label: 'Mẫu cũ 2 đã sửa' }).expect(200);
    await agent.delete('/api/prompt-templates/cu-1').expect(200);
    const added = (await post(agent, 'Mẫu mới', 'Tóm tắt &&&').expect(201)).body.data;
    expect((await personal(agent)).map((row) => row.label)).toEqual(['Mẫu cũ 2 đã sửa', 'Mẫu mới']);

    const events = await stream(t, learner.id);
    expect(events.map((event) => [event.type, event.data.key ?? null])).toEqual([
      ['SettingSaved', null],
      ['SettingSaved', null],
      ['PromptTemplateChanged', 'cu-2'],
      ['PromptTemplateRemoved', 'cu-1'],
      ['PromptTemplateAdded', added.key],
    ]);
    expect(events.slice(2).every((event) => event.data.settingId === 'danh-sach-cu')).toBe(true);
    // A rebuild of the read model folds both kinds of event to the same list.
    await t.app.get(ProjectionsService).rebuild(SETTING_PROJECTION);
    expect((await personal(agent)).map((row) => row.label)).toEqual(['Mẫu cũ 2 đã sửa', 'Mẫu mới']);
  });

  it('stores a whole list saved through the settings route as one event per template changed', async () => {
    const t = second ?? first!;
    const learner = await t.createUser({ email: 'ca.danh.sach@k9.test' });
    const agent = await t.signIn(learner.username, learner.password);
    const entry = (key: string, label: string, template = `${label} &&&`) => ({ key, label, template });
    const created = await agent.post('/api/setting').send({ type: 'TEMPLATE_AI_SETTING', scope: 'personal', setting: [entry('a', 'A'), entry('b', 'B'), entry('c', 'C')] }).expect(201);
    expect(outcome(await agent.put('/api/setting').send({ id: created.body.id, type: 'TEMPLATE_AI_SETTING', scope: 'personal', setting: [entry('a', 'A'), entry('b', 'B', 'x'.repeat(8_001))] }))).toEqual(TOO_LONG);
    await agent.put('/api/setting').send({ id: created.body.id, type: 'TEMPLATE_AI_SETTING', scope: 'personal', setting: [entry('a', 'A'), entry('c', 'C mới'), entry('d', 'D')] }).expect(200);
    expect((await personal(agent)).map((row) => row.label)).toEqual(['A', 'C mới', 'D']);
    expect((await stream(t, learner.id)).map((event) => [event.type, event.data.key])).toEqual([
      ['PromptTemplateAdded', 'a'],
      ['PromptTemplateAdded', 'b'],
      ['PromptTemplateAdded', 'c'],
      ['PromptTemplateRemoved', 'b'],
      ['PromptTemplateChanged', 'c'],
      ['PromptTemplateAdded', 'd'],
    ]);
  });
});
