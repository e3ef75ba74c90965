import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CONTEXTS } from './contexts.js';
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
};

@Module({})
export class AppModule {
  static forRoot({ realtime, jobs, imports = [], ...platform }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(platform),
        CqrsModule.forRoot(),
        RealtimeModule.forRoot({ imports: [IdentityModule], ...realtime }),
        JobsModule.forRoot(jobs),
        ...CONTEXTS.map((context) => context.module),
        ...imports,
      ],
      controllers: [HealthController],
    };
  }
}
