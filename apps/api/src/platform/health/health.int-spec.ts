import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPrivateRedis, type PrivateRedis } from '../../../test/helpers/redis-server.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { until } from '../../../test/helpers/until.js';

describe('health while Redis is down', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await startTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t.close();
    await redis.dispose();
  });

  it('gives anyone only ok / degraded and the market seed state, and the details (components, projections) to admins only', async () => {
    // SEED_MARKET=false (the tests' default): no market data are coming.
    const anonymous = await t.http().get('/api/health').expect(200);
    expect(anonymous.body).toEqual({ status: 'ok', marketSeed: { status: 'off' } });
    const learner = await t.createUser();
    expect((await (await t.signIn(learner.username, learner.password)).get('/api/health').expect(200)).body).toEqual({ status: 'ok', marketSeed: { status: 'off' } });
    const admin = await (await t.signInAdmin()).get('/api/health').expect(200);
    expect(admin.body).toMatchObject({ status: 'ok', marketSeed: { status: 'off' }, database: { status: 'up' }, redis: { status: 'up' }, eventStore: { status: 'up' } });
    expect(admin.body.projections.map((p: { name: string }) => p.name)).toContain('site-setting');
  });

  it('reports Redis down with 503, keeps serving what does not need Redis, and recovers', async () => {
    const admin = await t.signInAdmin();
    expect((await t.http().get('/api/health')).status).toBe(200);
    await redis.stop();
    const started = Date.now();
    const down = await admin.get('/api/health');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'degraded', redis: { status: 'down' }, database: { status: 'up' }, eventStore: { status: 'up' } });
    // Anyone else learns only that something is wrong, not what (error texts name hosts and ports).
    const anonymous = await t.http().get('/api/health');
    expect(anonymous.status).toBe(503);
    expect(anonymous.body).toEqual({ status: 'degraded', marketSeed: { status: 'off' } });

    await admin.post('/api/setting').send({ type: 'TAG2_OPTIONS', setting: [{ value: 'a', label: 'Cấp A' }] }).expect(201);

    await redis.restart();
    const deadline = Date.now() + 10000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await t.http().get('/api/health')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await admin.get('/api/setting/TAG2_OPTIONS')).body.setting).toEqual([{ value: 'a', label: 'Cấp A' }]);
  });
});

describe('health while the market seed runs', () => {
  it('says the seed is starting (still 200) until its rows are readable in the lists, then ready', async () => {
    // This instance claims the seed and enqueues its job but runs no jobs: the seed waits.
    const waiting = await startTestApp({ SEED_MARKET: 'true', MARKET_SEED_TICKERS: 'FPT' }, { jobs: { runWorkers: false } });
    try {
      expect((await waiting.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', marketSeed: { status: 'starting' } });
      expect((await (await waiting.signInAdmin()).get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', marketSeed: { status: 'starting' } });
      const learner = await waiting.createUser();
      const reader = await waiting.signIn(learner.username, learner.password);
      expect((await reader.get('/api/fin-ratio').query({ ticker: 'FPT' }).expect(200)).body.total).toBe(0);

      // A second instance on the same database and queues runs the job.
      const worker = await startTestApp({ DATABASE_URL: waiting.databaseUrl, SEED_MARKET: 'true', MARKET_SEED_TICKERS: 'FPT' });
      try {
        await until('health says the seed is ready', async () => (await waiting.http().get('/api/health')).body.marketSeed?.status === 'ready', 60_000);
        expect((await waiting.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', marketSeed: { status: 'ready' } });
        // Ready means readable: FPT's quarters are in the list the moment health says so.
        expect((await reader.get('/api/fin-ratio').query({ ticker: 'FPT' }).expect(200)).body.total).toBeGreaterThan(20);
        expect((await worker.http().get('/api/health').expect(200)).body.marketSeed).toEqual({ status: 'ready' });
      } finally {
        await worker.close();
      }
    } finally {
      await waiting.close();
    }
  }, 120_000);
});
