import { describe, expect, it } from '@jest/globals';
import type { ContentImportResponse, ContentListResponse, ContentRecord } from '@k9/contracts';
import type { Page } from 'playwright-core';
import { toWav } from '../../api/src/platform/ai/audio/pcm.js';
import { word, wordDocumentOf } from '../../api/test/helpers/documents.js';
import { contentRows, workbookOf } from '../../api/test/helpers/spreadsheets.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { png } from './files.js';
import { settledValue, suiteJourney } from './journey.js';

/** Twenty seconds of silence as a real WAV file (what the upload's sniffing and Chromium's player both take). */
const wav = (): Buffer => toWav({ samples: new Int16Array(160_000), sampleRate: 8000 });
/** The first box of an MP4 (enough for the upload to know it as a video). */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2', 'latin1')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The content screen's parts the main journey (content-management.e2e-spec.ts) does not walk through. */
describe('content management: live import progress, per-id outcomes and media', () => {
  const journey = suiteJourney({ SEED_SAMPLE_CONTENT: 'false' });

  const open = async (path: string): Promise<Page & { errors: string[] }> => {
    const page = (await journey.signedInPage(ADMIN.username, ADMIN.password)) as Page & { errors: string[] };
    page.errors = [];
    page.on('pageerror', (error) => page.errors.push(String(error)));
    await page.goto(`${journey.base}${path}`);
    return page;
  };
  const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
  const choose = async (page: Page, label: string, option: string, scope = page.locator('body')) => {
    await scope.getByLabel(label, { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  };
  const upload = async (bytes: Buffer, name: string, purpose: string) => {
    const response = await (await admin()).post(`/api/upload-many-file?purpose=${purpose}`).attach('files', bytes, name);
    expect(response.status).toBe(201);
    return (response.body as { files: Array<{ fileUrl: string }> }).files[0].fileUrl;
  };
  const admin = () => journey.t.signInAdmin();
  const list = async (type: string) => (await (await admin()).get(`/api/k9/type/${type}?pageSize=100`)).body as ContentListResponse;
  const create = async (body: Record<string, unknown>) => {
    const response = await (await admin()).post('/api/k9').send(body);
    expect(response.status).toBe(201);
    return response.body as ContentRecord;
  };
  const read = async (id: number) => (await (await admin()).get(`/api/k9/${id}`)).body as ContentRecord;

  it("follows a confirmed import over /ws: the job's progress moves the dialog, one read once it has ended, no polling", async () => {
    const page = await open('/home-management?tab=library');
    await page.getByRole('heading', { name: 'K9 Management' }).waitFor();
    const reads: string[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'GET' && /\/api\/k9\/import\/[^/?]+$/.test(new URL(response.url()).pathname))
        void response.json().then((body: ContentImportResponse) => reads.push(body.status));
    });
    await page.getByRole('button', { name: /Import$/ }).hover();
    await page.getByRole('menuitem', { name: 'Từ file Excel' }).click();
    const dialog = page.getByRole('dialog', { name: /^Import Excel vào / });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'thu-vien.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbookOf(contentRows(600)) });
    await dialog.getByRole('button', { name: 'Import 600 bản ghi' }).click();
    // The socket is open, so nothing polls (the 10 s fallback is for a socket that is down): the end can only come from
    // the job's snapshots over /ws.
    await dialog.getByText('Đã import 600 bản ghi').waitFor();
    await toast(page, 'Đã import 600 bản ghi').waitFor();
    // An import of this size takes seconds: a poll every second would have read it more often.
    expect(reads.length).toBeLessThanOrEqual(2);
    expect(reads.at(-1)).toBe('completed');
    if (reads.length === 2) expect(reads[0]).toBe('importing');
    expect((await list('library')).total).toBe(600);
    expect(page.errors).toEqual([]);
  });

  it('reports a bulk update per id: a record deleted meanwhile, one the server cannot find (the outcome modal), and stores the rest', async () => {
    const [first, gone, third] = [await create({ type: 'news', title: 'Thuế thu nhập cá nhân', summary: 'A', status: 'published' }), await create({ type: 'news', title: 'Bảo hiểm xã hội', summary: 'B', status: 'published' }), await create({ type: 'news', title: 'Lãi suất tiết kiệm', summary: 'C', status: 'published' })];
    const page = (await journey.signedInPage(ADMIN.username, ADMIN.password)) as Page & { errors: string[] };
    page.errors = [];
    page.on('pageerror', (error) => page.errors.push(String(error)));
    // This tab has not heard of the deletion yet (its 'content.changed' is held back): the bulk update still names it.
    await page.routeWebSocket(/\/ws$/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (!String(message).includes('"content.changed"')) socket.send(message);
      });
    });
    await page.goto(`${journey.base}/home-management?tab=news`);
    for (const record of [first, gone, third]) await page.getByRole('checkbox', { name: `Chọn ${record.title}` }).check();
    await page.getByText('Đã chọn 3').waitFor();
    expect((await (await admin()).delete(`/api/k9/${gone.id}`)).status).toBe(200);
    const bulkUpdate = async (program: string) => {
      await page.getByRole('button', { name: 'Cập nhật hàng loạt' }).click();
      const bulk = page.getByRole('dialog', { name: /^Cập nhật hàng loạt \d+ bản ghi/ });
      await choose(page, 'Trường cần cập nhật', 'Chương trình', bulk);
      await choose(page, 'Giá trị mới', program, bulk);
      await page.keyboard.press('Escape');
      await bulk.getByRole('button', { name: 'Lưu' }).click();
      await bulk.waitFor({ state: 'hidden' });
    };
    // The deleted one is not counted as updated; the summary says what happened to it.
    await bulkUpdate('Program 3');
    await toast(page, 'Đã cập nhật 2 bản ghi (Đã cập nhật 2, Đã bị xóa trước đó 1)').waitFor();
    expect([(await read(first.id)).tag4, (await read(third.id)).tag4]).toEqual([['Program 3'], ['Program 3']]);

    // A record the server cannot find at all (its id added to the request on its way): the per-id outcome modal.
    for (const record of [first, third]) await page.getByRole('checkbox', { name: `Chọn ${record.title}` }).check();
    await page.route('**/api/k9/update-batch', (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), ids: [first.id, 999_999, third.id] }) }));
    await bulkUpdate('Program 1');
    await toast(page, 'Đã cập nhật 2, Không tìm thấy 1').waitFor();
    const outcome = page.getByRole('dialog', { name: 'Kết quả theo từng bản ghi' });
    await outcome.getByText('Đã cập nhật 2, Không tìm thấy 1').waitFor();
    const missing = outcome.locator('.ant-table-row', { hasText: '999999' });
    await missing.getByText('Không tìm thấy', { exact: true }).waitFor();
    await missing.getByText('Không tìm thấy bản ghi.').waitFor();
    await outcome.locator('.ant-table-row', { hasText: 'Thuế thu nhập cá nhân' }).getByText('Đã cập nhật').waitFor();
    await outcome.locator('.ant-table-row', { hasText: 'Lãi suất tiết kiệm' }).getByText('Đã cập nhật').waitFor();
    await outcome.getByRole('button', { name: 'Đóng' }).last().click();
    await outcome.waitFor({ state: 'hidden' });
    expect([(await read(first.id)).tag4, (await read(third.id)).tag4]).toEqual([['Program 1'], ['Program 1']]);
    expect((await (await admin()).get(`/api/k9/${gone.id}`)).status).toBe(404);
    expect(page.errors).toEqual([]);
  });

  it('removes an avatar from the detail view (and says so when the server refuses), and plays audio with the spec messages', async () => {
    const avatarUrl = await upload(png(8, 8, [200, 30, 30]), 'anh-dai-dien.png', 'image');
    const audioUrl = await upload(wav(), 'doc-bai.wav', 'audio');
    const record = await create({ type: 'news', title: 'Chứng khoán phái sinh', summary: 'Tóm tắt', status: 'published', avatarUrl, audioUrl });
    const silent = await create({ type: 'news', title: 'Tin chưa có audio', summary: 'Tóm tắt', status: 'published' });
    const broken = await create({ type: 'news', title: 'Tin có audio hỏng', summary: 'Tóm tắt', status: 'published', audioUrl: '/files/khong-con-ton-tai.mp3' });
    const page = await open('/home-management?tab=news');
    const detailOf = async (title: string, id: number) => {
      await page.getByRole('button', { name: `Xem ${id}`, exact: true }).click();
      const detail = page.getByRole('dialog', { name: `Chi tiết bản ghi #${id}` });
      await detail.getByRole('article', { name: title }).waitFor();
      return detail;
    };

    // The server refuses the removal: the spec's message, the avatar stays.
    const detail = await detailOf(record.title, record.id);
    await detail.getByRole('region', { name: 'Ảnh đại diện' }).waitFor();
    await page.route('**/api/k9', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Lỗi máy chủ"}' }) : route.fallback()));
    await detail.getByRole('button', { name: 'Xóa avatar' }).click();
    await toast(page, /^Xóa avatar thất bại!/).waitFor();
    await page.unroute('**/api/k9');
    expect((await read(record.id)).avatarUrl).toBe(avatarUrl);
    await detail.getByRole('button', { name: 'Xóa avatar' }).click();
    await toast(page, 'Đã xóa avatar').waitFor();
    await detail.getByRole('region', { name: 'Ảnh đại diện' }).waitFor({ state: 'detached' });
    expect((await read(record.id)).avatarUrl).toBeNull();
    // Its audio plays.
    const player = detail.getByRole('button', { name: 'Audio' });
    await player.click();
    await player.getByText('Tạm dừng').waitFor();
    await player.click();
    await player.getByText('Phát').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    const none = await detailOf(silent.title, silent.id);
    await none.getByText('Chưa có audio', { exact: true }).waitFor();
    await none.getByRole('button', { name: 'Audio' }).click();
    await toast(page, 'Không có audio để phát!').waitFor();
    await page.keyboard.press('Escape');
    await none.waitFor({ state: 'hidden' });

    const failing = await detailOf(broken.title, broken.id);
    await failing.getByRole('button', { name: 'Audio' }).click();
    // The file is not there: the spec's "cannot load" (not the "cannot play" of a player that refuses).
    await toast(page, 'Không thể tải audio!').waitFor();
    await expect(toast(page, 'Không thể phát audio!').count()).resolves.toBe(0);
    await failing.getByRole('button', { name: 'Audio' }).getByText('Phát').waitFor();
    expect(page.errors).toEqual([]);
  });

  it("uploads a record's media in the form (the spec's refusals first) and stores what the form shows", async () => {
    const page = await open('/home-management?tab=library');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const form = page.getByRole('dialog', { name: /^Thêm bản ghi / });
    await form.getByLabel('Tiêu đề').fill('Thư viện đa phương tiện');
    await form.getByLabel('Tóm tắt').fill('Ảnh, video, tài liệu và audio');
    await form.getByText('Media', { exact: true }).click();
    const field = (label: string) => form.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });

    await field('Ảnh đại diện').locator('input[type=file]').setInputFiles({ name: 'dai-dien.png', mimeType: 'image/png', buffer: png(8, 8, [20, 120, 200]) });
    await field('Ảnh đại diện').getByRole('img', { name: 'avatar' }).waitFor();
    const images = field('Hình ảnh (tối đa 8: JPG, PNG, GIF)').locator('input[type=file]');
    // Not a JPG, PNG or GIF: the spec's message, nothing added.
    await images.setInputFiles({ name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('không phải ảnh') });
    await toast(page, /Chỉ chấp nhận hình ảnh JPG, PNG hoặc GIF!/).waitFor();
    // More than 8 at once: the spec's message, nothing added.
    await images.setInputFiles(Array.from({ length: 9 }, (_, n) => ({ name: `anh-${n}.png`, mimeType: 'image/png', buffer: png(4, 4, [n * 20, 0, 0]) })));
    await toast(page, 'Chỉ được tải lên tối đa 8 hình ảnh!').waitFor();
    await images.setInputFiles([1, 2, 3].map((n) => ({ name: `anh-${n}.png`, mimeType: 'image/png', buffer: png(4, 4, [0, n * 60, 0]) })));
    await field('Hình ảnh (tối đa 8: JPG, PNG, GIF)').getByRole('button', { name: 'Tải lên (3/8)' }).waitFor();
    await field('Hình ảnh (tối đa 8: JPG, PNG, GIF)').getByRole('button', { name: /^Xóa .+\.png$/ }).nth(1).click();
    await field('Hình ảnh (tối đa 8: JPG, PNG, GIF)').getByRole('button', { name: 'Tải lên (2/8)' }).waitFor();
    await field('Video (1)').locator('input[type=file]').setInputFiles({ name: 'gioi-thieu.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await field('Video (1)').getByRole('link', { name: /\.mp4$/ }).waitFor();
    await field('File đính kèm (tối đa 10)').locator('input[type=file]').setInputFiles({ name: 'tai-lieu.pdf', mimeType: 'application/pdf', buffer: PDF });
    await field('File đính kèm (tối đa 10)').getByRole('link', { name: /\.pdf$/ }).waitFor();
    await field('Audio').locator('input[type=file]').setInputFiles({ name: 'doc-bai.wav', mimeType: 'audio/wav', buffer: wav() });
    await field('Audio').getByRole('link', { name: /\.wav$/ }).waitFor();
    // A file the server will not take as audio: its message, the field unchanged.
    await field('Nhạc nền (1)').locator('input[type=file]').setInputFiles({ name: 'nhac-nen.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('không phải âm thanh') });
    await toast(page, /^Upload nhạc nền thất bại!/).waitFor();
    await expect(field('Nhạc nền (1)').getByRole('link').count()).resolves.toBe(0);

    await form.getByRole('button', { name: 'Tạo' }).click();
    await toast(page, 'Đã tạo bản ghi').waitFor();
    const [stored] = (await list('library')).data.filter((row) => row.title === 'Thư viện đa phương tiện');
    const saved = await read(stored.id);
    expect(saved.avatarUrl).toMatch(/^\/files\/.+\.png$/);
    expect(saved.imgUrls).toHaveLength(2);
    expect(saved.imgUrls.every((url) => /^\/files\/.+\.png$/.test(url))).toBe(true);
    expect(saved.videoUrl).toMatch(/^\/files\/.+\.mp4$/);
    expect(saved.fileUrls).toEqual([expect.stringMatching(/^\/files\/.+\.pdf$/)]);
    expect(saved.audioUrl).toMatch(/^\/files\/.+\.wav$/);
    expect(saved.backgroundAudio).toBeNull();
    // A draft's files are the admins' until it is published (issue 23 §3.8).
    const asAdmin = await admin();
    for (const url of [saved.avatarUrl, ...saved.imgUrls, saved.videoUrl, ...saved.fileUrls, saved.audioUrl]) expect((await asAdmin.get(url!)).status).toBe(200);
    // The detail names an attachment as it was uploaded, not by its stored key (issue 24 §2).
    await page.getByRole('button', { name: `Xem ${saved.id}`, exact: true }).click();
    const detail = page.getByRole('dialog', { name: `Chi tiết bản ghi #${saved.id}` });
    expect(await detail.getByRole('link', { name: 'tai-lieu.pdf', exact: true }).getAttribute('href')).toBe(saved.fileUrls[0]);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // Editing: the form shows what is stored; removing the avatar and the file is saved.
    await page.getByRole('button', { name: `Sửa ${saved.id}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Chỉnh sửa bản ghi #${saved.id}` });
    expect(await settledValue(edit.getByLabel('Tiêu đề'), 'Thư viện đa phương tiện')).toBe('Thư viện đa phương tiện');
    await edit.getByText('Media', { exact: true }).click();
    const editField = (label: string) => edit.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });
    await editField('Ảnh đại diện').getByRole('button', { name: 'Xóa' }).click();
    await editField('File đính kèm (tối đa 10)').getByRole('button', { name: /^Xóa .+\.pdf$/ }).click();
    await edit.getByRole('button', { name: 'Lưu' }).click();
    await toast(page, 'Đã lưu thay đổi').waitFor();
    const edited = await read(saved.id);
    expect({ avatarUrl: edited.avatarUrl, fileUrls: edited.fileUrls, imgUrls: edited.imgUrls, audioUrl: edited.audioUrl }).toEqual({ avatarUrl: null, fileUrls: [], imgUrls: saved.imgUrls, audioUrl: saved.audioUrl });
    expect(page.errors).toEqual([]);
  });

  it("uploads a program's image in the program manager and stores it with the program", async () => {
    const page = await open('/home-management?tab=caseTraining');
    await page.getByRole('button', { name: /Cài đặt$/ }).hover();
    await page.getByRole('menuitem', { name: 'Quản lý chương trình' }).click();
    const programs = page.getByRole('dialog', { name: 'Quản lý chương trình' });
    const row = programs.locator('.ant-table-row', { hasText: 'Program 1' }).first();
    await row.locator('input[type=file]').setInputFiles({ name: 'chuong-trinh.png', mimeType: 'image/png', buffer: png(8, 8, [240, 200, 0]) });
    await toast(page, 'Đã đổi tên').waitFor();
    await row.getByRole('img', { name: 'hình ảnh' }).waitFor();
    const options = (await (await admin()).get('/api/k9/tag-options')).body as { TAG4_OPTIONS: Array<{ label: string; imageUrl: string | null }> };
    const imageUrl = options.TAG4_OPTIONS.find((item) => item.label === 'Program 1')?.imageUrl;
    expect(imageUrl).toMatch(/^\/files\/.+\.png$/);
    expect(await row.getByRole('img', { name: 'hình ảnh' }).getAttribute('src')).toBe(imageUrl);
    expect((await journey.t.http().get(imageUrl!)).status).toBe(200);
    // A file that is not an image: the spec's upload message, the stored image unchanged.
    await row.locator('input[type=file]').setInputFiles({ name: 'khong-phai-anh.png', mimeType: 'image/png', buffer: Buffer.from('văn bản') });
    await toast(page, /^Upload hình ảnh thất bại!/).waitFor();
    const after = (await (await admin()).get('/api/k9/tag-options')).body as { TAG4_OPTIONS: Array<{ label: string; imageUrl: string | null }> };
    expect(after.TAG4_OPTIONS.find((item) => item.label === 'Program 1')?.imageUrl).toBe(imageUrl);
    expect(page.errors).toEqual([]);
  });

  it('previews an attached Word file in the page: its text as the server converted and sanitised it, no picture, nothing run', async () => {
    const docx = wordDocumentOf(
      [word.heading('Báo cáo thép quý 3'), word.text('<img src=x onerror="window.__xss = 1"> Doanh thu tăng.'), word.link('rIdRun', 'bấm vào đây'), word.picture('Biểu đồ doanh thu')],
      [{ id: 'rIdRun', target: 'javascript:window.__xss = 2' }],
    );
    const record = await create({ type: 'longForm', title: 'Báo cáo thép', summary: 'S', status: 'published', fileUrls: [await upload(docx, 'bao-cao.docx', 'document')] });
    const page = await open(`/home?tab=longForm&item=${record.id}`);
    const files = page.getByRole('article', { name: 'Báo cáo thép' }).getByRole('region', { name: 'Tài liệu đính kèm' });
    await files.getByRole('button', { name: 'Xem trước' }).first().click();
    const preview = page.getByRole('dialog', { name: /\.docx$/ });
    await preview.getByRole('heading', { name: 'Báo cáo thép quý 3' }).waitFor();
    await preview.getByText('<img src=x onerror="window.__xss = 1"> Doanh thu tăng.').waitFor();
    await expect(preview.locator('img').count()).resolves.toBe(0);
    await expect(preview.getByText('bấm vào đây').getAttribute('href')).resolves.toBeNull();
    await expect(page.evaluate(() => (globalThis as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
    expect(page.errors).toEqual([]);
  });
});
