import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JOBS_OPTIONS, resolveJobsOptions, type JobsModuleOptions } from './jobs.options.js';
import { JobsService } from './jobs.service.js';

/**
 * BullMQ on the REDIS_URL of PlatformModule. Feature modules list their `@Job()` handler classes in
 * `providers` and inject JobsService to enqueue; progress goes to realtime when RealtimeModule is loaded.
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsModuleOptions = {}): DynamicModule {
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [{ provide: JOBS_OPTIONS, useValue: resolveJobsOptions(options) }, JobsService],
      exports: [JobsService, JOBS_OPTIONS],
    };
  }
}
