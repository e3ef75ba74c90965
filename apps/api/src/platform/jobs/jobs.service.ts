import {
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  Optional,
  ServiceUnavailableException,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleInit,
  type Type,
} from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { Queue, QueueEvents, UnrecoverableError, Worker, type Job as BullJob } from 'bullmq';
import type { Redis } from 'ioredis';
import { ADMIN_QUEUE_ROOM, userRoom } from '@k9/contracts';
import { REDIS_URL } from '../platform.tokens.js';
import { RealtimePublisher } from '../realtime/realtime.publisher.js';
import { JOB_HANDLER_METADATA, JobFailure, JobHandler, type JobContext } from './job.js';
import { bullJobId, JobRegistry } from './job-registry.js';
import { FORWARDED_EVENTS, isEnvelope, JOB_FAILED_MESSAGE, JobFactsCache, snapshotOf, toProgress, type ForwardedEvent, type JobEnvelope, type JobFacts } from './job-snapshot.js';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from './jobs.options.js';
import { createConsumerConnection, createProducerConnection, isRedisUnavailableError, whenReady } from './redis-connections.js';

export const QUEUE_UNAVAILABLE_MESSAGE = 'Hệ thống hàng đợi tạm thời không khả dụng, vui lòng thử lại sau.';
export const JOB_CANCELLED_REASON = 'Công việc đã được dừng theo yêu cầu.';
export const unknownQueueMessage = (queue: string) => `Không có hàng đợi "${queue}".`;
export const missingHandlerReason = (queue: string, name: string) =>
  `Không có bộ xử lý cho công việc "${name}" trong hàng đợi "${queue}" (no @Job() handler is registered for this name).`;

export type EnqueueOptions = {
  /** The user whose room gets the job's progress; null for system jobs (admins still see them). */
  ownerId: string | null;
  /** Run no earlier than this many ms from now (e.g. the spec's pauses between tasks). */
  delayMs?: number;
  /** 1 is the highest priority. */
  priority?: number;
};

export const COUNTED_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed'] as const;
export type QueueCounts = Record<(typeof COUNTED_STATES)[number], number>;

/** The states of a job that has not begun to run. */
const NOT_STARTED_STATES = new Set<string>(['waiting', 'delayed', 'prioritized', 'waiting-children']);

/** 'removed': it was not running and is gone; 'cancelling': it is running and its signal was aborted. */
export type CancelResult = 'removed' | 'cancelling' | 'not-found';

const delay = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/**
 * One BullMQ Queue + Worker + QueueEvents per queue name found on the `@Job()` handlers. Enqueueing fails
 * fast with 503 while Redis is unreachable; workers and event forwarding resume on their own when it returns.
 */
@Injectable()
export class JobsService implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private registry = new JobRegistry([]);
  private producer: Redis | null = null;
  private consumer: Redis | null = null;
  private subscriber: Redis | null = null;
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, Worker>();
  private readonly queueEvents = new Map<string, QueueEvents>();
  private readonly facts = new JobFactsCache();
  private forwarding: Promise<void> = Promise.resolve();
  private listening: Promise<void> = Promise.resolve();
  private closing = false;
  private readonly lastLogged = new Map<string, number>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
    @Optional() private readonly publisher?: RealtimePublisher,
  ) {}

  /** The registry check runs first, so a doubled or malformed handler stops the boot before anything connects. */
  onModuleInit(): void {
    this.registry = new JobRegistry(this.discoverHandlers());
    if (this.registry.queueNames().length === 0) return;
    this.producer = this.watch(createProducerConnection(this.redisUrl, `${this.options.prefix}:producer`), 'producer');
    for (const name of this.registry.queueNames()) {
      const queue = new Queue(name, { connection: this.producer, prefix: this.options.prefix });
      queue.on('error', (error) => this.logThrottled(`queue ${name}`, error));
      this.queues.set(name, queue);
    }
  }

  /** Workers start once every module is ready; boot waits a little for Redis, then goes on without it. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.queues.size === 0) return;
    this.consumer = this.watch(createConsumerConnection(this.redisUrl, `${this.options.prefix}:consumer`), 'consumer');
    if (this.options.runWorkers) {
      for (const name of this.queues.keys()) this.workers.set(name, this.startWorker(name));
      this.subscriber = this.watch(this.consumer.duplicate({ connectionName: `${this.options.prefix}:cancel` }), 'cancel subscriber');
      this.subscriber.on('message', (_channel: string, message: string) => this.onCancelMessage(message));
      void this.subscriber.subscribe(this.cancelChannel).catch((error) => this.logThrottled('cancel subscriber', error));
    }
    void this.upsertSchedules();
    this.listening = Promise.all([...this.queues.keys()].map((name) => this.listen(name))).then(() => undefined);
    const outcome = await Promise.race([this.listening.then(() => 'ready' as const), delay(this.options.bootWaitMs)]);
    if (outcome === 'timeout') this.logger.warn(`Redis did not answer within ${this.options.bootWaitMs} ms; jobs start when it does`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    const bounded = (work: Promise<unknown>, ms: number) => Promise.race([work.catch(() => undefined), delay(ms)]);
    await Promise.all(
      [...this.workers.values()].map(async (worker) => {
        if ((await bounded(worker.close(), this.options.shutdownTimeoutMs)) === 'timeout') {
          this.logger.warn(`Worker ${worker.name} still busy after ${this.options.shutdownTimeoutMs} ms: cancelling its jobs`);
          worker.cancelAllJobs(JOB_CANCELLED_REASON);
        }
      }),
    );
    await Promise.all([...this.queueEvents.values(), ...this.queues.values()].map((closable) => bounded(closable.close(), 2000)));
    for (const client of [this.subscriber, this.consumer, this.producer]) client?.disconnect();
  }

  /** Resolves once every queue's events are being forwarded to realtime (tests wait on it). */
  whenListening(): Promise<void> {
    return this.listening;
  }

  queueNames(): string[] {
    return this.registry.queueNames();
  }

  /**
   * Adds a job, or finds the one already there with the same id (same handler, same payload). Returns the
   * job id. 503 with a Vietnamese message when Redis cannot take it within `enqueueTimeoutMs`.
   */
  async enqueue<P>(handlerClass: Type<JobHandler<P, unknown>>, payload: NoInfer<P>, options: EnqueueOptions): Promise<string> {
    const handler = this.registry.forClass(handlerClass);
    const jobId = bullJobId(handler.name, handler.jobId(payload));
    const queue = this.queueNamed(handler.queue);
    const data: JobEnvelope<P> = { payload, ownerId: options.ownerId };
    const job = await this.whileRedisAnswers(() =>
      queue.add(handler.name, data, {
        jobId,
        attempts: handler.attempts,
        backoff: { ...handler.backoff },
        ...(options.delayMs ? { delay: options.delayMs } : {}),
        ...(options.priority ? { priority: options.priority } : {}),
        removeOnComplete: { age: this.options.keepCompletedSeconds },
        removeOnFail: { age: this.options.keepFailedSeconds },
      }),
    );
    if (!this.facts.get(jobId)) this.facts.set(jobId, { name: handler.name, ownerId: options.ownerId, progress: 0 });
    return job.id ?? jobId;
  }

  /**
   * Runs a job again that a shutdown cut off, for work whose own record says it is unfinished (an AI batch still
   * running): enqueued when Redis has no job of that id, retried when it failed; one waiting or running is left alone.
   */
  async resume<P>(handlerClass: Type<JobHandler<P, unknown>>, payload: NoInfer<P>, options: EnqueueOptions): Promise<void> {
    const handler = this.registry.forClass(handlerClass);
    const queue = this.queueNamed(handler.queue);
    const job = await this.whileRedisAnswers(() => queue.getJob(bullJobId(handler.name, handler.jobId(payload))));
    if (!job) {
      await this.enqueue(handlerClass, payload, options);
      return;
    }
    const state = await job.getState();
    if (state === 'failed') await job.retry('failed');
    else if (state === 'completed') {
      await job.remove();
      await this.enqueue(handlerClass, payload, options);
    }
  }

  /** Job counts by state, for a status screen. */
  async counts(queueName: string): Promise<QueueCounts> {
    const queue = this.queueNamed(queueName);
    const counts = await this.whileRedisAnswers(() => queue.getJobCounts(...COUNTED_STATES));
    return Object.fromEntries(COUNTED_STATES.map((state) => [state, counts[state] ?? 0])) as QueueCounts;
  }

  /** Stops a job: removes it when it is not running, else aborts its handler's signal on whichever instance runs it. */
  async cancel(queueName: string, jobId: string): Promise<CancelResult> {
    const queue = this.queueNamed(queueName);
    return this.whileRedisAnswers(async () => {
      const job = await queue.getJob(jobId);
      if (!job?.id) return 'not-found';
      if (!this.facts.get(job.id)) this.facts.set(job.id, factsOf(job));
      const state = await job.getState();
      if (state !== 'active' && (await queue.remove(job.id)) === 1) {
        // Only a job that never started held something back for its run; a finished one has settled its own.
        if (NOT_STARTED_STATES.has(state)) await this.release(queueName, job);
        return 'removed';
      }
      this.workers.get(queueName)?.cancelJob(job.id, JOB_CANCELLED_REASON);
      await this.producer!.publish(this.cancelChannel, JSON.stringify({ queue: queueName, jobId: job.id }));
      return 'cancelling';
    });
  }

  /** A job removed before it ran: its handler gives back what the request held (never failing the stop itself). */
  private async release(queueName: string, job: BullJob): Promise<void> {
    const handler = this.registry.find(queueName, job.name);
    if (!handler?.released || !isEnvelope(job.data)) return;
    await handler.released(job.data.payload).catch((error: unknown) => this.logger.warn(`Releasing the stopped job ${job.id}: ${String((error as Error)?.message ?? error)}`));
  }

  /** One job scheduler per scheduled handler, upserted by every instance (the same id: one schedule), once Redis answers. */
  private async upsertSchedules(): Promise<void> {
    const scheduled = this.registry.scheduled();
    if (!scheduled.length) return;
    await whenReady(this.producer!);
    for (const handler of scheduled) {
      if (this.closing) return;
      const data: JobEnvelope = { payload: handler.schedule!.payload, ownerId: null };
      await this.queueNamed(handler.queue)
        .upsertJobScheduler(
          handler.name,
          { every: handler.schedule!.everyMs },
          {
            name: handler.name,
            data,
            opts: {
              attempts: handler.attempts,
              backoff: { ...handler.backoff },
              removeOnComplete: { age: this.options.keepCompletedSeconds },
              removeOnFail: { age: this.options.keepFailedSeconds },
            },
          },
        )
        .catch((error) => this.logThrottled(`schedule ${handler.name}`, error));
    }
  }

  private discoverHandlers(): JobHandler<unknown, unknown>[] {
    return this.discovery
      .getProviders()
      .filter(({ metatype }) => typeof metatype === 'function' && this.reflector.get(JOB_HANDLER_METADATA, metatype))
      .map(({ instance, metatype }) => {
        if (!instance) throw new Error(`${(metatype as Type).name} is marked @Job() but has no singleton instance (request-scoped jobs are not supported)`);
        return instance as JobHandler<unknown, unknown>;
      });
  }

  private queueNamed(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new NotFoundException({ statusCode: 404, message: unknownQueueMessage(name), code: 'QUEUE_NOT_FOUND' });
    return queue;
  }

  private unavailable(): ServiceUnavailableException {
    return new ServiceUnavailableException({ statusCode: 503, message: QUEUE_UNAVAILABLE_MESSAGE, code: 'QUEUE_UNAVAILABLE' });
  }

  /** Runs a producer-side Redis call, turning "Redis is down or too slow" into 503 within enqueueTimeoutMs. */
  private async whileRedisAnswers<T>(work: () => Promise<T>): Promise<T> {
    if (this.producer?.status !== 'ready') throw this.unavailable();
    const pending = work();
    // Still settles after a timeout (ids are deterministic, so a retry by the user finds the same job).
    pending.catch(() => undefined);
    let outcome: T | 'timeout';
    try {
      outcome = await Promise.race([pending, delay(this.options.enqueueTimeoutMs)]);
    } catch (error) {
      if (isRedisUnavailableError(error)) throw this.unavailable();
      throw error;
    }
    if (outcome === 'timeout') throw this.unavailable();
    return outcome;
  }

  private startWorker(name: string): Worker {
    const settings = { ...this.registry.settingsOf(name), ...(this.options.queues[name] ?? {}) };
    const worker = new Worker(name, (job, token, signal) => this.process(name, job, signal), {
      connection: this.consumer!,
      prefix: this.options.prefix,
      concurrency: settings.concurrency ?? 1,
      ...(settings.limiter ? { limiter: settings.limiter } : {}),
      lockDuration: this.options.lockDurationMs,
      stalledInterval: this.options.stalledIntervalMs,
      // BullMQ waits 15 s by default before retrying after a connection error; resume sooner.
      runRetryDelay: 1000,
    });
    worker.on('error', (error) => this.logThrottled(`worker ${name}`, error));
    worker.on('failed', (job, error) => {
      if (job) this.logger.warn(`Job ${name}/${job.id} failed on attempt ${job.attemptsMade}: ${error.message}`);
    });
    return worker;
  }

  private async process(queue: string, job: BullJob, signal: AbortSignal | undefined): Promise<unknown> {
    const handler = this.registry.find(queue, job.name);
    if (!handler) throw new UnrecoverableError(missingHandlerReason(queue, job.name));
    const { payload, ownerId } = isEnvelope(job.data) ? job.data : { payload: job.data, ownerId: null };
    const abort = signal ?? new AbortController().signal;
    const ctx: JobContext = {
      jobId: job.id!,
      attempt: job.attemptsMade + 1,
      ownerId,
      signal: abort,
      progress: (value) => job.updateProgress(value),
    };
    try {
      return await handler.handle(payload, ctx);
    } catch (error) {
      // Kept with the job before it fails, so the failed event (on whichever instance forwards it) tells the owner this.
      if (isEnvelope(job.data)) {
        const ownerFailure = abort.aborted ? JOB_CANCELLED_REASON : error instanceof JobFailure ? error.ownerMessage : JOB_FAILED_MESSAGE;
        if (job.data.ownerId && job.data.ownerFailure !== ownerFailure) await job.updateData({ ...job.data, ownerFailure }).catch(() => undefined);
      }
      if (abort.aborted) throw new UnrecoverableError(JOB_CANCELLED_REASON);
      throw error;
    }
  }

  /**
   * Reads the queue's event stream from its current end, so nothing emitted between boot and the first
   * blocking read is missed; after a Redis outage QueueEvents carries on from the last id it saw.
   */
  private async listen(name: string): Promise<void> {
    const consumer = this.consumer!;
    await whenReady(consumer);
    if (this.closing) return;
    const [last] = await consumer.xrevrange(`${this.options.prefix}:${name}:events`, '+', '-', 'COUNT', 1);
    if (this.closing) return;
    const events = new QueueEvents(name, { connection: consumer, prefix: this.options.prefix, lastEventId: last?.[0] ?? '0-0' });
    events.on('error', (error) => this.logThrottled(`events ${name}`, error));
    for (const event of Object.keys(FORWARDED_EVENTS) as ForwardedEvent[]) {
      events.on(event, (args: { jobId: string; data?: unknown; failedReason?: string }) => this.forward(name, event, args));
    }
    this.queueEvents.set(name, events);
    await events.waitUntilReady();
  }

  /** Events are handled one after another so a looked-up snapshot never overtakes a later one. */
  private forward(queue: string, event: ForwardedEvent, args: { jobId: string; data?: unknown; failedReason?: string }): void {
    if (!this.publisher) return;
    this.forwarding = this.forwarding
      .then(() => this.pushSnapshot(queue, event, args))
      .catch((error) => this.logThrottled(`forwarding ${queue}`, error));
  }

  private async pushSnapshot(queue: string, event: ForwardedEvent, args: { jobId: string; data?: unknown; failedReason?: string }): Promise<void> {
    let facts: JobFacts | undefined = this.facts.get(args.jobId);
    if (!facts) {
      const job = await this.queues.get(queue)?.getJob(args.jobId);
      facts = job ? factsOf(job) : { name: '', ownerId: null, progress: 0 };
    }
    if (event === 'progress') facts = { ...facts, progress: toProgress(args.data) };
    if (event === 'failed') facts = { ...facts, failedReason: args.failedReason, ownerFailure: facts.ownerId ? await this.ownerFailureOf(queue, args.jobId) : undefined };
    if (event === 'active' || event === 'waiting') facts = { ...facts, failedReason: undefined, ownerFailure: undefined };
    if (event === 'removed') this.facts.delete(args.jobId);
    else this.facts.set(args.jobId, facts);
    const at = new Date();
    // A failure's detail (a provider's text) goes to the admins' queue room only; the owner gets their Vietnamese message.
    if (facts.ownerId && facts.failedReason !== undefined) {
      this.publisher!.toRoomsOnThisInstance([userRoom(facts.ownerId)], 'job.updated', snapshotOf(queue, args.jobId, event, facts, at, 'owner'));
      this.publisher!.toRoomsOnThisInstance([ADMIN_QUEUE_ROOM], 'job.updated', snapshotOf(queue, args.jobId, event, facts, at, 'admins'));
      return;
    }
    const rooms = facts.ownerId ? [userRoom(facts.ownerId), ADMIN_QUEUE_ROOM] : [ADMIN_QUEUE_ROOM];
    this.publisher!.toRoomsOnThisInstance(rooms, 'job.updated', snapshotOf(queue, args.jobId, event, facts, at, 'admins'));
  }

  /** What the worker kept for the owner of a failed job (read back: the worker may be another instance). */
  private async ownerFailureOf(queue: string, jobId: string): Promise<string> {
    const job = await this.queues.get(queue)?.getJob(jobId).catch(() => undefined);
    return (isEnvelope(job?.data) ? job.data.ownerFailure : undefined) ?? JOB_FAILED_MESSAGE;
  }

  private get cancelChannel(): string {
    return `${this.options.prefix}:jobs:cancel`;
  }

  private onCancelMessage(message: string): void {
    try {
      const { queue, jobId } = JSON.parse(message) as { queue: string; jobId: string };
      this.workers.get(queue)?.cancelJob(jobId, JOB_CANCELLED_REASON);
    } catch {
      // not ours
    }
  }

  private watch(client: Redis, role: string): Redis {
    client.on('error', (error: Error) => this.logThrottled(`redis ${role}`, error));
    return client;
  }

  /** During an outage every client reports every reconnect attempt: one line per source every 30 s is enough. */
  private logThrottled(source: string, error: unknown): void {
    if (this.closing) return;
    const now = Date.now();
    if (now - (this.lastLogged.get(source) ?? 0) < 30_000) return;
    this.lastLogged.set(source, now);
    this.logger.warn(`${source}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const factsOf = (job: BullJob): JobFacts => ({
  name: job.name,
  ownerId: isEnvelope(job.data) ? job.data.ownerId : null,
  progress: toProgress(job.progress),
  ...(job.failedReason ? { failedReason: job.failedReason } : {}),
  ...(isEnvelope(job.data) && job.data.ownerFailure ? { ownerFailure: job.data.ownerFailure } : {}),
});
