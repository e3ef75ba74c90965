import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { EventStore } from '@k9/domain';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { bullJobId } from '../../platform/jobs/job-registry.js';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../platform/jobs/jobs.options.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { REDIS_URL } from '../../platform/platform.tokens.js';
import { catchUpWithLog } from '../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { ContactMailer } from './contact-mailer.js';
import { CONTACT_QUEUE, SEND_CONTACT_EMAIL_JOB } from './contact-names.js';
import { ContactRequestsRepository } from './contact-requests.repository.js';
import { SendContactEmailJob } from './jobs/send-contact-email.job.js';
import { CONTACT_REQUEST_PROJECTION } from './projections/contact-request/contact-request.projection.js';

/** How often every instance checks that each request still to send has a job (an enqueue lost while Redis was away). */
const SWEEP_EVERY_MS = 60_000;
const ENDED = new Set(['completed', 'failed', 'unknown']);

/**
 * Gets stored requests sent. The log is the outbox: a request is an event first, then gets a job (id = the request's);
 * when that enqueue fails (Redis away) or SMTP was not configured when it was stored, a sweep at boot and every
 * minute gives every request still waiting or retrying a job, and starts again one whose job ended without an outcome
 * recorded (a stop by a restart). Nothing is sent while SMTP is not configured: the requests wait in the list.
 */
@Injectable()
export class ContactOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ContactOutbox');
  private reader: Queue | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(
    private readonly mailer: ContactMailer,
    private readonly jobs: JobsService,
    private readonly requests: ContactRequestsRepository,
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (this.mailer.configured) this.sweepSoon(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    await this.reader?.close().catch(() => undefined);
  }

  /** Right after the request is stored; a failure here loses nothing (the sweep retries it). */
  async dispatch(requestId: string): Promise<void> {
    if (!this.mailer.configured) return;
    await this.jobs.enqueue(SendContactEmailJob, { requestId }, { ownerId: null }).catch((error: unknown) => {
      this.logger.warn(`Contact request ${requestId} is stored; its e-mail waits for the next sweep: ${(error as Error).message}`);
    });
  }

  /** Every request still to send gets a job, once the read model has caught up with the log. */
  async sweep(): Promise<void> {
    await catchUpWithLog(this.projections, this.store, [CONTACT_REQUEST_PROJECTION], 60_000);
    for (const requestId of await this.requests.pendingIds()) {
      if (this.closing) return;
      await this.ensureQueued(requestId).catch((error: unknown) => this.logger.warn(`contact request ${requestId}: ${(error as Error).message}`));
    }
  }

  private async ensureQueued(requestId: string): Promise<void> {
    const job = await this.queueReader().getJob(bullJobId(SEND_CONTACT_EMAIL_JOB, requestId));
    if (job) {
      if (!ENDED.has(await job.getState())) return;
      // Its job ended, yet the request is still to send: the same id again, which goes on from the recorded attempts.
      await job.remove().catch(() => undefined);
    }
    await this.jobs.enqueue(SendContactEmailJob, { requestId }, { ownerId: null });
  }

  private sweepSoon(delayMs: number): void {
    if (this.closing) return;
    this.sweepTimer = setTimeout(() => {
      this.sweep()
        .catch((error: unknown) => this.logger.warn(`contact sweep: ${(error as Error).message}`))
        .finally(() => this.sweepSoon(SWEEP_EVERY_MS));
    }, delayMs);
    this.sweepTimer.unref();
  }

  private queueReader(): Queue {
    if (!this.reader) {
      this.reader = new Queue(CONTACT_QUEUE, { connection: { url: this.redisUrl, maxRetriesPerRequest: 2 }, prefix: this.options.prefix });
      this.reader.on('error', () => undefined);
    }
    return this.reader;
  }
}
