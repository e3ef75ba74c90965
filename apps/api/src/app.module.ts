import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from './modules/audit/audit.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { SiteModule } from './modules/site/site.module.js';
import { HealthController } from './platform/health/health.controller.js';
import { JobsModule } from './platform/jobs/jobs.module.js';
import { PlatformModule, type PlatformOptions } from './platform/platform.module.js';
import { RealtimeModule } from './platform/realtime/realtime.module.js';

@Module({})
export class AppModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(options),
        CqrsModule.forRoot(),
        IdentityModule,
        RealtimeModule.forRoot({ imports: [IdentityModule] }),
        JobsModule.forRoot(),
        SiteModule,
        AuditModule,
      ],
      controllers: [HealthController],
    };
  }
}
