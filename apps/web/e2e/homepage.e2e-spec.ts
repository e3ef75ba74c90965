import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type TestApp } from '../../api/test/helpers/test-app.js';
import { countdownTarget, timeLeft } from '../src/features/site/homepage/countdown.js';
import { DEFAULT_HOMEPAGE_CONTENT } from '../src/features/site/homepage/default-content.js';
import { buildHomepageView, resolveHomepage } from '../src/features/site/homepage/merge-content.js';
import { startJourney, type Journey } from './journey.js';

const MODULE_CODES = ['D101', 'D201', 'D251', 'D501', 'D551', 'D601', 'D801', 'D901'];
const POPUP_TEXT = 'Không xuất hiện lần sau';

describe('homepage logic (spec 1 §4, §8, §9)', () => {
  it('counts down to 23:59:59 five days ahead, then shows zeros', () => {
    const now = new Date(2026, 0, 10, 10, 0, 0);
    const target = countdownTarget(now);
    expect(target).toEqual(new Date(2026, 0, 15, 23, 59, 59));
    expect(timeLeft(target, now)).toEqual({ days: 5, hours: 13, minutes: 59, seconds: 59 });
    expect(timeLeft(target, new Date(2026, 0, 15, 23, 59, 58, 400))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(timeLeft(target, new Date(2026, 0, 20))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('merges stored content over the defaults section by section and images by index', () => {
    const view = buildHomepageView(
      DEFAULT_HOMEPAGE_CONTENT,
      { hero: { tagline: 'Câu mới' }, faq: 'hỏng', programs: { modules: [{ title: 'D101 · Mới', description: 'Mô tả' }] } },
      { programs: { modules: ['', ' /uploads/d.png '] }, problem: { cards: ['/uploads/p.png'] }, socialProof: { testimonials: ['/t1.png', ''] } },
    );
    expect(view.content.hero).toEqual({ ...DEFAULT_HOMEPAGE_CONTENT.hero, tagline: 'Câu mới' });
    expect(view.content.faq).toEqual(DEFAULT_HOMEPAGE_CONTENT.faq);
    expect(view.content.programs.modules).toEqual([{ title: 'D101 · Mới', image: 'D101', description: 'Mô tả' }]);
    expect(view.content.problem.cards.map((card) => card.image)).toEqual(['/uploads/p.png', ...DEFAULT_HOMEPAGE_CONTENT.problem.cards.slice(1).map((card) => card.image)]);
    expect(view.testimonialImages).toEqual(['/t1.png']);
    expect(DEFAULT_HOMEPAGE_CONTENT.programs.modules.map((module) => module.title.slice(0, 4))).toEqual(MODULE_CODES);
  });

  it('uses the defaults when loading fails, and the retry screen only without any content', () => {
    const ok = { isLoading: false, isError: false, setting: null };
    const failed = { isLoading: false, isError: true, setting: undefined };
    expect(resolveHomepage(DEFAULT_HOMEPAGE_CONTENT, { ...ok, isLoading: true }, ok)).toEqual({ kind: 'loading' });
    const fallback = resolveHomepage(DEFAULT_HOMEPAGE_CONTENT, failed, failed);
    expect(fallback.kind === 'ready' && fallback.view.content).toEqual(DEFAULT_HOMEPAGE_CONTENT);
    expect(resolveHomepage(null, failed, ok)).toEqual({ kind: 'error' });
    expect(resolveHomepage(null, ok, ok)).toEqual({ kind: 'error' });
  });
});

describe('public homepage and welcome popup journeys', () => {
  let journey: Journey;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    journey = await startJourney();
    ({ t, base } = journey);
  });
  afterAll(() => journey?.close());

  const newPage = (width = 1440, height = 900) => journey.newPage(width, height);
  const openHome = async (page: Page) => {
    await page.goto(`${base}/`);
    await page.locator('#final-cta').waitFor();
  };
  const saveSetting = async (type: string, setting: unknown) => {
    const admin = await t.signInAdmin();
    const current = await admin.get(`/api/setting/${type}`).expect(200);
    const saved = current.body.id
      ? await admin.put('/api/setting').send({ id: current.body.id, type, setting })
      : await admin.post('/api/setting').send({ type, setting });
    expect([200, 201]).toContain(saved.status);
  };

  it('renders the built-in content when nothing is stored, with no antd code until a modal is wanted', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openHome(page);
    const hero = DEFAULT_HOMEPAGE_CONTENT.hero;
    await page.getByRole('heading', { level: 1, name: hero.tagline }).waitFor();
    const body = await page.locator('main').innerText();
    for (const code of MODULE_CODES) expect(body).toContain(code);
    expect(body).toContain('489.000 VND');
    expect(body).toContain('640+');
    expect(body).toContain('170+');
    await page.getByRole('heading', { name: DEFAULT_HOMEPAGE_CONTENT.faq.title }).waitFor();
    expect(await page.locator('#faq button[aria-expanded]').count()).toBe(5);
    // Sections in the order of spec 1 §2.3.
    expect(await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id))).toEqual([
      'hero', 'problem', 'solution', 'how-it-works', 'stats', 'programs', 'social-proof', 'faq', 'final-cta',
    ]);
    expect(scripts.filter((url) => /antd-providers|auth-modals|admin-layout|learner-layout/.test(url))).toEqual([]);

    // The hero button scrolls smoothly to the final call to action.
    await page.getByRole('link', { name: hero.ctaText }).click();
    await page.waitForFunction("(() => { const top = document.getElementById('final-cta').getBoundingClientRect().top; return top >= 0 && top < 120; })()");
    expect(new URL(page.url()).hash).toBe('#final-cta');
    await page.context().close();
  });

  it('shows a countdown to 23:59:59 five days ahead that ticks every second', async () => {
    const page = await newPage();
    await page.clock.install({ time: new Date(2026, 0, 10, 10, 0, 0) });
    await openHome(page);
    // Stop the clock 10 s after the start: the target, 15 January 23:59:59, is then 5 d 13:59:49 away.
    await page.clock.pauseAt(new Date(2026, 0, 10, 10, 0, 10));
    const values = () => page.getByRole('timer').locator('li > span:first-child').allInnerTexts();
    expect(await values()).toEqual(['05', '13', '59', '49']);
    await page.clock.runFor(3000);
    expect(await values()).toEqual(['05', '13', '59', '46']);
    await page.context().close();
  });

  it('opens one FAQ item at a time and the register modal from the final call to action', async () => {
    const page = await newPage();
    await openHome(page);
    const [first, second] = DEFAULT_HOMEPAGE_CONTENT.faq.items;
    const question = (text: string) => page.getByRole('button', { name: text });
    expect(await page.getByText(first.answer).isVisible()).toBe(false);
    await question(first.question).click();
    await page.getByText(first.answer).waitFor();
    expect(await question(first.question).getAttribute('aria-expanded')).toBe('true');
    expect(await question(first.question).innerText()).toContain('−');
    await question(second.question).click();
    await page.getByText(second.answer).waitFor();
    await page.getByText(first.answer).waitFor({ state: 'hidden' });
    expect(await question(first.question).innerText()).toContain('+');
    await question(second.question).click();
    await page.getByText(second.answer).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: DEFAULT_HOMEPAGE_CONTENT.finalCta.pricing.ctaText }).click();
    await page.getByRole('dialog', { name: 'Đăng ký' }).waitFor();
    await page.context().close();
  });

  it('turns the header translucent and blurred after 100 px of scrolling', async () => {
    const page = await newPage();
    await openHome(page);
    const header = page.locator('header');
    const look = () =>
      header.evaluate((element) => {
        const style = element.ownerDocument.defaultView!.getComputedStyle(element);
        return { blur: style.backdropFilter, background: style.backgroundColor };
      });
    expect((await look()).blur).toBe('none');
    await page.evaluate('window.scrollTo(0, 150)');
    await page.locator('header[data-scrolled="true"]').waitFor();
    await page.waitForFunction("getComputedStyle(document.querySelector('header')).backgroundColor.startsWith('rgba')");
    const scrolled = await look();
    expect(scrolled.blur).toContain('blur');
    expect(Number(/rgba\(.*,\s*([\d.]+)\)/.exec(scrolled.background)?.[1])).toBeLessThan(1);
    await page.evaluate('window.scrollTo(0, 60)');
    await page.locator('header[data-scrolled="false"]').waitFor();
    await page.context().close();
  });

  it('fits a 375 px screen without horizontal overflow', async () => {
    const page = await newPage(375, 812);
    await openHome(page);
    // Every element but the inside of an SVG ends within the screen, and the page does not scroll sideways.
    const overflow = await page.evaluate<{ scrollWidth: number; width: number; wide: string[] }>(`(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('header *, main *, footer *')]
        .filter((element) => !element.closest('svg') && element.getBoundingClientRect().right > width + 1)
        .map((element) => element.tagName + ' ' + (element.textContent || '').slice(0, 40));
      return { scrollWidth: document.documentElement.scrollWidth, width, wide };
    })()`);
    expect(overflow.wide).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
    await page.context().close();
  });

  it('shows stored content and images on the next load, over the defaults', async () => {
    const page = await newPage();
    await openHome(page);
    await saveSetting('homepage_content', { hero: { tagline: 'Làm chủ tài chính doanh nghiệp trong 90 ngày' } });
    await saveSetting('homepage_images', { programs: { modules: ['', '/uploads/d201-cover.png'] } });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Làm chủ tài chính doanh nghiệp trong 90 ngày' }).waitFor();
    const image = page.locator('#programs img');
    expect(await image.getAttribute('src')).toBe('/uploads/d201-cover.png');
    expect(await image.getAttribute('alt')).toBe(DEFAULT_HOMEPAGE_CONTENT.programs.modules[1].title);
    // The sections that were not stored keep their built-in texts.
    await page.getByText(DEFAULT_HOMEPAGE_CONTENT.hero.description).waitFor();
    expect(await page.locator('#programs article').count()).toBe(8);
    await page.context().close();
  });

  it('welcomes a learner on /home after a second until they tick the box, and never with an empty setting', async () => {
    const learner = await t.createUser();
    const page = await journey.signedInPage(learner.username, learner.password);
    const dialog = page.getByRole('dialog').filter({ hasText: POPUP_TEXT });
    const visitHome = async () => {
      await page.goto(`${base}/home`);
      await page.getByRole('heading', { name: 'Trang K9' }).waitFor();
    };
    const staysAway = async () => {
      await page.waitForTimeout(2000);
      expect(await dialog.count()).toBe(0);
    };

    await visitHome();
    await staysAway();
    await saveSetting('GUIDELINE_SETTING', { imageUrl: '', markdownText: '  ' });
    await visitHome();
    await staysAway();

    await saveSetting('GUIDELINE_SETTING', {
      imageUrl: '/uploads/huong-dan.png',
      markdownText: '## Bắt đầu học\n\nMỗi ngày **một tình huống**.\n\n<img src="x" onerror="window.__xss = true">',
    });
    await visitHome();
    const headingShownAt = Date.now();
    expect(await dialog.count()).toBe(0);
    await dialog.waitFor();
    expect(Date.now() - headingShownAt).toBeGreaterThan(700);
    expect(await dialog.evaluate((element) => (element.closest('.ant-modal') as { offsetWidth: number }).offsetWidth)).toBe(500);
    await dialog.getByRole('heading', { name: 'Bắt đầu học' }).waitFor();
    expect(await dialog.locator('strong').innerText()).toBe('một tình huống');
    expect(await dialog.locator('img[alt="Hướng dẫn sử dụng"]').getAttribute('src')).toBe('/uploads/huong-dan.png');
    expect(await dialog.locator('[onerror]').count()).toBe(0);
    expect(await page.evaluate('window.__xss')).toBeUndefined();

    // Closed without the tick: it comes back.
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Đóng' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visitHome();
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: POPUP_TEXT }).check();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Đóng' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate("localStorage.getItem('firstTimeHomePopup')")).toBe('false');
    await visitHome();
    await staysAway();
    await page.context().close();
  });
});
