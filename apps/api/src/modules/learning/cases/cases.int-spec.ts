import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import type { LearnerCaseRecord } from '@k9/contracts';
import { aiCallStreamId, caseTitleDate, learnerCasesStreamId, LEARNER_CASE_MESSAGES as M, type AiCallRecorded, type EventStore, type LearnerCaseEvent } from '@k9/domain';
import { startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { TEST_KEYS, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { signInAs, type Agent } from '../../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { openTestSocket, type TestSocket } from '../../../../test/helpers/ws-client.js';
import { EVENT_STORE, PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { QuizSources } from '../quiz/quiz-sources.js';
import { LEARNER_CASE_PROJECTION } from './projections/learner-case/learner-case.projection.js';

const form = (over: Record<string, unknown> = {}) => ({
  title: 'Case Study Quiz thử',
  info: { industry: 'retail', area: 'finance', domain: 'cash_flow_management', difficulty: 'casual', duration: 15, playerRole: 'manager' },
  mcqCount: 2,
  essayCount: 1,
  questionTypes: ['mcq', 'essay'],
  ...over,
});
const mcq = (n: number, options: unknown = { A: 'Tăng tồn kho', B: 'Rút ngắn kỳ thu tiền', C: 'Trả nợ sớm', D: 'Giảm giá bán' }) => ({
  type: 'mcq',
  question: `Câu ${n}: cách nào cải thiện dòng tiền?`,
  options,
  correct_answer: 'B',
  explanation: 'Thu tiền sớm hơn.',
});
const essay = { type: 'essay', question: 'Lập kế hoạch dòng tiền 13 tuần?', expectedAnswer: 'Dự báo thu chi theo tuần.' };
const goodReply = (questions: unknown[] = [mcq(1), mcq(2), essay]) =>
  `Đây là case của bạn:\n\`\`\`json\n${JSON.stringify({ title: 'Chuỗi bán lẻ thiếu tiền mặt', description: 'Một chuỗi 40 cửa hàng ...', questions })}\n\`\`\``;

describe('The case builder (issue 14 §4; spec 2 §4.3, §5.2, §7.2, §9.2)', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let admin: Agent;
  let learner: Agent;
  let other: Agent;
  let learnerId: string;
  let otherId: string;
  let cookie: string;
  let store: EventStore;
  let pool: pg.Pool;
  let settingId: string;
  let reply: (prompt: string) => string | undefined;
  const rows = async () => (await pool.query(`SELECT * FROM learner_case AS row ORDER BY row::text`)).rows;
  const events = async (userId = learnerId) => (await store.readStream<LearnerCaseEvent>(learnerCasesStreamId(userId))).map(({ type, data, metadata }) => ({ type, data, metadata }));
  const socket = async (): Promise<TestSocket> => {
    const ws = await openTestSocket(t.wsUrl, { Cookie: cookie });
    await ws.next('session.ready');
    return ws;
  };
  const saveSettings = async (setting: Record<string, unknown>) => {
    const current = await admin.get('/api/setting/ai_settings_for_user').expect(200);
    if (!current.body.id) settingId = (await admin.post('/api/setting').send({ type: 'ai_settings_for_user', setting }).expect(201)).body.id;
    else await admin.put('/api/setting').send({ id: settingId, type: 'ai_settings_for_user', setting }).expect(200);
  };
  const SETTINGS = { selectedModel: 'gpt-4.1', prompt: 'Bạn là giảng viên MBA người Việt. Viết case thực tế.', mcqCount: 5, essayCount: 2 };

  beforeAll(async () => {
    openai = await startFakeOpenAi();
    // OpenAI only: a Gemini model is a model whose provider is not configured.
    t = await startTestApp({ OPENAI_API_KEY: TEST_KEYS.openai, OPENAI_BASE_URL: `${openai.url}/v1`, AI_RETRY_BASE_MS: '5', AI_TIMEOUT_MS: '10000' }, ownJobs());
    store = t.app.get<EventStore>(EVENT_STORE);
    pool = t.app.get<pg.Pool>(PG_POOL);
    admin = await t.signInAdmin();
    const a = await t.createUser();
    const b = await t.createUser();
    [learnerId, otherId] = [a.id, b.id];
    learner = await signInAs(t, a);
    other = await signInAs(t, b);
    cookie = await t.sessionCookie(a.username, a.password);
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });
  beforeEach(() => {
    openai.reset();
    reply = (prompt) => (prompt.includes('<case_form>') ? goodReply() : undefined);
    openai.answerWith = (prompt) => reply(prompt);
  });

  it("refuses without the admin's AI settings with the spec's message, storing nothing", async () => {
    const head = await store.committedHead();
    const refused = await learner.post('/api/case-public').send(form()).expect(422);
    expect(refused.body).toMatchObject({ code: 'AI_SETTINGS_REQUIRED', message: 'Cần cài đặt AI trước khi tạo case. Vui lòng liên hệ admin.' });
    expect(await store.committedHead()).toBe(head);
    expect(await rows()).toEqual([]);
    expect(openai.requests).toHaveLength(0);
  });

  it('makes a case on the server: progress 0, 30, 60, 90, 100 on the learner\'s /ws, the case first in the list, its quiz without answers', async () => {
    await saveSettings(SETTINGS);
    const ws = await socket();
    const otherWs = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie((await t.createUser({ username: `xem_${Date.now()}` })).username, 'mat-khau-hoc-vien') });
    const title = (await learner.get('/api/case-public/title-suggestion').expect(200)).body.title;
    expect(title).toBe(`Case Study Quiz ${caseTitleDate(Date.now())}.1`);

    const started = await learner.post('/api/case-public').send(form({ title, requestId: 'nut-tao-1' })).expect(202);
    const { caseId, requestId } = started.body;
    expect(requestId).toBe('nut-tao-1');
    expect(started.body.case).toMatchObject({ id: caseId, status: 'requested', title, user_id: learnerId });

    const created = await ws.next('learner.case.created', (message) => message.caseId === caseId, 15_000);
    const progress = ws.received.filter((message) => message.event === 'learner.case.progress' && message.data.caseId === caseId).map((message) => (message.data as { progress: number }).progress);
    expect(progress).toEqual([0, 30, 60, 90, 100]);
    expect(ws.received.findIndex((message) => message.event === 'learner.case.created')).toBeGreaterThan(
      ws.received.findIndex((message) => message.event === 'learner.case.progress' && (message.data as { progress: number }).progress === 100),
    );
    expect(created.case.status).toBe('created');
    // Nobody else hears of it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherWs.received.filter((message) => message.event.startsWith('learner.case'))).toEqual([]);
    await Promise.all([ws.close(), otherWs.close()]);

    const list = (await learner.post('/api/case-public/user').send({ user_id: learnerId, show: true }).expect(200)).body.data as LearnerCaseRecord[];
    expect(list[0]).toMatchObject({
      id: caseId,
      title,
      description: 'Một chuỗi 40 cửa hàng ...',
      info: form().info,
      status: 'created',
      show: true,
      questionContent: { aiModel: 'gpt-4.1', questionTypes: ['mcq', 'essay'], mcqCount: 2, essayCount: 1 },
    });
    expect(list[0].questionContent.questionContent).toEqual({
      questionQuiz: [1, 2].map((n) => ({ question: mcq(n).question, options: mcq(n).options })),
      questionEssay: [{ question: essay.question }],
    });
    expect(JSON.stringify(list)).not.toMatch(/correct_answer|explanation|expectedAnswer|Thu tiền sớm hơn/);
    expect((await learner.get(`/api/case-public/${caseId}`).expect(200)).body).toEqual(list[0]);

    // The prompt was made on the server: the admin's prompt as the system message, the form as data.
    const [call] = openai.requests.filter((request) => request.kind === 'chat');
    const messages = call.body.messages as Array<{ role: string; content: string }>;
    expect(call.body.model).toBe('gpt-4.1');
    expect(messages[0].role).toBe('system');
    expect(messages[0].content.startsWith(SETTINGS.prompt)).toBe(true);
    expect(messages[1].content).toContain('<case_form>');
    expect(messages[1].content).toContain('đúng 2 câu trắc nghiệm');
    expect(messages[1].content).toContain('"domain": "cash_flow_management (Quản trị dòng tiền)"');

    // Provenance: the event names the ledger call, which names the model, the purpose and the setting's version.
    const [asked, made] = await events();
    expect(asked).toMatchObject({ type: 'CaseCreationRequested', data: { caseId, requestId, userId: learnerId }, metadata: { actorId: learnerId } });
    expect(made).toMatchObject({ type: 'CaseCreated', data: { caseId, aiModel: 'gpt-4.1', settingVersion: 1, promptVersion: 1 } });
    const callId = (made.data as { callId: string }).callId;
    const [ledger] = await store.readStream<AiCallRecorded>(aiCallStreamId(callId));
    expect(ledger.data).toMatchObject({ model: 'gpt-4.1', purpose: 'learning.case-generation', outcome: 'ok', actorId: learnerId, jobId: `learner-case-creation.learner-case-${caseId}` });

    // The quiz block finds the case, with its answers, for its owner only (another learner: not found).
    const usersRepository = t.app.get(UsersRepository);
    const subject = await t.app.get(QuizSources).find(caseId, (await usersRepository.findById(learnerId))!);
    expect(subject).toMatchObject({ id: caseId, history: 'case', contentType: 'userCase', title, quiz: { questionQuiz: [{ correct_answer: 'B' }, { correct_answer: 'B' }] } });
    expect(await t.app.get(QuizSources).find(caseId, (await usersRepository.findById(otherId))!)).toBeNull();
    // Its quiz is taken through the case history like a case training item's: 1 of 3 questions right = 33.
    const taken = await learner.post('/api/case-public-history').send({ user_id: learnerId, case_id: caseId, selectedAnswers: { 0: 'B', 1: 'A' }, status: 'complete' }).expect(200);
    expect(taken.body).toMatchObject({ case_id: caseId, questionType: 'userCase', questionName: title, score: 33, review: { correctAnswers: { 0: 'B', 1: 'B' } } });
    await other.get(`/api/case-public-history/userId/${otherId}/${caseId}`).expect(404);
    await learner.post('/api/question-history').send({ user_id: learnerId, question_id: caseId, selectedAnswers: {} }).expect(400);

    // The next suggested title counts it.
    expect((await learner.get('/api/case-public/title-suggestion').expect(200)).body.title).toBe(`Case Study Quiz ${caseTitleDate(Date.now())}.2`);
  });

  it('makes one case of a double submit with the same key (body or Idempotency-Key header)', async () => {
    const before = (await events()).length;
    const [first, second, third] = await Promise.all([
      learner.post('/api/case-public').send(form({ requestId: 'doi-1' })),
      learner.post('/api/case-public').set('Idempotency-Key', 'doi-1').send(form()),
      learner.post('/api/case-public').send(form({ requestId: 'doi-1' })),
    ]);
    expect([first.status, second.status, third.status]).toEqual([202, 202, 202]);
    expect(new Set([first.body.caseId, second.body.caseId, third.body.caseId]).size).toBe(1);
    const caseId = first.body.caseId as number;
    await waitForStatus(caseId, 'created');
    const written = (await events()).slice(before);
    expect(written.map((event) => event.type)).toEqual(['CaseCreationRequested', 'CaseCreated']);
    expect(openai.requests.filter((request) => request.kind === 'chat')).toHaveLength(1);
    // Once made, the same key still answers the same case and makes nothing.
    const again = await learner.post('/api/case-public').send(form({ requestId: 'doi-1' })).expect(202);
    expect(again.body).toMatchObject({ caseId, case: { status: 'created' } });
    expect((await events()).length).toBe(before + 2);
  });

  it('letters options given as a list A, B, C, D', async () => {
    reply = (prompt) => (prompt.includes('<case_form>') ? goodReply([mcq(1, ['Tăng tồn kho', 'Rút ngắn kỳ thu tiền', 'Trả nợ sớm', 'Giảm giá bán']), essay]) : undefined);
    const { caseId } = (await learner.post('/api/case-public').send(form()).expect(202)).body;
    const record = await waitForStatus(caseId, 'created');
    expect(record.questionContent.questionContent?.questionQuiz[0].options).toEqual({ A: 'Tăng tồn kho', B: 'Rút ngắn kỳ thu tiền', C: 'Trả nợ sớm', D: 'Giảm giá bán' });
    const stored = (await pool.query(`SELECT question_content FROM learner_case WHERE id = $1`, [caseId])).rows[0].question_content;
    expect(stored.questionQuiz[0]).toMatchObject({ correct_answer: 'B', options: { A: 'Tăng tồn kho', D: 'Giảm giá bán' } });
  });

  it.each([
    ['is not JSON', 'Xin lỗi, tôi không thể tạo case lúc này.', M.replyNotJson],
    ['has no questions array', JSON.stringify({ title: 'Case', cau_hoi: [] }), M.replyWithoutQuestions],
  ])('fails a case whose reply %s: CaseCreationFailed with the reason, the spec message on /ws, not listed', async (_, text, reason) => {
    reply = (prompt) => (prompt.includes('<case_form>') ? text : undefined);
    const ws = await socket();
    const { caseId, requestId } = (await learner.post('/api/case-public').send(form()).expect(202)).body;
    const failed = await ws.next('learner.case.failed', (message) => message.caseId === caseId, 15_000);
    expect(failed).toEqual({ requestId, caseId, message: 'Có lỗi xảy ra khi tạo case. Vui lòng thử lại.' });
    await ws.close();
    const last = (await events()).at(-1)!;
    expect(last).toMatchObject({ type: 'CaseCreationFailed', data: { caseId, reason, message: M.createFailed } });
    expect((last.data as { callId: string | null }).callId).toEqual(expect.any(String));
    expect((await learner.get(`/api/case-public/requests/${requestId}`).expect(200)).body).toMatchObject({ caseId, status: 'failed', failure: M.createFailed });
    const list = (await learner.post('/api/case-public/user').send({ user_id: learnerId }).expect(200)).body.data as LearnerCaseRecord[];
    expect(list.map((item) => item.id)).not.toContain(caseId);
  });

  it("tells the learner the gateway's message when the model's provider is not configured, and fails on a provider error", async () => {
    await saveSettings({ ...SETTINGS, selectedModel: 'gemini-2.5-flash' });
    const ws = await socket();
    const { caseId } = (await learner.post('/api/case-public').send(form()).expect(202)).body;
    const failed = await ws.next('learner.case.failed', (message) => message.caseId === caseId, 15_000);
    expect(failed.message).toBe('Chưa cấu hình nhà cung cấp AI Google Gemini cho mô hình này. Quản trị viên cần đặt GEMINI_API_KEY trong môi trường của máy chủ.');

    await saveSettings(SETTINGS);
    openai.script('chat', { status: 400, message: 'bad request' });
    const next = (await learner.post('/api/case-public').send(form()).expect(202)).body.caseId;
    expect((await ws.next('learner.case.failed', (message) => message.caseId === next, 15_000)).message).toBe(M.createFailed);
    await ws.close();
  });

  it('refuses bad forms with 400 and a Vietnamese message, storing nothing', async () => {
    const info = form().info;
    const cases: Array<[Record<string, unknown>, string]> = [
      [form({ info: { ...info, area: 'legal' } }), 'Lĩnh vực đã chọn không thuộc ngành "Bán lẻ". Vui lòng chọn lại lĩnh vực.'],
      [form({ info: { ...info, domain: 'negotiation' } }), 'Chủ đề đã chọn không thuộc lĩnh vực "Tài chính". Vui lòng chọn lại chủ đề.'],
      [form({ mcqCount: 21 }), M.mcqCountInvalid],
      [form({ mcqCount: -1 }), M.mcqCountInvalid],
      [form({ essayCount: 11 }), M.essayCountInvalid],
      [form({ title: '' }), M.titleRequired],
      [form({ info: { ...info, industry: undefined } }), M.industryRequired],
      [form({ info: undefined }), M.infoRequired],
      [form({ info: { ...info, difficulty: 'hard' } }), M.difficultyUnknown],
      [form({ info: { ...info, duration: 60 } }), M.durationUnknown],
      [form({ info: { ...info, playerRole: 'intern' } }), M.playerRoleUnknown],
      [form({ questionTypes: ['oral'] }), M.questionTypesInvalid],
      [form({ mcqCount: 0, essayCount: 0 }), M.noQuestions],
      [form({ requestId: 'có dấu cách' }), M.requestIdInvalid],
    ];
    const head = await store.committedHead();
    const before = await rows();
    for (const [body, message] of cases) {
      const refused = await learner.post('/api/case-public').send(body);
      expect({ body, status: refused.status, message: refused.body.message }).toEqual({ body, status: 400, message });
    }
    expect((await learner.post('/api/case-public').send([form()])).status).toBe(400);
    expect(await store.committedHead()).toBe(head);
    expect(await rows()).toEqual(before);
  });

  it("keeps each learner's cases their own: another learner can neither list, read, nor hide them; admins read", async () => {
    const [mine] = (await learner.post('/api/case-public/user').send({ user_id: learnerId }).expect(200)).body.data as LearnerCaseRecord[];
    const refused = await other.post('/api/case-public/user').send({ user_id: learnerId, show: true }).expect(403);
    expect(refused.body.message).toBe(M.listOfOtherUser);
    await other.get(`/api/case-public/${mine.id}`).expect(404);
    await other.put(`/api/case-public/${mine.id}/show`).send({ show: false }).expect(404);
    await other.get(`/api/case-public/requests/${mine.requestId}`).expect(404);
    expect((await other.post('/api/case-public/user').send({ user_id: otherId }).expect(200)).body.data).toEqual([]);
    expect((await admin.post('/api/case-public/user').send({ user_id: learnerId }).expect(200)).body.data[0]).toEqual(mine);
    await learner.post('/api/case-public/user').send({ show: true }).expect(400);
  });

  it('hides a case from the list and shows it again', async () => {
    const [mine] = (await learner.post('/api/case-public/user').send({ user_id: learnerId }).expect(200)).body.data as LearnerCaseRecord[];
    expect((await learner.put(`/api/case-public/${mine.id}/show`).send({ show: false }).expect(200)).body).toMatchObject({ id: mine.id, show: false });
    const shown = (await learner.post('/api/case-public/user').send({ user_id: learnerId, show: true }).expect(200)).body.data as LearnerCaseRecord[];
    const hidden = (await learner.post('/api/case-public/user').send({ user_id: learnerId, show: false }).expect(200)).body.data as LearnerCaseRecord[];
    expect(shown.map((item) => item.id)).not.toContain(mine.id);
    expect(hidden.map((item) => item.id)).toEqual([mine.id]);
    await learner.put(`/api/case-public/${mine.id}/show`).send({ show: 'không' }).expect(400);
    await learner.put(`/api/case-public/${mine.id}/show`).send({ show: true }).expect(200);
    expect((await events()).at(-1)).toMatchObject({ type: 'CaseVisibilityChanged', data: { caseId: mine.id, show: true } });
  });

  it('searches the list on the server: every word of title and description, case and Vietnamese accents aside', async () => {
    const list = async (body: Record<string, unknown>) => ((await learner.post('/api/case-public/user').send({ user_id: learnerId, ...body }).expect(200)).body.data as LearnerCaseRecord[]).map((each) => each.id);
    const all = (await learner.post('/api/case-public/user').send({ user_id: learnerId }).expect(200)).body.data as LearnerCaseRecord[];
    const described = all.filter((each) => each.description.includes('chuỗi 40 cửa hàng')).map((each) => each.id);
    expect(described.length).toBeGreaterThan(0);
    expect(await list({ search: 'MOT CHUOI  cua hang' })).toEqual(described);
    expect(await list({ search: 'chuỗi không-có-từ-này' })).toEqual([]);
    // What the learner types means itself: '%' and '_' are no wildcards.
    expect(await list({ search: '%' })).toEqual([]);
    expect(await list({ search: '_' })).toEqual([]);
    expect(await list({ search: '   ' })).toEqual(all.map((each) => each.id));
    // The hidden cases are searched alike.
    await learner.put(`/api/case-public/${described[0]}/show`).send({ show: false }).expect(200);
    expect(await list({ show: false, search: 'cua hang' })).toEqual([described[0]]);
    expect(await list({ search: 'cua hang' })).toEqual(described.slice(1));
    await learner.put(`/api/case-public/${described[0]}/show`).send({ show: true }).expect(200);
    for (const search of ['x'.repeat(201), 12, ['chuỗi']]) {
      const refused = await learner.post('/api/case-public/user').send({ user_id: learnerId, search }).expect(400);
      expect(refused.body.message).toBe(M.searchInvalid);
    }
  });

  it('lists the new routes in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/case-public', '/api/case-public/user', '/api/case-public/title-suggestion', '/api/case-public/{id}', '/api/case-public/{id}/show', '/api/case-public/requests/{requestId}']),
    );
    expect(document.paths['/api/case-public'].post.summary).toMatch(/Cần cài đặt AI trước khi tạo case/);
  });

  it('rebuilds learner_case from zero into exactly what the live projection holds', async () => {
    const live = await rows();
    expect(new Set(live.map((row) => row.status))).toEqual(new Set(['created', 'failed']));
    await t.app.get(ProjectionsService).rebuild(LEARNER_CASE_PROJECTION);
    expect(await rows()).toEqual(live);
  });

  async function waitForStatus(caseId: number, status: string, timeoutMs = 15_000): Promise<LearnerCaseRecord> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const record = (await learner.get(`/api/case-public/${caseId}`).expect(200)).body as LearnerCaseRecord;
      if (record.status === status) return record;
      if (Date.now() > deadline) throw new Error(`case ${caseId} is ${record.status}, not ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});
