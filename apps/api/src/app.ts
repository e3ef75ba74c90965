import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { WsAdapter } from '@nestjs/platform-ws';
import type { LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule, type AppModuleOptions } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { FirstAdminService } from './modules/identity/bootstrap/first-admin.service.js';
import { SessionService } from './modules/identity/session/session.service.js';
import { configureHttp } from './platform/http/configure-http.js';

const LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

export type Connections = { databaseUrl: string; redisUrl: string };

export type AppOptions = Pick<AppModuleOptions, 'realtime' | 'jobs' | 'imports'> & {
  /** Where the generated first-admin password is shown. */
  print?: (line: string) => void;
  /** Runs after HTTP is configured and before routes are mounted (the benchmarks mount their baseline route here). */
  beforeInit?: (app: NestExpressApplication) => void;
};

/** The whole API, initialised (migrations applied, projections running, first admin present), not yet listening. */
export async function createApp(config: AppConfig, connections: Connections, options: AppOptions = {}): Promise<NestExpressApplication> {
  const { print, beforeInit, ...modules } = options;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, ...connections, ...modules }), {
    bodyParser: false,
    logger: LEVELS[config.logLevel],
  });
  try {
    configureHttp(app, config, app.get(SessionService).middleware);
    beforeInit?.(app);
    app.useWebSocketAdapter(new WsAdapter(app));
    await app.init();
    await app.get(FirstAdminService).ensure(print);
    return app;
  } catch (error) {
    // A failed boot must not leave pools, workers or timers behind.
    await app.close().catch(() => undefined);
    throw error;
  }
}

