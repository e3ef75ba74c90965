import { Module, type DynamicModule } from '@nestjs/common';
import { AppConfig } from '../../src/config/app-config.js';
import { REDIS_URL } from '../../src/platform/platform.module.js';

/** What jobs and realtime need from PlatformModule (AppConfig, REDIS_URL), without PostgreSQL. */
@Module({})
export class FakePlatformModule {
  static forRoot({ redisUrl = 'redis://127.0.0.1:1', config = {} }: { redisUrl?: string; config?: Partial<AppConfig> } = {}): DynamicModule {
    return {
      module: FakePlatformModule,
      global: true,
      providers: [
        { provide: AppConfig, useValue: Object.assign(new AppConfig(), config) },
        { provide: REDIS_URL, useValue: redisUrl },
      ],
      exports: [AppConfig, REDIS_URL],
    };
  }
}
