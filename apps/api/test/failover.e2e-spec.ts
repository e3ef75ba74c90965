import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN, startTestApp, type TestApp } from './helpers/test-app.js';
import { exited, startServer, type SpawnedServer } from './helpers/spawned-server.js';
import { createTestDatabase } from './helpers/test-database.js';
import { until } from './helpers/until.js';

/**
 * Issue 27 §3: the instance that applies the projections dies by kill -9 while another instance serves. The survivor
 * takes the projections over, answers writes normally within 5 s of the kill, and a password change on it ends the
 * user's other sessions at once.
 */
describe('kill -9 of the instance that applies the projections', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'k9-failover-'));
  let db: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let a: SpawnedServer | null = null;
  let b: TestApp | null = null;

  beforeAll(async () => {
    db = await createTestDatabase();
    // A: `npm start`'s server in a process of its own, on the test database (no embedded PostgreSQL), with the jobs of
    // that database (as B has them): two instances of one deployment.
    a = await startServer(dataDir, {
      DATABASE_URL: db.url,
      JOBS_PREFIX: db.name,
      SESSION_SECRET: 'test-secret-test-secret-test-secret',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_SAMPLE_CONTENT: 'false',
      LOG_LEVEL: 'error',
    });
    // B: in this process, on the same database, started second: A holds the lead.
    b = await startTestApp({ DATABASE_URL: db.url });
  });

  afterAll(async () => {
    if (a && a.child.exitCode === null && a.child.signalCode === null) {
      a.child.kill('SIGKILL');
      await exited(a.child, 10_000).catch(() => undefined);
    }
    await b?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the survivor takes the projections over, answers a create within 5 s of the kill, and a password change there ends the other session at once', async () => {
    const [server, survivor] = [a!, b!];

    // A leads, B follows.
    const login = await fetch(`${server.base}/login/username`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const adminOnA = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const healthOnA = await fetch(`${server.base}/api/health`, { headers: { cookie: adminOnA } });
    expect(healthOnA.status).toBe(200);
    expect(((await healthOnA.json()) as { appliesProjections: boolean }).appliesProjections).toBe(true);
    const adminOnB = await survivor.signInAdmin();
    expect((await adminOnB.get('/api/health').expect(200)).body.appliesProjections).toBe(false);

    // A learner created through B's admin form sets their own password, then has two sessions on B.
    const created = await adminOnB
      .post('/api/user')
      .send({ name: 'Học Viên Dự Phòng', username: 'du_phong', email: null, info: { startDate: '2026-01-01', durationDays: 3650 } })
      .expect(201);
    const first = await survivor.signIn('du_phong', created.body.initialPassword);
    await first.put('/profile/password').send({ newPassword: 'mat-khau-cu-1' }).expect(200);
    const [mine, other] = [await survivor.sessionCookie('du_phong', 'mat-khau-cu-1'), await survivor.sessionCookie('du_phong', 'mat-khau-cu-1')];
    await survivor.http().get('/profile').set('Cookie', other).expect(200);

    server.child.kill('SIGKILL');
    const killedAt = performance.now();
    expect(await exited(server.child, 5000)).toBeNull();

    // A create sent at once: answered normally, within 5 s of the kill.
    const [create] = await Promise.all([
      adminOnB.post('/api/k9').send({ type: 'news', status: 'published', title: 'Sau khi A mất', isPublic: true }),
      until('B to apply the projections', async () => (await adminOnB.get('/api/health')).body.appliesProjections === true, 5000),
    ]);
    const answeredAfterMs = performance.now() - killedAt;
    expect([create.status, create.body.title]).toEqual([201, 'Sau khi A mất']);
    expect(answeredAfterMs).toBeLessThan(5000);
    expect((await adminOnB.get(`/api/k9/${create.body.id}`).expect(200)).body.title).toBe('Sau khi A mất');
    expect((await adminOnB.get('/api/health').expect(200)).body.appliesProjections).toBe(true);

    // A password change on the survivor: the other session is over with the very next request.
    await survivor.http().put('/profile/password').set('Cookie', mine).send({ currentPassword: 'mat-khau-cu-1', newPassword: 'mat-khau-moi-2' }).expect(200);
    await survivor.http().get('/profile').set('Cookie', other).expect(401);
    await survivor.http().get('/profile').set('Cookie', mine).expect(200);
    await survivor.http().post('/login/username').send({ username: 'du_phong', password: 'mat-khau-cu-1' }).expect(401);
    await survivor.http().post('/login/username').send({ username: 'du_phong', password: 'mat-khau-moi-2' }).expect(200);
  });
});
