import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type Job as BullJob } from 'bullmq';
import type { GenerationQueueItem } from '@k9/contracts';
import type { EventStore } from '@k9/domain';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { bullJobId } from '../../../platform/jobs/job-registry.js';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../../platform/jobs/jobs.options.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { REDIS_URL } from '../../../platform/platform.tokens.js';
import { catchUpWithLog } from '../../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { RealtimePublisher } from '../../../platform/realtime/realtime.publisher.js';
import { GenerationsRepository, type RunningFacts } from './generations.repository.js';
import { GENERATION_JOB, GENERATION_PROJECTION, GENERATION_QUEUE, generationJobKey } from './generation-names.js';
import { GenerationRunJob, type GenerationRunPayload } from './jobs/generation-run.job.js';
import type { GenerationView } from './projections/generation/generation.entity.js';

/** How often every instance checks that each admin's first waiting request has a job (a lost enqueue, a restart). */
const SWEEP_EVERY_MS = 15_000;
const FINISHED = new Set(['completed', 'failed', 'unknown']);

/**
 * Each admin's requests run one at a time, in the order asked. BullMQ has no per-group order, so the order lives in
 * the read model: only an admin's oldest waiting request has a job (id = the record's id); when it ends, its job asks
 * for the next. A boot-time and periodic sweep gives a job to any admin's first waiting request that has none (or
 * whose job ended without finishing it: a stop by a restart), which is how a restart loses nothing. A record is made
 * once, at the request, so a resumed job continues the same record.
 */
@Injectable()
export class GenerationQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('StudioGeneration');
  private reader: Queue | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(
    private readonly jobs: JobsService,
    private readonly generations: GenerationsRepository,
    private readonly realtime: RealtimePublisher,
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweepSoon(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    await this.reader?.close().catch(() => undefined);
  }

  /** The jobs platform's one stop path: removes the record's job if it waits, aborts it if it runs (end the record first, so nothing restarts it). */
  async stop(id: number): Promise<void> {
    await this.jobs.cancel(GENERATION_QUEUE, bullJobId(GENERATION_JOB, generationJobKey(id)));
  }

  /** Gives the admin's first waiting request a job when it has none running or waiting. */
  async ensureRunning(ownerId: string): Promise<void> {
    const [head] = await this.generations.waiting(ownerId);
    if (!head) return;
    const job = await this.queueReader().getJob(bullJobId(GENERATION_JOB, generationJobKey(head.id)));
    if (job) {
      const state = await job.getState();
      if (!FINISHED.has(state)) return;
      // Ended without finishing the record (stopped by a shutdown): the same id again, resumed from its events.
      await job.remove().catch(() => undefined);
    }
    await this.jobs.enqueue(GenerationRunJob, this.payloadOf(head), { ownerId });
  }

  /** The admin's queue: the first one is running when its job is active (with the step it works on). */
  async items(ownerId: string): Promise<GenerationQueueItem[]> {
    const waiting = await this.generations.waiting(ownerId);
    const running = waiting.length ? await this.runningFacts(waiting[0].id) : null;
    return waiting.map((view, index) => ({
      id: view.id,
      prompt: view.prompt,
      AIGenConfigId: view.aiGenConfigId,
      flowName: view.flowName,
      layout: view.settings.layout,
      state: index === 0 && running ? 'running' : 'waiting',
      runningStep: index === 0 ? (running?.runningStep ?? null) : null,
      create_at: view.createdAt.toISOString(),
    }));
  }

  async runningFacts(id: number): Promise<RunningFacts | null> {
    const job: BullJob | undefined = await this.queueReader().getJob(bullJobId(GENERATION_JOB, generationJobKey(id)));
    if (!job || (await job.getState()) !== 'active') return null;
    const progress = job.progress as { stepName?: unknown } | number;
    return { runningStep: typeof progress === 'object' && typeof progress?.stepName === 'string' ? progress.stepName : null };
  }

  async push(ownerId: string): Promise<void> {
    this.realtime.toUser(ownerId, 'studio.generation.queue', { items: await this.items(ownerId) });
  }

  /** Every admin with waiting requests gets their first one running (after the read model has caught up with the log). */
  async sweep(): Promise<void> {
    await catchUpWithLog(this.projections, this.store, [GENERATION_PROJECTION], 60_000);
    for (const ownerId of await this.generations.ownersWithWaiting()) {
      if (this.closing) return;
      await this.ensureRunning(ownerId).catch((error: unknown) => this.logger.warn(`queue of ${ownerId}: ${(error as Error).message}`));
    }
  }

  private sweepSoon(delayMs: number): void {
    if (this.closing) return;
    this.sweepTimer = setTimeout(() => {
      this.sweep()
        .catch((error: unknown) => this.logger.warn(`queue sweep: ${(error as Error).message}`))
        .finally(() => this.sweepSoon(SWEEP_EVERY_MS));
    }, delayMs);
    this.sweepTimer.unref();
  }

  private payloadOf(view: GenerationView): GenerationRunPayload {
    return {
      requestId: generationJobKey(view.id),
      generationId: view.id,
      purpose: 'studio.generation',
      actor: view.ownerId ? { id: view.ownerId, email: view.userCreated, isAdmin: true, classIds: [] } : null,
      correlationId: `ai-gen-history-${view.id}`,
    };
  }

  private queueReader(): Queue {
    if (!this.reader) {
      this.reader = new Queue(GENERATION_QUEUE, { connection: { url: this.redisUrl, maxRetriesPerRequest: 2 }, prefix: this.options.prefix });
      this.reader.on('error', () => undefined);
    }
    return this.reader;
  }
}
