import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONTENT_AI_QUEUE_NAMES, type ContentAiQueueView, type ContentRecord } from '@k9/contracts';
import type { Page } from 'playwright-core';
import type { DiagramQueueSettings } from '../../api/src/modules/content-ai/content-ai-names.js';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../api/test/fakes/fake-ai-providers.js';
import { startFakeKroki, type FakeKroki } from '../../api/test/fakes/fake-kroki.js';
import { aiTestEnv, ownJobs } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { answerTo, startJourney, type Journey } from './journey.js';

type Agent = Awaited<ReturnType<Journey['t']['signInAdmin']>>;

// The spec's 1 s between tasks and 2 s between a record's repeated diagrams, shortened so the journey runs in seconds.
const FAST: DiagramQueueSettings = { concurrency: 1, limiter: { max: 1, duration: 20 }, repeatPauseMs: 300 };
const PLANTUML = '@startuml\nDongTien -> LoiNhuan\n@enduml';
const HTML = '<div class="so-do"><b>Dòng tiền</b> → Lợi nhuận</div>';
const PROMPTS = {
  ai1Prompt: 'Phân tích các ý chính của bài viết.',
  ai2Prompt: 'Thiết kế sơ đồ từ các ý chính.',
  ai3Prompt: 'Viết mã diagram.',
  ai4Prompt: 'Vẽ sơ đồ bằng HTML và CSS.',
};
const DETAIL = '<p>Doanh nghiệp nhỏ quản lý dòng tiền theo tuần để giữ lợi nhuận.</p>';

/** The fake models' answers by step: AI3 writes the PlantUML its prompt asks for, AI4 the HTML; AI1 and AI2 the usual text. */
const answers = (prompt: string): string | undefined => {
  if (prompt.startsWith('Loại diagram: plantuml')) return `Đây là mã:\n\`\`\`plantuml\n${PLANTUML}\n\`\`\``;
  if (prompt.includes('Chỉ trả lời bằng mã HTML')) return `\`\`\`html\n${HTML}\n\`\`\``;
  return undefined;
};

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const statistic = (page: Page, testId: string) => page.getByTestId(testId).locator('.ant-statistic-content-value');

describe('diagrams generated from the back office in the browser (issue 34 §3: a Kroki diagram and an HTML diagram)', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let kroki: FakeKroki;
  let journey: Journey;
  let admin: Agent;

  const news = async (title: string) => {
    const response = await admin.post('/api/k9').send({ type: 'news', status: 'published', title, summary: 'Tóm tắt', detail: DETAIL });
    expect(response.status).toBe(201);
    return response.body as ContentRecord;
  };
  const read = async (id: number) => (await admin.get(`/api/k9/${id}`).expect(200)).body as ContentRecord;
  const openNews = async () => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${journey.base}/home-management?tab=news`);
    await page.getByRole('heading', { name: 'K9 Management' }).waitFor();
    return { page, errors };
  };
  /** Queues the record's diagram of this kind from its row's menu: the server's answer. */
  const queueFromRow = async (page: Page, record: ContentRecord, kind: 'Diagram ảnh (Kroki)' | 'Diagram HTML') => {
    const button = page.getByRole('button', { name: `Tạo diagram ${record.id}`, exact: true });
    expect(await button.innerText()).toBe('Thêm vào hàng đợi');
    await button.click();
    const answer = await answerTo(page, 'POST', '/api/k9/ai/queues/diagram', () => page.getByRole('menuitem', { name: kind }).click());
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ taskIds: [expect.any(String)], skipped: [] });
    await toast(page, 'Đã thêm 1 bản ghi vào hàng đợi diagram').waitFor();
  };
  const detailOf = async (page: Page, record: ContentRecord) => {
    await page.getByRole('button', { name: `Xem ${record.id}`, exact: true }).click();
    const detail = page.getByRole('dialog', { name: `Chi tiết bản ghi #${record.id}` });
    await detail.getByRole('article', { name: record.title }).waitFor();
    return detail;
  };

  beforeAll(async () => {
    [openai, gemini, kroki] = await Promise.all([startFakeOpenAi(), startFakeGemini(), startFakeKroki()]);
    openai.answerWith = answers;
    const env = { ...aiTestEnv(openai, gemini, { SEED_SAMPLE_CONTENT: 'false', AI_TIMEOUT_MS: '20000' }), KROKI_URL: kroki.url };
    journey = await startJourney(env, { jobs: { ...ownJobs().jobs, queues: { [CONTENT_AI_QUEUE_NAMES.diagram]: FAST } } });
    admin = await journey.t.signInAdmin();
  });
  afterAll(async () => {
    await journey?.close();
    await Promise.all([openai?.close(), gemini?.close(), kroki?.close()]);
  });

  it('configures both tabs through the modal, which refuses an incomplete mode in the server\'s words', async () => {
    const { page, errors } = await openNews();
    await page.getByRole('button', { name: 'Cài đặt AI' }).hover();
    await page.getByRole('menuitem', { name: 'Cấu hình tạo diagram' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cấu hình tạo diagram' });
    await dialog.getByRole('button', { name: 'Lưu', disabled: false }).waitFor();
    // Spec 3 §9's defaults: excalidraw, gpt-4o-mini; no prompt yet, so neither mode is complete.
    await dialog.getByTitle('Excalidraw', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.getByRole('alert').getByText('Cấu hình tạo diagram chưa đầy đủ, vui lòng điền: Prompt AI1, Prompt AI2, Prompt AI3.').waitFor();
    await dialog.getByText('Vui lòng điền Prompt AI1!').waitFor();

    await dialog.getByRole('combobox', { name: 'Loại diagram' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('PlantUML', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Prompt AI1' }).fill(PROMPTS.ai1Prompt);
    await dialog.getByRole('textbox', { name: 'Prompt AI2' }).fill(PROMPTS.ai2Prompt);
    await dialog.getByRole('textbox', { name: 'Prompt AI3' }).fill(PROMPTS.ai3Prompt);
    await dialog.getByRole('spinbutton', { name: 'Số lượng' }).fill('2');

    // The HTML tab checks its own mode: AI4's prompt is still missing.
    await dialog.getByRole('tab', { name: 'HTML' }).click();
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.getByRole('alert').getByText('Cấu hình tạo diagram chưa đầy đủ, vui lòng điền: Prompt AI4.').waitFor();
    await dialog.getByRole('textbox', { name: 'Prompt AI4' }).fill(PROMPTS.ai4Prompt);
    const saved = await answerTo(page, 'POST', '/api/setting', () => dialog.getByRole('button', { name: 'Lưu' }).click());
    expect(saved.status).toBe(201);
    await toast(page, 'Đã lưu cấu hình tạo diagram').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const stored = (await admin.get('/api/setting/DIAGRAM_GENERATION_CONFIG').expect(200)).body as { setting: Record<string, unknown> };
    expect(stored.setting).toMatchObject({ ...PROMPTS, diagramType: 'plantuml', aiModel: 'gpt-4o-mini', ai1Model: 'gpt-4o-mini', ai4Model: 'gpt-4o-mini', quantity: 2 });
    expect(errors).toEqual([]);
  }, 60_000);

  it('draws a Kroki diagram queued from the row, watched to done in the progress modal, and shows it in the diagram viewer', async () => {
    const record = await news('Dòng tiền và lợi nhuận');
    const bare = (await admin.post('/api/k9').send({ type: 'news', status: 'published', title: 'Tin chưa có nội dung chi tiết', summary: 'Tóm tắt' }).expect(201)).body as ContentRecord;
    // The list says which records have a detail, without the detail itself.
    const listed = (await admin.get('/api/k9/type/news').expect(200)).body as { data: Array<Record<string, unknown>> };
    expect(listed.data.filter((row) => row.id === record.id || row.id === bare.id).map((row) => [row.id, row.hasDetail, row.detail])).toEqual([
      [bare.id, false, undefined],
      [record.id, true, undefined],
    ]);
    const { page, errors } = await openNews();
    // Spec 3 §4, §5 from the row alone: no voice without audioText or detail, and a diagram of neither kind.
    await page.getByRole('button', { name: `Tạo voice ${bare.id}`, exact: true, disabled: true }).waitFor();
    await page.getByRole('button', { name: `Tạo diagram ${bare.id}`, exact: true }).click();
    for (const kind of ['Diagram ảnh (Kroki)', 'Diagram HTML']) expect(await page.getByRole('menuitem', { name: kind }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Diagram HTML' }).waitFor({ state: 'hidden' });
    await queueFromRow(page, record, 'Diagram ảnh (Kroki)');

    // The progress modal of the task just made: two diagrams asked for (the config's quantity), both made.
    const progress = page.getByRole('dialog', { name: `Tiến trình tạo diagram: ${record.title}` });
    await progress.getByText('Hoàn thành').waitFor({ timeout: 30_000 });
    await statistic(page, 'diagram-progress-success').getByText('2', { exact: true }).waitFor();
    expect(await statistic(page, 'diagram-progress-total').innerText()).toBe('2');
    expect(await statistic(page, 'diagram-progress-failed').innerText()).toBe('0');
    expect(await progress.getByRole('button', { name: 'Dừng' }).count()).toBe(0);
    await progress.getByRole('button', { name: 'Đóng' }).first().click();

    const stored = await read(record.id);
    expect(stored).toMatchObject({ diagramMode: 'kroki', diagramHtmlCode: [] });
    expect(stored.diagramUrl).toEqual([expect.stringMatching(/^\/files\/.+\.png$/), expect.stringMatching(/^\/files\/.+\.png$/)]);
    expect(kroki.requests.map((request) => [request.type, request.format])).toEqual([
      ['plantuml', 'png'],
      ['plantuml', 'png'],
    ]);
    // Spec 3 §4: a record with a diagram cannot be given another.
    await page.getByRole('button', { name: `Tạo diagram ${record.id}`, exact: true, disabled: true }).waitFor();

    // The diagram viewer shows the stored images (the PNGs load).
    const detail = await detailOf(page, record);
    for (const [index, url] of stored.diagramUrl.entries()) {
      const image = detail.getByRole('img', { name: `Sơ đồ ${index + 1}`, exact: true });
      await image.waitFor();
      expect(await image.getAttribute('src')).toBe(url);
      await expect(image.evaluate((element) => new Promise<number>((resolve) => {
        const img = element as unknown as { complete: boolean; naturalWidth: number; addEventListener: (type: string, listener: () => void) => void };
        if (img.complete) resolve(img.naturalWidth);
        else img.addEventListener('load', () => resolve(img.naturalWidth));
      }))).resolves.toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  }, 60_000);

  it('writes an HTML diagram queued from the row, watched to done in the diagram queue, and shows it sandboxed in the diagram viewer', async () => {
    // Each answer takes a moment, so the task is still at work when the queue opens.
    openai.answerDelayMs = 800;
    const record = await news('Chuỗi giá trị của quán cà phê');
    const { page, errors } = await openNews();
    await queueFromRow(page, record, 'Diagram HTML');
    await page.getByRole('dialog', { name: `Tiến trình tạo diagram: ${record.title}` }).getByRole('button', { name: 'Đóng' }).first().click();
    await page.getByRole('button', { name: `Tạo diagram ${record.id}`, exact: true, disabled: true }).getByText('Đã trong hàng đợi').waitFor();

    await page.getByRole('button', { name: /Hàng đợi diagram( \(\d+\))?$/ }).click();
    const queue = page.getByRole('dialog', { name: 'Hàng đợi tạo diagram' });
    const row = (state: string) => queue.getByRole('row').filter({ hasText: record.title }).filter({ hasText: state });
    await row('Đang xử lý').or(row('Đang chờ')).or(row('Hoàn thành')).first().waitFor();
    await row('Hoàn thành').getByText('2 thành công, 0 lỗi / 2').waitFor({ timeout: 30_000 });
    expect(await row('Hoàn thành').innerText()).toContain('HTML');
    await queue.getByRole('button', { name: 'Đóng' }).first().click();
    openai.answerDelayMs = 0;

    const stored = await read(record.id);
    expect(stored).toMatchObject({ diagramMode: 'html', diagramUrl: [], diagramHtmlCode: [HTML, HTML] });
    const view = (await admin.get('/api/k9/ai/queues/diagram').expect(200)).body as ContentAiQueueView;
    expect(view.tasks.find((task) => task.recordId === record.id)).toMatchObject({ state: 'done', mode: 'html', counts: { total: 2, success: 2, failed: 0 } });

    // The viewer shows each item in a frame with every sandbox restriction, and its code.
    const detail = await detailOf(page, record);
    const frame = detail.locator('iframe[title="Sơ đồ 1"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await detail.frameLocator('iframe[title="Sơ đồ 1"]').getByText('Dòng tiền').waitFor();
    await detail.getByRole('tab', { name: 'Mã HTML' }).first().click();
    await detail.getByText(HTML).first().waitFor();
    expect(errors).toEqual([]);
  }, 60_000);
});
