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

  it('gives anyone only ok / degraded, and the details (components, projections) to admins only', async () => {
    const anonymous = await t.http().get('/api/health').expect(200);
    expect(anonymous.body).toEqual({ status: 'ok' });
    const learner = await t.createUser();
    expect((await (await t.signIn(learner.username, learner.password)).get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
    const admin = await (await t.signInAdmin()).get('/api/health').expect(200);
    expect(admin.body).toMatchObject({ status: 'ok', database: { status: 'up' }, redis: { status: 'up' }, eventStore: { status: 'up' } });
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
    expect(anonymous.body).toEqual({ status: 'degraded' });

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
