import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startTestApp, type TestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';

const FIXTURE = new URL('../fixtures/release-2026-11-23.sql', import.meta.url);

/**
 * Today's API on a fresh database holding what the release of 2026-11-23 made (migrations 001-006, an admin, a
 * registered learner, a user in a class, two settings). `close` also drops the database.
 */
export async function startOnPreviousRelease(): Promise<TestApp> {
  const db = await createTestDatabase();
  try {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query(readFileSync(FIXTURE, 'utf8'));
    } finally {
      await client.end();
    }
    const t = await startTestApp({ DATABASE_URL: db.url });
    return { ...t, close: async () => {
      await t.close();
      await db.drop();
    } };
  } catch (error) {
    await db.drop();
    throw error;
  }
}
