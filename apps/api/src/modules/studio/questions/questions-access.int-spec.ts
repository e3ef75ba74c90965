import { afterAll, beforeAll, describe } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { accessMatrix, ADMIN_ONLY, signInCallers, type Callers } from '../../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';

/** Questions and answers: every route admins only (reads too: no learner screen reads them yet). */
describe('question and answer access', () => {
  let t: TestApp;
  let callers: Callers;
  let questionId: number;
  let answeredId: number;
  let doomedId: number;
  const snapshot = async () => {
    const [row] = await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM studio_question`);
    return { head: await t.app.get<EventStore>(EVENT_STORE).committedHead(), questions: row.n };
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_SAMPLE_CONTENT: 'false' });
    callers = await signInCallers(t);
    const form = { question: 'Dòng tiền tự do là gì?', category: 'Tài chính', level: 'intermediate' };
    questionId = (await callers.admin.post('/api/question').send(form).expect(201)).body.id;
    answeredId = (await callers.admin.post('/api/question').send(form).expect(201)).body.id;
    await callers.admin.post('/api/answer').send({ question_id: answeredId, html: '<p>FCF</p>' }).expect(201);
    doomedId = (await callers.admin.post('/api/question').send(form).expect(201)).body.id;
  });
  afterAll(() => t.close());

  accessMatrix({
    callers: () => callers,
    snapshot,
    order: ['visitor', 'learner', 'expired', 'admin'],
    rows: [
      { name: 'GET /api/question', call: (a) => a.get('/api/question'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST /api/question', call: (a) => a.post('/api/question').send({ question: 'Mới?', category: 'Khác', level: 'advanced' }), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'PUT /api/question', call: (a) => a.put('/api/question').send({ id: questionId, category: 'Đổi' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'POST /api/question/{id}/move', call: (a) => a.post(`/api/question/${answeredId}/move`).send({ direction: 'up' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'POST /api/answer', call: (a) => a.post('/api/answer').send({ question_id: questionId, html: '<p>Trả lời</p>' }), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'PUT /api/answer', call: (a) => a.put('/api/answer').send({ question_id: answeredId, html: '<p>Sửa</p>' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'DELETE /api/question/{id}', call: (a) => a.delete(`/api/question/${doomedId}`), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
    ],
  });
});
