import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { FakeGoogleOAuth } from '../../api/test/fakes/fake-google-oauth.js';
import { ADMIN, type TestApp } from '../../api/test/helpers/test-app.js';
import { png } from './files.js';
import { isUncovered, sidewaysOverflow, startJourney, type Journey } from './journey.js';

const DAY = 86_400_000;

describe('identity journeys', () => {
  const google = new FakeGoogleOAuth();
  let journey: Journey;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    await google.start();
    journey = await startJourney(google.env());
    ({ t, base } = journey);
  });
  afterAll(async () => {
    await journey?.close();
    await google.stop();
  });

  const newPage = (width = 1440) => journey.newPage(width);
  const signIn = (page: Page, username: string, password: string) => journey.signInThroughModal(page, username, password);

  it('a visitor registers in username mode, signs in and reaches /home', async () => {
    const page = await newPage(375);
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Đăng ký' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Đăng ký' });
    // Gmail mode first (spec 1 §2.5).
    await dialog.getByRole('button', { name: 'Đăng ký với Gmail' }).waitFor();
    await dialog.getByText('Tên đăng nhập', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    for (const text of ['Vui lòng nhập họ tên!', 'Vui lòng nhập số điện thoại!', 'Vui lòng nhập username!', 'Vui lòng nhập mật khẩu!', 'Vui lòng đồng ý với Điều khoản & Dịch vụ!']) {
      await dialog.getByText(text).waitFor();
    }
    await dialog.getByLabel('Họ tên').fill('Phạm Thu Hà');
    await dialog.getByLabel('Số điện thoại').fill('0901234567');
    await dialog.getByRole('textbox', { name: 'Tên đăng nhập', exact: true }).fill('thuha');
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-ha');
    await dialog.getByLabel('Nhập lại mật khẩu').fill('khac-hoan-toan');
    await dialog.getByText('Mật khẩu không khớp!').waitFor();
    await dialog.getByLabel('Nhập lại mật khẩu').fill('mat-khau-ha');
    await dialog.getByText('Điều khoản & Dịch vụ', { exact: true }).click();
    const terms = page.getByRole('dialog', { name: 'Điều khoản & Dịch vụ' });
    for (const section of ['1. Điều khoản sử dụng', '2. Quyền riêng tư', '3. Dùng thử miễn phí 2 ngày', '4. Giới hạn trách nhiệm', '5. Thay đổi điều khoản']) await terms.getByText(section).waitFor();
    await terms.getByRole('button', { name: 'Đã hiểu' }).click();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await page.getByText('Tài khoản đã được tạo thành công! Bạn có thể sử dụng ngay từ hôm nay. Đăng nhập để sử dụng').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The same username again: USER_EXIST keeps the modal open.
    await page.getByRole('button', { name: 'Đăng ký' }).first().click();
    await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).waitFor(); // back in username mode after the close
    await dialog.getByLabel('Họ tên').fill('Người Khác');
    await dialog.getByLabel('Số điện thoại').fill('0901234568');
    await dialog.getByRole('textbox', { name: 'Tên đăng nhập', exact: true }).fill('THUHA');
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-khac');
    await dialog.getByLabel('Nhập lại mật khẩu').fill('mat-khau-khac');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await page.getByText('Username này đã tồn tại trong hệ thống!').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await signIn(page, 'thuha', 'mat-khau-ha');
    // On a phone the time left is in the user menu.
    await page.getByRole('button', { name: 'Phạm Thu Hà' }).click();
    const badge = page.getByRole('menu').getByTestId('countdown-badge');
    await badge.waitFor();
    expect(await badge.innerText()).toMatch(/Còn lại: (1 ngày|\d+ giờ)/);
  });

  it('an expired learner sees only the lock modal, which Escape does not close, and can only log out', async () => {
    const user = await t.createUser({ info: { startDate: new Date(Date.now() - 10 * DAY).toISOString(), durationDays: 3, expiryDate: new Date(Date.now() - 7 * DAY).toISOString() } });
    const page = await newPage();
    await signIn(page, user.username, user.password);
    const lock = page.getByRole('dialog');
    await lock.getByText('Tài khoản đã hết hạn', { exact: true }).waitFor();
    await lock.getByText('Tài khoản đã hết hạn sử dụng. Vui lòng liên hệ để gia hạn.').waitFor();
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    expect(await lock.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'K9' }).count()).toBe(0);
    // The context menu is refused.
    const prevented = await page.evaluate(`!document.body.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))`);
    expect(prevented).toBe(true);
    expect(await lock.getByRole('button').allInnerTexts()).toEqual(['Đăng xuất']);
    await lock.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.waitForURL(`${base}/`);
    expect((await page.request.get(`${base}/profile`)).status()).toBe(401);
  });

  it('unlocks at once when an admin renews the account, without a reload', async () => {
    const user = await t.createUser({ info: { startDate: new Date(Date.now() - 10 * DAY).toISOString(), durationDays: 3, expiryDate: new Date(Date.now() - 7 * DAY).toISOString() } });
    const page = await newPage();
    await signIn(page, user.username, user.password);
    await page.getByText('Tài khoản đã hết hạn', { exact: true }).waitFor();
    const admin = await t.signInAdmin();
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    await admin.put(`/api/user/${user.id}`).send({ name: 'Học viên', username: user.username, info: { startDate: today, durationDays: 365 } }).expect(200);
    // Well before the 60 s poll: the socket's 'account.changed' brings the new validity.
    await page.getByTestId('countdown-badge').first().waitFor({ timeout: 10_000 });
    expect(await page.getByText('Tài khoản đã hết hạn', { exact: true }).count()).toBe(0);
  });

  it('a user an admin created signs in and must set a new password before anything else', async () => {
    const admin = await t.signInAdmin();
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const created = await admin.post('/api/user').send({ name: 'Đỗ Minh', username: 'dominh', info: { startDate: today, durationDays: 30 } }).expect(201);
    const page = await newPage();
    await signIn(page, 'dominh', created.body.initialPassword);
    const forced = page.getByRole('dialog', { name: 'Đặt mật khẩu mới' });
    await forced.waitFor();
    await page.keyboard.press('Escape');
    expect(await forced.isVisible()).toBe(true);
    await forced.getByLabel('Mật khẩu mới', { exact: true }).fill('mat-khau-minh');
    await forced.getByLabel('Nhập lại mật khẩu mới').fill('mat-khau-minh');
    await forced.getByRole('button', { name: 'Lưu mật khẩu' }).click();
    await page.getByText('Đã đổi mật khẩu. Bạn có thể tiếp tục sử dụng.').waitFor();
    await forced.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Đỗ Minh' }).click();
    const menu = await page.getByRole('menu').innerText();
    expect(menu).toContain('Header Background');
    expect(menu).not.toContain('User Management');
    await t.signIn('dominh', 'mat-khau-minh');
  });

  it('a user who must set a new password may log out instead', async () => {
    const user = await t.createUser({ mustChangePassword: true });
    const page = await newPage();
    await signIn(page, user.username, user.password);
    const forced = page.getByRole('dialog', { name: 'Đặt mật khẩu mới' });
    await forced.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.waitForURL(`${base}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).waitFor();
    expect((await page.request.get(`${base}/profile`)).status()).toBe(401);
  });

  it('replaces the last sign-in toast with the new outcome instead of stacking them', async () => {
    const user = await t.createUser();
    const page = await newPage();
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Đăng nhập' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await dialog.getByRole('textbox', { name: 'Tên đăng nhập', exact: true }).fill(user.username);
    await dialog.getByLabel('Mật khẩu').fill('sai-mat-khau');
    await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    const toasts = page.locator('.ant-message-notice');
    await page.locator('.ant-message-error').waitFor();
    await dialog.getByLabel('Mật khẩu').fill(user.password);
    await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.locator('.ant-message-success').getByText('Đăng nhập thành công').waitFor();
    expect(await page.locator('.ant-message-error').count()).toBe(0);
    expect(await toasts.count()).toBe(1);
  });

  it('fits the learner header on a 375 px screen, however long the name', async () => {
    const user = await t.createUser();
    const admin = await t.signInAdmin();
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const name = 'Nguyễn Thị Phương Thảo Hoàng Long Trường Giang';
    await admin.put(`/api/user/${user.id}`).send({ name, username: user.username, info: { startDate: today, durationDays: 30 } }).expect(200);
    const page = await journey.signedInPage(user.username, user.password, 375);
    await page.goto(`${base}/home`);
    const menuButton = page.getByRole('button', { name });
    await menuButton.waitFor();
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, wide: [] });
    expect(await isUncovered(menuButton)).toBe(true);
    // The time left is still one tap away, in the user menu.
    await menuButton.click();
    await page.getByRole('menu').getByTestId('countdown-badge').waitFor();
  });

  it('header background: a success toast after the upload, the reason of a refused file, and a confirmation before removing', async () => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${base}/home`);
    const header = page.locator('.ant-layout-header');
    const background = () => header.evaluate((element) => element.ownerDocument.defaultView!.getComputedStyle(element).backgroundImage);
    const open = async () => {
      await page.getByRole('button', { name: 'Quản trị viên' }).click();
      await page.getByRole('menuitem', { name: 'Header Background' }).click();
      return page.getByRole('dialog', { name: 'Header Background' });
    };
    const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
    const headerShowsImage = (shown: boolean) =>
      page.waitForFunction((wanted) => {
        const { document, getComputedStyle } = globalThis as unknown as {
          document: { querySelector: (selector: string) => unknown };
          getComputedStyle: (element: unknown) => { backgroundImage: string };
        };
        const image = getComputedStyle(document.querySelector('.ant-layout-header')).backgroundImage;
        return wanted ? image.startsWith('url(') : image === 'none';
      }, shown);

    let modal = await open();
    const input = modal.locator('input[type=file]');
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>không phải ảnh</html>') });
    await toast('Upload ảnh thất bại! Chỉ chấp nhận tệp hình ảnh (JPG, PNG, GIF, WEBP, SVG).').waitFor();
    await input.setInputFiles({ name: 'nen.png', mimeType: 'image/png', buffer: png(6, 2, [30, 90, 200]) });
    await toast('Ảnh đã được tải lên thành công!').waitFor();
    await modal.getByRole('button', { name: 'Lưu' }).click();
    await toast('Đã lưu ảnh nền header').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await headerShowsImage(true);
    expect(await background()).toMatch(/^url\(".*\/files\/.+\.png"\)$/);

    // 'Xóa ảnh' asks first; cancelled, the image stays.
    modal = await open();
    await modal.getByRole('button', { name: 'Xóa ảnh' }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Xóa ảnh nền header?' });
    await confirm.getByRole('button', { name: 'Hủy' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await modal.getByRole('button', { name: 'Hủy' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await background()).toMatch(/^url\(/);

    modal = await open();
    await modal.getByRole('button', { name: 'Xóa ảnh' }).click();
    await confirm.getByRole('button', { name: 'Xóa' }).click();
    await toast('Đã xóa ảnh nền header').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await headerShowsImage(false);
  });

  it('an admin sees Management and User Management in the user menu', async () => {
    const page = await newPage();
    await signIn(page, 'quantri', 'mat-khau-quan-tri');
    await page.getByRole('button', { name: 'Quản trị viên' }).click();
    await page.getByRole('menuitem', { name: 'User Management' }).click();
    await page.waitForURL(`${base}/user-management`);
  });

  it('signs in with Google through the login modal', async () => {
    await t.http().post('/api/public/register-account').send({ name: 'Vũ Gmail', phone: '0911222333', email: 'vu.gmail@gmail.com', info: { termsAccepted: true } }).expect(201);
    google.signInAs({ sub: 'google-vu', email: 'vu.gmail@gmail.com', email_verified: true, name: 'Vũ Gmail' });
    const page = await newPage();
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Đăng nhập' }).first().click();
    await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Đăng nhập bằng Gmail' }).click();
    await page.waitForURL(`${base}/home`);
    await page.getByRole('button', { name: 'Vũ Gmail' }).waitFor();
  });

  it('a Gmail user given a password by an admin types it when the forced change asks for it (CURRENT_PASSWORD_REQUIRED)', async () => {
    await t.http().post('/api/public/register-account').send({ name: 'Lý Gmail', phone: '0911222444', email: 'ly.gmail@gmail.com', info: { termsAccepted: true } }).expect(201);
    const adminAgent = await t.signInAdmin();
    const id = ((await adminAgent.get('/api/user')).body.result as Array<{ id: string; email: string | null }>).find((user) => user.email === 'ly.gmail@gmail.com')!.id;
    // The account had no password: the admin's edit gives it one, to be replaced at the next sign-in.
    const edited = await adminAgent.put(`/api/user/${id}`).send({ name: 'Lý Gmail', email: 'ly.gmail@gmail.com', info: { startDate: '2026-03-01', durationDays: 3650 } }).expect(200);
    const initialPassword = edited.body.initialPassword as string;
    expect(initialPassword).toBeTruthy();

    google.signInAs({ sub: 'google-ly', email: 'ly.gmail@gmail.com', email_verified: true, name: 'Lý Gmail' });
    const page = await newPage();
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Đăng nhập' }).first().click();
    await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Đăng nhập bằng Gmail' }).click();
    const forced = page.getByRole('dialog', { name: 'Đặt mật khẩu mới' });
    await forced.getByLabel('Mật khẩu mới', { exact: true }).fill('mat-khau-ly-moi');
    await forced.getByLabel('Nhập lại mật khẩu mới').fill('mat-khau-ly-moi');
    expect(await forced.getByLabel('Mật khẩu hiện tại').count()).toBe(0);
    await forced.getByRole('button', { name: 'Lưu mật khẩu' }).click();
    // This session signed in with Google, not with the admin's password: the server asks for it, and the form says so.
    await forced.getByText('Vui lòng nhập mật khẩu hiện tại.').first().waitFor();
    await forced.getByText('Nhập mật khẩu quản trị viên đã cấp cho bạn.').waitFor();
    await forced.getByLabel('Mật khẩu hiện tại').fill(initialPassword);
    await forced.getByRole('button', { name: 'Lưu mật khẩu' }).click();
    await forced.waitFor({ state: 'hidden' });
    await t.signIn('ly.gmail@gmail.com', 'mat-khau-ly-moi');
  });

  it('tells a visitor whose Gmail is not registered why Google sign-in did not work', async () => {
    google.signInAs({ sub: 'google-la', email: 'nguoi.la@gmail.com', email_verified: true, name: 'Người Lạ' });
    const page = await newPage();
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Đăng nhập' }).first().click();
    await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Đăng nhập bằng Gmail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await dialog.getByText('Gmail này chưa được đăng ký. Vui lòng đăng ký tài khoản trước.').waitFor();
    // Shown once: the address loses the reason, so a reload is a plain homepage.
    await page.waitForURL(`${base}/`);
    expect(await dialog.getByText('Gmail này chưa được đăng ký. Vui lòng đăng ký tài khoản trước.').isVisible()).toBe(true);
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
