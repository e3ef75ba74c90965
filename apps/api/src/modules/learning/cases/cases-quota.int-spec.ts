import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { LEARNER_CASE_MESSAGES as M, vietnamDay } from '@k9/domain';
import { startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { TEST_KEYS, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { signInAs, type Agent } from '../../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { openTestSocket } from '../../../../test/helpers/ws-client.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { AiDailyQuota } from '../../ai/ai-daily-quota.js';

const form = (title: string) => ({
  title,
  info: { industry: 'retail', area: 'finance', domain: 'cash_flow_management', difficulty: 'casual', duration: 15, playerRole: 'manager' },
  mcqCount: 1,
  essayCount: 0,
  questionTypes: ['mcq'],
});
const reply = `\`\`\`json\n${JSON.stringify({
  title: 'Chuỗi bán lẻ thiếu tiền mặt',
  description: 'Một chuỗi 40 cửa hàng ...',
  questions: [{ type: 'mcq', question: 'Cách nào cải thiện dòng tiền?', options: { A: 'Tăng tồn kho', B: 'Thu tiền sớm', C: 'Trả nợ sớm', D: 'Giảm giá' }, correct_answer: 'B', explanation: 'Thu sớm.' }],
})}\n\`\`\``;
const SETTINGS = { selectedModel: 'gpt-4.1', prompt: 'Bạn là giảng viên MBA người Việt. Viết case thực tế.', mcqCount: 5, essayCount: 2 };
const LIMIT_MESSAGE = 'Bạn đã dùng hết 5 lượt gọi AI của hôm nay. Vui lòng thử lại vào ngày mai.';

/** Issue 23 §2.4 and §3.6: the daily AI limit under parallel requests, and what a provider's failure tells the learner. */
describe('case creation under the daily AI limit', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let admin: Agent;
  let pool: pg.Pool;
  const statuses = async (userId: string) => (await pool.query<{ status: string }>('SELECT status FROM learner_case WHERE user_id = $1', [userId])).rows.map((row) => row.status);
  const until = async (check: () => Promise<boolean>, ms = 20_000) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 50))) if (await check()) return;
    throw new Error('timed out');
  };
  const saveSettings = async (setting: Record<string, unknown>) => {
    const current = await admin.get('/api/setting/ai_settings_for_user').expect(200);
    if (!current.body.id) await admin.post('/api/setting').send({ type: 'ai_settings_for_user', setting }).expect(201);
    else await admin.put('/api/setting').send({ id: current.body.id, type: 'ai_settings_for_user', setting }).expect(200);
  };
  const learnerOf = async () => {
    const user = await t.createUser();
    return { id: user.id, agent: await signInAs(t, user), cookie: await t.sessionCookie(user.username, user.password) };
  };

  beforeAll(async () => {
    openai = await startFakeOpenAi();
    t = await startTestApp({ OPENAI_API_KEY: TEST_KEYS.openai, OPENAI_BASE_URL: `${openai.url}/v1`, AI_RETRY_BASE_MS: '5', AI_MAX_RETRIES: '0', AI_DAILY_CALLS_PER_USER: '5' }, ownJobs());
    pool = t.app.get<pg.Pool>(PG_POOL);
    admin = await t.signInAdmin();
    await saveSettings(SETTINGS);
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });
  beforeEach(() => {
    openai.reset();
    openai.answerWith = (prompt) => (prompt.includes('<case_form>') ? reply : undefined);
  });

  it('30 parallel creations with a limit of 5: exactly 5 provider calls, the other 25 answer the Vietnamese 429 synchronously, none 409', async () => {
    const learner = await learnerOf();
    // The provider answers slowly, so every request is accepted while the first calls are still in flight.
    openai.answerDelayMs = 300;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => learner.agent.post('/api/case-public').send(form(`Case song song ${i}`))));
    const byStatus = (status: number) => answers.filter((answer) => answer.status === status);
    expect(answers.map((answer) => answer.status).filter((status) => status !== 202 && status !== 429)).toEqual([]);
    expect(byStatus(202)).toHaveLength(5);
    expect(byStatus(429)).toHaveLength(25);
    for (const refused of byStatus(429)) expect(refused.body).toMatchObject({ code: 'AI_DAILY_LIMIT', message: LIMIT_MESSAGE });
    // Refused requests stored nothing; the accepted ones all become cases.
    await until(async () => (await statuses(learner.id)).filter((status) => status === 'created').length === 5);
    expect(await statuses(learner.id)).toHaveLength(5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openai.count('chat')).toBe(5);
    expect(await t.app.get(AiDailyQuota).used({ id: learner.id, classIds: [] }, vietnamDay(Date.now()))).toBe(5);
  });

  it('queues 30 parallel creations of one learner without a limit: all accepted, none refused as stale', async () => {
    await admin.put('/api/ai/settings').send({ perUserDaily: null, perClassDaily: null }).expect(200);
    try {
      const learner = await learnerOf();
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => learner.agent.post('/api/case-public').send(form(`Case xếp hàng ${i}`))));
      expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(202));
      expect(new Set(answers.map((answer) => answer.body.caseId)).size).toBe(30);
      await until(async () => (await statuses(learner.id)).filter((status) => status === 'created').length === 30, 60_000);
    } finally {
      await admin.put('/api/ai/settings').send({ perUserDaily: 5, perClassDaily: null }).expect(200);
    }
  });

  it('gives the unit back when the model’s provider is not configured', async () => {
    const learner = await learnerOf();
    await saveSettings({ ...SETTINGS, selectedModel: 'gemini-2.5-flash' });
    try {
      const ws = await openTestSocket(t.wsUrl, { Cookie: learner.cookie });
      await ws.next('session.ready');
      for (let i = 0; i < 7; i++) {
        const { caseId } = (await learner.agent.post('/api/case-public').send(form(`Case chưa cấu hình ${i}`)).expect(202)).body;
        expect((await ws.next('learner.case.failed', (message) => message.caseId === caseId, 15_000)).message).toMatch(/^Chưa cấu hình nhà cung cấp AI Google Gemini/);
      }
      await ws.close();
      expect(await t.app.get(AiDailyQuota).used({ id: learner.id, classIds: [] }, vietnamDay(Date.now()))).toBe(0);
    } finally {
      await saveSettings(SETTINGS);
    }
    expect(openai.count('chat')).toBe(0);
  });

  it("keeps a provider's error text from the learner's socket and reads; the ledger keeps it for admins", async () => {
    const learner = await learnerOf();
    const leaks = ['acct_7Hq2LmZ9', 'http://10.20.30.40:8443/internal/billing', 'ops-billing@provider.example'];
    openai.script('chat', { status: 400, message: `Account ${leaks[0]} is over its budget; see ${leaks[1]} or write to ${leaks[2]}` });
    const ws = await openTestSocket(t.wsUrl, { Cookie: learner.cookie });
    await ws.next('session.ready');
    const adminWs = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie('quantri', 'mat-khau-quan-tri') });
    await adminWs.next('session.ready');
    adminWs.send('admin.queue.subscribe', {});
    await adminWs.next('room.joined');
    const { caseId, requestId } = (await learner.agent.post('/api/case-public').send(form('Case lỗi nhà cung cấp')).expect(202)).body;
    expect((await ws.next('learner.case.failed', (message) => message.caseId === caseId, 15_000)).message).toBe(M.createFailed);
    const failedJob = await ws.next('job.updated', (job) => job.state === 'failed', 15_000);
    expect(failedJob.failedReason).toBe(M.createFailed);
    const adminJob = await adminWs.next('job.updated', (job) => job.state === 'failed' && job.jobId === failedJob.jobId, 15_000);
    expect(adminJob.failedReason).toContain(leaks[0]);

    const reads = [
      (await learner.agent.get(`/api/case-public/requests/${requestId}`).expect(200)).body,
      (await learner.agent.get(`/api/case-public/${caseId}`)).body,
      (await learner.agent.post('/api/case-public/user').send({ user_id: learner.id, show: true }).expect(200)).body,
    ];
    const seen = JSON.stringify([ws.received, reads]);
    for (const leak of leaks) expect(seen).not.toContain(leak);
    await Promise.all([ws.close(), adminWs.close()]);

    const ledger = async () => JSON.stringify(((await admin.get('/api/ai/calls').expect(200)).body.items as Array<{ errorText: string | null }>).map((call) => call.errorText));
    await until(async () => (await ledger()).includes(leaks[0]));
    for (const leak of leaks) expect(await ledger()).toContain(leak);
  });
});
