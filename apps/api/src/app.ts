import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule, type AppModuleOptions } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { FirstAdminService } from './modules/identity/bootstrap/first-admin.service.js';
import { auditorReadOnlyMiddleware } from './modules/identity/guards/auditor-read-only.js';
import { accessValidUntil, adminOnlyMiddleware } from './modules/identity/guards/guards.js';
import { sessionIdOf, sessionUserId } from './modules/identity/session/session-middleware.js';
import { SessionService } from './modules/identity/session/session.service.js';
import { UsersRepository } from './modules/identity/users.repository.js';
import { SETTING_PROJECTION } from './modules/site/projections/site-setting/site-setting.projection.js';
import { SettingsCoherence } from './modules/site/settings-coherence.js';
import { configureHttp, serveWeb } from './platform/http/configure-http.js';
import { idempotency } from './platform/http/idempotency.js';
import { PG_POOL } from './platform/event-store/event-store.token.js';
import { ProjectionsService } from './platform/projections/projections.service.js';
import { RealtimeWsAdapter } from './platform/realtime/realtime-ws.adapter.js';

const LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

export type Connections = { databaseUrl: string; redisUrl: string };

export type AppOptions = Pick<AppModuleOptions, 'realtime' | 'jobs' | 'imports' | 'contexts'> & {
  /** Where the generated first-admin password is shown. */
  print?: (line: string) => void;
  /** Runs after HTTP is configured and before the web app and the routes are mounted (the benchmarks mount their baseline route here). */
  beforeInit?: (app: NestExpressApplication) => void;
};

/** The whole API, initialised (migrations applied, projections running, first admin present), not yet listening. */
export async function createApp(config: AppConfig, connections: Connections, options: AppOptions = {}): Promise<NestExpressApplication> {
  const { print, beforeInit, ...modules } = options;
  const jobs = { ...modules.jobs, prefix: modules.jobs?.prefix ?? config.jobsPrefix };
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, ...connections, ...modules, jobs }), {
    bodyParser: false,
    logger: LEVELS[config.logLevel],
  });
  try {
    const projections = app.get(ProjectionsService);
    const sessions = app.get(SessionService);
    // A setting changed on any instance (each is told before that change's answer, see SettingsCoherence).
    const settings = app.get(SettingsCoherence);
    // Users whose sessions or rights changed on any instance (told likewise, see SessionCoherence).
    let usersChanged = 0;
    sessions.onUsersChanged(() => {
      usersChanged++;
    });
    configureHttp(app, config, {
      session: sessions.middleware,
      adminOnly: adminOnlyMiddleware(app.get(UsersRepository)),
      // Auditors (issue 36 §4): every write refused, whatever the route.
      readOnly: auditorReadOnlyMiddleware(app.get(UsersRepository)),
      // A repeat of a write with the same Idempotency-Key gets the first answer (it may wait for the first to answer).
      idempotency: idempotency(app.get(PG_POOL), { ownerOf: (request) => sessionUserId(request) ?? null, waitMs: config.readYourWritesTimeoutMs + 5000 }),
      // The public settings are the same for everyone; any setting change (NOTIFY on every instance) drops them.
      publicCache: { prefixes: ['/api/public/setting/'], version: () => projections.changes(SETTING_PROJECTION) + settings.version() },
      // A setting as its reader may see it: per session, until any read model changes (the user's rights, the
      // settings), a setting or a user changes on any instance, or the account starts or expires.
      privateCache: {
        prefixes: ['/api/setting/'],
        callerOf: (request) => {
          const [session, userId] = [sessionIdOf(request), sessionUserId(request)];
          return session && userId ? { session, userId } : null;
        },
        version: () => projections.names().reduce((sum, name) => sum + projections.changes(name), settings.version() + usersChanged),
        validUntil: (request) => (request.user ? accessValidUntil(request.user) : null),
      },
    });
    beforeInit?.(app);
    serveWeb(app, config);
    app.useWebSocketAdapter(new RealtimeWsAdapter(app));
    await app.init();
    await app.get(FirstAdminService).ensure(print);
    return app;
  } catch (error) {
    // A failed boot must not leave pools, workers or timers behind.
    await app.close().catch(() => undefined);
    throw error;
  }
}

