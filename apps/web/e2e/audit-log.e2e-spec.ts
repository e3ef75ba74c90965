import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { aiTestEnv } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { until } from '../../api/test/helpers/until.js';
import { sidewaysOverflow, suiteAiJourney } from './journey.js';

const NAMES = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'];
const MODELS = ['gpt-4.1', 'gpt-5-mini', 'gpt-4.1', 'dall-e-3', 'tts-1'];
const twoSteps = () => NAMES.map((name, index) => ({ name, systemMessage: `Hệ thống ${index + 1}`, model: MODELS[index], isUse: index < 2, useUserPrompt: false, ...(index === 0 ? { sendDirectToOutput: false } : {}) }));
const vietnamDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * Issue 36 §5, as an auditor: who changed a record's visibility this past week, the record before and after, a
 * published studio answer followed back to its two steps' models and its approver, and the list exported.
 */
describe("the auditor's view", () => {
  const journey = suiteAiJourney(({ openai, gemini }) => aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '20000', SEED_SAMPLE_CONTENT: 'false' }));
  let page: Page;
  let contentId: number;
  let generationId: number;

  it('prepares what the admins did: a visibility change and a published studio answer; a super admin makes an auditor', async () => {
    const admin = await journey.t.signInAdmin();
    contentId = (await admin.post('/api/k9').send({ type: 'news', title: 'Tin kiểm toán', summary: 'Tóm tắt', status: 'published', isPublic: true }).expect(201)).body.id;
    await admin.put('/api/k9').send({ id: contentId, isPublic: false }).expect(200);
    const flowId = (await admin.post('/api/aiGenConfigList').send({ name: 'Luồng hai bước', layout: 'slide', aiConfigs: twoSteps() }).expect(201)).body.data.id;
    generationId = (await admin.post('/api/aiGenHistory/requests').send({ prompt: 'Dòng tiền tự do là gì?', AIGenConfigId: flowId, settings: {} }).expect(201)).body.id;
    await until('the run to finish', async () => (await admin.get(`/api/aiGenHistory/${generationId}`).expect(200)).body.state === 'completed', 30_000);
    await admin.post(`/api/aiGenHistory/${generationId}/publish`).send({}).expect(200);
    const auditor = await journey.t.createUser({ username: 'kiemtoan_an' });
    await admin.put(`/api/user/${auditor.id}/auditor`).send({ auditor: true }).expect(200);
    page = await journey.signedInPage(auditor.username, auditor.password);
  });

  it('finds who changed the record’s visibility in the past week, and sees the record before and after', async () => {
    const from = vietnamDay(Date.now() - 7 * 86_400_000);
    await page.goto(`${journey.base}/admin/audit?type=visibility&from=${from}`);
    await page.getByRole('heading', { name: 'Nhật ký kiểm toán' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Đổi chế độ hiển thị nội dung' }).filter({ hasText: `content-${contentId}` });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(ADMIN.email);

    await row.getByRole('button', { name: 'Lịch sử' }).click();
    const drawer = page.getByRole('dialog', { name: `Lịch sử của content-${contentId}` });
    const entries = drawer.getByRole('listitem');
    await entries.filter({ hasText: 'Tạo nội dung' }).getByRole('button', { name: 'Chọn làm mốc A' }).click();
    await entries.filter({ hasText: 'Đổi chế độ hiển thị nội dung' }).getByRole('button', { name: 'Chọn làm mốc B' }).click();
    const comparison = drawer.getByRole('region', { name: 'So sánh hai thời điểm' });
    const changed = comparison.locator('tr[data-changed="true"]');
    await changed.filter({ hasText: 'fields.isPublic' }).waitFor();
    await expect(changed.filter({ hasText: 'fields.isPublic' }).innerText()).resolves.toMatch(/true[\s\S]*false/);
    await expect(comparison.locator('tr[data-changed="false"]').filter({ hasText: 'fields.title' }).innerText()).resolves.toContain('Tin kiểm toán');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('follows the published studio answer back to its two steps’ models and its approver', async () => {
    await page.goto(`${journey.base}/admin/audit?streamId=ai-gen-history-${generationId}`);
    const made = page.getByRole('row').filter({ hasText: 'Tạo câu trả lời AI xong' });
    await made.getByRole('link', { name: 'Chuỗi AI' }).click();
    await page.getByRole('heading', { name: 'Chuỗi phía sau kết quả AI' }).waitFor();
    const calls = page.locator('section[data-role="call"]');
    await calls.first().waitFor();
    await expect(calls.count()).resolves.toBe(2);
    await expect(calls.nth(0).innerText()).resolves.toContain('gpt-4.1');
    await expect(calls.nth(1).innerText()).resolves.toContain('gpt-5-mini');
    const approval = page.locator('section[data-role="approval"]');
    await expect(approval.innerText()).resolves.toMatch(new RegExp(`Xuất bản câu trả lời[\\s\\S]*${ADMIN.email.replace('.', '\\.')}`));
    await expect(page.locator('section[data-role="asked"]').innerText()).resolves.toContain('Yêu cầu tạo câu trả lời AI');
    // A link opens the event it came from: the log at that event.
    await approval.getByRole('link', { name: 'Mở sự kiện' }).click();
    await page.getByRole('row').filter({ hasText: 'Xuất bản câu trả lời' }).first().waitFor();
  });

  it('exports the filtered list as CSV, formulas neutralised', async () => {
    await page.goto(`${journey.base}/admin/audit?kind=content`);
    await page.getByRole('row').filter({ hasText: `content-${contentId}` }).first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tải CSV' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Vị trí,Lúc,Ai,Mã người làm,Làm gì,Loại sự kiện,Loại đối tượng,Mã luồng,Phiên bản,Mã yêu cầu,Dữ liệu');
    expect(lines.slice(1).every((line) => line.includes(',Nội dung,content-'))).toBe(true);
    expect(lines.some((line) => line.includes('Đổi chế độ hiển thị nội dung'))).toBe(true);
    await page.getByText(/^Đã tải \d+ dòng\.$/).waitFor();
  });

  it('fits a phone screen', async () => {
    const phone = await journey.signedInPage(ADMIN.username, ADMIN.password, 375);
    await phone.goto(`${journey.base}/admin/audit?kind=content`);
    await phone.getByRole('row').filter({ hasText: `content-${contentId}` }).first().waitFor();
    expect((await sidewaysOverflow(phone)).overflow).toBe(0);
  });
});
