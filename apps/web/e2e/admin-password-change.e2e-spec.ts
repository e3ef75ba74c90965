import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startJourney, type Journey } from './journey.js';

/**
 * Issue 23 item 10: admin routes answer 403 PASSWORD_CHANGE_REQUIRED to an admin whose password an admin set, so the
 * admin screens ask for the new password first, as the learner's do.
 */
describe('an admin who must change their password', () => {
  let journey: Journey;
  let pending: { username: string; password: string };

  beforeAll(async () => {
    journey = await startJourney({ SEED_SAMPLE_CONTENT: 'false' });
    pending = await journey.t.createUser({ username: 'quantri.moi', email: 'quantri.moi@k9.test', isAdmin: true, mustChangePassword: true });
  });
  afterAll(() => journey?.close());

  it('is asked for a new password before any admin screen, then works', async () => {
    const page = await journey.signedInPage(pending.username, pending.password);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await page.goto(`${journey.base}/user-management`);
    const forced = page.getByRole('dialog', { name: 'Đặt mật khẩu mới' });
    await forced.waitFor();
    // The screen behind waits for the new password: it asks the server nothing it would refuse.
    await expect(page.getByRole('heading', { name: 'Quản lý người dùng' }).count()).resolves.toBe(0);
    expect(refused).toEqual([]);

    await forced.getByLabel('Mật khẩu mới', { exact: true }).fill('mat-khau-quan-tri-moi');
    await forced.getByLabel('Nhập lại mật khẩu mới').fill('mat-khau-quan-tri-moi');
    await forced.getByRole('button', { name: 'Lưu mật khẩu' }).click();
    await forced.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Quản lý người dùng' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'quantri.moi' }).first().waitFor();
    expect(refused).toEqual([]);
  });
});
