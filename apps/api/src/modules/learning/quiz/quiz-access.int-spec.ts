import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type pg from 'pg';
import type { EventStore } from '@k9/domain';
import { accessMatrix, signInAs, signInCallers, type AccessRow, type Agent, type Caller, type TestUser } from '../../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE, PG_POOL } from '../../../platform/event-store/event-store.token.js';

type Who = Caller | 'otherClass';

const QUIZ = {
  questionQuiz: [{ question: 'Câu?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, correct_answer: 'A', explanation: 'Vì A.' }],
  questionEssay: [{ question: 'Phân tích?' }],
};

/**
 * Quiz attempts: signed-in users with a usable account, each on their own attempts (the user id in a path or body must
 * be the caller's; admins may read anyone's history but write only their own); a quiz is taken only if its item may be
 * read.
 */
describe('quiz access', () => {
  let t: TestApp;
  let agents: Record<Who, Agent>;
  let learner: TestUser;
  const ids: Record<string, number> = {};
  const historyIds: Record<string, string> = {};
  const snapshot = async () => {
    const { rows } = await t.app.get<pg.Pool>(PG_POOL).query(`SELECT user_id, quiz_id, status, last_score, state FROM quiz_attempt ORDER BY 1, 2`);
    return { head: await t.app.get<EventStore>(EVENT_STORE).committedHead(), rows };
  };

  /** Until none of the user's essays waits for its grade (checked every 20 ms). */
  const settled = async (userId: string) => {
    const deadline = Date.now() + 10_000;
    const pending = async () => (await t.app.get<pg.Pool>(PG_POOL).query(`SELECT 1 FROM quiz_attempt WHERE user_id = $1 AND pending_gradings > 0`, [userId])).rowCount;
    while (await pending()) {
      if (Date.now() > deadline) throw new Error(`essays of ${userId} still pending`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.signInAdmin();
    const classA = (await admin.post('/api/user-class').send({ name: 'Lớp A' }).expect(201)).body.data.id;
    const classB = (await admin.post('/api/user-class').send({ name: 'Lớp B' }).expect(201)).body.data.id;
    learner = await t.createUser();
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
      ids[name] = (await admin.post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, questionContent: QUIZ, ...body }).expect(201)).body.id;
    };
    await make('case', { type: 'caseTraining', title: 'Case' });
    await make('news', { title: 'Bài' });
    await make('classA', { title: 'Riêng lớp A', isPublic: false, allowed_user_class: [classA] });
    // The learner's first saves (drafts): the rows below save again (POST) and update (PUT with the record's id).
    historyIds.case = (await agents.learner.post('/api/case-public-history').send({ user_id: learner.id, case_id: ids.case, selectedAnswers: {}, essayAnswers: { 0: 'Nháp' } }).expect(200)).body.id;
    historyIds.news = (await agents.learner.post('/api/question-history').send({ user_id: learner.id, question_id: ids.news, selectedAnswers: {} }).expect(200)).body.id;
  });
  afterAll(() => t.close());

  const everyone = { visitor: 401, learner: 200, expired: 403, otherClass: 200, admin: 200 };
  const ADMIN_ONLY_OK = { visitor: 401, learner: 403, expired: 403, otherClass: 403, admin: 200 };
  /** The learner's own history: others are refused (admins may read it). */
  const learnersOwn = { visitor: 401, learner: 200, expired: 403, otherClass: 403, admin: 403 };
  const save = (path: string, field: string, name: string, method: 'post' | 'put' = 'post') => (a: Agent) =>
    a[method](path).send({ user_id: learner.id, [field]: ids[name], selectedAnswers: { 0: 'A' }, essayAnswers: {}, status: 'complete', ...(method === 'put' ? { id: historyIds[name] } : {}) });
  const rows: AccessRow<Who>[] = [
    // First: before the learner's submits below, an essay is still open to grading on its own.
    {
      name: 'POST /api/quiz-attempts/{quizId}/essays/{index}/grade',
      call: (a) => a.post(`/api/quiz-attempts/${ids.case}/essays/0/grade`).send({ answer: 'Bài làm' }),
      expect: { visitor: 401, learner: 202, expired: 403, otherClass: 202, admin: 202 },
      writes: true,
    },
    { name: 'GET /api/case-public-history/userId/{userId}/{caseId}', call: (a) => a.get(`/api/case-public-history/userId/${learner.id}/${ids.case}`), expect: { ...learnersOwn, admin: 200 } },
    { name: 'POST /api/case-public-history', call: save('/api/case-public-history', 'case_id', 'case'), expect: learnersOwn, writes: true },
    { name: 'PUT /api/case-public-history', call: save('/api/case-public-history', 'case_id', 'case', 'put'), expect: learnersOwn, writes: true },
    { name: 'GET /api/question-history/userId/{userId}/{questionId}', call: (a) => a.get(`/api/question-history/userId/${learner.id}/${ids.news}`), expect: { ...learnersOwn, admin: 200 } },
    { name: 'POST /api/question-history', call: save('/api/question-history', 'question_id', 'news'), expect: learnersOwn, writes: true },
    { name: 'PUT /api/question-history', call: save('/api/question-history', 'question_id', 'news', 'put'), expect: learnersOwn, writes: true },
    { name: 'POST /api/question-history class A quiz', call: save('/api/question-history', 'question_id', 'classA'), expect: learnersOwn, writes: true },
    { name: 'POST /api/question-history/user-history', call: (a) => a.post('/api/question-history/user-history').send({ user_id: learner.id }), expect: { ...learnersOwn, admin: 200 } },
    { name: 'POST /api/quiz-attempts/{quizId}/redo', call: (a) => a.post(`/api/quiz-attempts/${ids.news}/redo`), expect: everyone, writes: true },
    { name: 'POST /api/quiz-attempts/{quizId}/redo class A', call: (a) => a.post(`/api/quiz-attempts/${ids.classA}/redo`), expect: { ...everyone, otherClass: 403 }, writes: true },
    { name: 'GET /api/learner/quiz-scores', call: (a) => a.get('/api/learner/quiz-scores'), expect: everyone },
    { name: 'GET /api/learner/quiz-stats', call: (a) => a.get('/api/learner/quiz-stats').query({ program: 'Program 1' }), expect: everyone },
    { name: 'GET /api/k9/type/{type} with the quiz-status filter', call: (a) => a.get('/api/k9/type/news').query({ quizStatus: 'completed' }), expect: everyone },
    // Teachers' review (issue 23 §2): admins only. The admin's regrade fails (no provider here), so no grade waits for a
    // review and a confirmation is a 409.
    { name: 'GET /api/quiz-reviews', call: (a) => a.get('/api/quiz-reviews'), expect: ADMIN_ONLY_OK },
    {
      name: 'POST /api/quiz-reviews/{attemptId}/essays/{index}/regrade',
      call: (a) => a.post(`/api/quiz-reviews/${historyIds.case}/essays/0/regrade`),
      expect: { ...ADMIN_ONLY_OK, admin: 202 },
      writes: true,
    },
    {
      name: 'POST /api/quiz-reviews/{attemptId}/essays/{index}',
      call: (a) => a.post(`/api/quiz-reviews/${historyIds.case}/essays/0`).send({ grade: 5 }),
      expect: { ...ADMIN_ONLY_OK, admin: 409 },
      writes: true,
    },
  ];

  accessMatrix({
    callers: () => agents,
    order: ['visitor', 'expired', 'otherClass', 'admin', 'learner'],
    rows,
    snapshot,
    title: (who) => `answers the ${who} as expected on every quiz route, changing nothing when refused`,
    // A permitted write changes the caller's own attempts and no one else's.
    afterCall: async ({ row, who, status, before }) => {
      if (!row.writes || status >= 300 || !before) return;
      // An admin's regrade writes into the learner's attempt (that is its purpose): the next rows start once it ended.
      if (row.name.endsWith('/regrade')) return settled(learner.id);
      const userId = (await agents[who].get('/profile').expect(200)).body.id;
      // A grading request finishes in a job (here: failed, no provider configured); the next rows start after it.
      if (status === 202) await settled(userId);
      const after = await snapshot();
      const othersOf = (state: Awaited<ReturnType<typeof snapshot>>) => state.rows.filter((attempt: { user_id: string }) => attempt.user_id !== userId);
      expect({ endpoint: row.name, others: othersOf(after) }).toEqual({ endpoint: row.name, others: othersOf(before) });
    },
  });
});
