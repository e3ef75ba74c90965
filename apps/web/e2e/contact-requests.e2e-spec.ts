import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { CONTACT_ROUTES } from '@k9/contracts';
import { startSmtpInbox, type SmtpInbox } from '../../api/test/helpers/smtp-inbox.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { startJourney, type Journey } from './journey.js';

const XSS = 'Em cần gia hạn.\n<img src="x" onerror="window.__xss = 1"><b>đậm</b>';

/** Issue 13 §4: the admin list of e-mail contact requests. */
describe('contact requests (admin)', () => {
  describe('without SMTP', () => {
    let journey: Journey;
    let page: Page;

    beforeAll(async () => {
      journey = await startJourney({ SEED_SAMPLE_CONTENT: 'false' });
      const learner = await journey.t.createUser();
      const agent = await journey.t.signIn(learner.username, learner.password);
      await agent.post(CONTACT_ROUTES.send).send({ email: 'an.nguyen@example.vn', name: 'Nguyễn Văn An', subject: 'Gia hạn tài khoản', message: XSS }).expect(201);
      page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    });
    afterAll(() => journey?.close());

    it('is reached from the second group of the admin menu, and says SMTP is not configured', async () => {
      await page.goto(`${journey.base}/admin`);
      const menu = page.getByRole('navigation');
      await menu.getByText('Hệ thống').waitFor();
      await menu.getByRole('menuitem', { name: 'Yêu cầu liên hệ' }).click();
      await page.waitForURL(`${journey.base}/admin/contact-requests`);
      await page.getByRole('heading', { name: 'Yêu cầu liên hệ qua email' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'Chưa cấu hình máy chủ gửi email (SMTP)' }).waitFor();
    });

    it("lists the learner's request waiting, its message as plain text", async () => {
      const row = page.getByRole('row').filter({ hasText: 'an.nguyen@example.vn' });
      await row.waitFor();
      await row.getByText('Nguyễn Văn An').waitFor();
      await row.getByText('Gia hạn tài khoản').waitFor();
      await row.getByText('Chờ gửi', { exact: true }).waitFor();
      await row.getByText('Chưa cấu hình SMTP', { exact: true }).waitFor();
      // The markup the learner typed is shown as the characters typed, never run.
      await row.getByText('<img src="x" onerror="window.__xss = 1"><b>đậm</b>').waitFor();
      expect(await row.locator('img, b').count()).toBe(0);
      expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();
    });
  });

  describe('with SMTP', () => {
    let journey: Journey;
    let inbox: SmtpInbox;

    beforeAll(async () => {
      inbox = await startSmtpInbox();
      journey = await startJourney({ SEED_SAMPLE_CONTENT: 'false', SMTP_URL: inbox.url, CONTACT_INBOX: 'lienhe@k9.test' });
    });
    afterAll(async () => {
      await journey?.close();
      await inbox?.stop();
    });

    it("shows a learner's new request, then its e-mail sent, without a reload (over /ws), and no banner", async () => {
      const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
      await page.goto(`${journey.base}/admin/contact-requests`);
      await page.getByText('Chưa có yêu cầu liên hệ nào').waitFor();
      const learner = await journey.t.createUser();
      const agent = await journey.t.signIn(learner.username, learner.password);
      await agent.post(CONTACT_ROUTES.send).send({ email: 'binh@example.vn', message: 'Xin chào nhà trường' }).expect(201);
      const row = page.getByRole('row').filter({ hasText: 'binh@example.vn' });
      await row.getByText('Đã gửi', { exact: true }).waitFor();
      await row.getByText('Xin chào nhà trường').waitFor();
      expect(inbox.mails).toHaveLength(1);
      expect(await page.getByText('Chưa cấu hình máy chủ gửi email (SMTP)').count()).toBe(0);
    });
  });
});
