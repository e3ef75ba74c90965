// command_to_visible_p95_ms, and the read figures against the real API over HTTP: reads against a hello world in the same
// server (read_vs_ceiling_ratio) and against a bare Express 5 hello world in its own process (*_vs_bare_ratio): a
// signed-in setting, a public setting, and a learner's first page of a reading list (auth_list_read_vs_bare_ratio).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fork, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { EVENT_STORE } from '../apps/api/dist/platform/event-store/event-store.token.js';
import { ProjectionsService } from '../apps/api/dist/platform/projections/projections.service.js';
import { median, percentile, print, printPercentile, timedCalls } from './harness.mjs';
import { appendNews } from './browser-app.mjs';
import { learnerCookie } from './learner-home.bench.mjs';

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
    // The learner's list holds the bench's news only (appended with ids from 1).
    SEED_SAMPLE_CONTENT: 'false',
    SEED_MARKET: 'false',
  });
  // The ceiling: a hello-world route mounted in the same server, behind the same middleware (headers, parsers, session).
  const app = await createApp(config, { databaseUrl, redisUrl: services.redisUrl }, {
    beforeInit: (nest) => nest.use('/bench/hello', (_request, response) => response.json({ hello: 'world' })),
  });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const login = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  return { app, base, cookie, databaseUrl };
}

const json = (cookie, body) => ({ 'content-type': 'application/json', cookie, ...(body ?? {}) });

export async function benchApi(services) {
  const { app, base, cookie, databaseUrl } = await startApi(services);
  try {
    const created = await (
      await fetch(`${base}/api/setting`, { method: 'POST', headers: json(cookie), body: JSON.stringify({ type: 'TAG1_OPTIONS', setting: [{ value: 'v', label: 'Nhãn' }] }) })
    ).json();

    const latencies = await timedCalls(async (i) => {
      const setting = [{ value: `v${i}`, label: `Nhãn ${i}` }];
      const put = await fetch(`${base}/api/setting`, { method: 'PUT', headers: json(cookie), body: JSON.stringify({ id: created.id, type: 'TAG1_OPTIONS', setting }) });
      if (put.status !== 200) throw new Error(`PUT failed: ${put.status} ${await put.text()}`);
      await put.arrayBuffer();
      const read = await (await fetch(`${base}/api/setting/TAG1_OPTIONS`, { headers: { cookie } })).json();
      if (read.setting[0].value !== `v${i}`) throw new Error(`read did not see write ${i}`);
    }, { runs: 350, warmup: 50 });
    printPercentile('command_to_visible_p95_ms', latencies, { what: 'PUT /api/setting then GET by the writer', extra: `, p99 ${percentile(latencies, 99).toFixed(1)}`, target: '<= 25' });

    await benchReads({ app, base, cookie, databaseUrl });
    await benchUserList(app, base, cookie);
  } finally {
    await app.close();
  }
}

// autocannon runs in its own process so the load generator does not share the server's event loop.
const load = (url, headers = {}, seconds = 5) => {
  const args = [AUTOCANNON, '--json', '-c', '20', '-d', String(seconds), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon failed: ${err}`))));
  });
};

/** A bare Express 5 hello world in a child process; resolves with its URL and a stop function. */
async function startBareExpress() {
  const child = fork(new URL('./bare-express.mjs', import.meta.url), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare express exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.disconnect())) };
}


/** Published news a learner may read, and the first page of that list as the learner's reading tab asks for it. */
const LIST_ITEMS = 300;
const LEARNER_FIRST_PAGE = `/api/k9/type/news?${new URLSearchParams({ view: 'learner', page: '1', pageSize: '20' })}`;

/**
 * Requests per second of the API's reads and of two hello worlds, measured in 3 alternating rounds (every target once
 * per round, so a noisy neighbour on the machine weighs on all of them alike) and reported as medians.
 */
async function benchReads({ app, base, cookie, databaseUrl }) {
  // A homepage as the editor saves it: several kB of text.
  const homepage = { hero: { tagline: 'Học kinh doanh qua tình huống thật', details: 'Nội dung trang chủ của K9. '.repeat(150) } };
  const saved = await fetch(`${base}/api/setting`, { method: 'POST', headers: json(cookie), body: JSON.stringify({ type: 'homepage_content', setting: homepage }) });
  if (saved.status !== 201) throw new Error(`saving homepage_content failed: ${saved.status} ${await saved.text()}`);
  await appendNews({ app, databaseUrl }, LIST_ITEMS, () => ({ status: 'published', isPublic: true }));
  const learner = await learnerCookie(base);
  const firstPage = await (await fetch(`${base}${LEARNER_FIRST_PAGE}`, { headers: { cookie: learner } })).json();
  if (firstPage.data?.length !== 20 || firstPage.total !== LIST_ITEMS || !firstPage.facets) throw new Error(`the learner's first page: ${JSON.stringify(firstPage).slice(0, 200)}`);
  const bare = await startBareExpress();
  try {
    const targets = {
      bare: [bare.url],
      ceiling: [`${base}/bench/hello`],
      auth: [`${base}/api/setting/TAG1_OPTIONS`, { cookie }],
      public: [`${base}/api/public/setting/homepage_content`],
      // As a browser asks for it (gzip).
      list: [`${base}${LEARNER_FIRST_PAGE}`, { cookie: learner, 'accept-encoding': 'gzip' }],
    };
    for (const [url, headers] of Object.values(targets)) await load(url, headers, 1);
    const rates = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let round = 0; round < 3; round++) {
      for (const [name, [url, headers]] of Object.entries(targets)) {
        const result = await load(url, headers);
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        rates[name].push(result.requests.average);
      }
    }
    const [bareRate, ceiling, auth, publicRate, list] = ['bare', 'ceiling', 'auth', 'public', 'list'].map((name) => median(rates[name]));
    const rounds = (name) => `rounds ${rates[name].map(Math.round).join(', ')}`;
    print('bare_requests_per_s', Math.round(bareRate), 'req/s', `bare Express 5 hello world in its own process, 20 connections, median of 3 (${rounds('bare')})`);
    print('read_requests_per_s', Math.round(auth), 'req/s', `GET /api/setting/TAG1_OPTIONS signed in, 20 connections, median of 3 (${rounds('auth')})`);
    print('public_read_requests_per_s', Math.round(publicRate), 'req/s', `GET /api/public/setting/homepage_content, 20 connections, median of 3 (${rounds('public')})`);
    print('list_read_requests_per_s', Math.round(list), 'req/s', `GET ${LEARNER_FIRST_PAGE} as a learner (gzip), ${LIST_ITEMS} items, 20 connections, median of 3 (${rounds('list')})`);
    print('ceiling_requests_per_s', Math.round(ceiling), 'req/s', `hello-world route, same server, 20 connections, median of 3 (${rounds('ceiling')})`);
    print('read_vs_ceiling_ratio', (auth / ceiling).toFixed(2), 'ratio', 'target >= 0.5');
    print('auth_read_vs_bare_ratio', (auth / bareRate).toFixed(2), 'ratio', 'target >= 0.5');
    print('public_read_vs_bare_ratio', (publicRate / bareRate).toFixed(2), 'ratio', 'target >= 0.7');
    print('auth_list_read_vs_bare_ratio', (list / bareRate).toFixed(2), 'ratio', "a learner's first page of a reading list (20 items, facets) against the bare hello; no target yet");
  } finally {
    await bare.stop();
  }
}

const USERS = 5_000;

/** user_list_5000_p95_ms: the admin's GET /api/user (every user, newest first) with 5,000 learners. */
async function benchUserList(app, base, cookie) {
  // The admin, and the learner the read figures signed in.
  const existing = (await (await fetch(`${base}/api/user`, { headers: { cookie } })).json()).result.length;
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
  let bytes = 0;
  const samples = await timedCalls(async () => {
    const response = await fetch(`${base}/api/user`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    const body = await response.json();
    if (response.status !== 200 || body.result.length !== USERS + existing) throw new Error(`GET /api/user: ${response.status}, ${body.result?.length} users`);
    bytes = Number(response.headers.get('content-length') ?? 0);
  }, { runs: 25, warmup: 5 });
  const note = `GET /api/user with ${USERS + existing} users, ${samples.length} samples (p50 ${percentile(samples, 50).toFixed(1)})${bytes ? `, ${Math.round(bytes / 1024)} kB` : ''}`;
  print('user_list_5000_p95_ms', percentile(samples, 95).toFixed(1), 'ms', note);
}
