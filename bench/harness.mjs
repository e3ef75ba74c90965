// What every benchmark shares: the figure lines it prints, percentiles, the timing loop (calls one after another, or
// concurrent callers for a while), and real PostgreSQL (DATABASE_URL's server, else embedded) and Redis with fresh databases.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

//// Figures

/** One figure: `<name> <value> <unit>  # <note>`, the line `npm run bench` prints (the note ends with the target). */
export const print = (name, value, unit, note = '') => console.log(`${name} ${value} ${unit}${note ? `  # ${note}` : ''}`);

/**
 * A figure read from samples: the `p`th percentile (95 by default, 50 for a median) with `digits` decimals, and a note
 * saying what was measured, how many samples, the median (or the p95 when the figure is the median) and the target.
 * `printPercentile('x_p95_ms', latencies, { what: 'GET /x', target: '<= 25' })` prints
 * `x_p95_ms 12.3 ms  # GET /x, 400 samples (p50 8.1); target <= 25`.
 */
export function printPercentile(name, samples, { p = 95, unit = 'ms', digits = 1, what, extra = '', target }) {
  const other = p === 50 ? 95 : 50;
  const note = `${what}, ${samples.length} samples (p${other} ${percentile(samples, other).toFixed(digits)}${extra})${target ? `; target ${target}` : ''}`;
  print(name, percentile(samples, p).toFixed(digits), unit, note);
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

//// Timed calls

/**
 * The benches' one timing loop: `concurrency` callers (1 by default: one call after the other) each call `step(n)` again
 * as soon as their last call returned, until `warmup + runs` calls have started or `durationMs` is over, whichever
 * comes first; `n` counts the calls across callers. Returns the milliseconds of every call but the first `warmup` (for
 * caches and the JIT). A step that measures something narrower than its whole call (an overhead, a server's own time)
 * returns that number of milliseconds instead.
 * `timedCalls(step, { runs: 350, warmup: 50 })`: 350 samples one after the other;
 * `timedCalls(step, { concurrency: 10, durationMs: 10_000 })`: the calls of 10 clients for 10 s (a load).
 */
export async function timedCalls(step, { runs = Infinity, warmup = 0, concurrency = 1, durationMs = Infinity }) {
  if (runs === Infinity && durationMs === Infinity) throw new Error('timedCalls needs runs or durationMs');
  const samples = [];
  const calls = warmup + runs;
  const until = performance.now() + durationMs;
  let next = 0;
  const caller = async () => {
    while (next < calls && performance.now() < until) {
      const n = next++;
      const started = performance.now();
      const own = await step(n);
      if (n >= warmup) samples.push(typeof own === 'number' ? own : performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  return samples;
}

//// Services

export async function startServices() {
  // Loaded here, not at the top: the timing helpers above also run in child processes that need no database.
  const { default: pg } = await import('pg');
  const { redisAnswers, redisServerOnPath, startEmbeddedPostgres, startRedisServer } = await import('../apps/api/dist/platform/infra/local-services.js');
  const stops = [];
  let adminUrl;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    const pgServer = await startEmbeddedPostgres(join(mkdtempSync(join(tmpdir(), 'k9-bench-pg-')), 'data'));
    stops.push(pgServer.stop);
    adminUrl = pgServer.url('postgres');
  }
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl && (await redisAnswers('127.0.0.1', 6379))) redisUrl = 'redis://127.0.0.1:6379';
  if (!redisUrl && redisServerOnPath()) {
    const redis = await startRedisServer(mkdtempSync(join(tmpdir(), 'k9-bench-redis-')));
    stops.push(redis.stop);
    redisUrl = redis.url;
  }
  if (!redisUrl) throw new Error('Benchmarks need Redis (REDIS_URL, localhost:6379 or redis-server on PATH)');
  const databases = [];
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    redisUrl,
    async freshDatabase() {
      const name = `k9_bench_${randomBytes(4).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      databases.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      for (const name of databases) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}

/** The admin every API bench signs in as. */
export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-password-123' };

/** The environment an API bench boots its app with: a fresh data dir named after the bench, no sample content. */
export const benchAppEnv = (name, extra = {}) => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), `k9-bench-${name}-`)),
  SESSION_SECRET: 'bench-secret-bench-secret-bench',
  ADMIN_EMAIL: 'bench@k9.local',
  ADMIN_USERNAME: BENCH_ADMIN.username,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  LOG_LEVEL: 'error',
  SEED_SAMPLE_CONTENT: 'false',
  SEED_MARKET: 'false',
  ...extra,
});
