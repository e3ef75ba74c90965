import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { AiBatchView } from '@k9/contracts';
import { AI_BATCH_MESSAGES as M, contentStreamId, type ContentEvent, type EventStore } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { accessMatrix, signInCallers, type AccessRow, type Agent, type Caller } from '../../../../test/helpers/access-matrix.js';
import { createTestDatabase } from '../../../../test/helpers/test-database.js';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { readUntil } from '../../../../test/helpers/until.js';

type Revised = Extract<ContentEvent, { type: 'ContentAiRevised' }>;
const BATCHES = '/api/k9/ai/batches';

/** Issue 35 §1-§4 against the fake OpenAI-compatible provider: the AI batches, their dry runs and approvals. */
describe('content AI batches (issue 35)', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let t: TestApp | null = null;
  let admin: Agent;
  const options = { jobs: { ...ownJobs().jobs, shutdownTimeoutMs: 300, lockDurationMs: 3000, stalledIntervalMs: 1000 } };

  const store = () => t!.app.get<EventStore>(EVENT_STORE);
  const revised = async (id: number) => (await store().readStream<ContentEvent>(contentStreamId(id))).filter((event) => event.type === 'ContentAiRevised') as unknown as Array<Revised & { metadata: Record<string, unknown> }>;
  const record = async (id: number) => (await admin.get(`/api/k9/${id}`).expect(200)).body as Record<string, unknown>;
  const news = async (body: Record<string, unknown>) => (await admin.post('/api/k9').send({ type: 'news', status: 'published', ...body }).expect(201)).body.id as number;
  const batch = async (id: string) => (await admin.get(`${BATCHES}/${id}`).expect(200)).body as AiBatchView;
  const ended = (id: string, timeoutMs = 30_000) => readUntil(`batch ${id} ends`, () => batch(id), (view) => ['done', 'stopped', 'failed'].includes(view.state), timeoutMs);

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    db = await createTestDatabase();
    env = { ...aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000', SEED_SAMPLE_CONTENT: 'false' }), DATABASE_URL: db.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'k9-batches-')) };
    t = await startTestApp(env, options);
    admin = await t.signInAdmin();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await db?.drop();
    await Promise.all([openai?.close(), gemini?.close()]);
  });
  beforeEach(() => openai.reset());

  it('classifies 10 records in a dry run (the reply, else keywords; only what is missing), then applies 7; an edited one is stale, not overwritten', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(await news({ title: `Bài ${i}: kỹ năng tư duy phản biện`, summary: i % 2 ? 'Doanh nghiệp tăng trưởng kỷ lục' : 'Khủng hoảng và thua lỗ', detail: 'Nội dung' }));
    const classified = await news({ title: 'Đã phân loại', summary: 'x', sentiment: 'neutral', category: 'Mô hình', impact: 'normal' });
    // The model answers for the first five only: the others fall back to their keywords.
    openai.answerWith = (prompt) =>
      prompt.includes('<records>')
        ? JSON.stringify({ items: ids.slice(0, 5).map((id) => ({ id, sentiment: 'positive', category: 'Mô hình & Công cụ ứng dụng', impact: 'important' })) })
        : undefined;
    const refused = await admin.post(BATCHES).send({ kind: 'classify', recordIds: [classified] }).expect(422);
    expect(refused.body.message).toBe(M.nothingToClassify);
    const { id } = (await admin.post(BATCHES).send({ kind: 'classify', recordIds: [...ids, classified], dryRun: true }).expect(202)).body;
    const dry = await ended(id);
    expect(dry).toMatchObject({ kind: 'classify', dryRun: true, state: 'done', promptVersion: 'content-ai-classify@1' });
    // One call for the 10 (20 a call); the classified record was left as it was.
    expect(openai.count('chat')).toBe(1);
    const byId = new Map(dry.records.map((row) => [row.recordId, row]));
    expect(byId.get(ids[0])).toMatchObject({ state: 'success', after: { sentiment: 'positive', category: 'Mô hình & Công cụ ứng dụng', impact: 'important' }, applied: false });
    expect(byId.get(ids[6])).toMatchObject({ state: 'success', after: { sentiment: 'negative', category: 'Tư duy & Kỹ năng', impact: 'normal' } });
    expect(byId.get(ids[7])).toMatchObject({ state: 'success', after: { sentiment: 'positive', category: 'Tư duy & Kỹ năng' } });
    expect(byId.get(ids[8])?.after).toMatchObject({ sentiment: 'negative' });
    expect(byId.get(classified)).toMatchObject({ state: 'skipped', error: M.skippedNoChange });
    // Nothing changed yet.
    expect((await record(ids[0])).sentiment).toBeNull();

    // Someone edits one of them meanwhile: applying it is refused as stale, and the edit stays.
    await admin.put('/api/k9').send({ id: ids[1], category: 'Lý thuyết' }).expect(200);
    const approved = (await admin.post(`${BATCHES}/${id}/apply`).send({ recordIds: ids.slice(0, 7) }).expect(200)).body as AiBatchView;
    const rows = new Map(approved.records.map((row) => [row.recordId, row]));
    expect(ids.slice(0, 7).filter((each) => rows.get(each)!.applied)).toEqual([ids[0], ...ids.slice(2, 7)]);
    expect(rows.get(ids[1])).toMatchObject({ applied: false, stale: true });
    expect(await record(ids[1])).toMatchObject({ category: 'Lý thuyết', sentiment: null });
    expect(await record(ids[0])).toMatchObject({ sentiment: 'positive', category: 'Mô hình & Công cụ ứng dụng', impact: 'important' });
    expect(await record(ids[8])).toMatchObject({ sentiment: null, category: null });
    const [event] = await revised(ids[0]);
    expect(event.data.provenance).toMatchObject({ batchId: id, kind: 'classify', dryRun: true, approvedBy: { email: ADMIN.email }, requestedBy: { email: ADMIN.email }, promptVersion: 'content-ai-classify@1' });
    expect(event.data.provenance.calls[0].model).toBe('gpt-4o-mini');
    // Applying again writes nothing more.
    await admin.post(`${BATCHES}/${id}/apply`).send({ recordIds: ids }).expect(200);
    expect(await revised(ids[0])).toHaveLength(1);
  });

  it('improves details at once: a provider failure halfway is that record’s error and the rest go on; the old text stays in the history', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await news({ title: `Cải thiện ${i}`, summary: 's', detail: `Nội dung cũ ${i}` }));
    openai.answerWith = (prompt) => (prompt.includes('<detail>') ? `## Bản mới\n\n${prompt.match(/Nội dung cũ \d/)?.[0]} đã được viết lại.` : undefined);
    openai.script('chat', 'ok', { status: 400, message: 'mô hình từ chối' });
    const missing = await admin.post(BATCHES).send({ kind: 'improve-detail', recordIds: ids, options: { model: 'gpt-4o-mini' } }).expect(422);
    expect(missing.body.message).toBe(M.promptRequired);
    const { id } = (await admin.post(BATCHES).send({ kind: 'improve-detail', recordIds: ids, options: { prompt: 'Viết lại rõ ràng hơn', model: 'gpt-4o-mini' } }).expect(202)).body;
    const done = await ended(id);
    expect(done.records.map((row) => row.state)).toEqual(['success', 'error', 'success', 'success']);
    expect(done.records[1].error).toContain('mô hình từ chối');
    expect(await record(ids[0])).toMatchObject({ detail: '## Bản mới\n\nNội dung cũ 0 đã được viết lại.', isImprove: true, modelImprove: 'gpt-4o-mini' });
    expect(await record(ids[1])).toMatchObject({ detail: 'Nội dung cũ 1', isImprove: false });
    const [event] = await revised(ids[0]);
    expect(event.data.before).toMatchObject({ detail: 'Nội dung cũ 0', isImprove: false });
    expect(event.data.provenance).toMatchObject({ dryRun: false, approvedBy: null, promptVersion: `batch-options@${id}` });
  });

  it('creates questions: an empty detail and met targets are skipped, a bad reply is an error with its reason and changes nothing', async () => {
    const good = await news({ title: 'Dòng tiền', summary: 's', detail: 'Dòng tiền là máu của doanh nghiệp.' });
    const bad = await news({ title: 'Lợi nhuận', summary: 's', detail: 'Lợi nhuận khác dòng tiền.' });
    const empty = await news({ title: 'Trống', summary: 's', detail: '' });
    const quiz = { questionQuiz: [{ question: 'Dòng tiền là gì?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, correct_answer: 'A', explanation: 'vì' }], questionEssay: [] };
    openai.answerWith = (prompt) => (prompt.includes('Lợi nhuận khác') || prompt.includes('"Lợi nhuận"') ? 'không phải JSON' : prompt.includes('<lesson>') || prompt.includes('questionQuiz') ? JSON.stringify(quiz) : undefined);
    const counts = await admin.post(BATCHES).send({ kind: 'create-question', recordIds: [good], options: { prompt: 'p', evaluationPrompt: 'e', quizCount: 7 } }).expect(422);
    expect(counts.body.message).toBe(M.countInvalid);
    const noDry = await admin.post(BATCHES).send({ kind: 'create-question', recordIds: [good], dryRun: true, options: { prompt: 'p', evaluationPrompt: 'e' } }).expect(422);
    expect(noDry.body.message).toBe(M.noDryRun);
    const { id } = (await admin.post(BATCHES).send({ kind: 'create-question', recordIds: [good, bad, empty], options: { prompt: 'Tạo câu hỏi', evaluationPrompt: 'Kiểm tra', quizCount: 1 } }).expect(202)).body;
    const done = await ended(id, 40_000);
    const rows = new Map(done.records.map((row) => [row.recordId, row]));
    expect(rows.get(good)).toMatchObject({ state: 'success', applied: true });
    expect(rows.get(bad)).toMatchObject({ state: 'error', error: M.noJson });
    expect(rows.get(empty)).toMatchObject({ state: 'skipped', error: M.skippedNoDetail });
    expect(((await record(good)).questionContent as { questionQuiz: unknown[] }).questionQuiz).toHaveLength(1);
    expect((await record(bad)).questionContent).toBeNull();
    // Met targets now: asked again, the record is skipped.
    const again = (await admin.post(BATCHES).send({ kind: 'create-question', recordIds: [good], options: { prompt: 'Tạo câu hỏi', evaluationPrompt: 'Kiểm tra', quizCount: 1 } }).expect(202)).body.id;
    expect((await ended(again)).records[0]).toMatchObject({ state: 'skipped', error: M.skippedTargetsMet });
  }, 60_000);

  it('updates by content id from prompt_settings (a dry run); no cid and a reply missing fields are errors with the spec’s reasons', async () => {
    const noModel = await admin.post('/api/setting').send({ type: 'prompt_settings', setting: { systemMessage: 'Viết lại theo content id' } }).expect(422);
    expect(noModel.body.message).toBe(M.modelRequired);
    await admin.post('/api/setting').send({ type: 'prompt_settings', setting: { systemMessage: 'Viết lại theo content id', selectedModel: 'gpt-4o-mini' } }).expect(201);
    const first = await news({ cid: 'CID-7', title: 'Bản cũ', summary: 'Tóm tắt cũ', detail: 'Chi tiết cũ về CID-7' });
    const second = await news({ cid: 'CID-8', title: 'Bản thiếu', summary: 's', detail: 'Chi tiết CID-8' });
    const none = await news({ title: 'Không cid', summary: 's', detail: 'd' });
    const full = { title: 'Bản mới', summary: 'Tóm tắt mới', detail: 'Chi tiết mới', questionQuiz: [{ question: 'Hỏi?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, correct_answer: 'B', explanation: 'e' }] };
    openai.answerWith = (prompt) => (prompt.includes('cid="CID-7"') ? JSON.stringify(full) : prompt.includes('cid="CID-8"') ? JSON.stringify({ title: 'x' }) : undefined);
    const { id } = (await admin.post(BATCHES).send({ kind: 'update-by-cid', recordIds: [first, second, none], dryRun: true }).expect(202)).body;
    const done = await ended(id);
    expect(done.promptVersion).toMatch(/^prompt_settings@\d+$/);
    const rows = new Map(done.records.map((row) => [row.recordId, row]));
    expect(rows.get(first)).toMatchObject({ state: 'success', before: { title: 'Bản cũ', summary: 'Tóm tắt cũ', detail: 'Chi tiết cũ về CID-7', questionContent: null }, after: { title: 'Bản mới', summary: 'Tóm tắt mới', detail: 'Chi tiết mới' } });
    expect(rows.get(second)).toMatchObject({ state: 'error', error: M.missingFields(['summary', 'detail', 'questionQuiz']) });
    expect(rows.get(none)).toMatchObject({ state: 'error', error: M.noCid });
    await admin.post(`${BATCHES}/${id}/apply`).send({ recordIds: [first] }).expect(200);
    expect(await record(first)).toMatchObject({ title: 'Bản mới', detail: 'Chi tiết mới' });
  });

  it('goes on after an API restart from the last finished record, redoing none; a stop ends a running batch', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await news({ title: `Khởi động lại ${i}`, summary: 's', detail: `Văn bản ${i}` }));
    openai.answerWith = (prompt) => (prompt.includes('<detail>') ? `Viết lại: ${prompt.match(/Văn bản \d/)?.[0]}` : undefined);
    // The third record's call hangs until the restart.
    openai.script('chat', 'ok', 'ok', 'hang');
    const { id } = (await admin.post(BATCHES).send({ kind: 'improve-detail', recordIds: ids, options: { prompt: 'Viết lại', model: 'gpt-4o-mini' } }).expect(202)).body;
    await readUntil('two records finish', () => batch(id), (view) => view.records.filter((row) => row.state === 'success').length === 2);
    await readUntil('the third is asked', async () => openai.count('chat'), (n) => n === 3);
    await t!.app.close();
    t = await startTestApp(env, options);
    admin = await t.signIn(ADMIN.username, ADMIN.password);
    const done = await ended(id, 40_000);
    expect(done.records.map((row) => row.state)).toEqual(Array(6).fill('success'));
    for (const recordId of ids) expect(await revised(recordId)).toHaveLength(1);
    // The two finished before the cut were not asked again: 3 calls before, 4 after (the cut one and the last three).
    expect(openai.count('chat')).toBe(7);

    openai.reset();
    openai.answerDelayMs = 400;
    openai.answerWith = (prompt) => (prompt.includes('<detail>') ? 'Viết lại' : undefined);
    const slow = (await admin.post(BATCHES).send({ kind: 'improve-detail', recordIds: ids.slice(0, 4), dryRun: true, options: { prompt: 'Viết lại', model: 'gpt-4o-mini' } }).expect(202)).body.id;
    await readUntil('the first is processing', () => batch(slow), (view) => view.records.some((row) => row.state === 'processing'));
    const stopped = (await admin.post(`${BATCHES}/${slow}/stop`).expect(200)).body as AiBatchView;
    expect(stopped.state).toBe('stopped');
    expect(stopped.records.filter((row) => row.state === 'stopped').length).toBeGreaterThanOrEqual(3);
    await admin.post(`${BATCHES}/${slow}/stop`).expect(409);
  }, 90_000);

  describe('access', () => {
    let agents: Record<Caller, Agent>;
    let batchId: string;
    let recordId: number;
    beforeAll(async () => {
      agents = await signInCallers(t!, { learner: await t!.createUser() });
      recordId = await news({ title: 'Quyền', summary: 's', detail: 'd' });
      batchId = (await admin.post(BATCHES).send({ kind: 'improve-detail', recordIds: [recordId], dryRun: true, options: { prompt: 'p', model: 'gpt-4o-mini' } }).expect(202)).body.id;
      await ended(batchId);
    });
    const rows: AccessRow[] = [
      { name: 'GET /api/k9/ai/batches/{id}', call: (a) => a.get(`${BATCHES}/${batchId}`), expect: { visitor: 401, expired: 403, learner: 403, admin: 200 } },
      { name: 'POST /api/k9/ai/batches/{id}/apply', call: (a) => a.post(`${BATCHES}/${batchId}/apply`).send({ recordIds: [] }), expect: { visitor: 401, expired: 403, learner: 403, admin: 200 }, writes: true },
      { name: 'POST /api/k9/ai/batches/{id}/stop', call: (a) => a.post(`${BATCHES}/${batchId}/stop`), expect: { visitor: 401, expired: 403, learner: 403, admin: 409 }, writes: true },
      // Last: the batch it starts writes while it runs.
      { name: 'POST /api/k9/ai/batches', call: (a) => a.post(BATCHES).send({ kind: 'improve-detail', recordIds: [recordId], dryRun: true, options: { prompt: 'p', model: 'gpt-4o-mini' } }), expect: { visitor: 401, expired: 403, learner: 403, admin: 202 }, writes: true },
    ];
    accessMatrix({
      callers: () => agents,
      order: ['visitor', 'expired', 'learner', 'admin'],
      rows,
      snapshot: async () => ({ head: await store().committedHead() }),
      title: (who) => `answers the ${who} as expected on every AI batch route, changing nothing when refused`,
    });
  });
});
