import { adminQuery, dropDatabase } from '../src/platform/infra/local-services';

/** Drops every database this run created (by its prefix), then stops what the set-up started. */
export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__K9_TEST__ as { stops: Array<() => Promise<void>> } | undefined;
  const adminUrl = process.env.K9_TEST_PG_ADMIN_URL;
  const prefix = process.env.K9_TEST_DB_PREFIX;
  if (adminUrl && prefix && /^[a-z0-9_]+$/.test(prefix)) {
    const { rows } = await adminQuery(adminUrl, `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`).catch(() => ({ rows: [] }));
    for (const { datname } of rows as Array<{ datname: string }>) await dropDatabase(adminUrl, datname).catch(() => undefined);
  }
  for (const stop of state?.stops.reverse() ?? []) await stop().catch(() => undefined);
}
