import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { workbookOf } from '../../../../test/helpers/spreadsheets.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Who = 'visitor' | 'learner' | 'expired' | 'admin';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Imports (admins only) and AI summaries (admins write, signed-in learners read published ones): every route, every caller. */
describe('content import and AI summary access', () => {
  let t: TestApp;
  let agents: Record<Who, Agent>;
  let importId: string;
  let summaryId: number;
  let doomedSummaryId: number;
  const snapshot = async () => {
    const rows = await t.app.get(MikroORM).em.fork().getConnection().execute<Array<Record<string, number>>>(
      `SELECT (SELECT count(*)::int FROM content_import) AS imports, (SELECT count(*)::int FROM content_import_row) AS staged,
              (SELECT count(*)::int FROM content_ai_summary) AS summaries, (SELECT count(*)::int FROM content_record) AS records`,
    );
    return { head: await t.app.get<EventStore>(EVENT_STORE).head(), ...rows[0] };
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_SAMPLE_CONTENT: 'false' }, { jobs: { prefix: `t${randomBytes(4).toString('hex')}` } });
    const learner = await t.createUser();
    const expired = await t.createUser({ info: { startDate: iso(Date.now() - 10 * DAY), durationDays: 5, expiryDate: iso(Date.now() - 5 * DAY) } });
    agents = { visitor: t.http() as unknown as Agent, learner: await t.signIn(learner.username, learner.password), expired: await t.signIn(expired.username, expired.password), admin: await t.signInAdmin() };
    importId = (await agents.admin.post('/api/k9/import/json').send({ type: 'news', json: JSON.stringify([{ title: 'Tiêu đề', summary: 'Tóm tắt' }]) }).expect(201)).body.importId;
    const report = { info: { title: 'Báo cáo vĩ mô' }, summary1: 'Tóm tắt', category: 'Vĩ mô', status: 'published' };
    summaryId = (await agents.admin.post('/api/ai-summary').send(report).expect(201)).body.id;
    doomedSummaryId = (await agents.admin.post('/api/ai-summary').send(report).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const xlsx = workbookOf([['Title', 'Summary'], ['Bài', 'Tóm tắt']]);
  const matrix: Array<{ name: string; call: (agent: Agent) => ReturnType<Agent['get']>; expect: Record<Who, number>; writes?: boolean }> = [
    { name: 'GET /api/k9/import/template', call: (a) => a.get('/api/k9/import/template?type=news'), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'POST /api/k9/import/file', call: (a) => a.post('/api/k9/import/file?type=news').attach('files', xlsx, 'a.xlsx'), expect: { visitor: 401, learner: 403, expired: 403, admin: 201 }, writes: true },
    { name: 'POST /api/k9/import/json', call: (a) => a.post('/api/k9/import/json').send({ type: 'news', json: '[{"title":"a","summary":"b"}]' }), expect: { visitor: 401, learner: 403, expired: 403, admin: 201 }, writes: true },
    { name: 'GET /api/k9/import/{id}', call: (a) => a.get(`/api/k9/import/${importId}`), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
    { name: 'POST /api/k9/import/{id}/confirm', call: (a) => a.post(`/api/k9/import/${importId}/confirm`), expect: { visitor: 401, learner: 403, expired: 403, admin: 202 }, writes: true },
    { name: 'GET /api/ai-summary', call: (a) => a.get('/api/ai-summary'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
    { name: 'GET /api/ai-summary/{id}', call: (a) => a.get(`/api/ai-summary/${summaryId}`), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
    { name: 'POST /api/ai-summary', call: (a) => a.post('/api/ai-summary').send({ info: { title: 'Mới' }, summary1: 'x' }), expect: { visitor: 401, learner: 403, expired: 403, admin: 201 }, writes: true },
    { name: 'PUT /api/ai-summary/{id}', call: (a) => a.put(`/api/ai-summary/${summaryId}`).send({ summary1: 'Đổi' }), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 }, writes: true },
    { name: 'DELETE /api/ai-summary/{id}', call: (a) => a.delete(`/api/ai-summary/${doomedSummaryId}`), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 }, writes: true },
  ];

  // Refused callers first, the admin (whose writes succeed) last.
  for (const who of ['visitor', 'learner', 'expired', 'admin'] as const) {
    it(`answers the ${who} as expected on every import and AI summary route`, async () => {
      for (const row of matrix) {
        const before = await snapshot();
        const response = await row.call(agents[who]);
        expect({ endpoint: row.name, status: response.status }).toEqual({ endpoint: row.name, status: row.expect[who] });
        if (row.expect[who] >= 400 && row.writes) expect(await snapshot()).toEqual(before);
      }
    });
  }

  it('never shows a learner a report that is not published', async () => {
    const draft = (await agents.admin.post('/api/ai-summary').send({ info: { title: 'Nháp' }, summary1: 'x', status: 'draft' }).expect(201)).body.id;
    expect((await agents.learner.get(`/api/ai-summary/${draft}`)).status).toBe(404);
    for (const query of ['', '?status=draft', '?kind=report', '?kind=reportDN']) {
      const list = (await agents.learner.get(`/api/ai-summary${query}`).expect(200)).body.data;
      expect(list.map((row: { id: number }) => row.id)).not.toContain(draft);
    }
  });
});
