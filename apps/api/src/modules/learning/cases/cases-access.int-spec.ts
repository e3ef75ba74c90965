import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type pg from 'pg';
import type { EventStore } from '@k9/domain';
import { startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { TEST_KEYS, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { accessMatrix, signInAs, signInCallers, type AccessRow, type Agent, type Caller } from '../../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { until } from '../../../../test/helpers/until.js';
import { EVENT_STORE, PG_POOL } from '../../../platform/event-store/event-store.token.js';

type Who = Caller | 'other';

const FORM = {
  title: 'Case Study Quiz quyền',
  info: { industry: 'technology', area: 'strategy', domain: 'market_entry', difficulty: 'advanced', duration: 30, playerRole: 'consultant' },
  mcqCount: 1,
  essayCount: 1,
};
const REPLY = JSON.stringify({
  questions: [
    { question: 'Nên vào thị trường nào trước?', options: ['Hà Nội', 'Đà Nẵng', 'TP.HCM', 'Cần Thơ'], correct_answer: 'C', explanation: 'Quy mô lớn nhất.' },
    { question: 'Lập kế hoạch 90 ngày?' },
  ],
});

/**
 * The case builder's routes: signed-in users with a usable account, each on their own cases (admins read anyone's); a
 * refused write stores nothing.
 */
describe('case builder access', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let agents: Record<Who, Agent>;
  const ids: Record<string, string> = {};
  let learnerCase: { id: number; requestId: string };
  const snapshot = async () => {
    const { rows } = await t.app.get<pg.Pool>(PG_POOL).query(`SELECT id, user_id, status, show FROM learner_case ORDER BY id`);
    return { head: await t.app.get<EventStore>(EVENT_STORE).committedHead(), rows };
  };
  /** A created case's job has finished (made or failed), so nothing is still being written when the next row runs. */
  const settled = async (agent: Agent, caseId: number) =>
    until(`case ${caseId} made or failed`, async () => (await agent.get(`/api/case-public/${caseId}`)).body.status !== 'requested', 15_000);

  beforeAll(async () => {
    openai = await startFakeOpenAi();
    openai.answerWith = (prompt) => (prompt.includes('<case_form>') ? REPLY : undefined);
    t = await startTestApp({ OPENAI_API_KEY: TEST_KEYS.openai, OPENAI_BASE_URL: `${openai.url}/v1`, AI_RETRY_BASE_MS: '5', AI_TIMEOUT_MS: '10000' }, ownJobs());
    const learner = await t.createUser();
    const other = await t.createUser();
    agents = { ...(await signInCallers(t, { learner })), other: await signInAs(t, other) };
    for (const who of ['expired', 'admin'] as const) ids[who] = (await agents[who].get('/profile').expect(200)).body.id;
    ids.learner = learner.id;
    ids.other = other.id;
    await agents.admin.post('/api/setting').send({ type: 'ai_settings_for_user', setting: { selectedModel: 'gpt-4.1', prompt: 'Viết case.', mcqCount: 5, essayCount: 2 } }).expect(201);
    const made = (await agents.learner.post('/api/case-public').send({ ...FORM, requestId: 'quyen-1' }).expect(202)).body;
    learnerCase = { id: made.caseId, requestId: made.requestId };
    await settled(agents.learner, learnerCase.id);
    expect((await agents.learner.get(`/api/case-public/${learnerCase.id}`)).body.status).toBe('created');
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  const whoOf = new Map<Agent, Who>();
  const own = (a: Agent) => ids[whoOf.get(a) ?? 'visitor'] ?? 'khach';
  const everyone = { visitor: 401, expired: 403, learner: 200, other: 200, admin: 200 };
  const rows: AccessRow<Who>[] = [
    { name: 'POST /api/case-public/user (own)', call: (a) => a.post('/api/case-public/user').send({ user_id: own(a), show: true }), expect: everyone },
    { name: "POST /api/case-public/user (the learner's)", call: (a) => a.post('/api/case-public/user').send({ user_id: ids.learner }), expect: { ...everyone, other: 403 } },
    { name: 'GET /api/case-public/title-suggestion', call: (a) => a.get('/api/case-public/title-suggestion'), expect: everyone },
    { name: "GET /api/case-public/{id} (the learner's)", call: (a) => a.get(`/api/case-public/${learnerCase.id}`), expect: { ...everyone, other: 404 } },
    { name: "GET /api/case-public/requests/{requestId} (the learner's)", call: (a) => a.get(`/api/case-public/requests/${learnerCase.requestId}`), expect: { ...everyone, other: 404, admin: 404 } },
    {
      name: "PUT /api/case-public/{id}/show (the learner's)",
      call: (a) => a.put(`/api/case-public/${learnerCase.id}/show`).send({ show: true }),
      expect: { ...everyone, other: 404, admin: 404 },
      writes: true,
    },
    { name: 'POST /api/case-public', call: (a) => a.post('/api/case-public').send({ ...FORM, requestId: `quyen-${whoOf.get(a) ?? 'visitor'}` }), expect: { ...everyone, learner: 202, other: 202, admin: 202 }, writes: true },
  ];

  accessMatrix({
    callers: () => {
      for (const [who, agent] of Object.entries(agents)) whoOf.set(agent, who as Who);
      return agents;
    },
    order: ['visitor', 'expired', 'other', 'learner', 'admin'],
    rows,
    snapshot,
    title: (who) => `answers the ${who} as expected on every case builder route, changing nothing when refused`,
    afterCall: async ({ row, who, status, before }) => {
      if (!row.writes || status >= 400 || !before) return;
      // A permitted write touches the caller's own cases only; a new case's job runs to its end before the next row.
      const after = await snapshot();
      const userId = ids[who];
      const othersOf = (state: Awaited<ReturnType<typeof snapshot>>) => state.rows.filter((item: { user_id: string }) => item.user_id !== userId);
      expect({ endpoint: row.name, others: othersOf(after) }).toEqual({ endpoint: row.name, others: othersOf(before) });
      const mine = after.rows.filter((item: { user_id: string; id: string }) => item.user_id === userId && !before.rows.some((old: { id: string }) => old.id === item.id));
      for (const item of mine) await settled(agents[who], Number(item.id));
    },
  });
});
