import { Global, Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeFanout } from './realtime-fanout.js';
import { RealtimeHub } from './realtime-hub.js';
import { RealtimePublisher } from './realtime.publisher.js';
import { DEFAULT_REALTIME_OPTIONS, REALTIME_OPTIONS, type RealtimeOptions } from './realtime.options.js';

export type RealtimeModuleOptions = Partial<RealtimeOptions> & {
  /** A module exporting SESSION_AUTHENTICATOR, unless a global module already provides it. */
  imports?: ModuleMetadata['imports'];
};

/**
 * The /ws gateway and the RealtimePublisher (global). Needs AppConfig and SESSION_AUTHENTICATOR, and
 * the app must use `app.useWebSocketAdapter(new WsAdapter(app))` from @nestjs/platform-ws.
 */
@Global()
@Module({})
export class RealtimeModule {
  static forRoot({ imports = [], ...options }: RealtimeModuleOptions = {}): DynamicModule {
    return {
      module: RealtimeModule,
      imports,
      providers: [
        { provide: REALTIME_OPTIONS, useValue: { ...DEFAULT_REALTIME_OPTIONS, ...options } satisfies RealtimeOptions },
        RealtimeHub,
        RealtimeFanout,
        RealtimePublisher,
        RealtimeGateway,
      ],
      exports: [RealtimePublisher, RealtimeHub],
    };
  }
}
