import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';

const TOO_MANY = { code: 'TOO_MANY_ATTEMPTS', message: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.' };

/** Sign-in throttling counts per account (whatever identifier was typed), and refuses only per account and address. */
describe('sign-in throttling', () => {
  let t: TestApp;
  // Loopback is 127.0.0.0/8 on Linux: a client bound to 127.0.0.2 reaches the server on 127.0.0.1 as a second address.
  const secondAddress = new Agent({ localAddress: '127.0.0.2' });
  const login = (username: string, password: string, from?: Agent) => {
    const call = t.http().post('/login/username');
    return (from ? call.agent(from) : call).send({ username, password });
  };

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_SLOW_AFTER: '2', LOGIN_LOCK_AFTER: '4', LOGIN_IP_LOCK_AFTER: '30' });
  });
  afterAll(async () => {
    secondAddress.destroy();
    await t.close();
  });

  it('counts the e-mail and the username as one account: the alias gets no tries of its own', async () => {
    const user = await t.createUser({ email: 'bi.danh@example.com' });
    for (let i = 0; i < 4; i++) expect((await login(user.username, 'sai-mat-khau')).status).toBe(401);
    const alias = await login('Bi.Danh@Example.com', 'sai-mat-khau');
    expect(alias.status).toBe(429);
    expect(alias.body).toMatchObject(TOO_MANY);
  });

  it('keeps the owner in from another address while the first one is refused, only slowed', async () => {
    const user = await t.createUser({ email: 'chu.tai.khoan@example.com' });
    for (let i = 0; i < 4; i++) expect((await login(i % 2 ? user.username : 'chu.tai.khoan@example.com', 'sai-mat-khau')).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(429);

    const started = Date.now();
    const owner = await login(user.username, user.password, secondAddress);
    expect(owner.status).toBe(200);
    // The account's failures slow every address (4 failures after 2: 1 s), capped at a few seconds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(4_500);

    // The owner's success ends the slowing, not the refusal of the address that guessed.
    const next = Date.now();
    expect((await login(user.username, user.password, secondAddress)).status).toBe(200);
    expect(Date.now() - next).toBeLessThan(900);
    expect((await login(user.username, user.password)).status).toBe(429);
  });

  it('refuses a second address only for what it guessed itself', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 4; i++) expect((await login(user.username, 'sai', secondAddress)).status).toBe(401);
    expect((await login(user.username, user.password, secondAddress)).status).toBe(429);
    expect((await login(user.username, user.password)).status).toBe(200);
  });
});

/** Issue 23 §2.5: the counters are the deployment's (JOBS_PREFIX), not the database name's. */
describe('throttle counters of two deployments on one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const register = (app: TestApp, email: string) => app.http().post('/api/public/register-account').send({ name: 'Học Viên', phone: '0912345678', email, info: { termsAccepted: true } });

  beforeAll(async () => {
    first = await startTestApp({ REGISTRATIONS_PER_HOUR: '2' });
    // A database of the same name (here the same database) under another JOBS_PREFIX: another deployment.
    second = await startTestApp({ REGISTRATIONS_PER_HOUR: '2', DATABASE_URL: first.databaseUrl, JOBS_PREFIX: `${new URL(first.databaseUrl).pathname.slice(1)}-b` });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("does not count the other deployment's registrations", async () => {
    await register(first, 'trien.khai.a1@gmail.com').expect(201);
    await register(first, 'trien.khai.a2@gmail.com').expect(201);
    expect((await register(first, 'trien.khai.a3@gmail.com')).status).toBe(429);
    await register(second, 'trien.khai.b1@gmail.com').expect(201);
    await register(second, 'trien.khai.b2@gmail.com').expect(201);
    const third = await register(second, 'trien.khai.b3@gmail.com');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('Bạn đã đăng ký quá nhiều lần. Vui lòng thử lại sau ít phút.');
  });
});
