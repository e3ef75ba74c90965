import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_EVENT_SIZE_LIMITS } from '@k9/domain';
import { CONTEXT_CONFIG_SECTIONS, type ContextConfig } from './context-config.js';
import { ConfigError, flag, int, text } from './env.js';

export { ConfigError } from './env.js';

/**
 * Every environment variable the API reads, validated once at boot. Defaults suit `npm start` on one machine. The
 * platform's settings are here; each context's section (ContextConfig) is read by its own reader and merged in.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface AppConfig extends ContextConfig {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class AppConfig {
  port = 3000;
  host = '0.0.0.0';
  dataDir = resolve('.data');
  /** Unset: an embedded PostgreSQL is started with its data under dataDir. */
  databaseUrl: string | null = null;
  /** Unset: localhost:6379 if it answers, else a redis-server on PATH with its data under dataDir. */
  redisUrl: string | null = null;
  /** The Redis key prefix of the job queues: deployments (or test runs) sharing one Redis keep their jobs apart. */
  jobsPrefix = 'k9';
  /** Set: the event store is EventStoreDB/KurrentDB instead of PostgreSQL. */
  eventStoreConnectionString: string | null = null;
  /** The largest event the store takes, and the largest append (EVENT_MAX_BYTES, APPEND_MAX_BYTES). */
  eventMaxBytes = DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes;
  appendMaxBytes = DEFAULT_EVENT_SIZE_LIMITS.appendMaxBytes;
  sessionSecret = '';
  /** Origins allowed to open /ws and send state-changing requests; empty = same host as the request. */
  allowedOrigins: string[] = [];
  trustProxy = false;
  /** true: `/api/docs` (the OpenAPI document and its page) is open to anyone; otherwise admins only. */
  apiDocsPublic = false;
  readYourWritesTimeoutMs = 5000;
  /** List queries with facet counts that run at once in PostgreSQL per instance; the others wait (ListQueryGate). */
  listQueryConcurrency = availableParallelism() + 1;
  projectionPollMs = 1000;
  /** A projection whose position has not moved for this long while events wait for it is reported stalled (health). */
  projectionStallMs = 30_000;
  /** false: this process serves reads but runs no projections (the rebuild command runs its own). */
  runProjections = true;
  webDistDir: string | null = null;
  logLevel: 'error' | 'warn' | 'log' | 'debug' = 'log';
}

/** A session secret that survives restarts when none is configured. */
const persistedSecret = (dataDir: string): string => {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = new AppConfig();
  config.port = int(env, 'PORT', config.port, 0, 65535);
  config.host = text(env, 'HOST') ?? config.host;
  config.dataDir = resolve(text(env, 'DATA_DIR') ?? config.dataDir);
  config.databaseUrl = text(env, 'DATABASE_URL');
  config.redisUrl = text(env, 'REDIS_URL');
  config.jobsPrefix = text(env, 'JOBS_PREFIX') ?? config.jobsPrefix;
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(config.jobsPrefix)) throw new ConfigError(`JOBS_PREFIX must be 1-64 letters, digits, '_', '.' or '-', got "${config.jobsPrefix}"`);
  config.eventStoreConnectionString = text(env, 'EVENTSTORE_CONNECTION_STRING');
  config.eventMaxBytes = int(env, 'EVENT_MAX_BYTES', config.eventMaxBytes, 1024, 16 * 1024 * 1024);
  config.appendMaxBytes = int(env, 'APPEND_MAX_BYTES', config.appendMaxBytes, config.eventMaxBytes, 64 * 1024 * 1024);
  config.sessionSecret = text(env, 'SESSION_SECRET') ?? persistedSecret(config.dataDir);
  if (config.sessionSecret.length < 16) throw new ConfigError('SESSION_SECRET must be at least 16 characters');
  config.allowedOrigins = (text(env, 'ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  config.trustProxy = flag(env, 'TRUST_PROXY', false);
  config.apiDocsPublic = flag(env, 'API_DOCS_PUBLIC', false);
  config.readYourWritesTimeoutMs = int(env, 'READ_YOUR_WRITES_TIMEOUT_MS', config.readYourWritesTimeoutMs, 10, 60000);
  config.listQueryConcurrency = int(env, 'LIST_QUERY_CONCURRENCY', config.listQueryConcurrency, 1, 256);
  config.projectionPollMs = int(env, 'PROJECTION_POLL_MS', config.projectionPollMs, 10, 60000);
  config.projectionStallMs = int(env, 'PROJECTION_STALL_MS', config.projectionStallMs, 100, 3_600_000);
  config.runProjections = (text(env, 'RUN_PROJECTIONS') ?? 'true').toLowerCase() !== 'false';
  config.webDistDir = text(env, 'WEB_DIST_DIR');
  const level = text(env, 'LOG_LEVEL') ?? 'log';
  if (!['error', 'warn', 'log', 'debug'].includes(level)) throw new ConfigError(`LOG_LEVEL must be error, warn, log or debug, got "${level}"`);
  config.logLevel = level as AppConfig['logLevel'];
  for (const read of CONTEXT_CONFIG_SECTIONS) Object.assign(config, read(env));
  return config;
}
