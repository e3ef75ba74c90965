// Shared set-up for benchmarks: real PostgreSQL (DATABASE_URL's server, else embedded) and Redis, fresh database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { redisAnswers, redisServerOnPath, startEmbeddedPostgres, startRedisServer } from '../apps/api/dist/platform/infra/local-services.js';

export const print = (name, value, unit, note = '') => console.log(`${name} ${value} ${unit}${note ? `  # ${note}` : ''}`);

export async function startServices() {
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

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
