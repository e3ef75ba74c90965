import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, type TestApp } from '../../api/test/helpers/test-app.js';
import { png } from './files.js';
import { suiteJourney } from './journey.js';

/** Retries `check` until it passes (what a user would wait for), or fails with its last error. */
async function eventually(check: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('homepage content editor', () => {
  const journey = suiteJourney();
  let admin: Awaited<ReturnType<TestApp['signInAdmin']>>;
  let firstTagline: string;

  beforeAll(async () => {
    admin = await journey.t.signInAdmin();
  });

  const adminPage = async (path: string): Promise<Page> => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}${path}`);
    return page;
  };

  /** The editor, once the stored (or default) content is in its fields. */
  const openEditor = async (): Promise<Page> => {
    const page = await adminPage('/admin/homepage-content');
    await page.getByRole('heading', { name: 'Homepage Content' }).waitFor();
    await eventually(async () => expect(await page.getByLabel('Khẩu hiệu').inputValue()).not.toBe(''));
    return page;
  };

  /**
   * Runs `action` and waits for a toast with `text`. A form has one toast, which each new outcome replaces in place: an
   * older toast with the same text is first let go, so that it cannot pass for the new one.
   */
  const expectToast = async (page: Page, text: string, action: () => Promise<void>) => {
    const toast = page.locator('.ant-message-notice').filter({ hasText: text });
    await toast.first().waitFor({ state: 'hidden' });
    await action();
    await toast.first().waitFor();
  };
  const NOT_AN_IMAGE = 'Failed to upload image: Chỉ chấp nhận tệp hình ảnh (JPG, PNG, GIF, WEBP, SVG).';

  const slot = (page: Page, label: string): Locator => page.getByRole('group', { name: label });
  const publicSetting = async (key: string) => (await journey.t.http().get(`/api/public/setting/${key}`)).body.setting;
  const auditCount = async (stream: string) => (await admin.get(`/api/audit/stream/${stream}`)).body.data.length as number;

  it('saves an edited tagline and an uploaded module image; the public settings and the homepage show both', async () => {
    const page = await openEditor();
    firstTagline = 'Làm chủ tài chính doanh nghiệp qua 640 tình huống';
    await page.getByLabel('Khẩu hiệu').fill(firstTagline);

    const image = png(4, 3, [200, 40, 40]);
    await slot(page, 'Ảnh học phần 2').locator('input[type=file]').setInputFiles({ name: 'module.png', mimeType: 'image/png', buffer: image });
    const preview = slot(page, 'Ảnh học phần 2').getByRole('img', { name: 'Ảnh học phần 2' });
    await preview.waitFor();
    const url = (await preview.getAttribute('src')) ?? '';
    expect(url).toMatch(/^\/files\/.+\.png$/);

    await expectToast(page, 'Content saved successfully!', () => page.getByRole('button', { name: 'Save All Changes' }).click());

    const content = await publicSetting('homepage_content');
    expect(content.hero.tagline).toBe(firstTagline);
    expect(content.programs.modules).toHaveLength(8);
    expect((await publicSetting('homepage_images')).programs.modules).toEqual(['', url]);
    const stored = await journey.t.http().get(url).buffer(true);
    expect(stored.status).toBe(200);
    expect(Buffer.compare(stored.body as Buffer, image)).toBe(0);

    // One command per setting, each an event with the admin as actor.
    for (const stream of ['setting-homepage_content', 'setting-homepage_images']) {
      const events = (await admin.get(`/api/audit/stream/${stream}`)).body.data;
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'SettingSaved', actorEmail: ADMIN.email });
    }

    const visitor = await journey.newPage();
    await visitor.goto(`${journey.base}/`);
    await visitor.getByRole('heading', { name: firstTagline }).waitFor();
    await visitor.locator(`img[src="${url}"]`).waitFor({ state: 'attached' });
  });

  it('saves the pricing features one per line, trimmed, without blank lines', async () => {
    const page = await openEditor();
    const features = page.getByLabel('Quyền lợi (mỗi dòng một ý)');
    await features.fill('  Truy cập 1 năm  \n\n   \nBài kiểm tra có chấm điểm\n\t Trợ lý AI \n');
    await expectToast(page, 'Content saved successfully!', () => page.getByRole('button', { name: 'Save All Changes' }).click());

    expect((await publicSetting('homepage_content')).finalCta.pricing.features).toEqual(['Truy cập 1 năm', 'Bài kiểm tra có chấm điểm', 'Trợ lý AI']);
    expect(await features.inputValue()).toBe('Truy cập 1 năm\nBài kiểm tra có chấm điểm\nTrợ lý AI');
  });

  it('refuses a file that is not an image and changes nothing', async () => {
    const page = await openEditor();
    const module3 = slot(page, 'Ảnh học phần 3');
    const imagesBefore = await publicSetting('homepage_images');
    const imageEvents = await auditCount('setting-homepage_images');

    // Told apart in the browser (its type), and by the server (its bytes) when the type claims an image; either way
    // the toast gives the reason in the server's words.
    const uploads: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/upload-many-file')) uploads.push(response.status());
    });
    await expectToast(page, NOT_AN_IMAGE, () =>
      module3.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('không phải ảnh') }),
    );
    expect(uploads).toEqual([]);
    const refused = page.waitForResponse((response) => response.url().includes('/api/upload-many-file'));
    await expectToast(page, NOT_AN_IMAGE, () =>
      module3.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>không phải ảnh</html>') }),
    );
    expect((await refused).status()).toBeGreaterThanOrEqual(400);
    expect((await refused).status()).toBeLessThan(500);
    expect(await module3.locator('img').count()).toBe(0);
    await module3.getByText('Chưa có ảnh').waitFor();

    await expectToast(page, 'Content saved successfully!', () => page.getByRole('button', { name: 'Save All Changes' }).click());
    expect(await publicSetting('homepage_images')).toEqual(imagesBefore);
    expect(await auditCount('setting-homepage_images')).toBe(imageEvents);
  });

  it('keeps the edits when another admin saved meanwhile, and saves them over the newer version on request', async () => {
    const page = await openEditor();
    const imageEvents = await auditCount('setting-homepage_images');
    await page.getByLabel('Khẩu hiệu').fill('Bản của quản trị viên A');

    const current = (await admin.get('/api/setting/homepage_content')).body;
    const other = await admin
      .put('/api/setting')
      .set('If-Match', `W/"${current.version}"`)
      .send({ id: current.id, type: 'homepage_content', setting: { ...current.setting, hero: { ...current.setting.hero, tagline: 'Bản của quản trị viên B' } } });
    expect(other.status).toBe(200);

    await expectToast(page, 'Failed to save content', () => page.getByRole('button', { name: 'Save All Changes' }).click());
    await page.getByText('Một quản trị viên khác vừa lưu trang chủ trong lúc bạn đang sửa.').waitFor();
    expect(await page.getByLabel('Khẩu hiệu').inputValue()).toBe('Bản của quản trị viên A');
    expect((await publicSetting('homepage_content')).hero.tagline).toBe('Bản của quản trị viên B');

    await expectToast(page, 'Content saved successfully!', () => page.getByRole('button', { name: 'Vẫn lưu thay đổi của tôi' }).click());
    expect((await publicSetting('homepage_content')).hero.tagline).toBe('Bản của quản trị viên A');
    await page.getByText('Một quản trị viên khác vừa lưu trang chủ trong lúc bạn đang sửa.').waitFor({ state: 'detached' });
    // The images were not edited: nothing is written for them.
    expect(await auditCount('setting-homepage_images')).toBe(imageEvents);
  });

  it('lists who saved the content when, and restores the first version as a new event', async () => {
    const page = await openEditor();
    const events = await auditCount('setting-homepage_content');
    const first = (await admin.get('/api/audit/stream/setting-homepage_content')).body.data.at(-1);
    expect(first.version).toBe(1);

    await page.getByRole('button', { name: 'Lịch sử' }).click();
    const drawer = page.getByRole('dialog', { name: 'Lịch sử nội dung trang chủ' });
    const entries = drawer.getByRole('list', { name: 'Lịch sử nội dung trang chủ' }).getByRole('listitem');
    await eventually(async () => expect(await entries.count()).toBe(events));
    expect(await entries.first().innerText()).toContain(ADMIN.email);
    expect(await entries.first().innerText()).toContain('Đang dùng');
    expect(await entries.last().innerText()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(await entries.last().innerText()).toContain('Phiên bản 1');

    await entries.last().getByRole('button', { name: 'Khôi phục' }).click();
    await expectToast(page, 'Content saved successfully!', () =>
      page.locator('.ant-popconfirm').getByRole('button', { name: 'Khôi phục' }).click(),
    );

    const after = (await admin.get('/api/audit/stream/setting-homepage_content')).body.data;
    expect(after).toHaveLength(events + 1);
    expect(after[0]).toMatchObject({ type: 'SettingSaved', actorEmail: ADMIN.email, version: events + 1 });
    expect(after[0].data.setting).toEqual(first.data.setting);
    expect((await publicSetting('homepage_content')).hero.tagline).toBe(firstTagline);
    expect(await page.getByLabel('Khẩu hiệu').inputValue()).toBe(firstTagline);

    await page.getByRole('button', { name: 'Lịch sử' }).click();
    await eventually(async () => expect(await entries.count()).toBe(events + 1));
  });

  it('asks before leaving with unsaved edits: through the menu, Back or closing the tab; not once they are saved', async () => {
    const page = await openEditor();
    const stored = (await publicSetting('homepage_content')).hero.tagline;
    const menu = (name: string) => page.getByRole('navigation').getByRole('menuitem', { name });
    const confirm = page.getByRole('dialog').filter({ hasText: 'Rời trang mà không lưu?' });

    // Nothing edited: the menu leaves at once.
    await menu('User Management').click();
    await page.waitForURL(`${journey.base}/user-management`);
    await menu('Homepage Content').click();
    await page.waitForURL(`${journey.base}/admin/homepage-content`);
    await eventually(async () => expect(await page.getByLabel('Khẩu hiệu').inputValue()).toBe(stored));

    await page.getByLabel('Khẩu hiệu').fill('Một tiêu đề chưa lưu');
    await menu('User Management').click();
    await confirm.getByText('Các thay đổi chưa lưu của trang chủ sẽ mất.').waitFor();
    await confirm.getByRole('button', { name: 'Ở lại' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/homepage-content');
    expect(await page.getByLabel('Khẩu hiệu').inputValue()).toBe('Một tiêu đề chưa lưu');

    // Back (to the user list) asks too.
    await page.goBack();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Ở lại' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/homepage-content');

    // Closing the tab: the browser's own prompt; dismissed, the page and the edits stay.
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    expect(await page.getByLabel('Khẩu hiệu').inputValue()).toBe('Một tiêu đề chưa lưu');

    await menu('User Management').click();
    await confirm.getByRole('button', { name: 'Rời trang' }).click();
    await page.waitForURL(`${journey.base}/user-management`);
    expect((await publicSetting('homepage_content')).hero.tagline).toBe(stored);

    // Saved edits: nothing to lose, nothing asked (a prompt would be dismissed, and the page would stay open).
    const saved = await openEditor();
    await saved.getByLabel('Khẩu hiệu').fill('Một tiêu đề đã lưu');
    await expectToast(saved, 'Content saved successfully!', () => saved.getByRole('button', { name: 'Save All Changes' }).click());
    const closed = saved.waitForEvent('close');
    await saved.close({ runBeforeUnload: true });
    await closed;
    await page.goBack();
    await page.waitForURL(`${journey.base}/admin/homepage-content`);
    await eventually(async () => expect(await page.getByLabel('Khẩu hiệu').inputValue()).toBe('Một tiêu đề đã lưu'));
    await page.getByLabel('Khẩu hiệu').fill('Một tiêu đề đã lưu');
    await menu('User Management').click();
    await page.waitForURL(`${journey.base}/user-management`);
    expect(await confirm.count()).toBe(0);
  });

  it('saves the guideline image and markdown, readable publicly', async () => {
    const page = await openEditor();
    await page.getByRole('button', { name: 'Cài đặt Guideline' }).click();
    const modal = page.getByRole('dialog', { name: 'Cài đặt Guideline' });
    await modal.getByText('Ảnh tối đa 5MB').waitFor();

    const input = modal.locator('input[type=file]');
    await expectToast(page, 'Upload hình ảnh guideline thất bại!', () =>
      input.setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }),
    );
    await input.setInputFiles({ name: 'guide.png', mimeType: 'image/png', buffer: png(5, 5, [20, 120, 220]) });
    const preview = modal.getByRole('img', { name: 'Hình ảnh' });
    await preview.waitFor();
    const url = (await preview.getAttribute('src')) ?? '';
    expect(url).toMatch(/^\/files\/.+\.png$/);

    const markdown = '## Chào mừng bạn\nHọc **15 phút** mỗi ngày.\n\n- Tình huống\n- Lý thuyết';
    await modal.getByLabel('Nội dung (Markdown)').fill(markdown);
    const previewPane = modal.getByRole('region', { name: 'Xem trước' });
    await previewPane.getByRole('heading', { name: 'Chào mừng bạn' }).waitFor();
    expect(await previewPane.locator('strong').innerText()).toBe('15 phút');
    expect(await previewPane.getByRole('listitem').allInnerTexts()).toEqual(['Tình huống', 'Lý thuyết']);

    await expectToast(page, 'Đã lưu cài đặt', () => modal.getByRole('button', { name: 'Lưu' }).click());
    expect(await publicSetting('GUIDELINE_SETTING')).toEqual({ imageUrl: url, markdownText: markdown });
    const events = (await admin.get('/api/audit/stream/setting-GUIDELINE_SETTING')).body.data;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorEmail: ADMIN.email, data: { setting: { imageUrl: url, markdownText: markdown } } });
  });
});
