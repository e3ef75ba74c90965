// Market data (issue 31): on a first start with the real files of data/market and their samples (1,612 companies, each
// with at least 20 quarters of its ratio family),
// - market_seed_s: the first start's seed, from creating the app to /api/health saying the seed is ready (every seeded
//   row readable in the lists);
// - ticker_lookup_p95_ms: the stock screen's four tables for one ticker (company-report, the ticker's ratio family,
//   company-info, bctc-consol), asked together over HTTP as the screen does, for random tickers;
// - market_import_100k_rows_s: a 100,000-row ratio CSV (5,000 new tickers x 20 quarters) from upload to visible: POST
//   /api/market/fin_ratio/import (preview), POST /confirm (a job), until GET /api/market/imports/{id} says completed
//   (only once the lists show every row), then the last row is read from the list route.
// - stock_screen_ready_ms (issue 32 §1): headless Chromium, a learner on the 'Doanh nghiệp' tab with a ticker typed;
//   the clock starts at the click on 'Tìm' and stops when all four tables (company info, valuation, ratios, same
//   industry) are drawn with their provenance and the comparison is no longer loading. A ticker with broker reports
//   each visit, each in a fresh browser context; one warm-up, then the median of 5.
// BENCH_MARKET_EXPLAIN=1 prints the plan of one ticker's list query. BENCH_WEB_DIST_DIR: a web build of one's own to
// serve (default apps/web/dist, which `npm run bench` builds when stale).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { contextWithSession } from './browser-app.mjs';
import { BENCH_ADMIN, benchAppEnv, median, print, printPercentile, timedCalls } from './harness.mjs';
import { learnerCookie } from './learner-home.bench.mjs';

const LOOKUPS = Number(process.env.BENCH_MARKET_LOOKUPS ?? 200);
const SCREEN_VISITS = 5;
const STOCK_TABLES = ['Thông tin doanh nghiệp', 'Định giá', 'Chỉ số tài chính', 'So sánh cùng ngành'];
const WEB_DIST_DIR = process.env.BENCH_WEB_DIST_DIR ?? join(new URL('../apps/web/', import.meta.url).pathname, 'dist');
const IMPORT_TICKERS = 5_000;
const QUARTERS = 20;
const FAMILY_ROUTES = { fin_ratio: 'fin-ratio', fin_ratio_nganhang: 'fin-ratio-nganhang', fin_ratio_chungkhoan: 'fin-ratio-chungkhoan', fin_ratio_baohiem: 'fin-ratio-baohiem' };
const random = (seed) => () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** 100,000 quarters of new companies, the columns an admin's ratio file has. */
function ratioCsv() {
  const next = random(31);
  const lines = ['Mã CK,Ngày,Kiểu thời gian,pe,pb,roe,roa,net_margin'];
  for (let t = 0; t < IMPORT_TICKERS; t++) {
    const ticker = `BM${String(t).padStart(4, '0')}`;
    for (let q = 0; q < QUARTERS; q++) {
      const year = 2021 + Math.floor(q / 4);
      const date = `${year}-${['03-31', '06-30', '09-30', '12-31'][q % 4]}`;
      const n = () => (next() * 30).toFixed(2);
      lines.push(`${ticker},${date},Quý,${n()},${n()},${n()},${n()},${n()}`);
    }
  }
  return Buffer.from(lines.join('\n'));
}

export async function benchMarket(services) {
  const databaseUrl = await services.freshDatabase();
  const config = loadConfig(benchAppEnv('market', { SEED_MARKET: 'true', SEED_SAMPLE_MARKET: 'true', WEB_DIST_DIR }));
  const started = performance.now();
  // Its own Redis key prefix: no other process's workers take these jobs.
  const app = await createApp(config, { databaseUrl, redisUrl: services.redisUrl }, { jobs: { prefix: `bench${randomBytes(3).toString('hex')}` } });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    // market_seed_s
    let progress = null;
    await waitFor('the market seed', async () => {
      // A probe refused while the seed loads the machine is tried again, as a load balancer would.
      const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) }).then((response) => response.json(), () => null);
      if (health?.marketSeed?.done !== undefined) progress = health.marketSeed;
      return health?.marketSeed?.status === 'ready';
    }, 900_000);
    const seedSeconds = (performance.now() - started) / 1000;
    const { rows: counts } = await pool.query(`SELECT count(*)::int AS n, count(*) FILTER (WHERE sample)::int AS samples, count(DISTINCT ticker)::int AS tickers FROM market_row`);
    print('market_seed_s', seedSeconds.toFixed(1), 's', `first start to /api/health marketSeed ready: ${counts[0].n} rows (${counts[0].samples} samples) of ${counts[0].tickers} tickers (last progress /api/health told: ${progress ? `${progress.done}/${progress.total}` : 'none'}); reported`);

    const login = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const get = async (path) => {
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };

    // ticker_lookup_p95_ms: each listed company and its ratio family, read once from the database (not measured).
    const { rows: companies } = await pool.query(`SELECT ticker, min(dataset) AS family, count(*)::int AS quarters FROM market_row WHERE dataset = ANY($1::text[]) AND ticker IS NOT NULL GROUP BY ticker`, [Object.keys(FAMILY_ROUTES)]);
    const screen = (company) => {
      const ticker = encodeURIComponent(company.ticker);
      return Promise.all([
        get(`/api/company-report?ticker=${ticker}&pageSize=10`),
        get(`/api/${FAMILY_ROUTES[company.family]}?ticker=${ticker}&pageSize=20`),
        get(`/api/company-info?ticker=${ticker}`),
        get(`/api/bctc-consol?ticker=${ticker}&pageSize=20`),
      ]);
    };
    const next = random(7);
    const picks = Array.from({ length: LOOKUPS + 20 }, () => companies[Math.floor(next() * companies.length)]);
    let ratioRows = 0;
    const latencies = await timedCalls(async (n) => {
      const [, ratios] = await screen(picks[n]);
      ratioRows += ratios.data.length;
    }, { runs: LOOKUPS, warmup: 20 });
    const fewest = Math.min(...companies.map((company) => company.quarters));
    printPercentile('ticker_lookup_p95_ms', latencies, {
      what: `company-report, ratio family, company-info and bctc-consol of one random ticker at once, ${companies.length} companies (>= ${fewest} ratio rows each), ${(ratioRows / (LOOKUPS + 20)).toFixed(1)} ratio rows a screen`,
      target: '<= 50',
    });
    if (process.env.BENCH_MARKET_EXPLAIN === '1') {
      const { rows: plan } = await pool.query(
        `EXPLAIN ANALYZE SELECT id, dataset, data, url, name, type, source, as_of, sample, flags FROM market_row WHERE dataset = ANY($1::text[]) AND ticker = $2 ORDER BY row_date DESC NULLS LAST, id LIMIT 20 OFFSET 0`,
        [[picks[0].family], picks[0].ticker],
      );
      for (const line of plan) console.log(`  ${line['QUERY PLAN']}`);
    }

    await benchStockScreen(base, pool);

    // market_import_100k_rows_s
    const file = ratioCsv();
    const form = new FormData();
    form.append('files', new Blob([file]), 'chi-so-100k.csv');
    const importStarted = performance.now();
    const previewed = await fetch(`${base}/api/market/fin_ratio/import`, { method: 'POST', headers: { cookie }, body: form });
    const preview = await previewed.json();
    const rows = IMPORT_TICKERS * QUARTERS;
    if (previewed.status !== 201 || preview.validRows !== rows) throw new Error(`preview: ${previewed.status} ${JSON.stringify(preview).slice(0, 300)}`);
    const previewSeconds = (performance.now() - importStarted) / 1000;
    const confirmed = await fetch(`${base}/api/market/imports/${preview.importId}/confirm`, { method: 'POST', headers: { cookie } });
    if (confirmed.status !== 202) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`);
    await waitFor('the import', async () => {
      const state = await get(`/api/market/imports/${preview.importId}`);
      if (state.status === 'failed') throw new Error(`import failed: ${state.failure}`);
      return state.status === 'completed';
    }, 900_000);
    const last = await get(`/api/fin-ratio?ticker=BM${String(IMPORT_TICKERS - 1).padStart(4, '0')}&pageSize=${QUARTERS}`);
    const seconds = (performance.now() - importStarted) / 1000;
    if (last.total !== QUARTERS) throw new Error(`the list shows ${last.total} rows of the last ticker, not ${QUARTERS}`);
    const megabytes = (file.length / 1024 / 1024).toFixed(1);
    print('market_import_100k_rows_s', seconds.toFixed(1), 's', `${rows} rows, ${megabytes} MB .csv, upload to the last row in the list (preview ${previewSeconds.toFixed(1)} s); target <= 60`);
  } finally {
    await pool.end();
    await app.close();
  }
}

/** One visit: the tab open with the ticker typed, then the click on 'Tìm' until the four tables are drawn (ms). */
async function stockScreenVisit(browser, base, cookie, ticker) {
  const context = await contextWithSession(browser, base, cookie);
  try {
    await context.addInitScript(() => localStorage.setItem('firstTimeHomePopup', 'false'));
    const page = await context.newPage();
    await page.goto(`${base}/home?tab=company`);
    const button = page.getByRole('button', { name: 'Tìm', exact: true });
    await button.waitFor({ timeout: 60_000 });
    await page.getByRole('combobox', { name: 'Mã chứng khoán' }).fill(ticker);
    const started = performance.now();
    await button.click();
    const screen = page.locator(`[data-ticker="${ticker}"]`);
    try {
      await Promise.all(STOCK_TABLES.map((name) => screen.getByRole('region', { name, exact: true }).locator('[data-provenance]').waitFor({ timeout: 30_000 })));
      await screen.getByRole('region', { name: 'So sánh cùng ngành' }).locator('.ant-spin-spinning').waitFor({ state: 'detached', timeout: 30_000 });
    } catch (error) {
      const shown = await page.locator('[data-area="company"]').innerText().catch(() => '');
      throw new Error(`${ticker}: the four tables were not drawn; the screen showed: ${shown.slice(0, 600)} (${error.message.split('\n')[0]})`);
    }
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

/** stock_screen_ready_ms: companies with broker reports, ratios and company info (every table has rows to draw). */
async function benchStockScreen(base, pool) {
  const { rows } = await pool.query(
    `SELECT r.ticker FROM market_row r WHERE r.dataset = 'company_report' AND EXISTS (SELECT 1 FROM market_row c WHERE c.dataset = 'company_info' AND c.ticker = r.ticker) GROUP BY r.ticker ORDER BY r.ticker`,
  );
  const next = random(11);
  const tickers = Array.from({ length: SCREEN_VISITS + 1 }, () => rows[Math.floor(next() * rows.length)].ticker);
  const cookie = await learnerCookie(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await stockScreenVisit(browser, base, cookie, tickers[0]);
    const times = [];
    for (const ticker of tickers.slice(1)) times.push(await stockScreenVisit(browser, base, cookie, ticker));
    print(
      'stock_screen_ready_ms',
      median(times).toFixed(0),
      'ms',
      `headless Chromium, learner, click on 'Tìm' to the four tables drawn with their provenance, median of ${SCREEN_VISITS} fresh contexts over ${rows.length} companies with broker reports (${tickers.slice(1).join(', ')}; min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}); target <= 800`,
    );
  } finally {
    await browser.close();
  }
}
