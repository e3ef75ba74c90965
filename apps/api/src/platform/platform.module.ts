import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { EventStore } from '@k9/domain';
import { AppConfig } from '../config/app-config.js';
import { createOrm } from './database/orm.js';
import { createPgPool } from './infra/pg-pool.js';
import { EVENT_STORE, PG_POOL } from './event-store/event-store.token.js';
import { REDIS_URL } from './platform.tokens.js';
import { createEventStore } from './event-store/create-event-store.js';
import { ProjectionsService } from './projections/projections.service.js';
import { CommandPath } from './commands/command-path.js';
import { CommandRunner } from './commands/command-runner.js';
import { DeciderCommandHandler } from './commands/decider-command.handler.js';
import { ListQueryGate } from './database/list-query-gate.js';

export type PlatformOptions = { config: AppConfig; databaseUrl: string; redisUrl: string };

@Injectable()
class PlatformShutdown implements OnApplicationShutdown {
  constructor(
    private readonly orm: MikroORM,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.orm.close();
    await this.pool.end();
  }
}

/** Config, PostgreSQL (pool + MikroORM), the event store and projections: what every context stands on. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot({ config, databaseUrl, redisUrl }: PlatformOptions): DynamicModule {
    return {
      module: PlatformModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: REDIS_URL, useValue: redisUrl },
        {
          provide: PG_POOL,
          // Recovers by itself when the server comes back (restarted embedded PostgreSQL, external server).
          useFactory: () => createPgPool(databaseUrl),
        },
        { provide: MikroORM, useFactory: () => createOrm(databaseUrl) },
        {
          provide: EVENT_STORE,
          inject: [PG_POOL, MikroORM],
          // MikroORM is injected so the schema is migrated before the first append.
          useFactory: (pool: pg.Pool) => createEventStore(config, pool, databaseUrl),
        },
        ProjectionsService,
        CommandRunner,
        DeciderCommandHandler,
        CommandPath,
        ListQueryGate,
        PlatformShutdown,
      ],
      exports: [AppConfig, REDIS_URL, PG_POOL, MikroORM, EVENT_STORE, ProjectionsService, CommandRunner, CommandPath, ListQueryGate],
    };
  }
}
