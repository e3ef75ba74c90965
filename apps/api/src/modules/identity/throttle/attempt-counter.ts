import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../../config/app-config.js';
import { REDIS_URL } from '../../../platform/platform.tokens.js';
import { createProducerConnection } from '../../../platform/jobs/redis-connections.js';

export type Count = { count: number; ttlMs: number };

/**
 * One Redis may serve several deployments: each counts under its own JOBS_PREFIX (as its jobs and sockets do). Two
 * deployments whose databases share a name once counted each other's registrations and failed sign-ins.
 */
export const attemptsNamespace = (jobsPrefix: string) => `${jobsPrefix}:attempts:`;

/**
 * Counters that expire (failed sign-ins, registrations), in Redis so every API process sees the same counts. While
 * Redis is unreachable the counts fall back to this process's memory rather than letting every attempt through.
 */
@Injectable()
export class AttemptCounter implements OnApplicationShutdown {
  private readonly logger = new Logger('AttemptCounter');
  private readonly redis: Redis;
  private readonly memory = new Map<string, { count: number; until: number }>();
  private readonly namespace: string;

  constructor(@Inject(REDIS_URL) redisUrl: string, config: AppConfig) {
    this.redis = createProducerConnection(redisUrl, 'k9-attempts');
    this.redis.on('error', () => undefined);
    this.namespace = attemptsNamespace(config.jobsPrefix);
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const name = this.namespace + key;
    try {
      const [[, count], , [, ttl]] = (await this.redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec()) as [[null, number], [null, number], [null, number]];
      return { count, ttlMs: Math.max(0, ttl) };
    } catch (error) {
      this.logger.warn(`Redis unavailable, counting in memory: ${(error as Error).message}`);
      const now = Date.now();
      const entry = this.memory.get(name);
      const next = entry && entry.until > now ? { count: entry.count + 1, until: entry.until } : { count: 1, until: now + windowMs };
      this.memory.set(name, next);
      return { count: next.count, ttlMs: next.until - now };
    }
  }

  async peek(key: string): Promise<Count> {
    const name = this.namespace + key;
    try {
      const [[, count], [, ttl]] = (await this.redis.multi().get(name).pttl(name).exec()) as [[null, string | null], [null, number]];
      return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) };
    } catch {
      const entry = this.memory.get(name);
      return entry && entry.until > Date.now() ? { count: entry.count, ttlMs: entry.until - Date.now() } : { count: 0, ttlMs: 0 };
    }
  }

  async reset(key: string): Promise<void> {
    const name = this.namespace + key;
    this.memory.delete(name);
    await this.redis.del(name).catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
