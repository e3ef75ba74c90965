import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AiGenHistoryRecord, ApprovalStarted, ApprovalState, QuestionRecord } from '@k9/contracts';
import { aiCallStreamId, approvalPausesTotal, generationStreamId, type AiCallRecorded, type EventStore, type GenerationEvent } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { openTestSocket } from '../../../../test/helpers/ws-client.js';
import { runnableIn } from '../../../../../../libs/domain/src/studio/questions/rules/answer-html.xss-corpus.testing.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const NAMES = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'];
const MODELS = ['gpt-4.1', 'gpt-5-mini', 'gpt-4.1', 'dall-e-3', 'tts-1'];
const fiveSteps = () => NAMES.map((name, index) => ({ name, systemMessage: `Hệ thống ${index + 1}`, model: MODELS[index], isUse: index < 4, useUserPrompt: false, ...(index === 0 ? { sendDirectToOutput: false } : {}) }));

/** The fake's answers to the image-description prompts: numbered lists, English then Vietnamese. */
const describeImages = (prompt: string): string | undefined => {
  const count = Number(/exactly (\d+) image descriptions/.exec(prompt)?.[1] ?? /^Dưới đây là (\d+) mô tả/.exec(prompt)?.[1] ?? 0);
  if (!count) return undefined;
  const english = prompt.startsWith('Based on');
  return Array.from({ length: count }, (_, i) => (english ? `${i + 1}. A bright modern office scene number ${i + 1} with analysts reading charts on large screens, warm light, flat illustration` : `${i + 1}. Hình ${i + 1}: chuyên viên đọc biểu đồ dòng tiền.`)).join('\n');
};

const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">bấm</a>';
const runnable = runnableIn;

describe('Studio publishing: publish, batch approve, provenance (issue 15 §3, §4)', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let admin: Agent;
  let adminB: Agent;
  let adminBCookie: string;
  let store: EventStore;
  let flowId: number;

  const events = async (id: number) => (await store.readStream<GenerationEvent>(generationStreamId(id))).map(({ type, data, metadata }) => ({ type, data, metadata }));
  const questionsOf = async (generationId: number): Promise<QuestionRecord[]> =>
    ((await admin.get('/api/question').expect(200)).body.data as QuestionRecord[]).filter((question) => question.ai_gen_id === generationId);
  const questionRows = async (ids: number[]): Promise<Array<{ ai_gen_id: number; n: string }>> =>
    (await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(`SELECT ai_gen_id, count(*) AS n FROM studio_question WHERE ai_gen_id IN (${ids.map(Number).join(',')}) GROUP BY ai_gen_id`)) as Array<{ ai_gen_id: number; n: string }>;
  /** A finished record saved directly (spec 1 §7 POST /api/aiGenHistory): fast, with images and descriptions. */
  const saved = async (prompt: string, agent: Agent = admin, anwser = `Trả lời cho: ${prompt}`): Promise<number> =>
    (
      await agent
        .post('/api/aiGenHistory')
        .send({ prompt, AIGenConfigId: flowId, anwser, imageUrls: ['https://anh.example/a.png'], settings: { imageDescriptions: ['An office'], imageDescriptionsVi: ['Một văn phòng.'] } })
        .expect(201)
    ).body.id;
  const record = async (id: number, agent: Agent = admin) => (await agent.get(`/api/aiGenHistory/${id}`).expect(200)).body as AiGenHistoryRecord;

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), ownJobs());
    store = t.app.get<EventStore>(EVENT_STORE);
    admin = await t.signInAdmin();
    const other = await t.createUser({ isAdmin: true });
    adminBCookie = await t.sessionCookie(other.username, other.password);
    adminB = await t.signIn(other.username, other.password);
    flowId = (await admin.post('/api/aiGenConfigList').send({ name: 'Luồng duyệt', layout: 'slide', aiConfigs: fiveSteps() }).expect(201)).body.data.id;
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });
  beforeEach(() => {
    openai.reset();
    gemini.reset();
    openai.answerWith = describeImages;
  });

  describe('publish', () => {
    let runId: number;
    let questionId: number;

    it('publishes a finished run as a question and an answer: sanitised html with the images and their Vietnamese descriptions, the record marked with its approver', async () => {
      runId = (await admin.post('/api/aiGenHistory/requests').send({ prompt: 'Dòng tiền tự do là gì?', AIGenConfigId: flowId, settings: { imageCount: 2 } }).expect(201)).body.id;
      const deadline = Date.now() + 20_000;
      while ((await record(runId)).state !== 'completed') {
        if (Date.now() > deadline) throw new Error('the run did not finish');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const run = await record(runId);
      expect(run.imageUrls).toHaveLength(2);

      const response = await admin.post(`/api/aiGenHistory/${runId}/publish`).send({}).expect(200);
      expect(response.body).toMatchObject({ success: true, changed: true, message: 'Duyệt thành công! Đã tạo câu hỏi và câu trả lời.', data: { id: runId, is_create: true } });
      questionId = response.body.questionId;
      const question = response.body.question as QuestionRecord;
      expect(question).toMatchObject({ id: questionId, question: 'Dòng tiền tự do là gì?', ai_gen_id: runId, answer: { ai_gen_id: runId, content: run.anwser, title: 'Dòng tiền tự do là gì?' } });
      for (const [i, url] of run.imageUrls.entries()) {
        expect(question.answer!.html).toContain(`<img src="${url}" alt="${run.settings.imageDescriptionsVi[i]}">`);
        expect(question.answer!.html).toContain(`<figcaption>${run.settings.imageDescriptionsVi[i]}</figcaption>`);
      }
      expect(await questionsOf(runId)).toHaveLength(1);
      const published = (await events(runId)).filter((event) => event.type === 'GenerationPublished');
      expect(published).toEqual([{ type: 'GenerationPublished', data: { generationId: runId, questionId, recreated: false }, metadata: expect.objectContaining({ actorEmail: ADMIN.email, approval: 'single' }) }]);
      // In the history list it shows as published ('Đã duyệt').
      expect(((await admin.get('/api/aiGenHistory').expect(200)).body.data as AiGenHistoryRecord[]).find((item) => item.id === runId)?.is_create).toBe(true);
    });

    it('stores no script from an answer or a description', async () => {
      const id = (
        await admin
          .post('/api/aiGenHistory')
          .send({ prompt: 'XSS?', AIGenConfigId: flowId, anwser: `Nội dung ${XSS}`, imageUrls: ['https://anh.example/x.png', 'https://anh.example/y.png'], settings: { imageDescriptionsVi: [`Mô tả "><script>alert(4)</script>`, XSS] } })
          .expect(201)
      ).body.id;
      const { body } = await admin.post(`/api/aiGenHistory/${id}/publish`).send({}).expect(200);
      expect(runnable(body.question.answer.html)).toEqual([]);
      expect(body.question.answer.html).toContain('Nội dung');
      // Another site's image is stored as a link to it (issue 23 item 9: the policy loads images from this site only).
      expect(body.question.answer.html).toContain('<a href="https://anh.example/x.png" target="_blank" rel="noopener noreferrer">');
    });

    it('publishes once when clicked twice at once, and a later click changes nothing', async () => {
      const id = await saved('Bấm hai lần cùng lúc?');
      const [a, b] = await Promise.all([admin.post(`/api/aiGenHistory/${id}/publish`).send({}), admin.post(`/api/aiGenHistory/${id}/publish`).send({})]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.questionId).toBe(b.body.questionId);
      expect(await questionsOf(id)).toHaveLength(1);
      expect((await events(id)).filter((event) => event.type === 'GenerationPublished')).toHaveLength(1);
      const head = await store.committedHead();
      const again = await admin.post(`/api/aiGenHistory/${id}/publish`).send({ recreate: false }).expect(200);
      expect(again.body).toMatchObject({ changed: false, questionId: a.body.questionId, data: { is_create: true } });
      expect(await store.committedHead()).toBe(head);
    });

    it('recreate replaces the answer of the same question, recorded with its approver', async () => {
      const id = await saved('Tạo lại câu trả lời?');
      const first = (await admin.post(`/api/aiGenHistory/${id}/publish`).send({}).expect(200)).body;
      await admin.put(`/api/aiGenHistory/${id}/answer`).send({ anwser: 'Nội dung đã sửa tay' }).expect(200);
      const again = (await admin.post(`/api/aiGenHistory/${id}/publish`).send({ recreate: true }).expect(200)).body;
      expect(again).toMatchObject({ changed: true, questionId: first.questionId, question: { answer: { content: 'Nội dung đã sửa tay' } } });
      expect(again.question.answer.html).toContain('Nội dung đã sửa tay');
      expect(await questionsOf(id)).toHaveLength(1);
      const published = (await events(id)).filter((event) => event.type === 'GenerationPublished').map((event) => (event.data as { recreated: boolean }).recreated);
      expect(published).toEqual([false, true]);
      // A second recreate with nothing new writes nothing.
      const head = await store.committedHead();
      expect((await admin.post(`/api/aiGenHistory/${id}/publish`).send({ recreate: true }).expect(200)).body.changed).toBe(false);
      expect(await store.committedHead()).toBe(head);

      const provenance = (await admin.get(`/api/question/${first.questionId}/provenance`).expect(200)).body.data;
      expect(provenance.changes).toEqual([expect.objectContaining({ kind: 'edited', by: expect.objectContaining({ email: ADMIN.email }) })]);
      expect(provenance.approvals.map((approval: { recreated: boolean }) => approval.recreated)).toEqual([false, true]);
    });

    it('refuses a deleted record with a clear message and stores nothing', async () => {
      const id = await saved('Sẽ bị xóa');
      await admin.delete(`/api/aiGenHistory/${id}`).expect(200);
      const head = await store.committedHead();
      const refused = await admin.post(`/api/aiGenHistory/${id}/publish`).send({}).expect(409);
      expect(refused.body.message).toBe('Lịch sử câu hỏi này đã bị xóa nên không duyệt được.');
      expect(await store.committedHead()).toBe(head);
      expect(await questionRows([id])).toEqual([]);
    });

    it("another admin's record is 404 to them and nothing is stored; a bad recreate flag is 400", async () => {
      const id = await saved('Của admin A');
      const head = await store.committedHead();
      await adminB.post(`/api/aiGenHistory/${id}/publish`).send({}).expect(404);
      await adminB.post(`/api/aiGenHistory/${id}/publish`).send({ recreate: true }).expect(404);
      await admin.post(`/api/aiGenHistory/${id}/publish`).send({ recreate: 'có' }).expect(400);
      await admin.post('/api/aiGenHistory/999999/publish').send({}).expect(404);
      expect(await store.committedHead()).toBe(head);
      expect((await record(id)).is_create).toBe(false);
    });

    it('the provenance names the asker, the flow and its version, each step with its model and ledger call, and the approver', async () => {
      const { body } = await admin.get(`/api/question/${questionId}/provenance`).expect(200);
      const provenance = body.data;
      expect(provenance).toMatchObject({ questionId, generationId: runId, origin: 'ai', askedBy: { email: ADMIN.email }, prompt: 'Dòng tiền tự do là gì?', flow: { id: flowId, version: 1, name: 'Luồng duyệt', layout: 'slide' } });
      // In the order they finished (the images run side by side).
      const models = Object.fromEntries(provenance.steps.map((step: { key: string; model: string }) => [step.key, step.model]));
      expect(models).toEqual({ AI1: 'gpt-4.1', AI2: 'gpt-5-mini', AI3: 'gpt-4.1', 'descriptions-en': 'gpt-4.1', 'descriptions-vi': 'gpt-4.1', 'image-1': 'dall-e-3', 'image-2': 'dall-e-3' });
      expect(provenance.steps).toHaveLength(7);
      // Each step's call id is its ledger entry, which names the same model.
      for (const step of provenance.steps as Array<{ model: string; callId: string }>) {
        const [call] = await store.readStream<AiCallRecorded>(aiCallStreamId(step.callId));
        expect({ step: step.callId, model: call?.data.model }).toEqual({ step: step.callId, model: step.model });
      }
      expect(provenance.approvals).toEqual([expect.objectContaining({ by: expect.objectContaining({ email: ADMIN.email }), recreated: false, questionId, batchJobId: null })]);
      // The same from the history side (the owner), and every admin may read a question's.
      expect((await admin.get(`/api/aiGenHistory/${runId}/provenance`).expect(200)).body.data).toMatchObject({ generationId: runId, flow: { version: 1 }, steps: provenance.steps, approvals: provenance.approvals });
      await adminB.get(`/api/aiGenHistory/${runId}/provenance`).expect(404);
      expect((await adminB.get(`/api/question/${questionId}/provenance`).expect(200)).body.data.askedBy.email).toBe(ADMIN.email);
    });
  });

  it("an admin-made answer's provenance names who wrote the question and who edited the answer; a deleted question has none", async () => {
    const id = (await admin.post('/api/question').send({ question: 'Biên lợi nhuận gộp?', category: 'Tài chính', level: 'elementary' }).expect(201)).body.id as number;
    await admin.post('/api/answer').send({ question_id: id, html: '<p>Một</p>' }).expect(201);
    await adminB.put('/api/answer').send({ question_id: id, html: '<p>Hai</p>' }).expect(200);
    const provenance = (await adminB.get(`/api/question/${id}/provenance`).expect(200)).body.data;
    expect(provenance).toMatchObject({ questionId: id, generationId: null, origin: 'admin', createdBy: { email: ADMIN.email }, askedBy: null, flow: null, steps: [], approvals: [] });
    expect(provenance.answerEdits).toHaveLength(1);
    expect(provenance.answerEdits[0].by.email).not.toBe(ADMIN.email);
    await admin.delete(`/api/question/${id}`).expect(200);
    await admin.get(`/api/question/${id}/provenance`).expect(404);
    await admin.get('/api/question/abc/provenance').expect(400);
  });

  describe('batch approve', () => {
    const start = (ids: unknown, agent: Agent = admin) => agent.post('/api/aiGenHistory/approvals').send({ ids });

    it("refuses an empty choice and one with nothing unpublished, with the spec's messages", async () => {
      expect((await start([]).expect(400)).body.message).toBe('Vui lòng chọn ít nhất một câu hỏi để duyệt!');
      expect((await start(undefined).expect(400)).body.message).toBe('Vui lòng chọn ít nhất một câu hỏi để duyệt!');
      const id = await saved('Đã duyệt rồi');
      await admin.post(`/api/aiGenHistory/${id}/publish`).send({}).expect(200);
      expect((await start([id]).expect(422)).body.message).toBe('Không có câu hỏi chưa duyệt!');
      // Another admin's records are not theirs to approve.
      const mine = await saved('Chưa duyệt của A');
      expect((await start([mine], adminB).expect(422)).body.message).toBe('Không có câu hỏi chưa duyệt!');
      expect((await record(mine)).is_create).toBe(false);
    });

    it('publishes 25 records in groups of 10 with the pauses, live over /ws to the admin alone, with the summary', async () => {
      const ids: number[] = [];
      for (let n = 1; n <= 25; n++) ids.push(await saved(`Câu hỏi hàng loạt ${n}`));
      const othersId = await saved('Của admin B', adminB);
      const socket = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) });
      const other = await openTestSocket(t.wsUrl, { Cookie: adminBCookie });
      await Promise.all([socket.next('session.ready'), other.next('session.ready')]);

      const began = Date.now();
      const started = (await start([...ids, othersId, ids[0]]).expect(201)).body as ApprovalStarted;
      expect(started).toMatchObject({ success: true, queue: 'studio-approvals', total: 25, skipped: 1 });
      // A double click finds the same batch.
      expect((await start([...ids]).expect(201)).body.jobId).toBe(started.jobId);

      const end = await socket.next('studio.approval.progress', (state) => state.jobId === started.jobId && state.state !== 'running', 30_000);
      const elapsed = Date.now() - began;
      expect(end).toMatchObject({ state: 'completed', done: 25, total: 25, published: 25, failed: 0, errors: [], summary: ['Đã duyệt thành công 25/25 câu hỏi!'] });
      expect(elapsed).toBeGreaterThanOrEqual(approvalPausesTotal(25));
      const live = socket.received.filter((message) => message.event === 'studio.approval.progress').map((message) => message.data as ApprovalState);
      expect(new Set(live.map((state) => state.currentId).filter((id) => id !== null))).toEqual(new Set(ids));
      const progress = socket.received.filter((message) => message.event === 'job.updated' && message.data.jobId === started.jobId && message.data.state === 'progress');
      expect(progress.length).toBeGreaterThanOrEqual(25);
      await socket.close();
      expect(other.received.filter((message) => message.event === 'studio.approval.progress' || (message.event === 'job.updated' && message.data.jobId === started.jobId))).toEqual([]);
      await other.close();

      const rows = await questionRows(ids);
      expect(rows).toHaveLength(25);
      expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
      for (const id of [ids[0], ids[24]]) {
        const published = (await events(id)).filter((event) => event.type === 'GenerationPublished');
        expect(published).toEqual([expect.objectContaining({ metadata: expect.objectContaining({ actorEmail: ADMIN.email, approval: 'batch', jobId: started.jobId }) })]);
      }
      expect((await record(othersId, adminB)).is_create).toBe(false);
      const state = (await admin.get(`/api/aiGenHistory/approvals/${encodeURIComponent(started.jobId)}`).expect(200)).body.data;
      expect(state).toMatchObject({ state: 'completed', published: 25, total: 25 });
      expect((await admin.get('/api/aiGenHistory/approvals/current').expect(200)).body.data).toMatchObject({ jobId: started.jobId });
      await adminB.get(`/api/aiGenHistory/approvals/${encodeURIComponent(started.jobId)}`).expect(404);
      expect((await adminB.get('/api/aiGenHistory/approvals/current').expect(200)).body.data).toBeNull();
      const provenance = (await admin.get(`/api/aiGenHistory/${ids[3]}/provenance`).expect(200)).body.data;
      expect(provenance.approvals).toEqual([expect.objectContaining({ batchJobId: started.jobId, by: expect.objectContaining({ email: ADMIN.email }) })]);
    });

    it('a stop mid-batch leaves every record either published once or untouched', async () => {
      const ids: number[] = [];
      for (let n = 1; n <= 25; n++) ids.push(await saved(`Dừng giữa chừng ${n}`));
      const socket = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) });
      await socket.next('session.ready');
      const started = (await start(ids).expect(201)).body as ApprovalStarted;
      await socket.next('studio.approval.progress', (state) => state.jobId === started.jobId && state.done >= 12, 30_000);
      await adminB.post(`/api/aiGenHistory/approvals/${encodeURIComponent(started.jobId)}/stop`).expect(404);
      const stop = await admin.post(`/api/aiGenHistory/approvals/${encodeURIComponent(started.jobId)}/stop`).expect(200);
      // It stops before its next record, not in the middle of one.
      expect(stop.body.data.state).toBe('running');
      const end = await socket.next('studio.approval.progress', (state) => state.jobId === started.jobId && state.state !== 'running', 10_000);
      await socket.close();
      expect(end.state).toBe('stopped');
      expect(end.published).toBeGreaterThanOrEqual(12);
      expect(end.published).toBeLessThan(25);
      expect(end.summary).toEqual([`Đã duyệt thành công ${end.published}/25 câu hỏi!`]);

      const counts = new Map((await questionRows(ids)).map((row) => [row.ai_gen_id, Number(row.n)]));
      const history = new Map(((await admin.get('/api/aiGenHistory').expect(200)).body.data as AiGenHistoryRecord[]).map((item) => [item.id, item.is_create]));
      for (const id of ids) {
        expect({ id, questions: counts.get(id) ?? 0 }).toEqual({ id, questions: history.get(id) ? 1 : 0 });
        const marks = (await events(id)).filter((event) => event.type === 'GenerationPublished').length;
        expect({ id, marks }).toEqual({ id, marks: history.get(id) ? 1 : 0 });
      }
      expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(end.published);
      expect((await admin.get(`/api/aiGenHistory/approvals/${encodeURIComponent(started.jobId)}`).expect(200)).body.data).toMatchObject({ state: 'stopped', published: end.published });

      // Choosing the rest again approves them in a new batch.
      const rest = ids.filter((id) => !history.get(id));
      const again = (await start(ids).expect(201)).body as ApprovalStarted;
      expect(again.total).toBe(rest.length);
      const deadline = Date.now() + 20_000;
      let state: ApprovalState;
      do {
        await new Promise((resolve) => setTimeout(resolve, 100));
        state = (await admin.get(`/api/aiGenHistory/approvals/${encodeURIComponent(again.jobId)}`).expect(200)).body.data;
      } while (state.state === 'running' && Date.now() < deadline);
      expect(state).toMatchObject({ state: 'completed', published: rest.length });
      expect((await questionRows(ids)).map((row) => Number(row.n))).toEqual(Array(25).fill(1));
    });
  });
});
