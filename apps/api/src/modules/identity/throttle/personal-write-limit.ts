import { HttpException, Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../../config/app-config.js';
import { createProducerConnection } from '../../../platform/jobs/redis-connections.js';
import { REDIS_URL } from '../../../platform/platform.tokens.js';

/** Issue 23: a trial account stored 300 templates in 111 s; one account's own writes are now capped per minute. */
export const PERSONAL_WRITE_LIMIT = { perWindow: 30, windowMs: 60_000 } as const;
export const PERSONAL_WRITE_MESSAGES = { tooFast: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.' } as const;

/** One fixed window per account: the count and the window's remaining time in one atomic step. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/**
 * What one account writes to its own things (personal settings, its prompt templates, bookmarks and read marks): at
 * most 30 writes a minute across all of them, else 429 with Retry-After. Counted in Redis, so every API process of the
 * deployment shares the count, under the deployment's JOBS_PREFIX (deployments sharing a Redis count apart). While
 * Redis is unreachable this process counts in memory rather than letting every write through. Admins writing shared
 * values are not counted: callers spend only for a personal write.
 */
@Injectable()
export class PersonalWriteLimit implements OnApplicationShutdown {
  private readonly logger = new Logger('PersonalWriteLimit');
  private readonly redis: Redis;
  private readonly memory = new Map<string, { count: number; until: number }>();
  private readonly prefix: string;

  constructor(@Inject(REDIS_URL) redisUrl: string, config: AppConfig) {
    this.redis = createProducerConnection(redisUrl, 'k9-personal-writes');
    this.redis.on('error', () => undefined);
    this.prefix = `${config.jobsPrefix}:personal-writes:`;
  }

  /** The Redis key of an account's window (tests let a minute pass by removing it). */
  keyOf(userId: string): string {
    return this.prefix + userId;
  }

  /** Counts one personal write of the account; 429 once it is over the minute's allowance (nothing is written then). */
  async spend(userId: string): Promise<void> {
    const { count, ttlMs } = await this.hit(this.keyOf(userId));
    if (count <= PERSONAL_WRITE_LIMIT.perWindow) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
    throw new HttpException({ statusCode: 429, code: 'TOO_MANY_PERSONAL_WRITES', message: PERSONAL_WRITE_MESSAGES.tooFast, retryAfterSeconds }, 429);
  }

  private async hit(key: string): Promise<{ count: number; ttlMs: number }> {
    const { windowMs } = PERSONAL_WRITE_LIMIT;
    try {
      const [count, ttl] = (await this.redis.eval(HIT, 1, key, windowMs)) as [number, number];
      return { count, ttlMs: ttl };
    } catch (error) {
      this.logger.warn(`Redis unavailable, counting personal writes in memory: ${(error as Error).message}`);
      const now = Date.now();
      const entry = this.memory.get(key);
      const next = entry && entry.until > now ? { count: entry.count + 1, until: entry.until } : { count: 1, until: now + windowMs };
      this.memory.set(key, next);
      if (this.memory.size > 10_000) for (const [name, { until }] of this.memory) if (until <= now) this.memory.delete(name);
      return { count: next.count, ttlMs: next.until - now };
    }
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
