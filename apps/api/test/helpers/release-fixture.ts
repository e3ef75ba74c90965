import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createTestDatabase } from './test-database.js';

const FIXTURE = new URL('../fixtures/release-2026-11-23.sql', import.meta.url);

/**
 * A fresh database holding what the release of 2026-11-23 made (migrations 001-006, an admin, a registered learner, a
 * user in a class, two settings); start the app on it with `startTestApp({ DATABASE_URL: db.url })`.
 */
export async function databaseFromPreviousRelease(): Promise<Awaited<ReturnType<typeof createTestDatabase>>> {
  const db = await createTestDatabase();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query(readFileSync(FIXTURE, 'utf8'));
  } finally {
    await client.end();
  }
  return db;
}
