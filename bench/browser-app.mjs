// What the browser benches share: the real API on a fresh database serving the built web app, headless Chromium, and
// news records appended straight to the event store (then projected) so that filling takes seconds, not minutes.
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

export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-password-123' };
const CATEGORIES = ['Lý thuyết', 'Khái niệm', 'Mô hình', 'Khung phân tích', 'Case Studies', 'Tài nguyên khác'];
const web = new URL('../apps/web/', import.meta.url).pathname;

/** The API serving the built web app (built first when missing) on a fresh database, listening, and Chromium. */
export async function startBrowserApp(services, name) {
  if (!existsSync(join(web, 'dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit', cwd: new URL('..', import.meta.url).pathname });
    if (built.status !== 0) throw new Error('web build failed');
  }
  const databaseUrl = await services.freshDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), `k9-bench-${name}-`)),
    SESSION_SECRET: 'bench-secret-bench-secret-bench',
    ADMIN_EMAIL: 'bench@k9.local',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'error',
    SEED_SAMPLE_CONTENT: 'false',
    SEED_MARKET: 'false',
    WEB_DIST_DIR: join(web, 'dist'),
  });
  const app = await createApp(config, { databaseUrl, redisUrl: services.redisUrl });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  return {
    app,
    base,
    browser,
    databaseUrl,
    close: async () => {
      await browser.close();
      await app.close();
    },
  };
}

/**
 * `count` news records with ids 1..count (the sequence moved past them), appended as imported in one transaction, then
 * projected: `fields(id)` adds or overrides fields of each. Resolves once the content-record read model has them all.
 */
export async function appendNews({ app, databaseUrl }, count, fields) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let head;
  try {
    await pool.query(`SELECT setval('content_id_seq', $1)`, [count]);
    const rows = Array.from({ length: count }, (_, index) => {
      const id = index + 1;
      const record = {
        ...contentDefaults('news', { kind: 'import', importId: 'bench', row: id }),
        title: `Bài học kinh doanh số ${id}: dòng tiền, khách hàng và lợi nhuận`,
        summary: 'Tóm tắt ngắn về một bài học kinh doanh cho người học K9.',
        category: CATEGORIES[id % CATEGORIES.length],
        tag4: id % 3 === 0 ? ['Program 1', 'Program 2'] : ['Program 3'],
        ...fields(id),
      };
      return {
        event_id: randomUUID(),
        stream_id: `content-${id}`,
        data: { contentId: id, type: 'news', fields: record, importId: 'bench', row: id },
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
    head = (await pool.query('SELECT max(global_position)::int AS head FROM events')).rows[0].head;
  } finally {
    await pool.end();
  }
  const projections = app.get(ProjectionsService);
  projections.wakeAll();
  await projections.waitFor(head, ['content-record'], 600_000);
}

/** The session cookie (`name=value`) of a sign-in with a username and password. */
export async function signedIn(base, login) {
  const response = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(login) });
  if (!response.ok) throw new Error(`sign-in refused: ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
}

/** A fresh browser context of this size with the session cookie set. */
export async function contextWithSession(browser, base, cookie, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const name = cookie.split('=')[0];
  await context.addCookies([{ name, value: cookie.slice(name.length + 1), url: base }]);
  return context;
}
