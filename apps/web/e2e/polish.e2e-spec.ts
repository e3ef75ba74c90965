import { beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Page } from 'playwright-core';
import type { UserRecord } from '@k9/contracts';
import { DEFAULT_HOMEPAGE_CONTENT } from '../src/features/site/homepage/default-content.js';
import { ADMIN, type TestApp } from '../../api/test/helpers/test-app.js';
import { png } from './files.js';
import { suiteJourney } from './journey.js';

/**
 * Issue 10, what was left on the public site and the learner header: Gmail mode without Google, required homepage
 * texts and their fallback, the built-in content as a version, the personal header background, 404 from the web's
 * own routes. One server, without Google sign-in (the account journeys are in polish-accounts.e2e-spec.ts).
 */
describe('polish (issue 10)', () => {
  const journey = suiteJourney({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '', REGISTRATIONS_PER_HOUR: '1000' });
  let admin: Awaited<ReturnType<TestApp['signInAdmin']>>;

  beforeAll(async () => {
    admin = await journey.t.signInAdmin();
  });

  const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
  const publicSetting = async (key: string) => (await journey.t.http().get(`/api/public/setting/${key}`)).body.setting;
  const storedUsers = async () => (await admin.get('/api/user')).body.result as UserRecord[];

  it('without Google sign-in the register modal shows the username form alone, without a word about Gmail, and takes a phone typed with spaces', async () => {
    const page = await journey.newPage(375);
    await page.goto(`${journey.base}/`);
    await page.getByRole('button', { name: 'Đăng ký' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Đăng ký' });
    await dialog.getByRole('textbox', { name: 'Tên đăng nhập', exact: true }).waitFor();
    // Issue 24 §1.11: no notice about a mode the visitor cannot use (it used to say 'Đăng ký bằng Gmail chưa được mở').
    expect(await dialog.getByText('Gmail').count()).toBe(0);
    expect(await dialog.getByRole('radio').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Đăng ký với Gmail' }).count()).toBe(0);
    await dialog.getByLabel('Họ tên').fill('Đỗ Minh Khoa');
    await dialog.getByLabel('Số điện thoại').fill('0901 234 567');
    await dialog.getByRole('textbox', { name: 'Tên đăng nhập', exact: true }).fill('minhkhoa');
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-khoa');
    await dialog.getByLabel('Nhập lại mật khẩu').fill('mat-khau-khoa');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await page.getByText('Tài khoản đã được tạo thành công! Bạn có thể sử dụng ngay từ hôm nay. Đăng nhập để sử dụng').waitFor();
    expect((await storedUsers()).find((user) => user.username === 'minhkhoa')).toMatchObject({ phone: '0901234567', phoneNormalized: '0901234567' });
  });

  it('the homepage editor will not save a required text left blank, and the public page shows the built-in text for blank fields', async () => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/admin/homepage-content`);
    const tagline = page.getByLabel('Khẩu hiệu');
    await page.waitForFunction(() => {
      const input = (globalThis as unknown as { document: { querySelector: (s: string) => { value: string } | null } }).document.querySelector('#homepage-content_hero_tagline');
      return !!input && input.value !== '';
    });
    await tagline.fill('');
    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await toast(page, 'Trang chủ không thể thiếu các nội dung sau, vui lòng nhập: Phần mở đầu › Khẩu hiệu.').waitFor();
    await page.getByText('Trường này là bắt buộc: trang chủ không thể thiếu nội dung này.').first().waitFor();
    expect(await publicSetting('homepage_content')).toBeNull();

    // A text that may be blank is stored blank; the public page shows the built-in one in its place.
    await admin.post('/api/setting').send({ type: 'homepage_content', setting: { hero: { tagline: 'Câu chào mới', description: '' } } }).expect(201);
    const visitor = await journey.newPage();
    await visitor.goto(`${journey.base}/`);
    await visitor.getByRole('heading', { name: 'Câu chào mới' }).waitFor();
    await visitor.getByText(DEFAULT_HOMEPAGE_CONTENT.hero.description).waitFor();
  });

  it('the homepage history offers the built-in content as a version to restore', async () => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/admin/homepage-content`);
    await page.getByRole('button', { name: 'Lịch sử' }).click();
    const drawer = page.getByRole('dialog', { name: 'Lịch sử nội dung trang chủ' });
    await drawer.getByText('Nội dung mặc định', { exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Khôi phục nội dung mặc định' }).click();
    await page.locator('.ant-popconfirm').filter({ hasText: 'Khôi phục nội dung mặc định?' }).getByRole('button', { name: 'Khôi phục' }).click();
    await toast(page, 'Content saved successfully!').waitFor();
    expect((await publicSetting('homepage_content')).hero.tagline).toBe(DEFAULT_HOMEPAGE_CONTENT.hero.tagline);
    const history = (await admin.get('/api/audit/stream/setting-homepage_content')).body.data;
    expect(history.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
  });

  it("a learner's own header background over the admins' default: upload, save, and back to the default", async () => {
    await admin.post('/api/setting').send({ type: 'header_background', scope: 'shared', setting: { imageUrl: '/files/mac-dinh.png' } }).expect(201);
    const learner = await journey.t.createUser();
    const page = await journey.signedInPage(learner.username, learner.password);
    await page.goto(`${journey.base}/home`);
    const headerImage = (expected: RegExp) =>
      page.waitForFunction((source) => {
        const { document, getComputedStyle } = globalThis as unknown as {
          document: { querySelector: (selector: string) => unknown };
          getComputedStyle: (element: unknown) => { backgroundImage: string };
        };
        const header = document.querySelector('.ant-layout-header');
        return !!header && new RegExp(source).test(getComputedStyle(header).backgroundImage);
      }, expected.source);
    await headerImage(/mac-dinh\.png/);
    const open = async () => {
      await page.locator('.ant-layout-header').getByRole('button').last().click();
      await page.getByRole('menuitem', { name: 'Header Background' }).click();
      return page.getByRole('dialog', { name: 'Header Background' });
    };

    let modal = await open();
    await modal.getByText('Đang dùng ảnh nền mặc định.').waitFor();
    expect(await modal.getByRole('button', { name: 'Dùng lại ảnh mặc định' }).count()).toBe(0);
    await modal.locator('input[type=file]').setInputFiles({ name: 'rieng.png', mimeType: 'image/png', buffer: png(6, 2, [20, 160, 60]) });
    await toast(page, 'Ảnh đã được tải lên thành công!').waitFor();
    await modal.getByText('Ảnh xem trước, chưa lưu.').waitFor();
    await modal.getByRole('button', { name: 'Lưu' }).click();
    await toast(page, 'Đã lưu ảnh nền header').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await headerImage(/\/files\/.+\.png/);
    const own = (await (await journey.t.signIn(learner.username, learner.password)).get('/api/setting/header_background')).body;
    expect(own).toMatchObject({ source: 'own', setting: { imageUrl: expect.stringMatching(/^\/files\/.+\.png$/) } });
    // The saved upload is claimed: the hourly clean-up keeps it.
    const [claimed] = await journey.t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM storage_upload WHERE claimed_at IS NOT NULL AND key = ?`, [own.setting.imageUrl.slice('/files/'.length)]);
    expect(claimed.n).toBe(1);

    modal = await open();
    await modal.getByText('Đang dùng ảnh nền riêng của bạn.').waitFor();
    await modal.getByRole('button', { name: 'Dùng lại ảnh mặc định' }).click();
    await page.locator('.ant-popconfirm').filter({ hasText: 'Dùng lại ảnh nền mặc định?' }).getByRole('button', { name: 'Dùng lại ảnh mặc định' }).click();
    await toast(page, 'Đã chuyển về ảnh nền mặc định').waitFor();
    await modal.getByText('Đang dùng ảnh nền mặc định.').waitFor();
    await headerImage(/mac-dinh\.png/);
  });

  it('an admin makes the previewed image the default for everyone from the same modal', async () => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/home`);
    await page.locator('.ant-layout-header').getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Header Background' }).click();
    const modal = page.getByRole('dialog', { name: 'Header Background' });
    await modal.locator('input[type=file]').setInputFiles({ name: 'chung.png', mimeType: 'image/png', buffer: png(6, 2, [200, 120, 20]) });
    await toast(page, 'Ảnh đã được tải lên thành công!').waitFor();
    await modal.getByRole('button', { name: 'Đặt làm ảnh mặc định' }).click();
    await page.locator('.ant-popconfirm').filter({ hasText: 'Đặt ảnh này làm ảnh nền mặc định cho mọi người?' }).getByRole('button', { name: 'Đặt làm ảnh mặc định' }).click();
    await toast(page, 'Đã đặt ảnh nền mặc định cho mọi người').waitFor();
    const preview = await modal.getByRole('img', { name: 'Header Background' }).getAttribute('src');
    expect((await publicSetting('header_background')).imageUrl).toBe(preview);
    // A learner without an own image sees it.
    const learner = await journey.t.createUser();
    const theirs = (await (await journey.t.signIn(learner.username, learner.password)).get('/api/setting/header_background')).body;
    expect(theirs).toMatchObject({ source: 'default', setting: { imageUrl: preview } });
  });

  it("answers an unknown address with the not-found screen and 404, decided from the web's own routes", async () => {
    const page = await journey.newPage();
    const unknown = await page.goto(`${journey.base}/khong-co-trang-nay`);
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Không tìm thấy trang' }).waitFor();
    for (const path of ['/', '/home-page', '/HOME', '/admin/homepage-content/', '/form-template/12']) {
      expect([path, (await journey.t.http().get(path)).status]).toEqual([path, 200]);
    }
    for (const path of ['/form-template/abc', '/admin/khong-co', '/assets/khong-co.js']) {
      expect([path, (await journey.t.http().get(path)).status]).toEqual([path, 404]);
    }
  });

});
