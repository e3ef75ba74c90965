import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPrivateRedis, type PrivateRedis } from '../../../test/helpers/redis-server.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';

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

  it('reports Redis down with 503, keeps serving what does not need Redis, and recovers', async () => {
    expect((await t.http().get('/api/health')).status).toBe(200);
    await redis.stop();
    const started = Date.now();
    const down = await t.http().get('/api/health');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'degraded', redis: { status: 'down' }, database: { status: 'up' }, eventStore: { status: 'up' } });

    const admin = await t.signInAdmin();
    await admin.post('/api/setting').send({ type: 'TAG2_OPTIONS', setting: [{ value: 'a', label: 'A' }] }).expect(201);

    await redis.restart();
    const deadline = Date.now() + 10000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await t.http().get('/api/health')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await admin.get('/api/setting/TAG2_OPTIONS')).body.setting).toEqual([{ value: 'a', label: 'A' }]);
  });
});
