// homepage_lcp_slow_ms and learner_home_lcp_slow_ms (issue 25 §4): Largest Contentful Paint on a slow phone. Chromium
// at 375 px wide as a phone (touch, 2x pixels), with Chrome's network emulation (400 kbps down and up, 400 ms latency
// per request) and the CPU slowed 4x (CDP Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate); the LCP is
// the last 'largest-contentful-paint' entry a PerformanceObserver saw once the page has settled (no request under way and
// no new entry for 3 s). The homepage as a visitor, /home as a signed-in learner (the guard's spec'd ~1 s spinner
// included). Each visit in a fresh browser context (nothing cached); the median of 3.
/* global window */
import { median, print } from './harness.mjs';

const VISITS = 3;
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const CPU_SLOWDOWN = 4;
const QUIET_MS = 3_000;

/** Runs in the page before its scripts: every LCP candidate, with what it was. */
function observeLcp() {
  window.__lcp = [];
  const describe = (element) => {
    if (!element) return 'removed element';
    const text = (element.getAttribute('alt') || element.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp.push({ at: entry.startTime, size: entry.size, what: describe(entry.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One visit of `url` in a fresh phone context (with `cookie`, a session): its last LCP entry `{ at, size, what }`. */
export async function visitLcp(browser, url, cookie) {
  const context = await browser.newContext(PHONE);
  try {
    if (cookie) {
      const name = cookie.split('=')[0];
      await context.addCookies([{ name, value: cookie.slice(name.length + 1), url }]);
      // The first-visit popup is a modal over the page: this learner has seen it.
      await context.addInitScript(() => localStorage.setItem('firstTimeHomePopup', 'false'));
    }
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Settled: no request under way for QUIET_MS, and no new LCP entry for as long (a screen that reads in waves, e.g.
    // the program list, then the items, has pauses between them shorter than that).
    let inFlight = 0;
    let lastActivity = Date.now();
    const started = () => {
      inFlight += 1;
      lastActivity = Date.now();
    };
    const ended = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const until = Date.now() + 120_000;
    for (;;) {
      const sinceLcp = await page.evaluate(() => (window.__lcp.length ? performance.now() - window.__lcp.at(-1).at : 0));
      if (inFlight === 0 && Date.now() - lastActivity >= QUIET_MS && sinceLcp >= QUIET_MS) break;
      if (Date.now() > until) throw new Error(`${url} did not settle in 120 s`);
      await page.waitForTimeout(250);
    }
    return (await page.evaluate(() => window.__lcp)).at(-1);
  } finally {
    await context.close();
  }
}

async function lcpOf(browser, url, cookie) {
  const entries = [];
  for (let n = 0; n < VISITS; n += 1) entries.push(await visitLcp(browser, url, cookie));
  const times = entries.map((entry) => entry.at);
  const middle = entries.find((entry) => entry.at === median(times));
  return { value: middle.at.toFixed(0), note: `median of ${VISITS} (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}), LCP element ${middle.what} (${middle.size} px²)` };
}

const CONDITIONS = `Chromium as a 375 px phone, 400 kbps, 400 ms latency, CPU 4x slower, fresh contexts`;

/** `started`: startBrowserApp's app (its base address and Chromium); `learnerCookie`: a learner's session cookie. */
export async function benchLcp({ browser, base }, learnerCookie) {
  const homepage = await lcpOf(browser, `${base}/`);
  print('homepage_lcp_slow_ms', homepage.value, 'ms', `${CONDITIONS}, visitor on /: ${homepage.note}; target <= 3,000`);
  const learner = await lcpOf(browser, `${base}/home`, learnerCookie);
  print('learner_home_lcp_slow_ms', learner.value, 'ms', `${CONDITIONS}, learner on /home (the guard's ~1 s spinner included): ${learner.note}; target <= 6,000`);
}
