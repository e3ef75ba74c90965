import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AiStreamEnded } from '@k9/contracts';
import { REDIS_URL } from '../platform.tokens.js';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../jobs/jobs.options.js';
import { RealtimePublisher } from '../realtime/realtime.publisher.js';

/** How long a run's deltas stay readable for a client that reconnects. */
const KEEP_SECONDS = 3600;

export type RunReplay = { ownerId: string | null; deltas: Array<{ seq: number; delta: string }>; lastSeq: number; ended: AiStreamEnded | null };

/**
 * Streamed text goes to the asking user's sockets as `{ runId, seq, delta }` (seq from 1, in order) and into a Redis
 * list, so that a client that reconnects reads what it missed after the last seq it has, on any instance.
 */
@Injectable()
export class AiRunStreams implements OnApplicationShutdown {
  private redis: Redis | null = null;

  constructor(
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
    private readonly realtime: RealtimePublisher,
  ) {}

  private get client(): Redis {
    // Commands wait for the connection (unlike the enqueue connection, which fails fast for a 503).
    return (this.redis ??= new Redis(this.redisUrl, { connectionName: `${this.options.prefix}:ai-runs`, maxRetriesPerRequest: 2 }));
  }

  private key(runId: string, part: 'deltas' | 'end' | 'owner'): string {
    return `${this.options.prefix}:ai-run:${runId}:${part}`;
  }

  /**
   * A run asked for and not started yet (its job waits in the queue): known from now on, so a client that reads it at
   * once is told it is running with nothing yet, rather than that there is no such run. Leaves a known run as it is.
   */
  async announce(runId: string, ownerId: string | null): Promise<void> {
    await this.client.set(this.key(runId, 'owner'), ownerId ?? '', 'EX', KEEP_SECONDS, 'NX');
  }

  /** A fresh start of a run (also a retried one): what an earlier attempt streamed is dropped. */
  async begin(runId: string, ownerId: string | null): Promise<void> {
    await this.client
      .multi()
      .del(this.key(runId, 'deltas'), this.key(runId, 'end'))
      .set(this.key(runId, 'owner'), ownerId ?? '', 'EX', KEEP_SECONDS)
      .exec();
  }

  /**
   * Returns a writer: each delta is pushed to the owner at once and appended in order (one connection keeps the order).
   * `messageId`: the chat message the run writes, sent with each delta so a tab knows where it goes.
   */
  writer(runId: string, ownerId: string | null, messageId?: string): { push(delta: string): void; lastSeq(): number; flush(): Promise<void> } {
    let seq = 0;
    let pending: Promise<unknown> = Promise.resolve();
    const key = this.key(runId, 'deltas');
    return {
      push: (delta) => {
        seq += 1;
        if (ownerId) this.realtime.toUser(ownerId, 'ai.delta', { runId, seq, delta, ...(messageId ? { messageId } : {}) });
        pending = this.client.multi().rpush(key, delta).expire(key, KEEP_SECONDS).exec();
        pending.catch(() => undefined);
      },
      lastSeq: () => seq,
      flush: () => pending.then(() => undefined),
    };
  }

  async end(ended: AiStreamEnded, ownerId: string | null): Promise<void> {
    await this.client.set(this.key(ended.runId, 'end'), JSON.stringify(ended), 'EX', KEEP_SECONDS);
    if (ownerId) this.realtime.toUser(ownerId, 'ai.ended', ended);
  }

  /** What a reconnecting client missed: the deltas after `afterSeq`, and the end when there is one. Null: unknown run. */
  async replay(runId: string, afterSeq: number): Promise<RunReplay | null> {
    const [owner, deltas, end] = await Promise.all([
      this.client.get(this.key(runId, 'owner')),
      this.client.lrange(this.key(runId, 'deltas'), afterSeq, -1),
      this.client.get(this.key(runId, 'end')),
    ]);
    if (owner === null) return null;
    const length = afterSeq + deltas.length;
    return { ownerId: owner || null, deltas: deltas.map((delta, index) => ({ seq: afterSeq + index + 1, delta })), lastSeq: length, ended: end ? (JSON.parse(end) as AiStreamEnded) : null };
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
