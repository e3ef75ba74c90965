import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { UserRecord } from '@k9/contracts';
import { ADMIN, type TestApp } from '../../api/test/helpers/test-app.js';
import { openTestSocket } from '../../api/test/helpers/ws-client.js';
import { suiteJourney } from './journey.js';

/** Issue 10, what was left in accounts: phone search, the super admin's switch, and the sockets the server closes (4401, 4429). */
describe('account polish (issue 10)', () => {
  const journey = suiteJourney();
  let admin: Awaited<ReturnType<TestApp['signInAdmin']>>;

  beforeAll(async () => {
    admin = await journey.t.signInAdmin();
  });

  const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
  const storedUsers = async () => (await admin.get('/api/user')).body.result as UserRecord[];

  it('finds a phone number however it was typed', async () => {
    await admin.post('/api/user').send({ name: 'Hoàng Yến', username: 'hoangyen', phone: '0903 456 789', info: { startDate: '2026-03-01', durationDays: 10 } }).expect(201);
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/user-management?q=0903456789`);
    await page.getByRole('row').filter({ hasText: 'Hoàng Yến' }).waitFor();
    expect(await page.locator('.ant-table-tbody .ant-table-row').count()).toBe(1);
  });

  it("the super admin switches another user's admin rights; a plain admin and one's own account have no switch", async () => {
    const learner = await journey.t.createUser();
    const plain = await journey.t.createUser({ isAdmin: true });
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/user-management?q=${learner.username}`);
    const row = page.getByRole('row').filter({ hasText: learner.username });
    await row.getByRole('button', { name: 'Sửa' }).click();
    const form = page.getByRole('dialog', { name: 'Chỉnh sửa người dùng' });
    await form.getByRole('switch', { name: 'Quyền quản trị' }).click();
    await page.locator('.ant-popconfirm').filter({ hasText: 'Cấp quyền quản trị cho người dùng này?' }).getByRole('button', { name: 'Đồng ý' }).click();
    await toast(page, 'Đã cấp quyền quản trị.').waitFor();
    expect(await form.getByRole('switch', { name: 'Quyền quản trị' }).getAttribute('aria-checked')).toBe('true');
    expect((await storedUsers()).find((user) => user.id === learner.id)?.isAdmin).toBe(true);
    await form.getByRole('button', { name: 'Hủy' }).click();
    await row.getByText('Quản trị viên', { exact: true }).waitFor();

    // Not on one's own account.
    await page.goto(`${journey.base}/user-management?q=${ADMIN.username}`);
    await page.getByRole('row').filter({ hasText: ADMIN.username }).getByRole('button', { name: 'Sửa' }).click();
    await form.getByLabel('Họ tên').waitFor();
    expect(await form.getByRole('switch', { name: 'Quyền quản trị' }).count()).toBe(0);

    // Not for a plain admin.
    const other = await journey.signedInPage(plain.username, plain.password);
    await other.goto(`${journey.base}/user-management?q=${learner.username}`);
    await other.getByRole('row').filter({ hasText: learner.username }).getByRole('button', { name: 'Sửa' }).click();
    const otherForm = other.getByRole('dialog', { name: 'Chỉnh sửa người dùng' });
    await otherForm.getByLabel('Họ tên').waitFor();
    expect(await otherForm.getByRole('switch', { name: 'Quyền quản trị' }).count()).toBe(0);
  });

  it('a tab whose session ended elsewhere (socket closed with 4401) signs out and shows the login modal with the reason', async () => {
    const other = await journey.t.createUser({ isAdmin: true });
    const page = await journey.signedInPage(other.username, other.password);
    const socket = page.waitForEvent('websocket');
    await page.goto(`${journey.base}/user-management`);
    await page.getByRole('heading', { name: 'Quản lý người dùng' }).waitFor();
    const ws = await socket;
    const closed = ws.waitForEvent('close');
    // The super admin gives that admin a new password: every session of theirs ends.
    await admin.put(`/api/user/${other.id}`).send({ name: 'Quản trị viên phụ', username: other.username, info: { startDate: '2026-03-01', durationDays: 10 }, resetPassword: true }).expect(200);
    await closed;
    await page.getByRole('dialog', { name: 'Đăng nhập' }).getByText('Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.').waitFor();
    await page.waitForURL(`${journey.base}/`);
  });

  it('a socket closed because the user opened too many (4429) does not fight back, and connects again when its tab is seen', async () => {
    const learner = await journey.t.createUser();
    const page = await journey.signedInPage(learner.username, learner.password);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    const first = page.waitForEvent('websocket');
    await page.goto(`${journey.base}/home`);
    const oldest = await first;
    const closed = oldest.waitForEvent('close');
    const cookie = await journey.t.sessionCookie(learner.username, learner.password);
    const others = await Promise.all(Array.from({ length: 10 }, () => openTestSocket(journey.t.wsUrl, { Cookie: cookie })));
    await closed;
    // What a reconnecting tab would do within its first back-off (at most 1 s): nothing, while nobody looks at it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sockets).toHaveLength(1);
    const again = page.waitForEvent('websocket');
    await page.evaluate(() => (globalThis as unknown as { document: { dispatchEvent: (event: Event) => boolean } }).document.dispatchEvent(new Event('visibilitychange')));
    await again;
    expect(sockets).toHaveLength(2);
    await Promise.all(others.map((socket) => socket.close()));
  });
});
