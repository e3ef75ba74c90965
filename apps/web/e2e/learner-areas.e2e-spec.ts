import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { toWav } from '../../api/src/platform/ai/audio/pcm.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { png } from './files.js';
import { sidewaysOverflow, suiteJourney } from './journey.js';

/** What of the areas (their list, an open item's modal, the floating buttons) ends past the right edge of the screen. */
function areaOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Element = { tagName: string; textContent: string | null; closest: (selector: string) => unknown; getBoundingClientRect: () => { right: number } };
    const { document } = globalThis as unknown as { document: { documentElement: { clientWidth: number }; querySelectorAll: (selector: string) => Iterable<Element> } };
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('[data-area] *, .ant-modal-wrap *, .ant-float-btn-group *')]
      .filter((element) => !element.closest('svg') && element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`);
  });
}

/** A real WAV (mono 16-bit PCM) of `seconds` of a soft tone, made here: a story the browser can play to the end. */
function wav(seconds: number, frequency = 440): Buffer {
  const sampleRate = 8000;
  const samples = Int16Array.from({ length: Math.round(sampleRate * seconds) }, (_, i) => Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 3000));
  return toWav({ samples, sampleRate });
}

/** The areas the learner home mounts as tabs (issue 13 §4): library, reports, stories, 'Về K9', and the floating buttons. */
describe('learner areas journeys', () => {
  const journey = suiteJourney({ SEED_SAMPLE_CONTENT: 'false' });
  let learner: { id: string; username: string; password: string };
  const ids: Record<string, number> = {};
  let music = '';
  const overview = `## Tổng quan thị trường\n\n${'Thị trường quý này ổn định, dòng tiền quay lại nhóm ngân hàng. '.repeat(20)}ĐOẠN CUỐI CHỈ HIỆN KHI MỞ RỘNG.`;

  const admin = () => journey.t.signInAdmin();
  const create = async (name: string, body: Record<string, unknown>) => {
    ids[name] = (await (await admin()).post('/api/k9').send({ status: 'published', isPublic: true, ...body }).expect(201)).body.id;
  };
  const upload = async (purpose: string, bytes: Buffer, name: string): Promise<string> =>
    (await (await admin()).post(`/api/upload-many-file?purpose=${purpose}`).attach('files', bytes, name).expect(201)).body.files[0].url;
  const setting = async (type: string, value: unknown) => (await admin()).post('/api/setting').send({ type, setting: value }).expect(201);

  beforeAll(async () => {
    learner = await journey.t.createUser({ email: 'hocvien.areas@example.vn' });
    await setting('TAG4_OPTIONS', [{ value: 'CFA', label: 'Chương trình CFA', description: 'Phân tích đầu tư', imageUrl: null }]);
    const picture = await upload('image', png(40, 30, [30, 120, 200]), 'anh-thu-vien.png');
    const story = await upload('audio', wav(1), 'cau-chuyen.wav');
    music = await upload('audio', wav(6, 220), 'nhac-nen.wav');

    await create('idea', {
      type: 'library',
      title: 'Ý tưởng quán cà phê sách',
      summary: 'Mô hình cà phê kết hợp thư viện cho sinh viên',
      category: 'Ý tưởng khởi nghiệp',
      imgUrls: [picture],
      detail: '## Mô hình\n\nThu phí theo giờ.<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>[bấm](javascript:window.__xss=3)',
    });
    await create('tip', { type: 'library', title: 'Mẹo gọi vốn vòng hạt giống', summary: 'Chuẩn bị số liệu', category: 'Tips khởi nghiệp', detail: 'Chuẩn bị kỹ.' });
    await create('cfaIdea', { type: 'library', title: 'Sáng tạo trong phân tích đầu tư', summary: 'Chỉ cho CFA', category: 'Sáng tạo khác', tag4: ['CFA'], detail: 'CFA.' });

    await create('story', { type: 'story', title: 'Chuyện người bán phở', summary: 'Chiếc sổ tay màu xanh', category: 'Bài viết', audioUrl: story, detail: 'Ông Tư bán phở.' });
    await create('silentStory', { type: 'story', title: 'Chuyện không có tiếng', summary: 'Chỉ để đọc', category: 'Kinh tế - tài chính', detail: 'Chỉ có chữ.' });
    await setting('BACKGROUND_AUDIO', { enabled: true, audioUrl: music, volume: 0.3 });

    await create('latest', { type: 'home', title: 'Tin mới của trường', summary: 'Mới nhất', homeCategory: 'latest', displayOrder: 1 });
    await create('trendingLow', { type: 'home', title: 'Xu hướng thứ hai', summary: 'Xu hướng, thứ tự 2', homeCategory: 'trending', displayOrder: 2 });
    await create('trending', { type: 'home', title: 'Xu hướng thứ nhất', summary: 'Xu hướng, thứ tự 1', homeCategory: 'trending', displayOrder: 1 });
    await create('featured', { type: 'home', title: 'Chào mừng đến với K9', summary: 'Bài nổi bật', featured: true, homeCategory: 'popular', detail: '# Giới thiệu\n\nTrường học trực tuyến.<script>window.__xss=4</script>' });

    const report = async (body: Record<string, unknown>) => (await (await admin()).post('/api/ai-summary').send({ status: 'published', category: 'Ngành', ...body }).expect(201)).body.id as number;
    ids.bankReport = await report({
      info: { title: 'Báo cáo ngành ngân hàng', sheetName: 'industry_report' },
      summary1: '**Tăng trưởng** tín dụng cải thiện.<img src=x onerror="window.__xss=5">',
      summary2: '## Chi tiết\n\nNợ xấu giảm dần.',
      tables: [{ id: 't1', name: 'Tăng trưởng tín dụng', type: 'quarterly', data: { Q1: '3,1%', Q2: '4,2%', Q3: '5%', Q4: '6,3%' } }],
    });
    ids.companyReport = await report({ info: { title: 'Báo cáo FPT', sheetName: 'company_report' }, summary1: 'FPT tăng trưởng.', category: 'Doanh nghiệp' });
    ids.companySummary = await report({ info: { title: 'Tổng quan doanh nghiệp VNM', sheetName: 'CompanySummary' }, summary1: 'Không thuộc danh sách báo cáo.' });
    await setting('REPORT_OVERVIEW', {
      overview,
      tables: [
        { id: 'o1', name: 'CPI', type: 'monthly', data: { 'Tháng 1': '3%', 'Tháng 2': '3,2%' } },
        { id: 'o2', name: 'GDP', type: 'yearly', data: {} },
      ],
    });

    await setting('GUIDELINE_SETTING', { imageUrl: picture, markdownText: '## Cách dùng\n\nChọn một tab.<script>window.__xss=6</script>' });
    await setting('ZALO_INFO', { phone: '0901 234 567', image: picture, text: 'Nhắn Zalo cho chúng tôi' });
  });

  // The first-visit guideline popup (GUIDELINE_SETTING is set here) would cover the page: already seen.
  const seen = async (page: Page) => {
    await page.context().addInitScript(() => (globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }).localStorage.setItem('firstTimeHomePopup', 'false'));
    return page;
  };
  const learnerPage = async (width = 1440) => seen(await journey.signedInPage(learner.username, learner.password, width));
  const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
  const noScriptRan = async (page: Page) => expect(page.evaluate(() => (globalThis as { __xss?: number }).__xss)).resolves.toBeUndefined();

  it('library: categories with counts, search, the program, and an item read safely', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=library`);
    const chips = page.getByRole('group', { name: 'Danh mục thư viện' });
    await chips.getByText('Tất cả (3)').waitFor();
    await chips.getByText('Ý tưởng khởi nghiệp (1)').waitFor();
    await chips.getByText('Tips khởi nghiệp (1)').waitFor();
    await chips.getByText('Sáng tạo khác (1)').waitFor();

    await chips.getByText('Tips khởi nghiệp (1)').click();
    const list = page.getByRole('list', { name: 'Thư viện' });
    await list.getByText('Ý tưởng quán cà phê sách').waitFor({ state: 'detached' });
    await list.getByText('Mẹo gọi vốn vòng hạt giống').waitFor();
    await chips.getByText('Tất cả (3)').click();

    await page.getByRole('searchbox', { name: 'Tìm kiếm trong thư viện...' }).fill('ca phe sach');
    await list.getByText('Mẹo gọi vốn vòng hạt giống').waitFor({ state: 'detached' });
    await list.getByText('Ý tưởng quán cà phê sách').waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(1);
    await page.getByRole('searchbox', { name: 'Tìm kiếm trong thư viện...' }).fill('không có gì như thế này');
    await page.getByText('Không tìm thấy nội dung phù hợp.').waitFor();
    await page.getByRole('searchbox', { name: 'Tìm kiếm trong thư viện...' }).fill('');

    await list.getByText('Ý tưởng quán cà phê sách').click();
    await page.waitForURL((url) => url.searchParams.get('item') === String(ids.idea));
    const item = page.getByRole('article', { name: 'Ý tưởng quán cà phê sách' });
    await item.getByText('Thu phí theo giờ.').waitFor();
    await item.getByRole('img', { name: 'Ý tưởng quán cà phê sách (1)' }).waitFor();
    await expect(item.locator('script, [onerror]').count()).resolves.toBe(0);
    await expect(item.getByText('bấm').getAttribute('href')).resolves.toBeNull();
    await noScriptRan(page);

    // A program keeps the items whose tag4 holds it.
    await page.goto(`${journey.base}/home?tab=library&program=CFA`);
    await chips.getByText('Tất cả (1)').waitFor();
    await list.getByText('Sáng tạo trong phân tích đầu tư').waitFor();

    // What an admin publishes meanwhile shows without a reload.
    await create('live', { type: 'library', title: 'Ý tưởng mới vừa đăng', summary: 'Mới', category: 'Sáng tạo khác', tag4: ['CFA'], detail: 'Mới.' });
    await list.getByText('Ý tưởng mới vừa đăng').waitFor();
    await chips.getByText('Tất cả (2)').waitFor();
  });

  it('reports: overview folded at 800 characters, tables in 4 / 6 / 3 columns, trend charts, company summaries hidden', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=report`);
    const card = page.locator('.ant-card').filter({ hasText: 'Tổng quan báo cáo' });
    await card.getByText('Tổng quan thị trường').waitFor();
    await expect(card.getByText('ĐOẠN CUỐI CHỈ HIỆN KHI MỞ RỘNG').count()).resolves.toBe(0);
    await card.getByRole('button', { name: 'Xem thêm' }).click();
    await card.getByText('ĐOẠN CUỐI CHỈ HIỆN KHI MỞ RỘNG.').waitFor();
    await card.getByRole('button', { name: 'Thu gọn' }).click();
    await expect(card.getByText('ĐOẠN CUỐI CHỈ HIỆN KHI MỞ RỘNG').count()).resolves.toBe(0);

    const columns = (name: string) =>
      page.getByRole('region', { name }).locator('dl').evaluate((element) => (globalThis as unknown as { getComputedStyle: (e: unknown) => { gridTemplateColumns: string } }).getComputedStyle(element).gridTemplateColumns.split(' ').length);
    await expect(columns('CPI (Theo tháng)')).resolves.toBe(6);
    await expect(columns('GDP (Theo năm)')).resolves.toBe(3);
    await page.getByRole('img', { name: 'Biểu đồ xu hướng: CPI' }).locator('svg').first().waitFor();

    const list = page.getByRole('list', { name: 'Danh sách báo cáo' });
    await list.getByText('Báo cáo ngành ngân hàng').waitFor();
    await list.getByText('Báo cáo FPT').waitFor();
    await list.locator('li', { hasText: 'Báo cáo FPT' }).getByText('Báo cáo doanh nghiệp').waitFor();
    await expect(list.getByText('Tổng quan doanh nghiệp VNM').count()).resolves.toBe(0);
    await page.getByText('2 báo cáo').waitFor();

    await list.getByRole('button', { name: 'Xem chi tiết: Báo cáo ngành ngân hàng' }).click();
    await page.waitForURL((url) => url.searchParams.get('item') === String(ids.bankReport));
    const detail = page.getByRole('article', { name: 'Báo cáo ngành ngân hàng' });
    await detail.getByText('Nợ xấu giảm dần.').waitFor();
    await expect(columns('Tăng trưởng tín dụng (Theo quý)')).resolves.toBe(4);
    await detail.getByRole('img', { name: 'Biểu đồ xu hướng: Tăng trưởng tín dụng' }).locator('svg').first().waitFor();
    await expect(detail.locator('[onerror]').count()).resolves.toBe(0);
    await noScriptRan(page);

    // A company summary's link does not open here.
    await page.goto(`${journey.base}/home?tab=report&item=${ids.companySummary}`);
    await page.getByRole('dialog').getByText('Không tìm thấy báo cáo này.').waitFor();

    // A report published meanwhile joins the open list without a reload, as the other lists do.
    const watcher = await learnerPage();
    const ready = watcher.waitForEvent('websocket').then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"session.ready"') }));
    await watcher.goto(`${journey.base}/home?tab=report`);
    await ready;
    const watched = watcher.getByRole('list', { name: 'Danh sách báo cáo' });
    await watched.getByText('Báo cáo ngành ngân hàng').waitFor();
    await (await admin()).post('/api/ai-summary').send({ status: 'published', category: 'Ngành', info: { title: 'Báo cáo ngành thép', sheetName: 'industry_report' }, summary1: 'Giá thép hồi phục.' }).expect(201);
    await watched.getByText('Báo cáo ngành thép').waitFor();
    await watcher.getByText('3 báo cáo').waitFor();
    await watcher.close();
  });

  it('stories: time filter, and the jingle then the story over the background music, pause, resume, stop, the end resets', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=story`);
    const list = page.getByRole('list', { name: 'Câu chuyện' });
    await list.getByText('Chuyện người bán phở').waitFor();
    await page.getByRole('group', { name: 'Danh mục câu chuyện' }).getByText('Bài viết (1)').waitFor();

    const time = page.getByRole('radiogroup', { name: 'Thời gian' }).or(page.getByLabel('Thời gian'));
    await time.getByText('Hôm qua').click();
    await page.getByText('Không tìm thấy câu chuyện phù hợp.').waitFor();
    await time.getByText('Hôm nay').click();
    await list.getByText('Chuyện người bán phở').waitFor();
    await time.getByText('Tất cả').click();

    // A story without audio cannot be played, and says why: in the row's description, beside the open story's button.
    const silent = list.getByRole('button', { name: 'Nghe: Chuyện không có tiếng' });
    await expect(silent.isDisabled()).resolves.toBe(true);
    const reason = await silent.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${reason}"]`).textContent()).resolves.toBe('Câu chuyện này chưa có audio.');
    await list.getByText('Chuyện không có tiếng').click();
    const silentItem = page.getByRole('article', { name: 'Chuyện không có tiếng' });
    await expect(silentItem.getByRole('button', { name: 'Nghe: Chuyện không có tiếng' }).isDisabled()).resolves.toBe(true);
    await silentItem.getByText('Câu chuyện này chưa có audio.').waitFor();

    await list.getByText('Chuyện người bán phở').click();
    const item = page.getByRole('article', { name: 'Chuyện người bán phở' });
    await item.getByText('Ông Tư bán phở.').waitFor();
    // BACKGROUND_AUDIO is enabled: its music is fetched with the jingle.
    const musicFetched = page.waitForRequest((request) => request.url().endsWith(music));
    await item.getByRole('button', { name: 'Nghe: Chuyện người bán phở' }).click();
    const player = item.getByRole('group', { name: 'Trình phát: Chuyện người bán phở' });
    await player.getByText('Nhạc mở đầu...').waitFor();
    await musicFetched;
    await player.getByRole('button', { name: 'Tạm dừng: Chuyện người bán phở' }).click();
    await player.getByText('Đã tạm dừng').waitFor();
    await player.getByRole('button', { name: 'Tiếp tục: Chuyện người bán phở' }).click();
    await player.getByText('Đang phát').waitFor({ timeout: 10_000 });
    // The one-second story ends and the player resets.
    await item.getByRole('button', { name: 'Nghe: Chuyện người bán phở' }).waitFor({ timeout: 10_000 });

    await item.getByRole('button', { name: 'Nghe: Chuyện người bán phở' }).click();
    await player.getByRole('button', { name: 'Dừng: Chuyện người bán phở', exact: true }).click();
    await item.getByRole('button', { name: 'Nghe: Chuyện người bán phở' }).waitFor();

    // Switching tab stops what plays.
    await item.getByRole('button', { name: 'Nghe: Chuyện người bán phở' }).click();
    await player.getByText('Nhạc mở đầu...').waitFor();
    await page.getByRole('tab', { name: 'Thư viện' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'library');
    await page.getByRole('tab', { name: 'Câu chuyện' }).click();
    await page.getByRole('list', { name: 'Câu chuyện' }).getByRole('button', { name: 'Nghe: Chuyện người bán phở' }).waitFor();
    await expect(page.getByRole('group', { name: 'Trình phát: Chuyện người bán phở' }).count()).resolves.toBe(0);
  });

  it("'Về K9': featured first, then by home category and display order; a card opens its detail, sanitised", async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=home`);
    const cards = page.getByRole('list', { name: 'Bài giới thiệu' }).getByRole('button');
    await cards.first().waitFor();
    await expect(cards.evaluateAll((buttons) => buttons.map((button) => (button as unknown as { getAttribute: (name: string) => string }).getAttribute('aria-label')))).resolves.toEqual([
      'Xem: Chào mừng đến với K9',
      'Xem: Xu hướng thứ nhất',
      'Xem: Xu hướng thứ hai',
      'Xem: Tin mới của trường',
    ]);
    await cards.first().click();
    const detail = page.getByRole('article', { name: 'Chào mừng đến với K9' });
    await detail.getByRole('heading', { name: 'Giới thiệu' }).waitFor();
    await expect(detail.locator('script').count()).resolves.toBe(0);
    await noScriptRan(page);
  });

  it('floating buttons: the guide, an e-mail with the profile address, the Zalo contact with its phone copied', async () => {
    const page = await learnerPage(375);
    await page.goto(`${journey.base}/home?tab=library`);
    await page.getByRole('button', { name: 'Hướng dẫn sử dụng' }).click();
    const guide = page.getByRole('dialog', { name: 'Hướng dẫn sử dụng' });
    await guide.getByRole('heading', { name: 'Cách dùng' }).waitFor();
    await guide.getByRole('button', { name: 'Đóng' }).click();

    await page.getByRole('button', { name: 'Liên hệ qua email' }).click();
    const mail = page.getByRole('dialog', { name: 'Gửi email liên hệ' });
    await expect(mail.getByLabel('Email của bạn').inputValue()).resolves.toBe('hocvien.areas@example.vn');
    await mail.getByLabel('Email của bạn').fill('');
    await mail.getByRole('button', { name: 'Gửi' }).click();
    await mail.getByText('Vui lòng nhập email!').waitFor();
    await mail.getByLabel('Email của bạn').fill('hocvien.areas@example.vn');
    await mail.getByLabel('Nội dung').fill('Em cần hỗ trợ đổi chương trình học.');
    await mail.getByRole('button', { name: 'Gửi' }).click();
    await toast(page, 'Email đã được gửi thành công!').waitFor();

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.base });
    await page.getByRole('button', { name: 'Liên hệ qua Zalo' }).click();
    const zalo = page.getByRole('dialog', { name: 'Liên hệ qua Zalo' });
    await zalo.getByText('Nhắn Zalo cho chúng tôi').waitFor();
    await expect(zalo.getByRole('button', { name: 'Chỉnh sửa' }).count()).resolves.toBe(0);
    await zalo.getByRole('button', { name: 'Sao chép số điện thoại' }).click();
    await toast(page, 'Đã sao chép số điện thoại!').waitFor();
    const copied = await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText: () => Promise<string> } } }).navigator.clipboard.readText());
    expect(copied).toBe('0901 234 567');
    await expect(sidewaysOverflow(page)).resolves.toMatchObject({ overflow: 0 });
  });

  it('an admin edits the Zalo contact in place', async () => {
    const adminTab = await seen(await journey.signedInPage(ADMIN.username, ADMIN.password));
    await adminTab.goto(`${journey.base}/home?tab=library`);
    await adminTab.getByRole('button', { name: 'Liên hệ qua Zalo' }).click();
    const zalo = adminTab.getByRole('dialog', { name: 'Liên hệ qua Zalo' });
    await zalo.getByRole('button', { name: 'Chỉnh sửa' }).click();
    await zalo.getByLabel('Số điện thoại').fill('0988 777 666');
    await zalo.getByLabel('Lời nhắn').fill('Gọi giờ hành chính');
    await zalo.getByRole('button', { name: 'Lưu' }).click();
    await toast(adminTab, 'Đã lưu thông tin liên hệ!').waitFor();
    await zalo.getByText('0988 777 666').waitFor();
    expect((await (await admin()).get('/api/setting/ZALO_INFO')).body.setting).toMatchObject({ phone: '0988 777 666', text: 'Gọi giờ hành chính' });
  });

  it('every area fits a 375 px phone', async () => {
    const page = await learnerPage(375);
    const shown = { library: 'Ý tưởng quán cà phê sách', report: 'Báo cáo ngành ngân hàng', story: 'Chuyện người bán phở', home: 'Chào mừng đến với K9' };
    for (const [tab, title] of Object.entries(shown)) {
      await page.goto(`${journey.base}/home?tab=${tab}`);
      await page.locator('[data-area]').getByText(title).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expect(sidewaysOverflow(page)).resolves.toMatchObject({ overflow: 0 });
      await expect(areaOverflow(page)).resolves.toEqual([]);
    }
    // An open item fills the phone's width, in a modal.
    for (const [tab, title] of [['library', 'Ý tưởng quán cà phê sách'], ['story', 'Chuyện người bán phở'], ['report', 'Báo cáo ngành ngân hàng']] as const) {
      await page.goto(`${journey.base}/home?tab=${tab}&item=${ids[{ library: 'idea', story: 'story', report: 'bankReport' }[tab]]}`);
      await page.getByRole('article', { name: title }).waitFor();
      await page.waitForLoadState('networkidle');
      await expect(areaOverflow(page)).resolves.toEqual([]);
    }
  });
});
