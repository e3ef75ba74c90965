// command_to_visible_p95_ms and read_vs_ceiling_ratio against the real API over HTTP.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { EVENT_STORE } from '../apps/api/dist/platform/event-store/event-store.token.js';
import { ProjectionsService } from '../apps/api/dist/platform/projections/projections.service.js';
import { percentile, print } from './harness.mjs';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const ADMIN = { username: 'bench-admin', password: 'bench-password-123' };

async function startApi(services) {
  const databaseUrl = await services.freshDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'k9-bench-app-')),
    SESSION_SECRET: 'bench-secret-bench-secret-bench',
    ADMIN_EMAIL: 'bench@k9.local',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
  });
  // The ceiling: a hello-world route mounted in the same server, behind the same parsers and session middleware.
  const app = await createApp(config, { databaseUrl, redisUrl: services.redisUrl }, {
    beforeInit: (nest) => nest.use('/bench/hello', (_request, response) => response.json({ hello: 'world' })),
  });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const login = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  return { app, base, cookie };
}

const json = (cookie, body) => ({ 'content-type': 'application/json', cookie, ...(body ?? {}) });

export async function benchApi(services) {
  const { app, base, cookie } = await startApi(services);
  try {
    const created = await (
      await fetch(`${base}/api/setting`, { method: 'POST', headers: json(cookie), body: JSON.stringify({ type: 'TAG1_OPTIONS', setting: [{ value: 'v', label: 'Nhãn' }] }) })
    ).json();

    const latencies = [];
    for (let i = 0; i < 400; i++) {
      const setting = [{ value: `v${i}`, label: `Nhãn ${i}` }];
      const started = performance.now();
      const put = await fetch(`${base}/api/setting`, { method: 'PUT', headers: json(cookie), body: JSON.stringify({ id: created.id, type: 'TAG1_OPTIONS', setting }) });
      if (put.status !== 200) throw new Error(`PUT failed: ${put.status} ${await put.text()}`);
      await put.arrayBuffer();
      const read = await (await fetch(`${base}/api/setting/TAG1_OPTIONS`, { headers: { cookie } })).json();
      if (read.setting[0].value !== `v${i}`) throw new Error(`read did not see write ${i}`);
      if (i >= 50) latencies.push(performance.now() - started);
    }
    print('command_to_visible_p95_ms', percentile(latencies, 95).toFixed(1), 'ms', `PUT /api/setting then GET by the writer, ${latencies.length} samples (p50 ${percentile(latencies, 50).toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)}); target <= 25`);

    // autocannon runs in its own process so the load generator does not share the server's event loop.
    const load = (path, headers = {}) => {
      const args = [AUTOCANNON, '--json', '-c', '20', '-d', '5', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), `${base}${path}`];
      return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.stderr.on('data', (chunk) => (err += chunk));
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon failed: ${err}`))));
      });
    };
    await load('/bench/hello');
    const ceiling = await load('/bench/hello');
    const reads = await load('/api/setting/TAG1_OPTIONS', { cookie });
    if (reads.non2xx > 0) throw new Error(`${reads.non2xx} setting reads failed`);
    print('read_requests_per_s', Math.round(reads.requests.average), 'req/s', 'GET /api/setting/TAG1_OPTIONS, 20 connections');
    print('ceiling_requests_per_s', Math.round(ceiling.requests.average), 'req/s', 'hello-world route, same server, 20 connections');
    print('read_vs_ceiling_ratio', (reads.requests.average / ceiling.requests.average).toFixed(2), 'ratio', 'target >= 0.5');

    await benchUserList(app, base, cookie);
  } finally {
    await app.close();
  }
}

const USERS = 5_000;

/** user_list_5000_p95_ms: the admin's GET /api/user (every user, newest first) with 5,000 learners. */
async function benchUserList(app, base, cookie) {
  const store = app.get(EVENT_STORE);
  let position = 0;
  for (let u = 0; u < USERS; u++) {
    const userId = randomUUID();
    const occurredAt = new Date(Date.UTC(2026, 0, 1) + u * 60_000).toISOString();
    const info = { startDate: occurredAt, durationDays: 365, expiryDate: new Date(Date.parse(occurredAt) + 365 * 86_400_000 - 1).toISOString(), note: '', userGroup: 'normal', level: ['elementary'] };
    const event = {
      id: randomUUID(),
      type: 'UserCreated',
      data: { userId, email: `hocvien${u}@k9.local`, username: `hocvien${u}`, name: `Học viên ${u}`, isAdmin: false, passwordHash: null, source: 'admin', createdAt: occurredAt, phone: '0912345678', info, classIds: [], mustChangePassword: true },
      metadata: { actorId: null, actorEmail: 'bench@k9.local', correlationId: randomUUID(), causationId: randomUUID(), occurredAt },
    };
    position = (await store.appendToStream(`user-${userId}`, [event], { expectedVersion: 'no_stream' })).position;
  }
  await app.get(ProjectionsService).waitFor(position, ['identity-user'], 120_000);
  const samples = [];
  let bytes = 0;
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/user`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    const body = await response.json();
    if (response.status !== 200 || body.result.length !== USERS + 1) throw new Error(`GET /api/user: ${response.status}, ${body.result?.length} users`);
    if (i >= 5) samples.push(performance.now() - started);
    bytes = Number(response.headers.get('content-length') ?? 0);
  }
  const note = `GET /api/user with ${USERS + 1} users, ${samples.length} samples (p50 ${percentile(samples, 50).toFixed(1)})${bytes ? `, ${Math.round(bytes / 1024)} kB` : ''}`;
  print('user_list_5000_p95_ms', percentile(samples, 95).toFixed(1), 'ms', note);
}
