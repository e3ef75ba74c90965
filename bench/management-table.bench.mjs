// management_table_5000_rows_ready_ms (issue 11 §6): headless Chromium opens K9 Management on a tab of 5,000 records with
// the page size at 5,000; the clock starts at navigation and stops when the table is interactive: rows are on screen and
// a click on the first row's checkbox has selected it ('Đã chọn 1'). One warm-up visit (server caches, JIT), then the
// median of 5 visits, each in a fresh browser context (nothing cached in the browser).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { contentDefaults } from '@k9/domain';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { ProjectionsService } from '../apps/api/dist/platform/projections/projections.service.js';
import { percentile, print, timedRuns } from './harness.mjs';

const ROWS = 5_000;
const VISITS = 5;
/** BENCH_TABLE_PAGE_SIZE=100 measures the same visit with a page of 100: what the screen costs without the 5,000 rows. */
const PAGE_SIZE = Number(process.env.BENCH_TABLE_PAGE_SIZE ?? ROWS);
const ADMIN = { username: 'bench-admin', password: 'bench-password-123' };
const CATEGORIES = ['Lý thuyết', 'Khái niệm', 'Mô hình', 'Khung phân tích', 'Case Studies', 'Tài nguyên khác'];
const web = new URL('../apps/web/', import.meta.url).pathname;

async function appendRecords(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query(`SELECT setval('content_id_seq', $1)`, [ROWS]);
    const rows = Array.from({ length: ROWS }, (_, index) => {
      const id = index + 1;
      const fields = {
        ...contentDefaults('news', { kind: 'import', importId: 'bench', row: id }),
        title: `Bài học kinh doanh số ${id}: dòng tiền, khách hàng và lợi nhuận`,
        summary: 'Tóm tắt ngắn về một bài học kinh doanh cho người học K9.',
        detail: 'Nội dung chi tiết của bài học. '.repeat(40),
        category: CATEGORIES[id % CATEGORIES.length],
        tag4: id % 3 === 0 ? ['Program 1', 'Program 2'] : ['Program 3'],
        isPublic: id % 4 !== 0,
      };
      return {
        event_id: randomUUID(),
        stream_id: `content-${id}`,
        data: { contentId: id, type: 'news', fields, importId: 'bench', row: id },
        metadata: { actorId: null, actorEmail: 'bench@k9.local', correlationId: randomUUID(), causationId: 'bench', occurredAt: new Date(Date.UTC(2026, 0, 1) + id * 1000).toISOString() },
      };
    });
    await pool.query('BEGIN');
    await pool.query(`INSERT INTO streams (stream_id, version) SELECT r.stream_id, 1 FROM jsonb_to_recordset($1::jsonb) AS r(stream_id text)`, [JSON.stringify(rows.map(({ stream_id }) => ({ stream_id })))]);
    await pool.query(
      `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata)
       SELECT r.event_id, r.stream_id, 1, 'ContentImported', r.data, r.metadata FROM jsonb_to_recordset($1::jsonb) AS r(event_id uuid, stream_id text, data jsonb, metadata jsonb)`,
      [JSON.stringify(rows)],
    );
    await pool.query('COMMIT');
    const { rows: head } = await pool.query('SELECT max(global_position)::int AS head FROM events');
    return head[0].head;
  } finally {
    await pool.end();
  }
}

async function visit(browser, base, cookie) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const name = cookie.split('=')[0];
    await context.addCookies([{ name, value: cookie.slice(name.length + 1), url: base }]);
    const page = await context.newPage();
    const started = performance.now();
    const marks = {};
    if (process.env.BENCH_DEBUG) {
      page.on('requestfinished', async (request) => {
        const timing = request.timing();
        marks[request.url().replace(base, '').slice(0, 60)] = `${(performance.now() - started).toFixed(0)} (wait ${timing.responseStart.toFixed(0)}-${timing.responseEnd.toFixed(0)})`;
      });
    }
    await page.goto(`${base}/home-management?tab=news&size=${PAGE_SIZE}`);
    const first = page.getByRole('checkbox', { name: `Chọn Bài học kinh doanh số ${ROWS}: dòng tiền, khách hàng và lợi nhuận` });
    await first.click({ timeout: 60_000 });
    await page.getByText('Đã chọn 1', { exact: true }).waitFor({ timeout: 60_000 });
    const elapsed = performance.now() - started;
    if (process.env.BENCH_DEBUG) console.log(elapsed.toFixed(0), marks);
    const shown = await page.getByText(`${PAGE_SIZE} / ${ROWS} bản ghi`).count();
    if (shown !== 1) throw new Error(`the table did not show ${PAGE_SIZE} records`);
    return elapsed;
  } finally {
    await context.close();
  }
}

export async function benchManagementTable(services) {
  if (!existsSync(join(web, 'dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit', cwd: new URL('..', import.meta.url).pathname });
    if (built.status !== 0) throw new Error('web build failed');
  }
  const databaseUrl = await services.freshDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'k9-bench-table-')),
    SESSION_SECRET: 'bench-secret-bench-secret-bench',
    ADMIN_EMAIL: 'bench@k9.local',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    SEED_SAMPLE_CONTENT: 'false',
    WEB_DIST_DIR: join(web, 'dist'),
  });
  const app = await createApp(config, { databaseUrl, redisUrl: services.redisUrl });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const head = await appendRecords(databaseUrl);
    const projections = app.get(ProjectionsService);
    projections.wakeAll();
    await projections.waitFor(head, ['content-record'], 600_000);
    const login = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(ADMIN) });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    // Each visit times itself (navigation to the first row selected), not its browser context's set-up.
    const times = await timedRuns(VISITS, () => visit(browser, base, cookie), { warmup: 1 });
    print('management_table_5000_rows_ready_ms', percentile(times, 50).toFixed(0), 'ms',
      `headless Chromium, /home-management?tab=news&size=${PAGE_SIZE}, navigation to the first row selected, median of ${VISITS} fresh contexts (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}); target <= 2,000`);
  } finally {
    await browser.close();
    await app.close();
  }
}
