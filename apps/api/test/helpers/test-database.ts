import { randomBytes } from 'node:crypto';
import pg from 'pg';

const adminUrl = () => {
  const url = process.env.K9_TEST_PG_ADMIN_URL;
  if (!url) throw new Error('K9_TEST_PG_ADMIN_URL is not set: run tests through jest (global setup)');
  return url;
};

export const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A brand-new database for one test file, dropped afterwards. */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${process.env.K9_TEST_DB_PREFIX ?? 'k9_test_'}${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return { url: withDatabase(adminUrl(), name), name, drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function dropTestDatabases(prefix: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${prefix}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
