import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CONTEXTS } from './contexts.js';
import type { ApiContext } from './platform/context.js';
import { Contributions } from './platform/contributions.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { HealthController } from './platform/health/health.controller.js';
import { JobsModule } from './platform/jobs/jobs.module.js';
import type { JobsModuleOptions } from './platform/jobs/jobs.options.js';
import type { RealtimeOptions } from './platform/realtime/realtime.options.js';
import { PlatformModule, type PlatformOptions } from './platform/platform.module.js';
import { RealtimeModule } from './platform/realtime/realtime.module.js';

export type AppModuleOptions = PlatformOptions & {
  realtime?: Partial<RealtimeOptions>;
  jobs?: JobsModuleOptions;
  /** More modules beside the product's: the tests mount their own jobs this way. */
  imports?: Array<Type | DynamicModule>;
  /** The contexts mounted, CONTEXTS unless a test adds one (their entities and migrations are always CONTEXTS'). */
  contexts?: readonly ApiContext[];
};

/** What the contexts declared for each other's switchboards (platform/contributions.ts), for every module. */
@Global()
@Module({})
class ContributionsModule {
  static of(contexts: readonly ApiContext[]): DynamicModule {
    return { module: ContributionsModule, providers: [{ provide: Contributions, useValue: Contributions.of(contexts) }], exports: [Contributions] };
  }
}

@Module({})
export class AppModule {
  static forRoot({ realtime, jobs, imports = [], contexts = CONTEXTS, ...platform }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ContributionsModule.of(contexts),
        PlatformModule.forRoot(platform),
        CqrsModule.forRoot(),
        RealtimeModule.forRoot({ imports: [IdentityModule], ...realtime }),
        JobsModule.forRoot(jobs),
        ...contexts.map((context) => context.module),
        ...imports,
      ],
      controllers: [HealthController],
    };
  }
}
