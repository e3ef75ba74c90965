import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ContentAiQueueView, ContentRecord } from '@k9/contracts';
import type { Page } from 'playwright-core';
import { aiTestEnv } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { until } from '../../api/test/helpers/until.js';
import { answerTo, suiteAiJourney, type Journey } from './journey.js';

type Agent = Awaited<ReturnType<Journey['t']['signInAdmin']>>;
type Snapshot = { queue?: string; jobId?: string; state?: string };

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);

/** The admin's page on a tab of K9 Management, hearing the job snapshots its socket receives. */
async function openTab(journey: Journey, tab: string): Promise<{ page: Page; snapshots: Snapshot[]; errors: string[] }> {
  const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
  const snapshots: Snapshot[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { event?: string; data?: Snapshot };
      if (message.event === 'job.updated' && message.data) snapshots.push(message.data);
    }),
  );
  await page.goto(`${journey.base}/home-management?tab=${tab}`);
  await page.getByRole('heading', { name: 'K9 Management' }).waitFor();
  return { page, snapshots, errors };
}

/** A row of one of the queue modal's tables: the task with this title, in this state. */
const taskRow = (dialog: ReturnType<Page['getByRole']>, title: string, state: string) => dialog.getByRole('row').filter({ hasText: title }).filter({ hasText: state });
const count = (page: Page, queue: string, key: string) => page.getByTestId(`content-ai-${queue}-${key}`).locator('.ant-statistic-content-value');

describe('the back office generation queues in the browser (issue 34 §3)', () => {
  const journey = suiteAiJourney(({ openai, gemini }) => aiTestEnv(openai, gemini, { SEED_SAMPLE_CONTENT: 'false', AI_TIMEOUT_MS: '20000' }));
  let admin: Agent;
  const create = async (body: Record<string, unknown>) => {
    const response = await admin.post('/api/k9').send({ status: 'published', ...body });
    expect(response.status).toBe(201);
    return response.body as ContentRecord;
  };
  const read = async (id: number) => (await admin.get(`/api/k9/${id}`).expect(200)).body as ContentRecord;

  beforeAll(async () => {
    admin = await journey.t.signInAdmin();
  });

  it('queues 3 avatars from the news rows and watches them finish live in the image queue, the rows\' avatars appearing', async () => {
    journey.openai.reset();
    // Each English description takes a while, so the queue is still at work when its modal opens.
    journey.openai.answerDelayMs = 2500;
    const news = [
      await create({ type: 'news', title: 'Quản lý dòng tiền cho doanh nghiệp nhỏ', summary: 'Lập kế hoạch dòng tiền theo tuần để tránh thiếu vốn lưu động.', detail: '<p>Chi tiết.</p>' }),
      await create({ type: 'news', title: 'Định giá cổ phiếu ngân hàng', summary: 'P/B và ROE là hai chỉ số chính khi định giá ngân hàng.', detail: '<p>Chi tiết.</p>' }),
      await create({ type: 'news', title: 'Chuỗi cung ứng sau đại dịch', summary: 'Doanh nghiệp đa dạng hóa nhà cung cấp để giảm rủi ro.', detail: '<p>Chi tiết.</p>' }),
    ];
    const { page, snapshots, errors } = await openTab(journey, 'news');

    for (const record of news) {
      const button = page.getByRole('button', { name: `Tạo ảnh đại diện ${record.id}`, exact: true });
      expect(await button.innerText()).toBe('Thêm vào hàng đợi');
      const answer = await answerTo(page, 'POST', '/api/k9/ai/queues/image', () => button.click());
      expect(answer.status).toBe(202);
      expect(answer.body).toMatchObject({ taskIds: [expect.any(String)], skipped: [] });
      // Spec 3 §4: queued, the button says so and cannot queue it again.
      await page.getByRole('button', { name: `Tạo ảnh đại diện ${record.id}`, exact: true, disabled: true }).getByText('Đã trong hàng đợi').waitFor();
    }
    await toast(page, 'Đã thêm 1 bản ghi vào hàng đợi ảnh').first().waitFor();

    await page.getByRole('button', { name: /Hàng đợi ảnh( \(\d+\))?$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Hàng đợi tạo ảnh' });
    await dialog.waitFor();
    // The last task is still in the queue when the modal opens: what follows can only come over /ws.
    await taskRow(dialog, news[2].title, 'Đang chờ').or(taskRow(dialog, news[2].title, 'Đang xử lý')).waitFor();
    expect(Number(await count(page, 'image', 'total').innerText())).toBeGreaterThanOrEqual(1);
    for (const record of news) await taskRow(dialog, record.title, 'Hoàn thành').waitFor({ timeout: 45_000 });
    await count(page, 'image', 'total').getByText('0', { exact: true }).waitFor();
    expect(await count(page, 'image', 'processing').innerText()).toBe('0');
    expect(await count(page, 'image', 'waiting').innerText()).toBe('0');
    expect(snapshots.some((job) => job.queue === 'content-ai-image' && job.state === 'completed')).toBe(true);

    await dialog.getByRole('button', { name: 'Đóng' }).first().click();
    for (const record of news) {
      const stored = await read(record.id);
      expect(stored.avatarUrl).toMatch(/^\/files\//);
      // The row shows its new avatar, and its button stays disabled (spec 3 §4: an avatar exists).
      await page.getByRole('img', { name: `Ảnh đại diện ${record.id}`, exact: true }).waitFor();
      expect(await page.getByRole('img', { name: `Ảnh đại diện ${record.id}`, exact: true }).getAttribute('src')).toBe(stored.avatarUrl);
      await page.getByRole('button', { name: `Tạo ảnh đại diện ${record.id}`, exact: true, disabled: true }).getByText('Thêm vào hàng đợi').waitFor();
    }
    // A second request is refused in the spec's words.
    const again = await admin.post('/api/k9/ai/queues/image').send({ recordIds: [news[0].id] });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('News này đã có ảnh!');
    expect(errors).toEqual([]);
  }, 120_000);

  it('saves the voice settings with their three required fields, in the spec\'s words, and the image generation config', async () => {
    const { page, errors } = await openTab(journey, 'story');
    await page.getByRole('button', { name: 'Cài đặt AI' }).hover();
    await page.getByRole('menuitem', { name: 'Cài đặt voice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cài đặt voice' });
    const message = dialog.getByRole('textbox', { name: 'System message' });
    await message.waitFor();
    await dialog.getByRole('button', { name: 'Lưu', disabled: false }).waitFor();
    await message.fill('');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.getByText('Vui lòng nhập system message!').waitFor();
    await message.fill('Đọc tự nhiên, rõ ràng, câu ngắn.');
    for (const [label, model] of [
      ['Text model', 'GPT-4.1'],
      ['Audio model', 'OpenAI TTS-1'],
    ]) {
      await dialog.getByRole('combobox', { name: label }).click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(model, { exact: true }).click();
    }
    const saved = await answerTo(page, 'POST', '/api/setting', () => dialog.getByRole('button', { name: 'Lưu' }).click());
    expect(saved.status).toBe(201);
    await toast(page, 'Đã lưu cài đặt voice').waitFor();
    const stored = (await admin.get('/api/setting/VOICE_GENERATION_CONFIG').expect(200)).body as { setting: Record<string, unknown> };
    expect(stored.setting).toEqual({ systemMessage: 'Đọc tự nhiên, rõ ràng, câu ngắn.', textModel: 'gpt-4.1', audioModel: 'tts-1', voice: 'nova', responseFormat: 'mp3', speed: 1 });
    await dialog.waitFor({ state: 'hidden' });

    // The image generation config starts from spec 3 §9's models (their providers are configured here) and saves them with the admin's meta prompt.
    await page.getByRole('button', { name: 'Cài đặt AI' }).hover();
    await page.getByRole('menuitem', { name: 'Cấu hình tạo ảnh' }).click();
    const image = page.getByRole('dialog', { name: 'Cấu hình tạo ảnh' });
    await image.getByRole('button', { name: 'Lưu', disabled: false }).waitFor();
    await image.getByRole('textbox', { name: 'Meta prompt' }).fill('Tông màu ấm, phong cách tối giản.');
    const imageSaved = await answerTo(page, 'POST', '/api/setting', () => image.getByRole('button', { name: 'Lưu' }).click());
    expect(imageSaved.status).toBe(201);
    await toast(page, 'Đã lưu cấu hình tạo ảnh').waitFor();
    const imageConfig = (await admin.get('/api/setting/IMAGE_GENERATION_CONFIG').expect(200)).body as { setting: Record<string, unknown> };
    expect(imageConfig.setting).toMatchObject({ descriptionModel: 'gpt-4o-mini', imageModel: 'imagen-3.0-generate-002', metaPrompt: 'Tông màu ấm, phong cách tối giản.' });
    expect(errors).toEqual([]);
  }, 60_000);

  it('voices 3 selected stories in bulk, one stopped in the voice queue while it runs, the other two finishing live', async () => {
    journey.openai.reset();
    // The first task's text model does not answer until it is stopped.
    journey.openai.script('chat', 'hang');
    const stories = [
      await create({ type: 'story', title: 'Chuyện quán phở ba đời', summary: 'Một quán phở gia đình.', detail: '<p>Quán phở mở từ năm 1960 và giữ công thức cũ.</p>' }),
      await create({ type: 'story', title: 'Người bán cà phê dạo', summary: 'Khởi nghiệp từ chiếc xe đạp.', detail: '<p>Anh bán cà phê trên chiếc xe đạp cũ.</p>' }),
      await create({ type: 'story', title: 'Tiệm sách cũ trên phố', summary: 'Giữ thói quen đọc.', detail: '<p>Tiệm sách cũ sống nhờ khách quen.</p>' }),
    ];
    const { page, snapshots, errors } = await openTab(journey, 'story');
    for (const story of stories) await page.getByRole('checkbox', { name: `Chọn ${story.title}` }).check();
    const answer = await answerTo(page, 'POST', '/api/k9/ai/queues/voice', () => page.getByRole('button', { name: 'Tạo voice hàng loạt (3)' }).click());
    expect(answer.status).toBe(202);
    expect((answer.body as { taskIds: string[] }).taskIds).toHaveLength(3);
    await toast(page, 'Đã thêm 3 bản ghi vào hàng đợi voice').waitFor();
    // Spec 3 §4's labels: the running one 'Đang tạo voice...', the others 'Đã trong hàng đợi'.
    const voiceButtons = page.getByRole('button', { name: /^Tạo voice \d+$/ });
    await voiceButtons.filter({ hasText: 'Đang tạo voice...' }).waitFor();
    await until('the other two to wait', async () => (await voiceButtons.filter({ hasText: 'Đã trong hàng đợi' }).count()) === 2, 15_000);

    await page.getByRole('button', { name: /Hàng đợi voice( \(\d+\))?$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Hàng đợi voice' });
    await count(page, 'voice', 'total').getByText('3', { exact: true }).waitFor();
    expect(await count(page, 'voice', 'processing').innerText()).toBe('1');
    expect(await count(page, 'voice', 'waiting').innerText()).toBe('2');
    const running = await dialog.getByRole('row').filter({ hasText: 'Đang xử lý' }).innerText();
    const stoppedStory = stories.find((story) => running.includes(story.title))!;
    expect(stoppedStory).toBeDefined();
    const stopped = await answerTo(page, 'DELETE', /^\/api\/k9\/ai\/queues\/voice\//, () => taskRow(dialog, stoppedStory.title, 'Đang xử lý').getByRole('button', { name: `Dừng ${stoppedStory.title}` }).click());
    expect(stopped).toMatchObject({ status: 200, body: { result: 'cancelling' } });
    await toast(page, 'Đang dừng tác vụ...').waitFor();

    // Live: the stopped task says so, the other two are made one after the other.
    await taskRow(dialog, stoppedStory.title, 'Đã dừng').getByText('Đã dừng theo yêu cầu.').waitFor({ timeout: 45_000 });
    const others = stories.filter((story) => story.id !== stoppedStory.id);
    for (const story of others) await taskRow(dialog, story.title, 'Hoàn thành').waitFor({ timeout: 45_000 });
    await count(page, 'voice', 'total').getByText('0', { exact: true }).waitFor();
    expect(snapshots.some((job) => job.queue === 'content-ai-voice' && job.state === 'completed')).toBe(true);
    const view = (await admin.get('/api/k9/ai/queues/voice').expect(200)).body as ContentAiQueueView;
    expect(view.tasks.filter((task) => stories.some((story) => story.id === task.recordId)).map((task) => [task.recordId, task.state, task.source]).sort()).toEqual(
      stories.map((story) => [story.id, story.id === stoppedStory.id ? 'stopped' : 'done', 'bulk']).sort(),
    );

    await dialog.getByRole('button', { name: 'Đóng' }).first().click();
    for (const story of others) {
      expect((await read(story.id)).audioUrl).toMatch(/^\/files\/.+/);
      // Spec 3 §4: a record with audio cannot be voiced again.
      await page.getByRole('button', { name: `Tạo voice ${story.id}`, exact: true, disabled: true }).waitFor();
    }
    expect((await read(stoppedStory.id)).audioUrl).toBeNull();
    await page.getByRole('button', { name: `Tạo voice ${stoppedStory.id}`, exact: true, disabled: false }).getByText('Thêm vào hàng đợi').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
