import { describe, expect, it } from '@jest/globals';
import type { ContentListResponse, UserRecord } from '@k9/contracts';
import type { Page } from 'playwright-core';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { answerTo, suiteJourney } from './journey.js';

/** Issue 36 §4: the super admin makes a user an auditor, who then reads the admin screens and changes nothing. */
describe('auditor journey', () => {
  const journey = suiteJourney({ SEED_SAMPLE_CONTENT: 'false' });

  const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
  const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
  const admin = () => journey.t.signInAdmin();

  it('the super admin makes a user an auditor, who opens user and content management read-only and whose write is refused', async () => {
    const auditor = await journey.t.createUser({ username: 'kiemtoan_binh' });
    const created = await (await admin()).post('/api/k9').send({ type: 'news', status: 'published', isPublic: true, title: 'Bài cho kiểm toán' });
    expect(created.status).toBe(201);

    // The super admin switches the role on, after a confirmation.
    const page = await journey.newPage();
    await journey.signInThroughModal(page, ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/user-management`);
    await page.getByRole('heading', { name: 'Quản lý người dùng' }).waitFor();
    await rowOf(page, 'kiemtoan_binh').getByRole('button', { name: 'Sửa' }).click();
    const form = page.getByRole('dialog', { name: 'Chỉnh sửa người dùng' });
    await form.getByRole('switch', { name: 'Kiểm toán viên' }).click();
    await page.getByText('Giao vai trò kiểm toán viên cho người dùng này?').waitFor();
    const granted = await answerTo(page, 'PUT', `/api/user/${auditor.id}/auditor`, () => page.locator('.ant-popconfirm').getByRole('button', { name: 'Đồng ý' }).click());
    expect(granted).toMatchObject({ status: 200, body: { message: 'Đã giao vai trò kiểm toán viên.' } });
    await toast(page, 'Đã giao vai trò kiểm toán viên.').waitFor();
    await form.getByRole('button', { name: 'Hủy' }).click();
    await form.waitFor({ state: 'hidden' });
    await rowOf(page, 'kiemtoan_binh').locator('.ant-tag', { hasText: 'Kiểm toán viên' }).waitFor();
    await rowOf(page, 'kiemtoan_binh').getByText('Không giới hạn').waitFor();

    // The auditor reaches the admin area, told it is read-only, and reads the users and the content.
    const audit = await journey.signedInPage(auditor.username, auditor.password);
    await audit.goto(`${journey.base}/user-management`);
    await audit.getByRole('heading', { name: 'Quản lý người dùng' }).waitFor();
    await audit.getByTestId('admin-read-only').getByText('Bạn đang dùng tài khoản kiểm toán: chỉ được xem, không được thay đổi dữ liệu.').waitFor();
    await rowOf(audit, ADMIN.email).waitFor();
    await audit.goto(`${journey.base}/home-management?tab=news`);
    await audit.getByRole('heading', { name: 'K9 Management' }).waitFor();
    await audit.locator('.ant-table-row', { hasText: 'Bài cho kiểm toán' }).waitFor();

    // A write from the page's own session is refused, and nothing is stored.
    const refused = await audit.evaluate(async () => {
      const response = await fetch('/api/k9', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ type: 'news', title: 'Bài của kiểm toán' }) });
      return { status: response.status, body: (await response.json()) as { message: string } };
    });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ code: 'AUDITOR_READ_ONLY', message: 'Tài khoản kiểm toán chỉ được xem, không được thay đổi dữ liệu.' }) });
    const news = (await (await admin()).get('/api/k9/type/news?pageSize=100')).body as ContentListResponse;
    expect(news.data.map((record) => record.title)).toEqual(['Bài cho kiểm toán']);
    const users = (await (await admin()).get('/api/user')).body.result as UserRecord[];
    expect(users.find((user) => user.id === auditor.id)).toMatchObject({ isAuditor: true, isAdmin: false });
  });
});
