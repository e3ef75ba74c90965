import { describe, expect, it } from '@jest/globals';
import { COMPANY_SUMMARY_LABELS } from '@k9/domain';
import { aiTestEnv } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { until } from '../../api/test/helpers/until.js';
import { answerTo, suiteAiJourney } from './journey.js';

const REPLY = `${COMPANY_SUMMARY_LABELS.short}\nFPT tăng trưởng ổn định nhờ mảng công nghệ.\n\n${COMPANY_SUMMARY_LABELS.detailed}\n## Phân tích\nBiên lợi nhuận cải thiện qua các quý.`;

/** Issue 32 §3, §5: the admin's company summary search in the back office, the queue modal, and the summary appearing live. */
describe('company summaries in the back office (issue 32 §3)', () => {
  const journey = suiteAiJourney(({ openai, gemini }) => aiTestEnv(openai, gemini, { SEED_MARKET: 'true', MARKET_SEED_TICKERS: 'FPT', AI_TIMEOUT_MS: '20000' }));

  it("asks for a ticker, queues FPT's summary, shows it in the queue and lists the summary without a reload", async () => {
    const admin = await journey.t.signInAdmin();
    await until('the market seed is done', async () => (await admin.get('/api/company-info').query({ ticker: 'FPT' })).body.total === 1, 60_000);
    journey.openai.reset();
    journey.openai.answerWith = () => REPLY;
    // The provider takes a while, so the task is still in the queue when the modal opens.
    journey.openai.answerDelayMs = 1500;
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/home-management?tab=reportDN`);
    const search = page.getByRole('group', { name: 'Tạo tổng quan doanh nghiệp' });
    await search.getByRole('button', { name: 'Tạo tổng quan' }).click();
    await search.getByText('Vui lòng nhập mã chứng khoán!').waitFor();

    await search.getByLabel('Mã chứng khoán').fill('fpt');
    const answer = await answerTo(page, 'POST', '/api/company-summaries/queue', () => search.getByRole('button', { name: 'Tạo tổng quan' }).click());
    expect(answer.status).toBe(202);
    await page.getByText('Đã thêm FPT vào hàng đợi tạo tổng quan.').waitFor();

    await search.getByRole('button', { name: /Hàng đợi tổng quan/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Hàng đợi tạo tổng quan' });
    await dialog.getByRole('row').filter({ hasText: 'FPT' }).filter({ hasText: 'Hoàn thành' }).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Đóng' }).first().click();

    // The new summary joins the reportDN list over /ws.
    await page.getByText(/^Tổng quan FPT/).first().waitFor({ timeout: 15_000 });
  }, 120_000);

  it("creates a ticker's overview from the stock screen ('Tạo tổng quan', admins only) and the card fills in live; a learner reads it in 'Doanh nghiệp'", async () => {
    const admin = await journey.t.signInAdmin();
    await until('the market seed is done', async () => (await admin.get('/api/company-info').query({ ticker: 'FPT' })).body.total === 1, 60_000);
    // No overview yet for FPT in this test's eyes: the first test's is removed.
    for (const summary of (await admin.get('/api/ai-summary').query({ kind: 'reportDN', pageSize: 100 }).expect(200)).body.data) await admin.delete(`/api/ai-summary/${summary.id}`).expect(200);
    journey.openai.reset();
    journey.openai.answerWith = () => REPLY;
    journey.openai.answerDelayMs = 800;
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/home?tab=company`);
    await page.getByRole('combobox', { name: 'Mã chứng khoán' }).fill('FPT');
    await page.getByRole('button', { name: 'Tìm', exact: true }).click();
    const card = page.getByRole('region', { name: 'Tổng quan AI', exact: true });
    const create = card.getByRole('button', { name: 'Tạo tổng quan' });
    const queued = await answerTo(page, 'POST', '/api/company-summaries/queue', () => create.click());
    expect(queued.status).toBe(202);
    await card.getByText('FPT tăng trưởng ổn định nhờ mảng công nghệ.').waitFor({ timeout: 30_000 });
    expect(await card.getByRole('button', { name: 'Tạo tổng quan' }).count()).toBe(0);

    // A learner: no button, the overview on the card and in the tab's list of company summaries.
    const learner = await journey.t.createUser();
    const reader = await journey.signedInPage(learner.username, learner.password, 375);
    await reader.goto(`${journey.base}/home?tab=company`);
    await reader.getByRole('combobox', { name: 'Mã chứng khoán' }).fill('FPT');
    await reader.getByRole('button', { name: 'Tìm', exact: true }).click();
    await reader.getByRole('region', { name: 'Tổng quan AI', exact: true }).getByText('FPT tăng trưởng ổn định nhờ mảng công nghệ.').waitFor();
    await reader.getByText(/^Tổng quan FPT/).first().waitFor();
    expect(await reader.getByRole('button', { name: 'Tạo tổng quan' }).count()).toBe(0);
  }, 120_000);
});
