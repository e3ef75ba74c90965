import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONTENT_AI_QUEUE_NAMES, type ContentAiQueueView, type ContentRecord } from '@k9/contracts';
import type { Locator, Page } from 'playwright-core';
import type { DiagramQueueSettings } from '../../api/src/modules/content-ai/content-ai-names.js';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../api/test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { startJourney, type Journey } from './journey.js';
import { expectInert, watchDialogs, XSS_PAYLOADS } from './llm-payloads.js';

type Agent = Awaited<ReturnType<Journey['t']['signInAdmin']>>;

// The spec's 1 s between tasks and 2 s between a record's repeated diagrams, shortened so the corpus is made in seconds.
const FAST: DiagramQueueSettings = { concurrency: 1, limiter: { max: 1, duration: 20 }, repeatPauseMs: 20 };
/** Diagrams a task makes for one record (the config's most): the corpus is spread over a few records. */
const PER_RECORD = 10;
const RECORDS = Math.ceil(XSS_PAYLOADS.length / PER_RECORD);
const recordTitle = (k: number) => `Sơ đồ mã lạ ${k + 1}`;
/** Each generated diagram: a line saying which it is (found inside its frame), then one payload as the model wrote it. */
const diagramOf = (n: number) => `<p>Sơ đồ số ${n + 1}</p>\n${XSS_PAYLOADS[n] ?? '<p>Không có mã lạ.</p>'}`;
const SPOKEN_SOURCE = 'Lời đọc có mã lạ.';
const FAILING_SOURCE = 'Lời đọc bị từ chối.';
/** What the provider answers when it refuses: a message carrying payloads, which the queue shows as the task's error. */
const REFUSAL = XSS_PAYLOADS.slice(0, 6).join(' ');

/**
 * The fake model's answers: AI4 writes the diagram the record and the repeat name (`Đây là diagram thứ i/10`), the
 * voice model speaks the whole corpus.
 */
const answers = (prompt: string): string | undefined => {
  if (prompt.includes('Chỉ trả lời bằng mã HTML')) {
    const k = Number(/Tiêu đề: Sơ đồ mã lạ (\d+)/.exec(prompt)?.[1] ?? 1) - 1;
    const i = Number(/diagram thứ (\d+)\//.exec(prompt)?.[1] ?? 1) - 1;
    return `\`\`\`html\n${diagramOf(k * PER_RECORD + i)}\n\`\`\``;
  }
  if (prompt === SPOKEN_SOURCE) return XSS_PAYLOADS.join('\n');
  return undefined;
};

/**
 * Issue 34 §3 'LLM output': diagram HTML and generated text (voice's spoken text, a provider's refusal) that carry the
 * shared corpus of script payloads come out of the fake provider through the real queues, and never run where admins
 * and learners see them: the back office's detail view (diagram viewer, its code and its editor, the spoken text), the
 * queue modal and the learner's reader. Every diagram is in a frame with every sandbox restriction.
 */
describe('LLM output carrying script payloads, as the back office and the learner show it (issue 34 §3)', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let journey: Journey;
  let admin: Agent;
  let learner: { username: string; password: string };
  const diagrams: ContentRecord[] = [];
  let spoken: ContentRecord;
  let refused: ContentRecord;

  const settled = async (queue: 'diagram' | 'voice', taskIds: string[]): Promise<ContentAiQueueView> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const view = (await admin.get(`/api/k9/ai/queues/${queue}`).expect(200)).body as ContentAiQueueView;
      if (taskIds.every((id) => ['done', 'error'].includes(view.tasks.find((task) => task.id === id)?.state ?? ''))) return view;
      if (Date.now() > deadline) throw new Error(`the ${queue} tasks did not finish: ${JSON.stringify(view).slice(0, 1500)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const create = async (body: Record<string, unknown>) => (await admin.post('/api/k9').send({ status: 'published', isPublic: true, summary: 'Tóm tắt', ...body }).expect(201)).body as ContentRecord;
  const read = async (id: number) => (await admin.get(`/api/k9/${id}`).expect(200)).body as ContentRecord;

  /** A page of `username` that notes every dialog, and whether a payload set the flag it would set. */
  const watchedPage = async (username: string, password: string) => {
    const page = await journey.signedInPage(username, password);
    const dialogs = watchDialogs(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    return { page, dialogs, errors };
  };
  /** Nothing ran in the page, nor in any of its frames (a frame whose scripts are off has no flag to read either). */
  const nothingRan = async (page: Page, dialogs: string[]) => {
    expect(await page.evaluate(() => (globalThis as { __xss?: string }).__xss ?? null)).toBeNull();
    for (const frame of page.frames()) {
      expect(await frame.evaluate(() => (globalThis as { __xss?: string }).__xss ?? null).catch(() => null)).toBeNull();
    }
    expect(dialogs).toEqual([]);
  };
  /**
   * Every frame in `scope` has every sandbox restriction and holds its diagram (so the payload was really there; in the
   * frame, not shown when the payload's style hides the frame's own body).
   */
  const sandboxedDiagrams = async (scope: Locator, first: number, count: number) => {
    const frames = scope.locator('iframe');
    expect(await frames.count()).toBe(count);
    for (let index = 0; index < count; index++) {
      expect(await frames.nth(index).getAttribute('sandbox')).toBe('');
      await scope.frameLocator(`iframe >> nth=${index}`).getByText(`Sơ đồ số ${first + index + 1}`, { exact: true }).waitFor({ state: 'attached' });
    }
  };

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    openai.answerWith = answers;
    journey = await startJourney(aiTestEnv(openai, gemini, { SEED_SAMPLE_CONTENT: 'false', AI_TIMEOUT_MS: '20000' }), {
      jobs: { ...ownJobs().jobs, queues: { [CONTENT_AI_QUEUE_NAMES.diagram]: FAST, [CONTENT_AI_QUEUE_NAMES.voice]: FAST } },
    });
    admin = await journey.t.signInAdmin();
    learner = await journey.t.createUser({ username: 'hocvien.mala' });
    await admin.post('/api/setting').send({ type: 'DIAGRAM_GENERATION_CONFIG', setting: { aiModel: 'gpt-4o-mini', ai4Model: 'gpt-4.1', ai4Prompt: 'Vẽ sơ đồ bằng HTML và CSS.', quantity: PER_RECORD } }).expect(201);
    await admin.post('/api/setting').send({ type: 'VOICE_GENERATION_CONFIG', setting: { textModel: 'gpt-4.1', audioModel: 'tts-1', systemMessage: 'Đọc tự nhiên.' } }).expect(201);

    for (let k = 0; k < RECORDS; k++) diagrams.push(await create({ type: 'news', title: recordTitle(k), detail: 'Doanh nghiệp nhỏ quản lý dòng tiền theo tuần.' }));
    const diagramTasks = (await admin.post('/api/k9/ai/queues/diagram').send({ recordIds: diagrams.map((record) => record.id), mode: 'html' }).expect(202)).body.taskIds as string[];
    const diagramView = await settled('diagram', diagramTasks);
    expect(diagramTasks.map((id) => diagramView.tasks.find((task) => task.id === id)?.state)).toEqual(diagrams.map(() => 'done'));

    spoken = await create({ type: 'story', title: 'Chuyện có mã lạ', audioText: SPOKEN_SOURCE });
    const [spokenTask] = (await admin.post('/api/k9/ai/queues/voice').send({ recordIds: [spoken.id], source: 'custom' }).expect(202)).body.taskIds as string[];
    await settled('voice', [spokenTask]);
    // The next text call is refused, in words that carry payloads.
    openai.script('chat', { status: 400, message: REFUSAL });
    refused = await create({ type: 'story', title: 'Chuyện bị từ chối', audioText: FAILING_SOURCE });
    const [refusedTask] = (await admin.post('/api/k9/ai/queues/voice').send({ recordIds: [refused.id], source: 'custom' }).expect(202)).body.taskIds as string[];
    const voiceView = await settled('voice', [refusedTask]);
    expect(voiceView.tasks.find((task) => task.id === refusedTask)).toMatchObject({ state: 'error', error: expect.stringContaining(XSS_PAYLOADS[0]) });
  }, 60_000);
  afterAll(async () => {
    await journey?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  it(`keeps all ${XSS_PAYLOADS.length} payloads inert in the back office: the diagram viewer, its code, its editor, the spoken text and the queue's errors`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const { page, dialogs, errors } = await watchedPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/home-management?tab=news`);
    await page.getByRole('heading', { name: 'K9 Management' }).waitFor();
    for (const [k, record] of diagrams.entries()) {
      const stored = await read(record.id);
      // The config's quantity for each record: the last one's diagrams past the corpus are plain.
      expect(stored.diagramHtmlCode).toHaveLength(PER_RECORD);
      await page.getByRole('button', { name: `Xem ${record.id}`, exact: true }).click();
      const detail = page.getByRole('dialog', { name: `Chi tiết bản ghi #${record.id}` });
      await detail.getByRole('article', { name: record.title }).waitFor();
      // The viewer: each diagram in its sandboxed frame.
      await sandboxedDiagrams(detail, k * PER_RECORD, stored.diagramHtmlCode.length);
      // Its code, as words.
      await detail.getByRole('tab', { name: 'Mã HTML' }).first().click();
      const code = detail.locator('pre').first();
      expect(await code.textContent()).toBe(stored.diagramHtmlCode[0]);
      await expectInert(page, detail.locator('.ant-card-body'));
      // The editor: the code in text fields, not in the page.
      await detail.locator('.ant-segmented').getByText('Chỉnh sửa', { exact: true }).click();
      for (const [index, html] of stored.diagramHtmlCode.entries()) expect(await detail.getByRole('textbox', { name: `Mã HTML ${index + 1}`, exact: true }).inputValue()).toBe(html);
      await nothingRan(page, dialogs);
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'hidden' });
    }

    // The spoken text the model wrote from the corpus (its tags and marks are not read aloud, the rest is kept), as words.
    const voiced = await read(spoken.id);
    expect(voiced.audioText).toContain(`@import "javascript:window. xss='style'"`);
    await page.goto(`${journey.base}/home-management?tab=story`);
    await page.getByRole('button', { name: `Xem ${spoken.id}`, exact: true }).click();
    const detail = page.getByRole('dialog', { name: `Chi tiết bản ghi #${spoken.id}` });
    const audioText = detail.locator('.ant-descriptions-item-content').filter({ hasText: `window. xss = "script"` });
    await audioText.waitFor();
    await expectInert(page, audioText);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // The voice queue shows the provider's refusal as the task's error, as words.
    await page.getByRole('button', { name: /Hàng đợi voice( \(\d+\))?$/ }).click();
    const queue = page.getByRole('dialog', { name: 'Hàng đợi voice' });
    const row = queue.getByRole('row').filter({ hasText: refused.title });
    await row.getByText(XSS_PAYLOADS[0], { exact: false }).waitFor();
    await expectInert(page, row);
    await nothingRan(page, dialogs);
    expect(errors).toEqual([]);
  }, 60_000);

  it("keeps them inert in the learner's reader: every diagram in a sandboxed frame", async () => {
    const { page, dialogs, errors } = await watchedPage(learner.username, learner.password);
    for (const [k, record] of diagrams.entries()) {
      await page.goto(`${journey.base}/home?tab=stream&item=${record.id}`);
      const article = page.getByRole('article', { name: record.title });
      await article.waitFor();
      const section = article.getByRole('region', { name: 'Sơ đồ' });
      await sandboxedDiagrams(section, k * PER_RECORD, (await read(record.id)).diagramHtmlCode.length);
      await expectInert(page, section);
      await nothingRan(page, dialogs);
    }
    expect(errors).toEqual([]);
  }, 60_000);
});
