import { HttpException, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createProducerConnection } from '../jobs/redis-connections.js';

/** One fixed window per key: the count and the window's remaining time in one atomic step. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** How many an account may do in a window, and what it is told (429, with Retry-After) past it. */
export type WindowAllowance = { name: string; perWindow: number; windowMs: number; code: string; message: string };

/**
 * At most `perWindow` actions of one account per window, else 429 with Retry-After. Counted in Redis, so every API
 * process of the deployment shares the count, under the deployment's JOBS_PREFIX (deployments sharing a Redis count
 * apart). While Redis is unreachable this process counts in memory rather than letting everything through.
 */
export class FixedWindowLimit implements OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly redis: Redis;
  private readonly memory = new Map<string, { count: number; until: number }>();
  private readonly prefix: string;

  constructor(
    private readonly allowance: WindowAllowance,
    redisUrl: string,
    jobsPrefix: string,
  ) {
    this.logger = new Logger(`Limit ${allowance.name}`);
    this.redis = createProducerConnection(redisUrl, `k9-${allowance.name}`);
    this.redis.on('error', () => undefined);
    this.prefix = `${jobsPrefix}:${allowance.name}:`;
  }

  /** The Redis key of an account's window (tests let a window pass by removing it). */
  keyOf(userId: string): string {
    return this.prefix + userId;
  }

  /** Counts one action of the account; 429 once it is over the window's allowance (the action is not done then). */
  async spend(userId: string): Promise<void> {
    const { count, ttlMs } = await this.hit(this.keyOf(userId));
    if (count <= this.allowance.perWindow) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
    throw new HttpException({ statusCode: 429, code: this.allowance.code, message: this.allowance.message, retryAfterSeconds }, 429);
  }

  private async hit(key: string): Promise<{ count: number; ttlMs: number }> {
    const { windowMs } = this.allowance;
    try {
      const [count, ttl] = (await this.redis.eval(HIT, 1, key, windowMs)) as [number, number];
      return { count, ttlMs: ttl };
    } catch (error) {
      this.logger.warn(`Redis unavailable, counting in memory: ${(error as Error).message}`);
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
