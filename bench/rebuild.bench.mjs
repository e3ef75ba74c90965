// rebuild_100k_events_s: replay 100,000 setting events into a fresh site_setting read model.
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AppModule } from '../apps/api/dist/app.module.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { createOrm } from '../apps/api/dist/platform/database/orm.js';
import { PostgresEventStore } from '../apps/api/dist/platform/event-store/postgres-event-store.js';
import { ProjectionsService } from '../apps/api/dist/platform/projections/projections.service.js';
import { print } from './harness.mjs';

const TOTAL = 100_000;
const USERS = 2_000;

export async function benchRebuild(services) {
  const databaseUrl = await services.freshDatabase();
  await (await createOrm(databaseUrl)).close();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const store = new PostgresEventStore(pool, databaseUrl);
  // 2,000 learners, each saving their personal AI settings 50 times.
  const perUser = TOTAL / USERS;
  for (let u = 0; u < USERS; u++) {
    const userId = randomUUID();
    const settingId = randomUUID();
    const events = Array.from({ length: perUser }, (_, i) => ({
      id: randomUUID(),
      type: 'SettingSaved',
      data: { settingId, type: 'ai_settings_for_user', ownerId: userId, setting: { model: i % 2 ? 'gpt-4.1' : 'gemini-2.5-flash', temperature: (i % 10) / 10, note: `Lần lưu thứ ${i}` } },
      metadata: { actorId: userId, actorEmail: `hocvien${u}@k9.local`, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() },
    }));
    await store.appendToStream(`setting-ai_settings_for_user-${userId}`, events, { expectedVersion: 'no_stream' });
  }
  await store.close();
  await pool.end();

  const config = loadConfig({ RUN_PROJECTIONS: 'false', DATA_DIR: mkdtempSync(join(tmpdir(), 'k9-bench-rebuild-')), SESSION_SECRET: 'bench-secret-bench-secret-bench', LOG_LEVEL: 'error' });
  const context = await NestFactory.createApplicationContext(AppModule.forRoot({ config, databaseUrl, redisUrl: services.redisUrl }), { logger: ['error'] });
  try {
    const projections = context.get(ProjectionsService);
    projections.register();
    const started = performance.now();
    await projections.rebuild('site-setting');
    const seconds = (performance.now() - started) / 1000;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows = await client.query('SELECT count(*)::int AS n FROM site_setting');
    await client.end();
    if (rows.rows[0].n !== USERS) throw new Error(`rebuild produced ${rows.rows[0].n} rows, expected ${USERS}`);
    print('rebuild_100k_events_s', seconds.toFixed(2), 's', `${TOTAL} SettingSaved events over ${USERS} streams; target <= 30`);
  } finally {
    await context.close();
  }
}
