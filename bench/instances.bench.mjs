// Several instances on one PostgreSQL and one Redis (issue 27), each `npm start`'s server (apps/api/dist/main.js) in a
// process of its own: how soon a write on one is read on the other (cross_instance_visible_p95_ms), how much two
// instances read against one on this machine (two_instances_throughput_ratio), and how soon the survivor answers writes
// normally after a kill -9 of the instance that applies the projections (failover_writes_ok_s).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort } from '../apps/api/dist/platform/infra/local-services.js';
import { BENCH_ADMIN, benchAppEnv, median, percentile, print, printPercentile } from './harness.mjs';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const MAIN = new URL('../apps/api/dist/main.js', import.meta.url).pathname;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One instance: main.js on `databaseUrl`, the jobs of that database, once its health check answers 200. */
async function startInstance(services, databaseUrl, name, started) {
  const port = await freePort();
  const env = benchAppEnv(`instances-${name}`);
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: services.redisUrl,
      // One deployment: both instances share the jobs of their database.
      JOBS_PREFIX: new URL(databaseUrl).pathname.slice(1),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Stopped (and its data directory removed) with the others, even when it does not come up.
  started.push({ child, dataDir: env.DATA_DIR });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited early (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) }).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`instance ${name} did not become healthy:\n${output}`);
    await sleep(50);
  }
  const login = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
  if (login.status !== 200) throw new Error(`sign-in on ${name}: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { name, child, base, cookie, dataDir: env.DATA_DIR, output: () => output };
}

const stopInstance = async ({ child, dataDir }) => {
  if (child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await gone;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
};

const call = (instance, method, path, body) =>
  fetch(`${instance.base}${path}`, {
    method,
    headers: { cookie: instance.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });

const appliesProjections = async (instance) => (await (await call(instance, 'GET', '/api/health')).json()).appliesProjections === true;

export async function benchInstances(services) {
  const databaseUrl = await services.freshDatabase();
  const started = [];
  try {
    // A starts alone, so it takes the projections; B follows.
    const a = await startInstance(services, databaseUrl, 'a', started);
    const b = await startInstance(services, databaseUrl, 'b', started);
    if (!(await appliesProjections(a)) || (await appliesProjections(b))) throw new Error('A should apply the projections and B follow');

    await benchVisibility(a, b);
    await benchThroughput(a, b);
    await benchFailover(a, b);
  } finally {
    for (const instance of started) await stopInstance(instance);
  }
}

/** cross_instance_visible_p95_ms: a title edited on one instance, read on the other, 100 samples alternating direction. */
async function benchVisibility(a, b) {
  const created = await call(a, 'POST', '/api/k9', { type: 'news', status: 'published', title: 'Bản tin 0', isPublic: true });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { id } = await created.json();
  const WARMUP = 10;
  const SAMPLES = 100;
  const samples = [];
  const writes = [];
  // A applies the projections (checked before): the samples of each direction, for the note.
  const byDirection = { 'written on the leader': [], 'written on the follower': [] };
  let staleAfterAnswer = 0;
  let readsTotal = 0;
  for (let round = 1; round <= WARMUP + SAMPLES; round++) {
    const [writer, reader] = round % 2 ? [a, b] : [b, a];
    const title = `Bản tin ${round}`;
    const started = performance.now();
    let answeredAt = Infinity;
    const write = call(writer, 'PUT', '/api/k9', { id, title }).then(async (response) => {
      answeredAt = performance.now();
      if (response.status !== 200) throw new Error(`PUT on ${writer.name}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    });
    // The reader polls from the moment the write is sent until a read shows the new title.
    let seenAt;
    for (;;) {
      const readStarted = performance.now();
      const read = await call(reader, 'GET', `/api/k9/${id}`);
      if (read.status !== 200) throw new Error(`GET on ${reader.name}: ${read.status} ${await read.text()}`);
      const body = await read.json();
      if (round > WARMUP) readsTotal++;
      if (body.title === title) {
        seenAt = performance.now();
        break;
      }
      if (round > WARMUP && readStarted > answeredAt) staleAfterAnswer++;
      if (performance.now() - started > 30_000) throw new Error(`${reader.name} never showed "${title}"`);
    }
    await write;
    if (round > WARMUP) {
      samples.push(seenAt - started);
      writes.push(answeredAt - started);
      byDirection[writer === a ? 'written on the leader' : 'written on the follower'].push(seenAt - started);
    }
  }
  printPercentile('cross_instance_visible_p95_ms', samples, {
    what: `PUT /api/k9 on one instance, GET /api/k9/{id} polled on the other from the send until it shows the title, alternating`,
    extra:
      `; ${Object.entries(byDirection).map(([what, values]) => `${what} p50 ${percentile(values, 50).toFixed(1)} p95 ${percentile(values, 95).toFixed(1)}`).join(', ')}` +
      `; the write itself answered p50 ${percentile(writes, 50).toFixed(1)} p95 ${percentile(writes, 95).toFixed(1)}; ${readsTotal} reads, ${staleAfterAnswer} stale after the write's answer`,
    target: '<= 50',
  });
}

/** autocannon in its own process (the load generator does not share a server's event loop). */
const load = (url, headers, connections, seconds) => {
  const args = [AUTOCANNON, '--json', '-c', String(connections), '-d', String(seconds), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon failed: ${err}`))));
  });
};

const READ_PATH = '/profile';
const CONNECTIONS = 20;
const SECONDS = 5;

/**
 * two_instances_throughput_ratio: signed-in reads by 20 connections (two load generators of 10) against one instance,
 * then the same split over the two instances; 3 alternating rounds, medians.
 */
async function benchThroughput(a, b) {
  const rate = async (targets) => {
    const results = await Promise.all(targets.map((instance) => load(`${instance.base}${READ_PATH}`, { cookie: instance.cookie }, CONNECTIONS / 2, SECONDS)));
    for (const result of results) if (result.non2xx > 0 || result.errors > 0) throw new Error(`${READ_PATH}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return results.reduce((sum, result) => sum + result.requests.average, 0);
  };
  await rate([a, b]);
  const one = [];
  const two = [];
  for (let round = 0; round < 3; round++) {
    one.push(await rate([a, a]));
    two.push(await rate([a, b]));
  }
  const [oneRate, twoRate] = [median(one), median(two)];
  const rounds = (values) => values.map(Math.round).join(', ');
  print(
    'two_instances_throughput_ratio',
    (twoRate / oneRate).toFixed(2),
    'ratio',
    `GET ${READ_PATH} signed in, ${CONNECTIONS} connections for ${SECONDS} s: one instance ${Math.round(oneRate)} req/s (${rounds(one)}), two ${Math.round(twoRate)} req/s (${rounds(two)}), medians of 3; reported, no target`,
  );
}

/**
 * failover_writes_ok_s: kill -9 of the instance that applies the projections, then a title edit on the survivor sent
 * again 50 ms after each answer that is not 2xx (or no answer), until one is: the seconds from the kill to that answer.
 */
async function benchFailover(a, b) {
  const [leader, survivor] = (await appliesProjections(a)) ? [a, b] : [b, a];
  const created = await call(survivor, 'POST', '/api/k9', { type: 'news', status: 'published', title: 'Trước khi mất', isPublic: true });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { id } = await created.json();
  const exited = new Promise((resolve) => leader.child.once('exit', resolve));
  leader.child.kill('SIGKILL');
  const killedAt = performance.now();
  await exited;
  const failures = new Map();
  let tries = 0;
  let okAt;
  for (;;) {
    tries++;
    const response = await call(survivor, 'PUT', '/api/k9', { id, title: `Sau khi mất ${tries}` }).catch((error) => ({ status: error.name }));
    await response.arrayBuffer?.();
    if (typeof response.status === 'number' && response.status >= 200 && response.status < 300) {
      okAt = performance.now();
      break;
    }
    failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
    if (performance.now() - killedAt > 120_000) throw new Error(`no normal write answer within 120 s: ${JSON.stringify([...failures])}`);
    await sleep(50);
  }
  const leads = await appliesProjections(survivor);
  const failed = failures.size ? [...failures].map(([status, count]) => `${count}× ${status}`).join(', ') : 'none';
  print(
    'failover_writes_ok_s',
    ((okAt - killedAt) / 1000).toFixed(2),
    's',
    `kill -9 of the instance applying the projections to the survivor's first 2xx PUT /api/k9 (sent again 50 ms after each failure); ${tries} tries, failed answers: ${failed}; the survivor applies the projections now: ${leads}; target <= 10`,
  );
}
