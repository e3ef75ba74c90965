import { createHash, randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase, withDatabase } from '../../src/platform/infra/local-services.js';

export { withDatabase };

const adminUrl = () => {
  const url = process.env.K9_TEST_PG_ADMIN_URL;
  if (!url) throw new Error('K9_TEST_PG_ADMIN_URL is not set: run tests through jest (global setup)');
  return url;
};

/** A brand-new database for one test file, dropped afterwards. */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${process.env.K9_TEST_DB_PREFIX ?? 'k9_test_'}${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(adminUrl(), name);
  return { url, name, drop: () => dropDatabase(adminUrl(), name) };
}

/** The Redis jobs prefix of a server a test spawns (its own, so that test files side by side keep their jobs apart). */
export const spawnedJobsPrefix = (dataDir: string): string =>
  `${process.env.K9_TEST_DB_PREFIX ?? 'k9_test_'}srv_${createHash('sha1').update(dataDir).digest('hex').slice(0, 10)}`;
