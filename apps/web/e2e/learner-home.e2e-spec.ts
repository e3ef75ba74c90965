import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { workbookOf } from '../../api/test/helpers/spreadsheets.js';
import { isUncovered, sidewaysOverflow, suiteJourney } from './journey.js';

/** The learner home (issue 13): tabs and address, reading, filters, marks, programs, restricted items, mobile. */
describe('learner home journeys', () => {
  const journey = suiteJourney({ SEED_SAMPLE_CONTENT: 'false' });
  let learner: { id: string; username: string; password: string };
  const ids: Record<string, number> = {};

  const create = async (name: string, body: Record<string, unknown>) => {
    const admin = await journey.t.signInAdmin();
    ids[name] = (await admin.post('/api/k9').send({ status: 'published', isPublic: true, ...body }).expect(201)).body.id;
  };

  beforeAll(async () => {
    const admin = await journey.t.signInAdmin();
    await admin
      .post('/api/setting')
      .send({
        type: 'TAG4_OPTIONS',
        setting: [
          { value: 'CFA', label: 'Chương trình CFA', description: 'Phân tích đầu tư', imageUrl: null },
          { value: 'MBA', label: 'Chương trình MBA', description: 'Quản trị kinh doanh', imageUrl: null },
        ],
      })
      .expect(201);
    const otherClass = (await admin.post('/api/user-class').send({ name: 'Lớp riêng' }).expect(201)).body.data.id;
    learner = await journey.t.createUser();
    await create('cfaNews', { type: 'news', title: 'Định giá cổ phiếu ngân hàng', summary: 'Tóm tắt CFA', category: 'Mô hình', tag4: ['CFA'], detail: '# Mở đầu\n\nNội dung định giá.\n\n## Phương pháp P/B\n\nChi tiết.' });
    await create('mbaNews', { type: 'news', title: 'Chiến lược đại dương xanh', summary: 'Tóm tắt MBA', category: 'Lý thuyết', tag4: ['MBA'], detail: 'Bài về chiến lược.' });
    await create('plainNews', { type: 'news', title: 'Kinh tế vĩ mô nhập môn', summary: 'Cơ bản', category: 'Lý thuyết', detail: 'Lạm phát và lãi suất.<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' });
    await create('secret', { type: 'news', title: 'Tài liệu nội bộ lớp riêng', summary: 'Bí mật', isPublic: false, allowed_user_class: [otherClass], detail: 'Không được thấy' });
    await create('caseA', { type: 'caseTraining', title: 'Case Vinamilk mở rộng', summary: 'Case A', tag1: 'Chiến lược', tag2: 'Cơ bản', hasTitle: true, detail: '# Bối cảnh\n\nA.\n\n## Câu hỏi\n\nB.' });
    await create('caseB', { type: 'caseTraining', title: 'Case FPT chuyển đổi số', summary: 'Case B', tag1: 'Công nghệ', tag2: 'Nâng cao', detail: 'Nội dung B' });
    await create('partOne', { type: 'news', cid: 'CHUOI-DINH-GIA', title: 'Chuỗi định giá, phần 1', summary: 'Phần 1', detail: 'Phần một.' });
    await create('partTwo', { type: 'news', cid: 'CHUOI-DINH-GIA', title: 'Chuỗi định giá, phần 2', summary: 'Phần 2', detail: 'Phần hai.' });
    const uploaded = (
      await admin
        .post('/api/upload-many-file')
        .attach('files', Buffer.from('Mã CK,Tên công ty\nVNM,"Vinamilk, CTCP"\n'), 'ma-ck.csv')
        .attach('files', workbookOf([['Chỉ tiêu', 'Quý 1'], ['Doanh thu', '1.250']]), 'chi-tieu.xlsx')
        .expect(201)
    ).body.files as Array<{ fileUrl: string }>;
    await create('longForm', { type: 'longForm', title: 'Kho tài nguyên: mẫu báo cáo', summary: 'Tài nguyên', category: 'Tài nguyên khác', detail: 'Mẫu', fileUrls: uploaded.map((file) => file.fileUrl) });
  });

  const learnerPage = (width = 1440) => journey.signedInPage(learner.username, learner.password, width);
  const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: false });
  const article = (page: Page, title: string) => page.getByRole('article', { name: title });
  const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

  it('opens a shared link (tab, program, item) in a fresh browser, and back and forward move between what was opened', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=stream&program=CFA&item=${ids.cfaNews}`);
    await article(page, 'Định giá cổ phiếu ngân hàng').waitFor();
    await expect(tab(page, 'Lý thuyết').first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Chương trình: Chương trình CFA' }).waitFor();
    // The program scopes the list: the MBA item is not listed.
    await page.locator(`[data-item-id="${ids.cfaNews}"]`).waitFor();
    await expect(page.locator(`[data-item-id="${ids.mbaNews}"]`).count()).resolves.toBe(0);

    // Another tab, then back: the address brings the item back.
    await tab(page, 'Case Study').first().click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'caseTraining');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('item') === String(ids.cfaNews));
    await article(page, 'Định giá cổ phiếu ngân hàng').waitFor();

    // The share button copies tab, program and item.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.base });
    await article(page, 'Định giá cổ phiếu ngân hàng').getByRole('button', { name: 'Chia sẻ' }).click();
    await toast(page, 'Đã sao chép liên kết!').waitFor();
    const copied = await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText: () => Promise<string> } } }).navigator.clipboard.readText());
    expect(copied).toBe(`${journey.base}/home?tab=stream&program=CFA&item=${ids.cfaNews}`);
  });

  it('reads an item safely, with its table of contents, and shows a restricted item as restricted', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=caseTraining&item=${ids.caseA}`);
    const caseA = article(page, 'Case Vinamilk mở rộng');
    await caseA.waitFor();
    const toc = caseA.getByRole('navigation', { name: 'Mục lục' });
    await expect(toc.getByRole('button').allInnerTexts()).resolves.toEqual(['Bối cảnh', 'Câu hỏi']);

    // Items that belong together (one cid) link to each other, each opening the theory tab in a new browser tab.
    await page.goto(`${journey.base}/home?tab=stream&item=${ids.partOne}`);
    const related = article(page, 'Chuỗi định giá, phần 1').getByRole('region', { name: 'Bài liên quan' }).getByRole('link');
    await related.first().waitFor();
    await expect(related.allInnerTexts()).resolves.toEqual([expect.stringContaining('Chuỗi định giá, phần 2')]);
    await expect(related.getAttribute('href')).resolves.toBe(`${journey.base}/home?tab=stream&item=${ids.partTwo}`);
    await expect(related.getAttribute('target')).resolves.toBe('_blank');

    await page.goto(`${journey.base}/home?tab=stream&item=${ids.plainNews}`);
    await article(page, 'Kinh tế vĩ mô nhập môn').getByText('Lạm phát và lãi suất.').waitFor();
    await expect(page.evaluate(() => (globalThis as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();

    await page.goto(`${journey.base}/home?tab=stream&item=${ids.secret}`);
    await page.getByText('Tài liệu không công khai').waitFor();
    await page.getByText('Vui lòng liên hệ quản trị viên để được cấp quyền.').waitFor();
    await expect(page.getByText('Không được thấy').count()).resolves.toBe(0);
  });

  it('previews attached CSV and Excel files in the page', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=longForm&item=${ids.longForm}`);
    const files = article(page, 'Kho tài nguyên: mẫu báo cáo').getByRole('region', { name: 'Tài liệu đính kèm' });
    // Stored files show the names they were uploaded with (the upload event keeps them), not their keys.
    await files.getByText('ma-ck.csv', { exact: true }).waitFor();
    await files.getByText('chi-tieu.xlsx', { exact: true }).waitFor();
    // The resources are not read by date: no time chips here (they are enabled on the theory tab).
    await expect(page.getByRole('search').getByText('Hôm qua', { exact: true }).count()).resolves.toBe(0);
    await files.getByRole('button', { name: 'Xem trước' }).first().click();
    const preview = page.getByRole('dialog', { name: 'ma-ck.csv' });
    await preview.getByRole('cell', { name: 'Vinamilk, CTCP' }).waitFor();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await files.getByRole('button', { name: 'Xem trước' }).nth(1).click();
    const sheet = page.getByRole('dialog', { name: 'chi-tieu.xlsx' });
    await sheet.getByRole('cell', { name: 'Doanh thu' }).waitFor();
    await sheet.getByRole('cell', { name: '1.250' }).waitFor();
  });

  it('says what was wrong with a bad address instead of a blank screen', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=khong-co&program=KHONG&item=abc`);
    // One notice says everything that was wrong, once the program list is known; it stays until closed.
    const told = page.getByRole('alert').filter({ hasText: 'Mục được yêu cầu không tồn tại. Đã mở mục Case Study.' });
    await told.waitFor();
    await expect(told.innerText()).resolves.toContain('Mã bài viết trong liên kết không hợp lệ.');
    await expect(told.innerText()).resolves.toContain('Chương trình trong liên kết không còn tồn tại.');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'caseTraining' && !url.searchParams.has('program') && url.searchParams.get('item') !== 'abc');
    await page.goto(`${journey.base}/home?tab=stream&item=99999999`);
    await page.getByText('Không tìm thấy nội dung này.', { exact: false }).waitFor();
  });

  it('filters case training by category and level, and theory by category, bookmark and read mark', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=caseTraining`);
    const list = page.getByRole('region', { name: 'Danh sách' });
    await list.locator(`[data-item-id="${ids.caseB}"]`).waitFor();
    await page.getByRole('checkbox', { name: 'Công nghệ (1)' }).or(page.getByText('Công nghệ (1)')).first().click();
    await list.locator(`[data-item-id="${ids.caseA}"]`).waitFor({ state: 'detached' });
    await expect(list.locator('[data-item-id]').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
    await list.locator(`[data-item-id="${ids.caseA}"]`).waitFor();

    await tab(page, 'Lý thuyết').first().click();
    await list.locator(`[data-item-id="${ids.mbaNews}"]`).waitFor();
    await page.getByText('Lý thuyết (2)').click();
    await list.locator(`[data-item-id="${ids.cfaNews}"]`).waitFor({ state: 'detached' });

    // Bookmark the MBA item, then list bookmarks only.
    await page.getByRole('button', { name: 'Đặt lại bộ lọc' }).click();
    await list.locator(`[data-item-id="${ids.mbaNews}"]`).getByRole('button', { name: 'Lưu bài' }).click();
    await list.locator(`[data-item-id="${ids.mbaNews}"]`).getByRole('button', { name: 'Bỏ lưu' }).waitFor();
    await page.getByRole('switch', { name: 'Chỉ bài đã lưu' }).click();
    await list.locator(`[data-item-id="${ids.plainNews}"]`).waitFor({ state: 'detached' });
    // The bookmarked item is there once the filtered page has come (the old rows may leave before it arrives).
    await list.locator(`[data-item-id="${ids.mbaNews}"]`).waitFor();
    await expect(list.locator('[data-item-id]').count()).resolves.toBe(1);
    await page.getByRole('switch', { name: 'Chỉ bài đã lưu' }).click();

    // Mark the CFA item read, then list unread only.
    await list.locator(`[data-item-id="${ids.cfaNews}"]`).click();
    const cfa = article(page, 'Định giá cổ phiếu ngân hàng');
    await cfa.getByRole('button', { name: 'Đánh dấu đã đọc' }).click();
    await cfa.getByRole('button', { name: 'Đánh dấu chưa đọc' }).waitFor();
    await page.getByRole('search').getByText('Chưa đọc', { exact: true }).click();
    await list.locator(`[data-item-id="${ids.cfaNews}"]`).waitFor({ state: 'detached' });
    await list.locator(`[data-item-id="${ids.plainNews}"]`).waitFor();

    // Time chips: everything here was written today (Vietnam time).
    await page.getByRole('button', { name: 'Đặt lại bộ lọc' }).click();
    await page.getByRole('search').getByText('Hôm qua', { exact: true }).click();
    await page.getByText('Không tìm thấy tin tức phù hợp').waitFor();
    await page.getByRole('search').getByText('Hôm nay', { exact: true }).click();
    await list.locator(`[data-item-id="${ids.cfaNews}"]`).waitFor();
    await expect(list.locator('[data-item-id]').count()).resolves.toBe(5);
  });

  it('lets go of an open item the list no longer holds after a filter change: the first visible item, or the empty prompt (1440 px)', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=stream`);
    const list = page.getByRole('region', { name: 'Danh sách' });
    const pane = page.getByRole('region', { name: 'Nội dung' });
    await list.locator(`[data-item-id="${ids.cfaNews}"] > button`).click();
    await page.waitForURL((url) => url.searchParams.get('item') === String(ids.cfaNews));
    await article(page, 'Định giá cổ phiếu ngân hàng').waitFor();

    // The category leaves the open item out: the first row it lists opens, in the pane and in the address.
    await page.getByText('Lý thuyết (2)').click();
    await list.locator(`[data-item-id="${ids.cfaNews}"]`).waitFor({ state: 'detached' });
    const first = Number(await list.locator('[data-item-id]').first().getAttribute('data-item-id'));
    expect([ids.mbaNews, ids.plainNews]).toContain(first);
    await page.waitForURL((url) => url.searchParams.get('item') === String(first));
    await pane.getByRole('article', { name: first === ids.mbaNews ? 'Chiến lược đại dương xanh' : 'Kinh tế vĩ mô nhập môn' }).waitFor();
    await expect(list.locator(`[data-item-id="${first}"] > button`).getAttribute('aria-current')).resolves.toBe('true');

    // Each category chip has its menu of titles: a pick switches to the category, then opens the item.
    await page.getByRole('button', { name: 'Bài viết trong "Mô hình"' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Định giá cổ phiếu ngân hàng' }).click();
    await page.waitForURL((url) => url.searchParams.get('item') === String(ids.cfaNews));
    await pane.getByRole('article', { name: 'Định giá cổ phiếu ngân hàng' }).waitFor();
    await list.locator(`[data-item-id="${ids.plainNews}"]`).waitFor({ state: 'detached' });
    await expect(list.locator('[data-item-id]').count()).resolves.toBe(1);

    // Nothing listed: no item in the pane or the address, the empty prompt instead.
    await page.getByRole('search').getByText('Hôm qua', { exact: true }).click();
    await list.getByText('Không tìm thấy tin tức phù hợp').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('item'));
    await pane.getByText('Chọn một bài viết để xem nội dung').waitFor();
    await expect(pane.getByRole('article').count()).resolves.toBe(0);
  });

  it('lets go of an open item the list no longer holds after a filter change (375 px): no modal, no item in the address', async () => {
    const page = await learnerPage(375);
    await page.goto(`${journey.base}/home?tab=stream`);
    const list = page.getByRole('region', { name: 'Danh sách' });
    await list.locator(`[data-item-id="${ids.cfaNews}"] > button`).click();
    // The phone's modal is named after the item.
    const dialog = page.getByRole('dialog', { name: 'Định giá cổ phiếu ngân hàng' });
    await dialog.getByRole('article', { name: 'Định giá cổ phiếu ngân hàng' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Lý thuyết (2)').click();
    await list.locator(`[data-item-id="${ids.cfaNews}"]`).waitFor({ state: 'detached' });
    await page.getByRole('search').getByText('Hôm qua', { exact: true }).click();
    await list.getByText('Không tìm thấy tin tức phù hợp').waitFor();
    expect(new URL(page.url()).searchParams.has('item')).toBe(false);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    // A shared link to an item the saved filters leave out still opens it: arriving is not filtering.
    await page.goto(`${journey.base}/home?tab=stream&item=${ids.cfaNews}`);
    await dialog.getByRole('article', { name: 'Định giá cổ phiếu ngân hàng' }).waitFor();
  });

  it('moves between tabs from the keyboard: one Tab stop, arrows, a named ... menu that takes and gives back focus', async () => {
    const page = await learnerPage(375);
    await page.goto(`${journey.base}/home?tab=caseTraining`);
    const tabs = page.getByRole('tablist', { name: 'Các mục học tập' });
    const selected = tabs.getByRole('tab', { selected: true });
    await expect(selected.getAttribute('aria-controls')).resolves.toBe('home-tab-panel');
    await page.locator('#home-tab-panel[role="tabpanel"]').waitFor();
    await expect(tabs.locator('[role="tab"][tabindex="0"]').count()).resolves.toBe(1);
    // The focus ring is not cut off by the bar.
    await expect(tabs.evaluate((element) => (globalThis as unknown as { getComputedStyle: (e: unknown) => { overflow: string } }).getComputedStyle(element).overflow)).resolves.toBe('visible');
    const focusedId = () => page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id ?? '');
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    await expect(focusedId()).resolves.toBe('tab-stream');
    await page.keyboard.press('ArrowLeft');
    await expect(focusedId()).resolves.toBe('tab-caseTraining');
    await page.keyboard.press('End');
    const more = tabs.getByRole('tab', { name: 'Các mục khác' });
    await expect(more.evaluate((element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)).resolves.toBe(true);
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Enter');
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // Focus is in the menu; a choice takes the learner there, and focus comes back to the '...' tab.
    await expect(menu.evaluate((element) => (element as unknown as { contains: (other: unknown) => boolean }).contains((globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement))).resolves.toBe(true);
    await menu.getByRole('menuitem', { name: 'Thư viện' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'library');
    const moreNamed = tabs.getByRole('tab', { name: 'Các mục khác: Thư viện' });
    await expect(moreNamed.getAttribute('aria-selected')).resolves.toBe('true');
    await page.waitForFunction(() => (globalThis as unknown as { document: { activeElement: { getAttribute: (name: string) => string | null } | null } }).document.activeElement?.getAttribute('aria-label') === 'Các mục khác: Thư viện');
  });

  it('puts a bookmark back and says so when the server refuses it', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=stream&item=${ids.plainNews}`);
    const item = article(page, 'Kinh tế vĩ mô nhập môn');
    await item.getByRole('button', { name: 'Lưu bài' }).waitFor();
    await page.route('**/api/learner/marks/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Máy chủ đang bận' }) }));
    await item.getByRole('button', { name: 'Lưu bài' }).click();
    await toast(page, 'Không lưu được thay đổi. Vui lòng thử lại.').waitFor();
    await item.getByRole('button', { name: 'Lưu bài' }).waitFor();
    await page.unroute('**/api/learner/marks/**');
    await item.getByRole('button', { name: 'Lưu bài' }).click();
    await item.getByRole('button', { name: 'Bỏ lưu' }).waitFor();
    await page.reload();
    await article(page, 'Kinh tế vĩ mô nhập môn').getByRole('button', { name: 'Bỏ lưu' }).waitFor();
  });

  it('picks a program: the list is scoped and the choice is kept in the address and for the next visit', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=stream`);
    const list = page.getByRole('region', { name: 'Danh sách' });
    await list.locator(`[data-item-id="${ids.cfaNews}"]`).waitFor();
    await page.getByRole('button', { name: 'Chương trình: Tất cả chương trình' }).click();
    await page.getByRole('dialog', { name: 'Chọn chương trình học' }).getByRole('button', { name: 'Chương trình MBA' }).click();
    await page.waitForURL((url) => url.searchParams.get('program') === 'MBA');
    await list.locator(`[data-item-id="${ids.cfaNews}"]`).waitFor({ state: 'detached' });
    await list.locator(`[data-item-id="${ids.mbaNews}"]`).waitFor();
    await page.goto(`${journey.base}/home?tab=stream`);
    await page.waitForURL((url) => url.searchParams.get('program') === 'MBA');
  });

  it('on a 375 px phone: three whole tabs and a ... menu, nothing sticking out or covered, the detail in a full-width modal named after it', async () => {
    const page = await learnerPage(375);
    await page.goto(`${journey.base}/home?tab=caseTraining`);
    await page.locator(`[data-item-id="${ids.caseA}"]`).waitFor();
    await page.getByRole('search').getByText('Chiến lược (1)').waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('tablist').getByRole('tab').count()).resolves.toBe(4);
    // The level control and the category chips fit; no tab label is cut ('Case St…').
    await expect(sidewaysOverflow(page)).resolves.toMatchObject({ overflow: 0 });
    const cutLabels = await page.getByRole('tab').evaluateAll((tabs) =>
      (tabs as unknown as Array<{ querySelectorAll: (selector: string) => Iterable<{ scrollWidth: number; clientWidth: number; textContent: string | null }> }>)
        .flatMap((tab) => [...tab.querySelectorAll('span')])
        .filter((span) => span.scrollWidth > span.clientWidth + 1)
        .map((span) => span.textContent),
    );
    expect(cutLabels).toEqual([]);
    // No row's share or bookmark lies under the floating buttons (bottom right), wherever the list is scrolled.
    const floating = (await page.locator('.ant-float-btn-group').boundingBox())!;
    for (const id of [ids.caseA, ids.caseB]) {
      for (const name of ['Chia sẻ', 'Lưu bài']) {
        const control = page.locator(`[data-item-id="${id}"]`).getByRole('button', { name });
        const box = (await control.boundingBox())!;
        expect(box.x + box.width).toBeLessThan(floating.x);
        await control.scrollIntoViewIfNeeded();
        expect(await isUncovered(control)).toBe(true);
      }
    }
    await page.locator(`[data-item-id="${ids.caseA}"] > button`).click();
    const dialog = page.getByRole('dialog', { name: 'Case Vinamilk mở rộng' });
    await dialog.getByRole('article', { name: 'Case Vinamilk mở rộng' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Các mục khác' }).click();
    await page.getByRole('menuitem', { name: 'Kho tài nguyên' }).or(page.getByRole('menuitem', { name: 'Case Builder' })).first().waitFor();
    await page.getByRole('menuitem', { name: 'Case Builder' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'caseUser');
    await page.getByRole('region', { name: 'Bạn chưa tạo case nào' }).waitFor();
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
  });
});
