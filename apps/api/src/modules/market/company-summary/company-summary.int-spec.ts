import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Request } from 'express';
import { AI_SUMMARY_ROUTES, COMPANY_SUMMARY_ROUTES, type AiQueueView, type AiSummaryListResponse, type CompanySummaryQueueView } from '@k9/contracts';
import { aiSummaryStreamId, COMPANY_SUMMARY_LABELS, COMPANY_SUMMARY_PROMPT_VERSION, MARKET_SEED_STREAM, type AiSummaryCreated, type EventStore } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { accessMatrix, ADMIN_ONLY, signInCallers, type Callers } from '../../../../test/helpers/access-matrix.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { createTestDatabase } from '../../../../test/helpers/test-database.js';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { CompanySummaryQueue } from './company-summary-queue.js';
import { COMPANY_SUMMARY_QUEUE_NAME } from './company-summary-names.js';
import { readUntil } from '../../../../test/helpers/until.js';

type Created = AiSummaryCreated & { metadata: Record<string, unknown> };

const TICKERS = ['FPT', 'VCB', 'HPG', 'MWG', 'VNM', 'SSI'];
const REPLY = `${COMPANY_SUMMARY_LABELS.short}\nCông ty tăng trưởng ổn định.\n\n${COMPANY_SUMMARY_LABELS.detailed}\n## Phân tích\nBiên lợi nhuận cải thiện qua các quý.`;

/** This file's waits: the value `read` answers once `done` accepts it. */
const until = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) => readUntil(what, read, done, timeoutMs);

/**
 * Issue 32 §3, §5: the company summary queue over a seed of six companies. One task a ticker, through an API restart
 * that cuts the third task off in its provider call: every ticker gets exactly one summary. An unparsable reply saves
 * nothing; each task reserves a call of the daily quota; only admins queue.
 */
describe('company summaries (issue 32 §3)', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let t: TestApp | null = null;
  let env: Record<string, string>;
  let callers: Callers;
  // 1 s between tasks shortened; a shutdown waits 300 ms for the running task, then cuts it off (the next boot runs it again).
  const options = {
    jobs: { ...ownJobs().jobs, shutdownTimeoutMs: 300, lockDurationMs: 3000, stalledIntervalMs: 1000, queues: { [COMPANY_SUMMARY_QUEUE_NAME]: { concurrency: 1, limiter: { max: 1, duration: 20 } } } },
  };
  const store = () => t!.app.get<EventStore>(EVENT_STORE);
  const view = async () => (await callers.admin.get(COMPANY_SUMMARY_ROUTES.queue).expect(200)).body as CompanySummaryQueueView;
  const summaries = async () => ((await callers.admin.get(AI_SUMMARY_ROUTES.aiSummary).query({ kind: 'reportDN' }).expect(200)).body as AiSummaryListResponse).data;
  const created = async (id: number) => (await store().readStream(aiSummaryStreamId(id))).filter((event) => event.type === 'AiSummaryCreated') as unknown as Created[];
  const settled = (taskIds: string[]) => until('the tasks end', view, (q) => taskIds.every((id) => ['done', 'error', 'stopped'].includes(q.tasks.find((task) => task.id === id)?.state ?? '')));

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    db = await createTestDatabase();
    env = {
      ...aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }),
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'k9-company-summary-')),
      SEED_MARKET: 'true',
      MARKET_SEED_TICKERS: TICKERS.join(','),
    };
    t = await startTestApp(env, options);
    callers = await signInCallers(t);
    await until('the market seed is done', () => store().readStream(MARKET_SEED_STREAM), (events) => events.some((event) => event.type === 'MarketSeedCompleted'), 40_000);
  }, 60_000);
  afterEach(() => {
    openai.reset();
    gemini.reset();
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  it('refuses bad input in Vietnamese and queues nothing', async () => {
    for (const body of [{}, { ticker: '' }, { ticker: '   ' }, { ticker: 5 }]) {
      expect((await callers.admin.post(COMPANY_SUMMARY_ROUTES.queue).send(body).expect(400)).body.message).toBe('Vui lòng nhập mã chứng khoán!');
    }
    expect((await callers.admin.post(COMPANY_SUMMARY_ROUTES.queue).send({ ticker: 'FPT;--' }).expect(400)).body.message).toBe('Mã chứng khoán (ticker) chỉ gồm chữ và số, tối đa 10 ký tự.');
    // A ticker no table has rows for.
    expect((await callers.admin.post(COMPANY_SUMMARY_ROUTES.queue).send({ ticker: 'ZZZ9' }).expect(422)).body).toMatchObject({ message: 'Không có dữ liệu để tạo tổng quan!' });
    expect((await callers.admin.delete(COMPANY_SUMMARY_ROUTES.task('generate-company-summary.ZZZ9')).expect(404)).body.message).toBe('Không tìm thấy tác vụ này trong hàng đợi.');
    expect(await view()).toEqual({ processing: 0, waiting: 0, tasks: [] });
    const document = (await t!.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths[COMPANY_SUMMARY_ROUTES.queue]).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/company-summaries/queue/{taskId}'])).toEqual(['delete']);
  });

  it('takes six tickers through an API restart: none lost, none doubled, each summary naming its call, model, prompt version and admin', async () => {
    openai.answerWith = () => REPLY;
    // The third provider call hangs until the restart cuts its task off.
    openai.script('chat', 'ok', 'ok', 'hang');
    const taskIds: string[] = [];
    for (const ticker of TICKERS) taskIds.push((await callers.admin.post(COMPANY_SUMMARY_ROUTES.queue).send({ ticker: ticker.toLowerCase() }).expect(202)).body.taskId);
    // One task per ticker while it is queued.
    expect((await callers.admin.post(COMPANY_SUMMARY_ROUTES.queue).send({ ticker: 'SSI' }).expect(409)).body.message).toBe('Mã chứng khoán này đã trong hàng đợi hoặc đang được tạo tổng quan.');
    const before = await until('the call to cut off is made', view, (q) => openai.count('chat') >= 3 && q.processing === 1);
    expect(before.tasks.find((task) => task.state === 'processing')!.searchTerm).toBe(TICKERS[2]);

    await t!.app.close();
    t = await startTestApp(env, options);
    callers = await signInCallers(t);
    const after = await until('every task is done after the restart', view, (q) => taskIds.every((id) => q.tasks.find((task) => task.id === id)?.state === 'done'), 30_000);
    expect(after).toMatchObject({ processing: 0, waiting: 0 });
    expect(after.tasks.map((task) => task.searchTerm).sort()).toEqual([...TICKERS].sort());
    // Asked again only for the cut task.
    expect(openai.count('chat')).toBe(TICKERS.length + 1);

    const saved = await summaries();
    expect(saved.map((summary) => summary.info.searchTerm).sort()).toEqual([...TICKERS].sort());
    for (const summary of saved) {
      expect(summary).toMatchObject({ kind: 'reportDN', origin: 'ai', model: 'google/gemini-2.5-pro', summary1: 'Công ty tăng trưởng ổn định.', summary2: '## Phân tích\nBiên lợi nhuận cải thiện qua các quý.', status: 'published' });
      expect(summary.info).toMatchObject({ sheetName: 'CompanySummary', companyInfo: true, title: expect.stringContaining(`Tổng quan ${summary.info.searchTerm}`) });
      expect(summary.info.finalRatioDataCount).toBeGreaterThan(0);
      expect(['real', 'mixed', 'sample']).toContain(summary.info.dataType);
      const events = await created(summary.id);
      expect(events).toHaveLength(1);
      expect(events[0].data.provenance).toMatchObject({ origin: 'ai', model: 'google/gemini-2.5-pro', aiCallId: expect.any(String) });
      expect(events[0].metadata).toMatchObject({ actorEmail: ADMIN.email, model: 'google/gemini-2.5-pro', promptVersion: COMPANY_SUMMARY_PROMPT_VERSION, callId: (events[0].data.provenance as { aiCallId: string }).aiCallId });
      expect(after.tasks.find((task) => task.searchTerm === summary.info.searchTerm)!.summaryId).toBe(summary.id);
    }
    // The prompt marks real and sample figures.
    const prompt = JSON.stringify(openai.requests.find((request) => request.kind === 'chat')!.body);
    expect(prompt).toContain('[Số liệu thật]');
  }, 60_000);

  it('saves nothing from an unparsable reply, and says why', async () => {
    const before = (await summaries()).length;
    openai.answerWith = () => 'Xin lỗi, tôi chỉ có thể nói chung chung về doanh nghiệp này.';
    const { taskId } = (await callers.admin.post(COMPANY_SUMMARY_ROUTES.queue).send({ ticker: 'FPT' }).expect(202)).body as { taskId: string };
    const after = await settled([taskId]);
    expect(after.tasks.find((task) => task.id === taskId)).toMatchObject({ state: 'error', summaryId: null, error: 'Lỗi khi tạo tổng quan FPT: Không thể trích xuất tổng quan từ kết quả AI!' });
    expect((await summaries()).length).toBe(before);
  });

  it('stops a waiting task and a running one through the one stop path, saving nothing; the live dashboard lists the queue', async () => {
    const before = (await summaries()).length;
    openai.script('chat', 'hang');
    const running = (await callers.admin.post(COMPANY_SUMMARY_ROUTES.queue).send({ ticker: 'HPG' }).expect(202)).body.taskId as string;
    const waiting = (await callers.admin.post(COMPANY_SUMMARY_ROUTES.queue).send({ ticker: 'VNM' }).expect(202)).body.taskId as string;
    await until('the first call hangs', view, (q) => openai.count('chat') === 1 && q.processing === 1 && q.waiting === 1);
    const dashboard = (await callers.admin.get('/api/ai/queues').expect(200)).body as AiQueueView[];
    expect(dashboard.find((queue) => queue.name === COMPANY_SUMMARY_QUEUE_NAME)?.jobs.map((job) => job.jobId).sort()).toEqual(expect.arrayContaining([running, waiting].sort()));

    expect((await callers.admin.delete(COMPANY_SUMMARY_ROUTES.task(waiting)).expect(200)).body).toEqual({ result: 'removed' });
    expect((await callers.admin.delete(COMPANY_SUMMARY_ROUTES.task(running)).expect(200)).body).toEqual({ result: 'cancelling' });
    const after = await settled([running]);
    expect(after.tasks.find((task) => task.id === running)).toMatchObject({ state: 'stopped', error: 'Đã dừng theo yêu cầu.', summaryId: null });
    expect(after.tasks.find((task) => task.id === waiting)).toBeUndefined();
    expect(openai.count('chat')).toBe(1);
    expect((await summaries()).length).toBe(before);
  });

  it('reserves a call of the daily limit per task: over the limit, the task is refused before it is queued', async () => {
    await callers.admin.put('/api/ai/settings').send({ perUserDaily: 1 }).expect(200);
    try {
      openai.answerWith = () => REPLY;
      // Admins are not counted (ai-usage.ts); a limited caller of the same path is.
      const learner = (await callers.learner.get('/profile').expect(200)).body as SessionUser;
      expect(learner.isAdmin).toBe(false);
      const request = { header: () => undefined } as unknown as Request;
      const queue = t!.app.get(CompanySummaryQueue);
      const first = await queue.enqueue('VCB', learner, request);
      // The first task holds the day's one call although its call has not been made: the second is refused.
      await expect(queue.enqueue('HPG', learner, request)).rejects.toMatchObject({ status: 429, response: { code: 'AI_DAILY_LIMIT' } });
      const after = await settled([first.taskId]);
      expect(after.tasks.filter((task) => task.searchTerm === 'HPG' && task.state !== 'done')).toEqual([]);
    } finally {
      await callers.admin.put('/api/ai/settings').send({ perUserDaily: null }).expect(200);
    }
  });

  describe('who may queue', () => {
    const snapshot = async () => ({ head: await store().committedHead(), tasks: (await view()).tasks.length });
    accessMatrix({
      callers: () => callers,
      snapshot,
      order: ['visitor', 'learner', 'expired', 'admin'],
      rows: [
        { name: 'GET /api/company-summaries/queue', call: (a) => a.get(COMPANY_SUMMARY_ROUTES.queue), expect: { ...ADMIN_ONLY, admin: 200 } },
        { name: 'DELETE /api/company-summaries/queue/{taskId}', call: (a) => a.delete(COMPANY_SUMMARY_ROUTES.task('generate-company-summary.VNM')), expect: { ...ADMIN_ONLY, admin: 404 }, writes: true },
        { name: 'POST /api/company-summaries/queue', call: (a) => a.post(COMPANY_SUMMARY_ROUTES.queue).send({ ticker: 'MWG' }), expect: { ...ADMIN_ONLY, admin: 202 }, writes: true },
        // Learners read the summaries the queue made.
        { name: 'GET /api/ai-summary?kind=reportDN', call: (a) => a.get(AI_SUMMARY_ROUTES.aiSummary).query({ kind: 'reportDN' }), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
      ],
    });
  });
});
