import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { AiDailyQuota } from './ai-daily-quota.js';

const DAY = '2026-11-28';
const NO_SEEDS = { user: 0, byClass: {} };
/** A counter connects as it is made and fails fast until then (as in the app, where it is ready before any request). */
const connected = async (quota: AiDailyQuota) => {
  for (const end = Date.now() + 5000; ; await new Promise((resolve) => setTimeout(resolve, 20))) {
    try {
      return await quota.used({ id: 'ping', classIds: [] }, DAY);
    } catch (error) {
      if (Date.now() > end) throw error;
    }
  }
};

/** The daily AI counters on the run's Redis (issue 23 §2.4): all or nothing, n units at once, given back, per deployment. */
describe('AiDailyQuota', () => {
  const redisUrl = process.env.K9_TEST_REDIS_URL!;
  const jobsPrefix = `${process.env.K9_TEST_DB_PREFIX ?? 'k9_test_'}q${randomBytes(4).toString('hex')}`;
  let quota: AiDailyQuota;
  let other: AiDailyQuota;
  let redis: Redis;

  beforeAll(async () => {
    quota = new AiDailyQuota(redisUrl, { jobsPrefix } as AppConfig);
    other = new AiDailyQuota(redisUrl, { jobsPrefix: `${jobsPrefix}-b` } as AppConfig);
    redis = new Redis(redisUrl);
    await Promise.all([connected(quota), connected(other)]);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${jobsPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    quota.onApplicationShutdown();
    other.onApplicationShutdown();
  });

  it("reserves against the user's and the class's limits together: a refusal raises no counter", async () => {
    const limits = { perUserDaily: 5, perClassDaily: 2 };
    const [a, b, c] = ['a', 'b', 'c'].map((id) => ({ id, classIds: ['lop-1'] }));
    expect(await quota.reserve(a, DAY, limits, 1, NO_SEEDS)).toEqual({ reserved: { keys: [`${jobsPrefix}:ai-quota:${DAY}:user:a`, `${jobsPrefix}:ai-quota:${DAY}:class:lop-1`], units: 1 } });
    expect(await quota.reserve(b, DAY, limits, 1, NO_SEEDS)).toHaveProperty('reserved');
    expect(await quota.reserve(c, DAY, limits, 1, NO_SEEDS)).toEqual({ refused: 'class' });
    expect(await quota.used(c, DAY)).toBe(0);
  });

  it('reserves n units or none, starts from the seed, and gives units back without going below zero', async () => {
    const limits = { perUserDaily: 5, perClassDaily: null };
    const learner = { id: 'n-units', classIds: ['lop-2'] };
    const first = await quota.reserve(learner, DAY, limits, 3, { user: 1, byClass: {} });
    expect(first).toEqual({ reserved: { keys: [`${jobsPrefix}:ai-quota:${DAY}:user:n-units`], units: 3 } });
    expect(await quota.used(learner, DAY)).toBe(4);
    expect(await quota.reserve(learner, DAY, limits, 2, NO_SEEDS)).toEqual({ refused: 'user' });
    expect(await quota.used(learner, DAY)).toBe(4);
    if (!('reserved' in first)) throw new Error('not reserved');
    await quota.giveBack(first.reserved, 1);
    expect(await quota.reserve(learner, DAY, limits, 2, NO_SEEDS)).toHaveProperty('reserved');
    await quota.giveBack(first.reserved, 10);
    expect(await quota.used(learner, DAY)).toBe(0);
  });

  it("keeps each deployment's counters apart (JOBS_PREFIX)", async () => {
    const limits = { perUserDaily: 1, perClassDaily: null };
    const learner = { id: 'shared-redis', classIds: [] };
    expect(await quota.reserve(learner, DAY, limits, 1, NO_SEEDS)).toHaveProperty('reserved');
    expect(await quota.reserve(learner, DAY, limits, 1, NO_SEEDS)).toEqual({ refused: 'user' });
    expect(await other.reserve(learner, DAY, limits, 1, NO_SEEDS)).toHaveProperty('reserved');
  });
});
