import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DEFAULT_GRADING_PROMPT } from '@k9/domain';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { suiteJourney } from './journey.js';

describe('web shell journeys', () => {
  const journey = suiteJourney();

  const newPage = () => journey.newPage();
  const signIn = (page: Page, username: string, password: string) => journey.signInThroughModal(page, username, password);

  it('an admin signs in, reaches /admin, saves a setting and sees it in the audit list', async () => {
    const page = await newPage();
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/admin`);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([
      'AI Generation',
      'Homepage Content',
      'Page Management',
      'User Management',
      'K9 Management',
      'Company Report',
      // Screens added since sit in a second group below the spec's six.
      'AI',
      'Câu hỏi & Câu trả lời',
      'Nhật ký kiểm toán',
      'Duyệt điểm tự luận',
      'Yêu cầu liên hệ',
    ]);
    expect(await page.locator('.ant-menu-item-selected').innerText()).toContain('AI Generation');

    await page.getByRole('button', { name: 'Cài đặt hệ thống' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cài đặt hệ thống' });
    await drawer.getByRole('combobox', { name: 'Loại cài đặt' }).fill('ZALO_INFO');
    // The types come with the drawer's first read: Enter picks an option only once the list shows it.
    await page.locator('.ant-select-item-option', { hasText: 'ZALO_INFO' }).waitFor();
    await page.keyboard.press('Enter');
    await drawer.getByText('Chưa được lưu lần nào').waitFor();
    const json = drawer.getByLabel('Nội dung (JSON)');
    await json.fill('{"phone": "0901234567", "link": "https://zalo.me/0901234567"}');
    await drawer.getByRole('button', { name: 'Lưu cài đặt' }).click();
    await page.getByText('Đã lưu cài đặt').waitFor();

    const history = drawer.getByRole('list', { name: 'Lịch sử thay đổi' });
    const entry = history.getByRole('listitem').first();
    await entry.getByText(ADMIN.email).waitFor();
    expect(await entry.innerText()).toContain('SettingSaved');
    expect(await entry.innerText()).toContain('Phiên bản 1');

    // What the screen shows is what the server stored, with the admin as actor.
    const stored = await (await journey.t.signInAdmin()).get('/api/audit/stream/setting-ZALO_INFO');
    expect(stored.body.data).toHaveLength(1);
    expect(stored.body.data[0]).toMatchObject({ actorEmail: ADMIN.email, data: { setting: { phone: '0901234567' } } });
  });

  it('edits the essay grader in a form that starts from the built-in prompt and lists each saved version (issue 24 §2)', async () => {
    const page = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await page.goto(`${journey.base}/admin`);
    await page.getByRole('button', { name: 'Cài đặt hệ thống' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cài đặt hệ thống' });
    await drawer.getByRole('combobox', { name: 'Loại cài đặt' }).fill('QUIZ_GRADING_SETTING');
    // The types come with the drawer's first read: Enter picks an option only once the list shows it.
    await page.locator('.ant-select-item-option', { hasText: 'QUIZ_GRADING_SETTING' }).waitFor();
    await page.keyboard.press('Enter');
    await drawer.getByText('Đang dùng câu lệnh mặc định: chưa có phiên bản nào được lưu.').waitFor();
    const prompt = drawer.getByRole('textbox', { name: 'Câu lệnh chấm bài' });
    expect(await prompt.inputValue()).toBe(DEFAULT_GRADING_PROMPT);
    expect(await drawer.getByLabel('Nội dung (JSON)').count()).toBe(0);

    const stricter = `${DEFAULT_GRADING_PROMPT}\nTrừ điểm bài làm không có số liệu.`;
    await prompt.fill(stricter);
    await drawer.getByRole('button', { name: 'Lưu cài đặt chấm bài' }).click();
    await page.getByText('Đã lưu cài đặt chấm bài').waitFor();
    const versions = drawer.getByRole('list', { name: 'Các phiên bản đã lưu' }).getByRole('listitem');
    await versions.first().getByText('Phiên bản 1').waitFor();
    const admin = await journey.t.signInAdmin();
    // The model the form started from is this server's grading default.
    const { defaults } = (await admin.get('/api/ai/models').expect(200)).body;
    expect((await admin.get('/api/setting/QUIZ_GRADING_SETTING').expect(200)).body.setting).toEqual({ model: defaults.essayGrading, prompt: stricter });

    // The built-in prompt again, saved as version 2; version 1 can still be loaded back.
    await drawer.getByRole('button', { name: 'Dùng câu lệnh mặc định' }).click();
    expect(await prompt.inputValue()).toBe(DEFAULT_GRADING_PROMPT);
    await drawer.getByRole('button', { name: 'Lưu cài đặt chấm bài' }).click();
    await drawer.getByText('Đang dùng phiên bản 2.').waitFor();
    await versions.filter({ hasText: 'Phiên bản 2' }).waitFor();
    await versions.last().getByRole('button', { name: 'Dùng phiên bản này' }).click();
    expect(await prompt.inputValue()).toBe(stricter);
    expect((await admin.get('/api/setting/QUIZ_GRADING_SETTING').expect(200)).body.setting.prompt).toBe(DEFAULT_GRADING_PROMPT);
  });

  it('keeps visitors and learners out of the admin area, and shows a not-found screen', async () => {
    const visitor = await newPage();
    await visitor.goto(`${journey.base}/admin`);
    await visitor.waitForURL(`${journey.base}/`);

    const learner = await journey.t.createUser();
    const page = await newPage();
    await signIn(page, learner.username, learner.password);
    await page.goto(`${journey.base}/user-management`);
    await page.getByRole('heading', { name: 'Bạn không có quyền truy cập trang này' }).waitFor();

    await page.goto(`${journey.base}/khong-co-trang-nay`);
    await page.getByRole('heading', { name: 'Không tìm thấy trang' }).waitFor();
    await page.getByRole('button', { name: 'Quay về trang chủ' }).click();
    await page.waitForURL(`${journey.base}/`);
    // Still signed in: the homepage offers the way back to the learner area, not Đăng nhập / Đăng ký.
    await page.getByRole('banner').getByRole('link', { name: 'Vào Trang K9' }).click();
    await page.waitForURL(`${journey.base}/home`);
    await page.getByRole('tablist', { name: 'Các mục học tập' }).waitFor();
  });
});
