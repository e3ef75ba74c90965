import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DomainError, MARKET_SEED_STREAM, marketSeedDecider, type EventStore, type MarketSeedEvent } from '@k9/domain';
import { AppConfig } from '../../config/app-config.js';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { SeedMarketJob } from './jobs/seed-market.job.js';

/**
 * First start: the market data, as one job an admin sees in the queue. The seed is claimed first (its own stream), so
 * a restart or a second instance never seeds again; a start that finds the seed claimed but not done (the process
 * stopped mid-way) enqueues the same job again, which writes only what is missing. SEED_MARKET=false skips it.
 */
@Injectable()
export class MarketSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('MarketSeed');

  constructor(
    private readonly config: AppConfig,
    private readonly commands: CommandPath,
    private readonly jobs: JobsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedMarket) return;
    await this.seed();
  }

  /** The job's id when a seed is under way (started now or before), null when it is done. */
  async seed(): Promise<string | null> {
    const events = (await this.store.readStream(MARKET_SEED_STREAM)) as unknown as MarketSeedEvent[];
    if (events.some((event) => event.type === 'MarketSeedCompleted')) return null;
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
}
