import { Inject, Injectable, Logger, ServiceUnavailableException, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { EventStore } from '@k9/domain';
import type { ProjectionHealth } from '@k9/contracts';
import { AppConfig } from '../../config/app-config.js';
import { EVENT_STORE, PG_POOL } from '../event-store/event-store.token.js';
import { ProjectionLead } from './projection-lead.js';
import { SharedLogReader } from './shared-log-reader.js';
import type { Projection } from './projection.js';
import { PROJECTION_METADATA } from './projection.decorator.js';
import { ProjectionRunner, eventStoreName, eventStoreServer, type Advance } from './projection-runner.js';
import { countLag, type Lag } from './projection-lag.js';

export const PROJECTION_LAG_MESSAGE = 'Hệ thống đang cập nhật dữ liệu, vui lòng thử lại sau giây lát.';

@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly runners = new Map<string, ProjectionRunner>();
  private readonly waiters = new Set<() => void>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private lead: ProjectionLead | null = null;
  /** Followers' re-reads of a stored checkpoint in flight, shared by the cached reads that ask at once. */
  private readonly refreshing = new Map<string, Promise<void>>();
  /** Every runner's reads of the log, and the lag counts of status(), share identical reads in flight. */
  private log: SharedLogReader | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.register();
    await this.startAll({ passive: !this.config.runProjections });
  }

  register(): void {
    if (this.runners.size) return;
    const log = this.logReader();
    const eventStore = eventStoreName(this.store);
    // Asked of the store itself: the runners read it through the shared reader, which cannot say.
    const server = () => eventStoreServer(this.store);
    for (const wrapper of this.discovery.getProviders()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype || !this.reflector.get(PROJECTION_METADATA, metatype)) continue;
      const projection = instance as Projection;
      this.runners.set(projection.name, new ProjectionRunner(projection, this.orm, log, (name, position, advance) => this.advanced(name, position, advance), eventStore, server));
    }
  }

  /**
   * Every runner starts following the stored checkpoints; the instance that takes the lead (ProjectionLead) promotes
   * them to apply events, and takes over when the leader dies. Passive (RUN_PROJECTIONS=false): this instance never
   * leads, it only follows.
   */
  async startAll({ passive = false } = {}): Promise<void> {
    for (const runner of this.runners.values()) await runner.start(this.config.projectionPollMs, { passive: true });
    this.unsubscribe = await this.store.subscribe(() => this.wakeAll());
    // Read models and checkpoints live in PostgreSQL whatever the event store: when its connection drops, every
    // runner re-reads its checkpoint before going on (see ProjectionRunner.connectionLost), at once when it is back.
    this.lead = new ProjectionLead(this.pool.options, this.pool, { mayLead: !passive, retryMs: this.config.projectionPollMs }, {
      onLead: () => this.promoteAll(),
      onLostLead: () => {
        for (const runner of this.runners.values()) runner.demote();
      },
      onAnnounced: (name, position, advance) => this.runners.get(name)?.announced(position, advance),
      onLost: () => {
        this.logger.warn('Lost the database connection: projections resume from their stored checkpoints once it is back');
        for (const runner of this.runners.values()) runner.connectionLost();
      },
      onRestored: () => {
        this.logger.log('Database connection is back: projections resume');
        this.wakeAll();
      },
    });
    await this.lead.start();
  }

  /** Whether this instance applies the projections now (it holds the lead). */
  get leading(): boolean {
    return this.lead?.isLeading ?? false;
  }

  private async promoteAll(): Promise<void> {
    for (const runner of this.runners.values()) {
      await runner.promote().catch((error: unknown) => this.logger.error(`${runner.projection.name} could not take over: ${String(error)}`));
    }
  }

  /** Before the platform closes the database pool (its onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.lead?.close();
    this.lead = null;
    await this.unsubscribe?.();
    await Promise.all([...this.runners.values()].map((runner) => runner.stop()));
  }

  /**
   * Before a cached read of `name`'s read model: on an instance that only follows, the stored checkpoint is read again
   * (one query, shared by the reads that ask at once), so a change committed by the leader is never served stale even
   * before its announcement arrives. The leader knows its own changes.
   */
  async fresh(name: string): Promise<void> {
    const runner = this.runners.get(name);
    if (!runner || runner.active) return;
    let refresh = this.refreshing.get(name);
    if (!refresh) {
      refresh = runner.refresh().finally(() => this.refreshing.delete(name));
      this.refreshing.set(name, refresh);
    }
    await refresh;
  }

  /**
   * Resolves when the named read model may be read: at once normally; after a lost database connection, once its
   * runner has re-read the stored checkpoint (or failed to, while the database is still away).
   */
  settled(name: string): Promise<void> | null {
    const runner = this.runners.get(name);
    if (!runner || runner.synced) return null;
    // Active, the wake's catch-up gets it there; following, the leader's replay does (503 if it does not in time).
    return runner.wake().then(() => (runner.synced ? undefined : this.waitFor(runner.recoverTo, [name])));
  }

  /** How many times this process saw the read model change: cached reads stay valid while it is unchanged. */
  changes(name: string): number {
    return this.runners.get(name)?.changes ?? -1;
  }

  names(): string[] {
    return [...this.runners.keys()];
  }

  /** Every registered projection (the rebuild test compares all of their tables). */
  projections(): Projection[] {
    return [...this.runners.values()].map((runner) => runner.projection);
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
    const passed = () => runners.every((runner) => runner.synced && runner.position >= position);
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

  /**
   * Each projection's checkpoint (a position of the event store) and its lag in events: the same unit whatever the
   * store, where `head - checkpoint` would count PostgreSQL positions but EventStoreDB bytes. Counted by reading the
   * log between the two (nothing to read when caught up), up to LAG_COUNT_LIMIT events (then `lagCapped`).
   */
  async status(): Promise<ProjectionHealth[]> {
    const head = await this.store.head();
    const counts = new Map<number, Promise<Lag>>();
    const lagAfter = (position: number): Promise<Lag> => {
      let count = counts.get(position);
      if (!count) counts.set(position, (count = countLag(this.logReader(), position, head)));
      return count;
    };
    return Promise.all(
      [...this.runners.values()].map(async (runner) => {
        const checkpoint = runner.position;
        const lag = await lagAfter(checkpoint);
        const stalled = lag.events > 0 && Date.now() - runner.movedAt > this.config.projectionStallMs;
        return {
          name: runner.projection.name,
          checkpoint,
          lag: lag.events,
          ...(lag.capped ? { lagCapped: true as const } : {}),
          ...(stalled ? { stalled: true as const } : {}),
        };
      }),
    );
  }

  private logReader(): SharedLogReader {
    return (this.log ??= new SharedLogReader(this.store));
  }

  async rebuild(name: string): Promise<void> {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`Không có projection tên "${name}". Có: ${this.names().join(', ')}`);
    this.logger.log(`Rebuilding ${name} from the first event`);
    await runner.rebuild();
  }

  private advanced(name: string, position: number, advance: Advance): void {
    if (advance !== 'followed') this.lead?.announce(name, position, advance);
    this.notifyWaiters();
  }

  private notifyWaiters(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
