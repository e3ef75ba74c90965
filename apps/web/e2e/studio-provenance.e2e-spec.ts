import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ADMIN, type TestApp } from '../../api/test/helpers/test-app.js';
import { startJourney, type Journey } from './journey.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

describe("a published answer's provenance on the question management screen (issue 15 §6)", () => {
  let journey: Journey;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    journey = await startJourney({ SEED_SAMPLE_CONTENT: 'false' });
    base = journey.base;
    const admin: Agent = await journey.t.signInAdmin();
    const steps = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'].map((name, i) => ({ name, systemMessage: '', model: ['gpt-4.1', 'gpt-4.1', 'gpt-4.1', 'dall-e-3', 'tts-1'][i], isUse: i === 0, useUserPrompt: false }));
    const flowId = (await admin.post('/api/aiGenConfigList').send({ name: 'Luồng nguồn gốc', layout: 'article', aiConfigs: steps }).expect(201)).body.data.id;
    const id = (await admin.post('/api/aiGenHistory').send({ prompt: 'Vốn lưu động là gì?', AIGenConfigId: flowId, anwser: 'Vốn lưu động là tài sản ngắn hạn trừ nợ ngắn hạn.' }).expect(201)).body.id;
    await admin.put(`/api/aiGenHistory/${id}/answer`).send({ anwser: 'Vốn lưu động = tài sản ngắn hạn − nợ ngắn hạn.' }).expect(200);
    await admin.post(`/api/aiGenHistory/${id}/publish`).send({}).expect(200);
    page = await journey.signedInPage(ADMIN.username, ADMIN.password);
  });
  afterAll(() => journey?.close());

  it("shows who asked, with which flow version, who edited and who approved under 'Nguồn gốc'", async () => {
    await page.goto(`${base}/admin/questions`);
    await page.getByRole('listitem').filter({ hasText: 'Vốn lưu động là gì?' }).click();
    await page.getByRole('button', { name: 'Nguồn gốc' }).click();
    const section = page.locator('.ant-collapse').filter({ hasText: 'Nguồn gốc' });
    await section.getByText('AI tạo, đã duyệt').waitFor();
    await section.getByText(ADMIN.email).first().waitFor();
    await section.getByText(/\(phiên bản 1\)$/).waitFor();
    await section.getByText(/^Sửa tay: admin@k9\.test/).waitFor();
    await section.locator('.ant-list').filter({ hasText: 'Duyệt' }).getByText(new RegExp(`^${ADMIN.email.replace('.', '\\.')}, `)).waitFor();
  });
});
