import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { workbookOf } from '../../../../test/helpers/spreadsheets.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { ADMIN_ONLY, accessMatrix, signInCallers, type Callers } from '../../../../test/helpers/access-matrix.js';

/** Imports (admins only) and AI summaries (admins write, signed-in learners read published ones): every route, every caller. */
describe('content import and AI summary access', () => {
  let t: TestApp;
  let agents: Callers;
  let importId: string;
  let summaryId: number;
  let doomedSummaryId: number;
  const snapshot = async () => {
    const rows = await t.app.get(MikroORM).em.fork().getConnection().execute<Array<Record<string, number>>>(
      `SELECT (SELECT count(*)::int FROM content_import) AS imports, (SELECT count(*)::int FROM content_import_row) AS staged,
              (SELECT count(*)::int FROM content_ai_summary) AS summaries, (SELECT count(*)::int FROM content_record) AS records`,
    );
    return { head: await t.app.get<EventStore>(EVENT_STORE).committedHead(), ...rows[0] };
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_SAMPLE_CONTENT: 'false' });
    agents = await signInCallers(t);
    importId = (await agents.admin.post('/api/k9/import/json').send({ type: 'news', json: JSON.stringify([{ title: 'Tiêu đề', summary: 'Tóm tắt' }]) }).expect(201)).body.importId;
    const report = { info: { title: 'Báo cáo vĩ mô' }, summary1: 'Tóm tắt', category: 'Vĩ mô', status: 'published' };
    summaryId = (await agents.admin.post('/api/ai-summary').send(report).expect(201)).body.id;
    doomedSummaryId = (await agents.admin.post('/api/ai-summary').send(report).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const xlsx = workbookOf([['Title', 'Summary'], ['Bài', 'Tóm tắt']]);
  // Refused callers first, the admin (whose writes succeed) last.
  accessMatrix({
    callers: () => agents,
    snapshot,
    title: (who) => `answers the ${who} as expected on every import and AI summary route`,
    rows: [
      { name: 'GET /api/k9/import/template', call: (a) => a.get('/api/k9/import/template?type=news'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST /api/k9/import/file', call: (a) => a.post('/api/k9/import/file?type=news').attach('files', xlsx, 'a.xlsx'), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'POST /api/k9/import/json', call: (a) => a.post('/api/k9/import/json').send({ type: 'news', json: '[{"title":"a","summary":"b"}]' }), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'GET /api/k9/import/{id}', call: (a) => a.get(`/api/k9/import/${importId}`), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST /api/k9/import/{id}/confirm', call: (a) => a.post(`/api/k9/import/${importId}/confirm`), expect: { ...ADMIN_ONLY, admin: 202 }, writes: true },
      { name: 'GET /api/ai-summary', call: (a) => a.get('/api/ai-summary'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
      { name: 'GET /api/ai-summary/{id}', call: (a) => a.get(`/api/ai-summary/${summaryId}`), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
      { name: 'POST /api/ai-summary', call: (a) => a.post('/api/ai-summary').send({ info: { title: 'Mới' }, summary1: 'x' }), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'PUT /api/ai-summary/{id}', call: (a) => a.put(`/api/ai-summary/${summaryId}`).send({ summary1: 'Đổi' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'DELETE /api/ai-summary/{id}', call: (a) => a.delete(`/api/ai-summary/${doomedSummaryId}`), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
    ],
  });

  it('never shows a learner a report that is not published', async () => {
    const draft = (await agents.admin.post('/api/ai-summary').send({ info: { title: 'Nháp' }, summary1: 'x', status: 'draft' }).expect(201)).body.id;
    expect((await agents.learner.get(`/api/ai-summary/${draft}`)).status).toBe(404);
    for (const query of ['', '?status=draft', '?kind=report', '?kind=reportDN']) {
      const list = (await agents.learner.get(`/api/ai-summary${query}`).expect(200)).body.data;
      expect(list.map((row: { id: number }) => row.id)).not.toContain(draft);
    }
  });
});
