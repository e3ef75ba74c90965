import { dropTestDatabases } from './helpers/test-database';

export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__K9_TEST__ as { stops: Array<() => Promise<void>> } | undefined;
  if (process.env.K9_TEST_DB_PREFIX) await dropTestDatabases(process.env.K9_TEST_DB_PREFIX).catch(() => undefined);
  for (const stop of state?.stops.reverse() ?? []) await stop().catch(() => undefined);
}
