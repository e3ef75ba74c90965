import { Inject, Injectable, Logger, ServiceUnavailableException, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import type { ProjectionHealth } from '@k9/contracts';
import { AppConfig } from '../../config/app-config.js';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import { SharedLogReader } from './shared-log-reader.js';
import type { Projection } from './projection.js';
import { PROJECTION_METADATA } from './projection.decorator.js';
import { ProjectionRunner } from './projection-runner.js';

export const PROJECTION_LAG_MESSAGE = 'Hệ thống đang cập nhật dữ liệu, vui lòng thử lại sau giây lát.';

@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly runners = new Map<string, ProjectionRunner>();
  private readonly waiters = new Set<() => void>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.register();
    await this.startAll({ passive: !this.config.runProjections });
  }

  register(): void {
    if (this.runners.size) return;
    const log = new SharedLogReader(this.store);
    for (const wrapper of this.discovery.getProviders()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype || !this.reflector.get(PROJECTION_METADATA, metatype)) continue;
      const projection = instance as Projection;
      this.runners.set(projection.name, new ProjectionRunner(projection, this.orm, log, () => this.notifyWaiters()));
    }
  }

  /** Passive: this process follows the checkpoints that another process writes (RUN_PROJECTIONS=false). */
  async startAll({ passive = false } = {}): Promise<void> {
    for (const runner of this.runners.values()) await runner.start(this.config.projectionPollMs, { passive });
    this.unsubscribe = await this.store.subscribe(() => this.wakeAll());
  }

  /** Before the platform closes the database pool (its onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.unsubscribe?.();
    await Promise.all([...this.runners.values()].map((runner) => runner.stop()));
  }

  /** How many times this process saw the read model change: cached reads stay valid while it is unchanged. */
  changes(name: string): number {
    return this.runners.get(name)?.changes ?? -1;
  }

  names(): string[] {
    return [...this.runners.keys()];
  }

  wakeAll(): void {
    for (const runner of this.runners.values()) void runner.wake();
  }

  /** Read-your-writes: resolves once the named projections have applied `position`, else 503 after the timeout. */
  async waitFor(position: number | null, names: readonly string[], timeoutMs = this.config.readYourWritesTimeoutMs): Promise<void> {
    if (position === null) return;
    const runners = names.map((name) => {
      const runner = this.runners.get(name);
      if (!runner) throw new Error(`Unknown projection ${name}`);
      return runner;
    });
    const passed = () => runners.every((runner) => runner.position >= position);
    if (passed()) return;
    runners.forEach((runner) => void runner.wake());
    const deadline = Date.now() + timeoutMs;
    while (!passed()) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new ServiceUnavailableException({ statusCode: 503, message: PROJECTION_LAG_MESSAGE, code: 'PROJECTION_LAG' });
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        // The timer re-wakes runners, which also covers a batch applied by another instance.
        const timer = setTimeout(() => {
          runners.forEach((runner) => void runner.wake());
          done();
        }, Math.min(remaining, 5));
        this.waiters.add(done);
      });
    }
  }

  async status(): Promise<ProjectionHealth[]> {
    const head = await this.store.head();
    return [...this.runners.values()].map((runner) => ({
      name: runner.projection.name,
      checkpoint: runner.position,
      lag: Math.max(0, head - runner.position),
    }));
  }

  async rebuild(name: string): Promise<void> {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`Không có projection tên "${name}". Có: ${this.names().join(', ')}`);
    this.logger.log(`Rebuilding ${name} from the first event`);
    await runner.rebuild();
  }

  private notifyWaiters(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
