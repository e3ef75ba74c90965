import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { png } from './files.js';
import { suiteJourney } from './journey.js';

const TITLE = 'Bài nhập có mã lạ';
const OUTSIDE = 'beacon.example';

/**
 * Issue 23 item 9: the probe's imported record, whose body blanked the learner's page (a `<style>`), called an outside
 * address through CSS `url()`, and offered a same-origin form that posted a typed password to `/api/email/send`.
 */
describe('markdown a record carries, as the learner reads it', () => {
  const journey = suiteJourney({ SEED_SAMPLE_CONTENT: 'false' });
  let learner: { username: string; password: string };
  let picture = '';

  beforeAll(async () => {
    learner = await journey.t.createUser({ username: 'hocvien.markdown' });
    const admin = await journey.t.signInAdmin();
    picture = (await admin.post('/api/upload-many-file?purpose=image').attach('files', png(40, 30, [30, 120, 200]), 'bieu-do.png').expect(201)).body.files[0].url;
    const detail = [
      'Nội dung bài học vẫn hiển thị.',
      `<style>body { display: none !important } .ant-layout { background: url(https://${OUTSIDE}/css.png) }</style>`,
      '<form action="/api/email/send" method="post"><p>Phiên đăng nhập đã hết hạn, nhập lại mật khẩu:</p><input type="password" name="message" placeholder="Mật khẩu"><button type="submit">Gửi</button></form>',
      `<img src="https://${OUTSIDE}/pixel.gif" alt="Ảnh theo dõi">`,
      `![Biểu đồ của trường](${picture})`,
    ].join('\n\n');
    // Through the import, as in the probe: a JSON list, previewed, then confirmed.
    const preview = (await admin.post('/api/k9/import/json').send({ type: 'news', json: JSON.stringify([{ title: TITLE, summary: 'Bản nhập', detail, imgUrls: [`https://${OUTSIDE}/cover.png`] }]) }).expect(201)).body;
    await admin.post(`/api/k9/import/${preview.importId}/confirm`).expect(202);
    const deadline = Date.now() + 20_000;
    while ((await admin.get(`/api/k9/import/${preview.importId}`).expect(200)).body.status !== 'completed') {
      if (Date.now() > deadline) throw new Error('the import did not complete');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  /** Every address the page asks for, and every request the page policy had to block (none should even be tried). */
  const watched = async (page: Page) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.context().addInitScript(() => {
      const scope = globalThis as unknown as { __blocked: string[]; localStorage: { setItem: (key: string, value: string) => void }; document: { addEventListener: (type: string, listener: (event: { blockedURI: string }) => void) => void } };
      scope.__blocked = [];
      scope.document.addEventListener('securitypolicyviolation', (event) => scope.__blocked.push(event.blockedURI));
      scope.localStorage.setItem('firstTimeHomePopup', 'false');
    });
    return { requests, blocked: () => page.evaluate(() => (globalThis as unknown as { __blocked: string[] }).__blocked) };
  };

  it('shows the text, keeps the page, asks nothing of another site, offers no field, and shows the outside image as a link', async () => {
    const page = await journey.signedInPage(learner.username, learner.password);
    const seen = await watched(page);
    const response = await page.goto(`${journey.base}/home?tab=stream`);
    expect(response?.headers()['content-security-policy']).toContain("img-src 'self' data: blob:;");
    await page.getByText(TITLE).first().click();
    const item = page.getByRole('article', { name: TITLE });
    const body = item.locator('.content-detail');
    await body.getByText('Nội dung bài học vẫn hiển thị.').waitFor();

    // The page is still there: the record's style did not hide it.
    await expect(page.evaluate(() => (globalThis as unknown as { getComputedStyle: (e: unknown) => { display: string }; document: { body: unknown } }).getComputedStyle((globalThis as unknown as { document: { body: unknown } }).document.body).display)).resolves.not.toBe('none');
    await expect(body.getByText('Nội dung bài học vẫn hiển thị.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('tab', { name: 'Lý thuyết', exact: false }).isVisible()).resolves.toBe(true);

    // No style, form or field in what the record became; its words stay, as words.
    await expect(body.locator('style, form, input, textarea, select, button, iframe, svg, script, [style], [class]').count()).resolves.toBe(0);
    await body.getByText('Phiên đăng nhập đã hết hạn, nhập lại mật khẩu:').waitFor();

    // The outside image is a link naming its host; this site's image loads.
    const beacon = body.getByRole('link', { name: `Ảnh theo dõi (${OUTSIDE})` });
    await expect(beacon.getAttribute('href')).resolves.toBe(`https://${OUTSIDE}/pixel.gif`);
    await expect(beacon.getAttribute('target')).resolves.toBe('_blank');
    await expect(beacon.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    // So is the record's own picture list when it points elsewhere.
    await expect(item.getByRole('region', { name: 'Hình ảnh' }).getByRole('link', { name: `${TITLE} (1) (${OUTSIDE})` }).getAttribute('href')).resolves.toBe(`https://${OUTSIDE}/cover.png`);
    const own = body.getByRole('img', { name: 'Biểu đồ của trường' });
    await expect(own.getAttribute('src')).resolves.toBe(picture);
    await page.waitForFunction((src) => [...(globalThis as unknown as { document: { images: Iterable<{ src: string; complete: boolean; naturalWidth: number }> } }).document.images].some((image) => image.src.endsWith(src) && image.complete && image.naturalWidth === 40), picture);

    // Nothing was asked of another site, not even tried and blocked by the page policy.
    await page.waitForLoadState('networkidle');
    expect(seen.requests.filter((url) => !url.startsWith(journey.base))).toEqual([]);
    await expect(seen.blocked()).resolves.toEqual([]);
    expect(seen.requests.filter((url) => url.includes('/api/email/send'))).toEqual([]);
  });
});
