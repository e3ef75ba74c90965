import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { MarketSeedHealth } from '@k9/contracts';
import { DomainError, MARKET_SEED_STREAM, marketSeedDecider, type EventStore, type MarketSeedEvent } from '@k9/domain';
import { AppConfig } from '../../config/app-config.js';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import type { HealthPart } from '../../platform/health/health-parts.js';
import { bullJobId } from '../../platform/jobs/job-registry.js';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../platform/jobs/jobs.options.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { REDIS_URL } from '../../platform/platform.tokens.js';
import { SeedMarketJob, type SeedMarketProgress } from './jobs/seed-market.job.js';

const seedCompleted = (events: readonly { type: string }[]) => events.some((event) => event.type === 'MarketSeedCompleted');

/**
 * First start: the market data, as one job an admin sees in the queue. The seed is claimed first (its own stream), so
 * a restart or a second instance never seeds again; a start that finds the seed claimed but not done (the process
 * stopped mid-way) enqueues the same job again, which writes only what is missing. SEED_MARKET=false skips it.
 * /api/health tells its state (the `marketSeed` part) until the seeded rows are readable.
 */
@Injectable()
export class MarketSeeder implements OnApplicationBootstrap, OnApplicationShutdown, HealthPart<MarketSeedHealth> {
  private readonly logger = new Logger('MarketSeed');
  /** Once seeded, always seeded: /api/health stops reading the seed's stream. */
  private seeded = false;
  private reader: Queue | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly commands: CommandPath,
    private readonly jobs: JobsService,
    private readonly job: SeedMarketJob,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly jobsOptions: ResolvedJobsOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedMarket) return;
    await this.seed();
  }

  /** The job's id when a seed is under way (started now or before), null when it is done. */
  async seed(): Promise<string | null> {
    const events = (await this.store.readStream(MARKET_SEED_STREAM)) as unknown as MarketSeedEvent[];
    if (seedCompleted(events)) return null;
    const correlationId = randomUUID();
    if (events.length === 0) {
      const metadata = { actorId: null, actorEmail: 'system', correlationId, causationId: 'market-seed', occurredAt: new Date().toISOString() };
      try {
        await this.commands.execute(new DeciderCommand(marketSeedDecider, MARKET_SEED_STREAM, { type: 'StartMarketSeed', data: { sample: this.config.seedSampleMarket } }, metadata), []);
      } catch (error) {
        // Another instance claimed it a moment ago: its job runs.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    const jobId = await this.jobs.enqueue(SeedMarketJob, { correlationId }, { ownerId: null });
    this.logger.log('Dữ liệu thị trường: đang nạp dữ liệu lần đầu.');
    return jobId;
  }

  /**
   * `ready` once the seed job marked the seed done (every row readable in the lists), `off` when this installation does
   * not seed and never did, else `starting`, with the rows the job has written so far when it has reported them.
   */
  async health(): Promise<MarketSeedHealth> {
    if (this.seeded) return { status: 'ready' };
    if (seedCompleted(await this.store.readStream(MARKET_SEED_STREAM))) {
      this.seeded = true;
      return { status: 'ready' };
    }
    if (!this.config.seedMarket) return { status: 'off' };
    const progress = await this.progress().catch(() => null);
    return progress ? { status: 'starting', done: progress.done, total: progress.total } : { status: 'starting' };
  }

  /** The seed job's last reported progress (BullMQ keeps it on the job, whichever instance runs it). */
  private async progress(): Promise<SeedMarketProgress | null> {
    if (!this.reader) {
      this.reader = new Queue(this.job.queue, { connection: { url: this.redisUrl, maxRetriesPerRequest: 1, enableOfflineQueue: false }, prefix: this.jobsOptions.prefix });
      this.reader.on('error', () => undefined);
    }
    const job = await this.reader.getJob(bullJobId(this.job.name, this.job.jobId()));
    const progress = job?.progress as Partial<SeedMarketProgress> | undefined;
    return typeof progress?.done === 'number' && typeof progress.total === 'number' ? { done: progress.done, total: progress.total } : null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.reader?.close().catch(() => undefined);
  }
}
