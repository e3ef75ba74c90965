import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { REALTIME_PATH } from '@k9/contracts';
import { sessionCookieOf } from './cookies.js';
import { createApp, type AppOptions } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { EMPTY_INFO, startOfVietnamDay, userDecider, userStreamId, validityPeriod, type UserInfo } from '@k9/domain';
import { CommandPath } from '../../src/platform/commands/command-path.js';
import { DeciderCommand } from '../../src/platform/commands/decider-command.js';
import { hashPassword } from '../../src/modules/identity/password.js';
import { createTestDatabase } from './test-database.js';
import { USER_PROJECTION } from '../../src/modules/identity/projections/identity-user/identity-user.projection.js';

export const ADMIN = { email: 'admin@k9.test', username: 'quantri', password: 'mat-khau-quan-tri' };

export type TestApp = {
  app: NestExpressApplication;
  config: AppConfig;
  databaseUrl: string;
  http: () => ReturnType<typeof request>;
  /** A supertest agent that keeps cookies, signed in with the given login. */
  signIn: (username: string, password: string) => Promise<ReturnType<typeof request.agent>>;
  signInAdmin: () => Promise<ReturnType<typeof request.agent>>;
  /** The `Cookie` header of a fresh real session of that login (for WebSocket clients). */
  sessionCookie: (username: string, password: string) => Promise<string>;
  /** ws://…/ws of this server. */
  wsUrl: string;
  port: number;
  /** Creates a user through the real command (as an admin would), returns its id. */
  createUser: (over?: {
    username?: string;
    email?: string;
    isAdmin?: boolean;
    password?: string;
    /** Default: valid for 30 days from today. */
    info?: Partial<UserInfo>;
    mustChangePassword?: boolean;
  }) => Promise<{ id: string; username: string; password: string }>;
  close: () => Promise<void>;
};

/** The real API on a fresh database (or `env.DATABASE_URL`'s, for a second instance) and the run's Redis. */
export async function startTestApp(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestApp> {
  const db = env.DATABASE_URL ? { url: env.DATABASE_URL, drop: async () => undefined } : await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'k9-app-')),
    SESSION_SECRET: 'test-secret-test-secret-test-secret',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    // A request waits up to 5 s for its read models in production. Here two test files and their browsers share two
    // cores, and a catch-up can take longer than that without anything being wrong; a test of the wait sets its own.
    READ_YOUR_WRITES_TIMEOUT_MS: '20000',
    // The sample library only where a test asks for it.
    SEED_SAMPLE_CONTENT: 'false',
    // The market data (1,612 companies, about 70,000 rows) only where a test asks for it (SEED_MARKET: 'true').
    SEED_MARKET: 'false',
    // With a fake provider configured, the library index would embed every record a test writes, in the background: its
    // calls and ledger events would land in other tests' counts. The tests of the index turn it on.
    LIBRARY_AUTO_EMBED: 'false',
    // The route-documentation checks read /api/docs-json signed out; api-docs.int-spec checks the admins-only default.
    API_DOCS_PUBLIC: 'true',
    // K9_TEST_WEB_DIST_DIR: a build of one's own to test against while someone else rebuilds apps/web/dist.
    ...(process.env.K9_TEST_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.K9_TEST_WEB_DIST_DIR } : {}),
    // Google sign-in is configured (against a closed address) so that Gmail-mode registrations are accepted; a test
    // of the unconfigured server passes GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET as ''.
    GOOGLE_CLIENT_ID: 'k9-test-client',
    GOOGLE_CLIENT_SECRET: 'k9-test-secret',
    GOOGLE_AUTH_URL: 'http://127.0.0.1:9/o/oauth2/v2/auth',
    GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
    GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/v3/userinfo',
    // The jobs of this database under its own Redis prefix (a second instance on the same database shares them): test
    // files running side by side never take each other's jobs; the global teardown removes the keys.
    JOBS_PREFIX: new URL(db.url).pathname.slice(1),
    ...env,
  });
  const redisUrl = env.REDIS_URL ?? process.env.K9_TEST_REDIS_URL;
  if (!redisUrl) throw new Error('K9_TEST_REDIS_URL is not set');
  const app = await createApp(config, { databaseUrl: db.url, redisUrl }, options).catch(async (error: unknown) => {
    await db.drop();
    throw error;
  });
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  const port = (server.address() as { port: number }).port;
  const signIn = async (username: string, password: string) => {
    const agent = request.agent(server);
    const response = await agent.post('/login/username').send({ username, password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return agent;
  };
  return {
    app,
    config,
    databaseUrl: db.url,
    http: () => request(server),
    signIn,
    signInAdmin: () => signIn(ADMIN.username, ADMIN.password),
    sessionCookie: async (username, password) => {
      const response = await request(server).post('/login/username').send({ username, password });
      const cookie = sessionCookieOf(response);
      if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
      return cookie;
    },
    wsUrl: `ws://127.0.0.1:${port}${REALTIME_PATH}`,
    port,
    createUser: async (over = {}) => {
      const id = randomUUID();
      const username = over.username ?? `hocvien_${id.slice(0, 6)}`;
      const password = over.password ?? 'mat-khau-hoc-vien';
      const now = new Date().toISOString();
      const command = {
        type: 'CreateUser' as const,
        data: {
          userId: id,
          email: over.email ?? null,
          username,
          name: 'Học viên',
          isAdmin: over.isAdmin ?? false,
          passwordHash: await hashPassword(password),
          source: 'admin' as const,
          now,
          info: { ...EMPTY_INFO, ...(over.info ?? validityPeriod(startOfVietnamDay(Date.now()), 30)) },
          mustChangePassword: over.mustChangePassword ?? false,
        },
      };
      const metadata = { actorId: null, actorEmail: ADMIN.email, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: now };
      await app.get(CommandPath).execute(new DeciderCommand(userDecider, userStreamId(id), command, metadata), [USER_PROJECTION]);
      return { id, username, password };
    },
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
