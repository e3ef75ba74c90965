import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { SESSION_COOKIE } from '@k9/contracts';
import { ADMIN, type TestApp } from '../../api/test/helpers/test-app.js';
import { suiteJourney } from './journey.js';

/** axe-core's browser build, injected into each page (the app's CSP allows no inline script: its contexts bypass it). */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.0 and 2.1, levels A and AA (issue 24 §4). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [1440, 375] as const;

type Violation = { id: string; impact: string | null; help: string; targets: string[]; why: string };

const QUIZ = {
  questionQuiz: [
    { question: 'Thị phần là gì?', options: { A: 'Phương án A', B: 'Phương án B', C: 'Phương án C', D: 'Phương án D' }, correct_answer: 'A', explanation: 'Vì A đúng.' },
  ],
  questionEssay: [{ question: 'Phân tích chiến lược giá của doanh nghiệp?' }],
};

/**
 * Issue 24 §4: axe-core's WCAG 2.0/2.1 A and AA rules on the public homepage, its login and register modals, /home
 * with an item and its quiz, the studio, K9 Management, user management and the AI page, at 1440 and 375 px. A
 * serious or critical violation fails the journey, naming the rule and the elements. Later features add their pages.
 */
describe('accessibility (WCAG 2.1 AA, axe-core)', () => {
  const journey = suiteJourney();
  let caseId: number;
  let learner: Awaited<ReturnType<TestApp['createUser']>>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const admin = await journey.t.signInAdmin();
    const created = await admin
      .post('/api/k9')
      .send({ type: 'caseTraining', status: 'published', isPublic: true, title: 'Case chiến lược giá', summary: 'Case có quiz', tag1: 'Chiến lược', detail: 'Bối cảnh của case.', questionContent: QUIZ })
      .expect(201);
    caseId = created.body.id;
    learner = await journey.t.createUser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  });

  /** A page of its own context (signed in as `who` when given), with the page's CSP bypassed for axe's script only. */
  const pageAt = async (width: number, who?: { username: string; password: string }): Promise<Page> => {
    const context = await journey.browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', bypassCSP: true });
    contexts.push(context);
    if (who) {
      const cookie = await journey.t.sessionCookie(who.username, who.password);
      await context.addCookies([{ name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1), url: journey.base }]);
    }
    return context.newPage();
  };

  /** Loading is over: no spinner or skeleton is turning (a check runs on what a reader meets, not on a loading state). */
  const settled = (page: Page) =>
    page.waitForFunction(() => {
      const { document } = globalThis as unknown as { document: { querySelector: (selector: string) => unknown } };
      return !document.querySelector('.ant-spin-spinning, .ant-skeleton-active');
    });

  /** The serious and critical violations axe finds on the page as it is now. */
  const audit = async (page: Page): Promise<string[]> => {
    await settled(page);
    await page.addScriptTag({ path: AXE_SCRIPT });
    const violations = await page.evaluate(async (tags) => {
      type Result = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> };
      const { axe, document } = globalThis as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Result[] }> };
        document: unknown;
      };
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 8).map((node) => node.target.map(String).join(' ')),
        // What axe says is wrong with the first element, so that a failure names the fix.
        why: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      }));
    }, WCAG_AA);
    return (violations as Violation[])
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.impact} ${violation.id} (${violation.help}): ${violation.targets.join(' | ')} — ${violation.why}`);
  };

  for (const width of WIDTHS) {
    describe(`at ${width} px`, () => {
      it('the public homepage, its login modal and its register modal', async () => {
        const page = await pageAt(width);
        await page.goto(`${journey.base}/`);
        await page.locator('#final-cta').waitFor();
        expect({ page: '/', violations: await audit(page) }).toEqual({ page: '/', violations: [] });

        await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
        const login = page.getByRole('dialog', { name: 'Đăng nhập' });
        await login.getByRole('button', { name: 'Đăng nhập', exact: true }).waitFor();
        expect({ page: 'login', violations: await audit(page) }).toEqual({ page: 'login', violations: [] });
        await page.keyboard.press('Escape');
        await login.waitFor({ state: 'hidden' });

        await page.getByRole('banner').getByRole('button', { name: 'Đăng ký' }).click();
        const register = page.getByRole('dialog', { name: 'Đăng ký' });
        await register.getByRole('checkbox').waitFor();
        expect({ page: 'register', violations: await audit(page) }).toEqual({ page: 'register', violations: [] });
      });

      it('/home with a case study and its quiz', async () => {
        const page = await pageAt(width, learner);
        await page.goto(`${journey.base}/home?tab=caseTraining&item=${caseId}`);
        await page.getByRole('region', { name: 'Bài quiz' }).first().waitFor();
        expect({ page: '/home', violations: await audit(page) }).toEqual({ page: '/home', violations: [] });
      });

      for (const path of ['/admin', '/home-management', '/user-management', '/admin/ai']) {
        it(`${path}`, async () => {
          const page = await pageAt(width, ADMIN);
          await page.goto(`${journey.base}${path}`);
          await page.locator('main').first().waitFor();
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          expect({ page: path, violations: await audit(page) }).toEqual({ page: path, violations: [] });
        });
      }
    });
  }

  it('offers a skip link to the main content as the first Tab stop, and keeps the closed admin menu out of the Tab order at 375 px', async () => {
    const page = await pageAt(375, ADMIN);
    await page.goto(`${journey.base}/user-management`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    /** The focused element: its accessible text, its tag, and whether it sits in the admin menu. */
    const focused = () =>
      page.evaluate(() => {
        type Element = { tagName: string; textContent: string | null; getAttribute: (name: string) => string | null; closest: (selector: string) => unknown };
        const element = (globalThis as unknown as { document: { activeElement: Element } }).document.activeElement;
        return { tag: element.tagName, name: element.getAttribute('aria-label') ?? (element.textContent ?? '').trim(), inMenu: element.closest('nav') !== null };
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ tag: 'A', name: 'Chuyển đến nội dung chính', inMenu: false });
    // The closed menu is inert: the next stop is the button that opens it, not one of its hidden entries.
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ tag: 'BUTTON', name: 'Mở menu', inMenu: false });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect((await focused()).tag).toBe('MAIN');

    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('menuitem', { name: 'User Management' }).waitFor();
  });
});
