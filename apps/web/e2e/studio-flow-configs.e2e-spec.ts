import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ADMIN, type TestApp } from '../../api/test/helpers/test-app.js';
import { startJourney, type Journey } from './journey.js';

/** The AI Generation screen's header opens the AI config manager and the prompt template settings (spec 1 §2.7, §2.8). */
describe('studio: flow configs and prompt templates', () => {
  let journey: Journey;
  let t: TestApp;
  let base: string;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney();
    ({ t, base } = journey);
    page = await journey.signedInPage(ADMIN.username, ADMIN.password);
  });
  afterAll(() => journey?.close());

  const toast = (text: string) => page.locator('.ant-message').getByText(text, { exact: true });
  const adminApi = () => t.signInAdmin();

  it('creates a flow config with the defaults, edits its steps and deletes another, through the AI config dialog', async () => {
    await page.goto(`${base}/admin`);
    await page.getByRole('button', { name: 'AI config' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quản lý cấu hình AI' });
    await dialog.getByText('Chưa có cấu hình nào').waitFor();

    await dialog.getByRole('button', { name: 'Tạo cấu hình' }).click();
    await toast('Vui lòng nhập tên cấu hình').waitFor();
    await dialog.getByRole('textbox', { name: 'Tên cấu hình mới' }).fill('Bài giảng slide');
    await dialog.getByRole('button', { name: 'Tạo cấu hình' }).click();
    await toast('Đã tạo cấu hình mới').waitFor();
    // The new config opens with spec 1 §9's defaults: layout slide, the first text, image and voice model.
    const step = (name: string) => dialog.locator(`[data-step="${name}"]`);
    await step('AI1 Text Gen AI').getByText('Claude Haiku 3.5').waitFor();
    await step('AI4 Image Output AI').getByText('Imagen 3.0').waitFor();
    await step('AI5 Voice AI').getByText('Gemini TTS').waitFor();
    // useUserPrompt is not offered on AI1, sendDirectToOutput only there.
    expect(await step('AI1 Text Gen AI').getByRole('switch', { name: 'Kèm câu hỏi gốc AI1 Text Gen AI' }).count()).toBe(0);
    expect(await step('AI2 Text Gen AI').getByRole('switch', { name: 'Gửi thẳng đến AI3 AI2 Text Gen AI' }).count()).toBe(0);

    await dialog.getByRole('combobox', { name: 'Bố cục' }).click();
    await page.getByTitle('Bài viết', { exact: true }).click();
    await step('AI2 Text Gen AI').getByRole('switch', { name: 'Kích hoạt AI2 Text Gen AI' }).click();
    await step('AI2 Text Gen AI').getByRole('switch', { name: 'Kèm câu hỏi gốc AI2 Text Gen AI' }).click();
    await step('AI2 Text Gen AI').getByRole('textbox', { name: 'System message AI2 Text Gen AI' }).fill('Viết lại cho người mới học, giữ thuật ngữ.');
    await step('AI4 Image Output AI').getByRole('switch', { name: 'Kích hoạt AI4 Image Output AI' }).click();
    await step('AI4 Image Output AI').getByRole('combobox', { name: 'Mô hình AI4 Image Output AI' }).click();
    await page.getByTitle('DALL·E 3', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Lưu cấu hình' }).click();
    await toast('Đã lưu cấu hình').waitFor();

    const saved = (await (await adminApi()).get('/api/aiGenConfigList').expect(200)).body.data;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: 'Bài giảng slide', layout: 'article', user_create: ADMIN.email, version: 2 });
    expect(saved[0].aiConfigs[1]).toMatchObject({ name: 'AI2 Text Gen AI', isUse: true, useUserPrompt: true, systemMessage: 'Viết lại cho người mới học, giữ thuật ngữ.' });
    expect(saved[0].aiConfigs[3]).toMatchObject({ name: 'AI4 Image Output AI', isUse: true, model: 'dall-e-3' });
    const history = (await (await adminApi()).get(`/api/audit/stream/studio-flow-config-${saved[0].id}`).expect(200)).body.data;
    expect(history.map((entry: { type: string; actorEmail: string }) => [entry.type, entry.actorEmail])).toEqual([
      ['FlowConfigEdited', ADMIN.email],
      ['FlowConfigCreated', ADMIN.email],
    ]);

    await dialog.getByRole('textbox', { name: 'Tên cấu hình mới' }).fill('Tạm thời');
    await dialog.getByRole('button', { name: 'Tạo cấu hình' }).click();
    await toast('Đã tạo cấu hình mới').waitFor();
    const doomed = dialog.locator('.ant-list-item').filter({ hasText: 'Tạm thời' });
    await doomed.getByRole('button', { name: 'Xóa' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Có' }).click();
    await toast('Đã xóa cấu hình').waitFor();
    await doomed.waitFor({ state: 'detached' });
    expect((await (await adminApi()).get('/api/aiGenConfigList')).body.data.map((config: { name: string }) => config.name)).toEqual(['Bài giảng slide']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('edits a built-in template and adds a personal one through the template dialog', async () => {
    await page.getByRole('button', { name: 'Cài đặt Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cài đặt Template' });
    const row = (label: string) => dialog.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
    await row('Giải thích khái niệm').getByText('Dùng chung').waitFor();
    await row('Giải thích khái niệm').getByText('Analyst').waitFor();

    await row('Giải thích khái niệm').getByRole('button', { name: 'Sửa Giải thích khái niệm' }).click();
    const form = page.getByRole('dialog', { name: 'Sửa template' });
    await form.getByRole('textbox', { name: 'Nội dung template' }).fill('Giải thích ngắn gọn khái niệm &&& và phân biệt nó với khái niệm gần nghĩa nhất.');
    await form.getByRole('button', { name: 'Lưu' }).click();
    await toast('Đã lưu Template!').waitFor();
    await row('Giải thích khái niệm').getByText('Giải thích ngắn gọn khái niệm &&& và phân biệt nó với khái niệm gần nghĩa nhất.').waitFor();

    await dialog.getByRole('button', { name: 'Thêm template' }).click();
    const adding = page.getByRole('dialog', { name: 'Thêm template' });
    await adding.getByRole('textbox', { name: 'Tên template' }).fill('Ôn tập nhanh');
    await adding.getByRole('button', { name: 'Lưu' }).click();
    await toast('Vui lòng điền đầy đủ thông tin!').waitFor();
    const long = `Tóm tắt &&& thành năm ý chính, mỗi ý một câu, kèm một ví dụ từ doanh nghiệp Việt Nam và một câu hỏi tự kiểm tra.`;
    await adding.getByRole('textbox', { name: 'Nội dung template' }).fill(long);
    await adding.getByText('Cá nhân', { exact: true }).click();
    await adding.getByRole('button', { name: 'Lưu' }).click();
    await toast('Đã lưu Template!').waitFor();
    // The table shows the first 80 characters.
    await row('Ôn tập nhanh').getByText(`${long.slice(0, 80)}…`, { exact: true }).waitFor();
    await row('Ôn tập nhanh').getByText('Cá nhân').waitFor();

    const stored = (await (await adminApi()).get('/api/setting/TEMPLATE_AI_SETTING').expect(200)).body.setting;
    expect(stored.find((entry: { key: string }) => entry.key === 'giai-thich-khai-niem').template).toBe('Giải thích ngắn gọn khái niệm &&& và phân biệt nó với khái niệm gần nghĩa nhất.');
    const own = (await (await adminApi()).get('/api/setting/TEMPLATE_AI_SETTING?scope=personal').expect(200)).body.setting;
    expect(own).toContainEqual(expect.objectContaining({ label: 'Ôn tập nhanh', template: long, userEmail: ADMIN.email }));
  });
});
