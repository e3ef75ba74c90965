import { afterAll, beforeAll } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { SESSION_COOKIE } from '@k9/contracts';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../api/test/fakes/fake-ai-providers.js';
import { ownJobs } from '../../api/test/helpers/ai-test-env.js';
import { startTestApp, type TestApp } from '../../api/test/helpers/test-app.js';
import type { AppOptions } from '../../api/src/app.js';
import { launchBrowser } from './browser.js';

/** The real API (fresh database) serving the built web app, and Chromium: what every browser journey stands on. */
export type Journey = {
  t: TestApp;
  browser: Browser;
  base: string;
  /** A page in a context of its own (no cookies). */
  newPage: (width?: number, height?: number) => Promise<Page>;
  /** Signs in through the homepage's login modal, as a user would; ends on /home. */
  signInThroughModal: (page: Page, username: string, password: string) => Promise<void>;
  /** A page already signed in with a real session, for journeys that are not about signing in. */
  signedInPage: (username: string, password: string, width?: number) => Promise<Page>;
  close: () => Promise<void>;
};

export async function startJourney(env: Record<string, string> = {}, options: AppOptions = {}): Promise<Journey> {
  const t = await startTestApp(env, options);
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await t.close();
    throw error;
  });
  const base = `http://127.0.0.1:${t.port}`;
  const contexts: BrowserContext[] = [];
  const context = async (width: number, height: number) => {
    // Reduced motion (the app then turns antd's animations off): a click lands on a dialog that is where it will stay,
    // never on one still zooming in, which on a loaded machine could swallow the click.
    const created = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    contexts.push(created);
    return created;
  };
  return {
    t,
    browser,
    base,
    newPage: async (width = 1440, height = 900) => (await context(width, height)).newPage(),
    signInThroughModal: async (page, username, password) => {
      await page.goto(`${base}/`);
      await page.getByRole('button', { name: 'Đăng nhập' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
      await dialog.getByRole('textbox', { name: 'Tên đăng nhập', exact: true }).fill(username);
      await dialog.getByLabel('Mật khẩu').fill(password);
      await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
      await page.getByText('Đăng nhập thành công').waitFor();
      await page.waitForURL(`${base}/home`);
    },
    signedInPage: async (username, password, width = 1440) => {
      const signedIn = await context(width, 900);
      const cookie = await t.sessionCookie(username, password);
      await signedIn.addCookies([{ name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1), url: base }]);
      return signedIn.newPage();
    },
    close: async () => {
      await Promise.all(contexts.map((each) => each.close().catch(() => undefined)));
      await browser.close();
      await t.close();
    },
  };
}

/**
 * The journey of the describe block that calls this: started before its tests (and before the block's own beforeAll,
 * registered after this call), closed after them. Read its fields inside hooks and tests, not at describe time.
 */
export function suiteJourney(env: Record<string, string> = {}, options: AppOptions = {}): Journey {
  return forTheSuite(async () => ({ started: await startJourney(env, options), close: async () => undefined }));
}

export type FakeProviders = { openai: FakeAiProvider; gemini: FakeAiProvider };

/**
 * As suiteJourney, with OpenAI and Gemini answered by fakes started before the app (and closed after it) and jobs of
 * its own: `env` gives the app's settings from the fakes (their addresses).
 */
export function suiteAiJourney(env: (fakes: FakeProviders) => Record<string, string>): Journey & FakeProviders {
  return forTheSuite(async () => {
    const [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    const close = () => Promise.all([openai.close(), gemini.close()]).then(() => undefined);
    const started = await startJourney(env({ openai, gemini }), ownJobs()).catch(async (error: unknown) => {
      await close();
      throw error;
    });
    return { started: Object.assign(started, { openai, gemini }), close };
  });
}

/** What `start` gives, filled in before the block's tests; closed after them (the journey first, then `close`). */
function forTheSuite<T extends Journey>(start: () => Promise<{ started: T; close: () => Promise<void> }>): T {
  const handle = {} as T;
  let running: { started: T; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    running = await start();
    Object.assign(handle, running.started);
  });
  afterAll(async () => {
    await running?.started.close();
    await running?.close();
  });
  return handle;
}

/**
 * What sticks out past the right edge of the screen: how far the page scrolls sideways (0 when it fits) and the
 * elements that end beyond the edge. The inside of an SVG and of a table's own scrolling frame does not count.
 */
export function sidewaysOverflow(page: Page): Promise<{ overflow: number; wide: string[] }> {
  // Runs in the page (a function, not a string: the app's CSP forbids eval); the e2e files have no DOM types.
  return page.evaluate(() => {
    type Element = { tagName: string; textContent: string | null; closest: (selector: string) => unknown; getBoundingClientRect: () => { right: number } };
    const { document } = globalThis as unknown as {
      document: { documentElement: { clientWidth: number; scrollWidth: number }; querySelectorAll: (selector: string) => Iterable<Element> };
    };
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('svg, .ant-table-content, .ant-table-body, .ant-table-header') && element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`);
    return { overflow: document.documentElement.scrollWidth - width, wide };
  });
}

/** The element is on screen and nothing covers its middle (a fixed table column, another element): a user can tap it. */
export function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    type Node = { contains: (other: unknown) => boolean; getBoundingClientRect: () => { left: number; right: number; top: number; bottom: number } };
    const { document, innerWidth, innerHeight } = globalThis as unknown as {
      document: { elementFromPoint: (x: number, y: number) => unknown };
      innerWidth: number;
      innerHeight: number;
    };
    const node = element as unknown as Node;
    const box = node.getBoundingClientRect();
    if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight) return false;
    return node.contains(document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2));
  });
}

/**
 * The field's value once it is `expected` (a form filled from the server shows a spinner first), or what it holds
 * when the time is up, so that the test's assertion names the difference.
 */
export async function settledValue(locator: Locator, expected: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let value = await locator.inputValue();
  while (value !== expected && Date.now() < deadline) {
    await locator.page().waitForTimeout(50);
    value = await locator.inputValue();
  }
  return value;
}

/**
 * The server's answer to the request `act` makes (`method` on `path`, the address's path): status and JSON body. When
 * no such request is answered within `timeoutMs`, the error says what the page showed instead (form errors, toasts,
 * alerts), so a journey that fails under load tells whether the click was lost, the form refused it, or the server
 * did not answer.
 */
export async function answerTo(page: Page, method: string, path: string | RegExp, act: () => Promise<void>, timeoutMs = 45_000): Promise<{ status: number; body: { message?: string } & Record<string, unknown> }> {
  const matches = (pathname: string) => (typeof path === 'string' ? pathname === path : path.test(pathname));
  const answered = page.waitForResponse((response) => response.request().method() === method && matches(new URL(response.url()).pathname), { timeout: timeoutMs });
  answered.catch(() => undefined);
  await act();
  try {
    const response = await answered;
    return { status: response.status(), body: await response.json().catch(() => ({})) };
  } catch (error) {
    const shown = await page
      .locator('.ant-form-item-explain-error, .ant-message-notice, .ant-alert, .ant-modal-confirm-title')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`No answer to ${method} ${String(path)} within ${timeoutMs} ms; the page showed: ${JSON.stringify(shown)} (${(error as Error).message.split('\n')[0]})`);
  }
}
