import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AiUsageLimits } from '@k9/domain';
import { AppConfig } from '../../config/app-config.js';
import type { AiQuotaTicket } from '../../platform/ai/ai-ports.js';
import { createProducerConnection } from '../../platform/jobs/redis-connections.js';
import { REDIS_URL } from '../../platform/platform.tokens.js';

/** A day's counters outlive the day a little (a call accepted at 23:59 may give its unit back after midnight). */
const KEEP_SECONDS = 2 * 24 * 3600;

/**
 * All or nothing, in one step so that parallel requests cannot both see room for the last unit: every counter starts
 * at its seed (the ledger's count of the day, for a counter Redis does not have yet), then either each counter has
 * room for `units` and all are raised by them, or none is. Answers 0 (reserved), 1 (the user's limit) or 2 (a class's).
 * KEYS: the user's counter (or '' when users are not limited), then the classes'. ARGV: units, keep seconds, user limit,
 * class limit, then a seed per key.
 */
const RESERVE = `
local units = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  if key ~= '' then redis.call('SET', key, ARGV[4 + i], 'NX', 'EX', ARGV[2]) end
end
if KEYS[1] ~= '' and tonumber(redis.call('GET', KEYS[1])) + units > tonumber(ARGV[3]) then return 1 end
for i = 2, #KEYS do
  if tonumber(redis.call('GET', KEYS[i])) + units > tonumber(ARGV[4]) then return 2 end
end
for i, key in ipairs(KEYS) do
  if key ~= '' then redis.call('INCRBY', key, units) end
end
return 0`;

/** Gives units back, never below zero (a counter that expired meanwhile stays gone). */
const GIVE_BACK = `
for _, key in ipairs(KEYS) do
  local left = tonumber(redis.call('GET', key) or '0')
  if left > 0 then redis.call('SET', key, math.max(0, left - tonumber(ARGV[1])), 'KEEPTTL') end
end
return 0`;

export type QuotaCaller = { id: string; classIds: readonly string[] };
export type QuotaSeeds = { user: number; byClass: Record<string, number> };
export type QuotaOutcome = { reserved: AiQuotaTicket } | { refused: 'user' | 'class' };

/**
 * The daily AI counters (issue 23 §2.4): per learner and per class and Vietnam day, in the deployment's Redis namespace
 * (JOBS_PREFIX), so every API process reserves against the same numbers at the moment a request is accepted.
 */
@Injectable()
export class AiDailyQuota implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    @Inject(REDIS_URL) redisUrl: string,
    private readonly config: AppConfig,
  ) {
    this.redis = createProducerConnection(redisUrl, 'k9-ai-quota');
    this.redis.on('error', () => undefined);
  }

  /** The counters' names: one deployment's (JOBS_PREFIX), one Vietnam day's. */
  keysOf(caller: QuotaCaller, day: string, limits: AiUsageLimits): { user: string | null; classes: string[] } {
    const base = `${this.config.jobsPrefix}:ai-quota:${day}`;
    return {
      user: limits.perUserDaily === null ? null : `${base}:user:${caller.id}`,
      classes: limits.perClassDaily === null ? [] : caller.classIds.map((classId) => `${base}:class:${classId}`),
    };
  }

  async reserve(caller: QuotaCaller, day: string, limits: AiUsageLimits, units: number, seeds: QuotaSeeds): Promise<QuotaOutcome> {
    const { user, classes } = this.keysOf(caller, day, limits);
    const keys = [user ?? '', ...classes];
    const args = [units, KEEP_SECONDS, limits.perUserDaily ?? 0, limits.perClassDaily ?? 0, seeds.user, ...caller.classIds.filter(() => classes.length > 0).map((id) => seeds.byClass[id] ?? 0)];
    const answer = Number(await this.redis.eval(RESERVE, keys.length, ...keys, ...args));
    if (answer === 1) return { refused: 'user' };
    if (answer === 2) return { refused: 'class' };
    return { reserved: { keys: keys.filter(Boolean), units } };
  }

  async giveBack(ticket: AiQuotaTicket, units: number): Promise<void> {
    if (ticket.keys.length === 0 || units <= 0) return;
    await this.redis.eval(GIVE_BACK, ticket.keys.length, ...ticket.keys, units);
  }

  /** The learner's units used today (what the tests read). */
  async used(caller: QuotaCaller, day: string): Promise<number> {
    return Number((await this.redis.get(`${this.config.jobsPrefix}:ai-quota:${day}:user:${caller.id}`)) ?? 0);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
