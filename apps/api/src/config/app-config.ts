import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...). Unset keys: the AWS SDK's default credential chain. */
export type S3Config = {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
};

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
};

/** Every environment variable the API reads, validated once at boot. Defaults suit `npm start` on one machine. */
export class AppConfig {
  port = 3000;
  host = '0.0.0.0';
  dataDir = resolve('.data');
  /** Unset: an embedded PostgreSQL is started with its data under dataDir. */
  databaseUrl: string | null = null;
  /** Unset: localhost:6379 if it answers, else a redis-server on PATH with its data under dataDir. */
  redisUrl: string | null = null;
  /** Set: the event store is EventStoreDB/KurrentDB instead of PostgreSQL. */
  eventStoreConnectionString: string | null = null;
  sessionSecret = '';
  sessionMaxAgeHours = 24 * 7;
  adminEmail = 'admin@k9.local';
  adminUsername = 'admin';
  adminPassword: string | null = null;
  /** Origins allowed to open /ws and send state-changing requests; empty = same host as the request. */
  allowedOrigins: string[] = [];
  trustProxy = false;
  readYourWritesTimeoutMs = 5000;
  projectionPollMs = 1000;
  /** false: this process serves reads but runs no projections (the rebuild command runs its own). */
  runProjections = true;
  webDistDir: string | null = null;
  /** Public address of the site (Google's callback is built from it); unset: taken from each request. */
  publicUrl: string | null = null;
  /** Initial password of users an admin creates (they must change it at first sign-in); unset: a random one each. */
  defaultUserPassword: string | null = null;
  /** Set (id and secret): "Đăng nhập bằng Gmail" works. The endpoints are configurable for tests and proxies. */
  google: GoogleConfig | null = null;
  /** Failed sign-ins: slowed after `slowAfter` for one account, refused (429) after `lockAfter`, per IP after `ipLockAfter`, within `windowMinutes`. */
  loginThrottle = { slowAfter: 3, lockAfter: 10, ipLockAfter: 50, windowMinutes: 15 };
  /** Registrations per IP per hour. */
  registrationsPerHour = 10;
  logLevel: 'error' | 'warn' | 'log' | 'debug' = 'log';
  /** Where uploaded files are kept: 'local' (dataDir/uploads) or 's3' (then `s3` is set). */
  storageDriver: 'local' | 's3' = 'local';
  s3: S3Config | null = null;
  /** Set: no upload may be larger than this many MB, whatever its purpose. */
  uploadMaxFileMb: number | null = null;
}

export class ConfigError extends Error {}

const int = (env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number): number => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${key} must be an integer between ${min} and ${max}, got "${raw}"`);
  return value;
};

const text = (env: NodeJS.ProcessEnv, key: string): string | null => {
  const raw = env[key]?.trim();
  return raw ? raw : null;
};

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
  config.eventStoreConnectionString = text(env, 'EVENTSTORE_CONNECTION_STRING');
  config.sessionSecret = text(env, 'SESSION_SECRET') ?? persistedSecret(config.dataDir);
  if (config.sessionSecret.length < 16) throw new ConfigError('SESSION_SECRET must be at least 16 characters');
  config.sessionMaxAgeHours = int(env, 'SESSION_MAX_AGE_HOURS', config.sessionMaxAgeHours, 1, 24 * 365);
  config.adminEmail = (text(env, 'ADMIN_EMAIL') ?? config.adminEmail).toLowerCase();
  config.adminUsername = text(env, 'ADMIN_USERNAME') ?? config.adminUsername;
  config.adminPassword = text(env, 'ADMIN_PASSWORD');
  config.allowedOrigins = (text(env, 'ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  config.trustProxy = ['1', 'true', 'yes'].includes((text(env, 'TRUST_PROXY') ?? '').toLowerCase());
  config.readYourWritesTimeoutMs = int(env, 'READ_YOUR_WRITES_TIMEOUT_MS', config.readYourWritesTimeoutMs, 10, 60000);
  config.projectionPollMs = int(env, 'PROJECTION_POLL_MS', config.projectionPollMs, 10, 60000);
  config.runProjections = (text(env, 'RUN_PROJECTIONS') ?? 'true').toLowerCase() !== 'false';
  config.webDistDir = text(env, 'WEB_DIST_DIR');
  config.publicUrl = text(env, 'PUBLIC_URL')?.replace(/\/+$/, '') ?? null;
  config.defaultUserPassword = text(env, 'DEFAULT_USER_PASSWORD');
  if (config.defaultUserPassword !== null && config.defaultUserPassword.length < 6) throw new ConfigError('DEFAULT_USER_PASSWORD must be at least 6 characters');
  const googleId = text(env, 'GOOGLE_CLIENT_ID');
  const googleSecret = text(env, 'GOOGLE_CLIENT_SECRET');
  if (!googleId !== !googleSecret) throw new ConfigError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  if (googleId && googleSecret) {
    config.google = {
      clientId: googleId,
      clientSecret: googleSecret,
      authorizationUrl: text(env, 'GOOGLE_AUTH_URL') ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: text(env, 'GOOGLE_TOKEN_URL') ?? 'https://www.googleapis.com/oauth2/v4/token',
      userInfoUrl: text(env, 'GOOGLE_USERINFO_URL') ?? 'https://www.googleapis.com/oauth2/v3/userinfo',
    };
  }
  config.loginThrottle = {
    slowAfter: int(env, 'LOGIN_SLOW_AFTER', config.loginThrottle.slowAfter, 1, 1000),
    lockAfter: int(env, 'LOGIN_LOCK_AFTER', config.loginThrottle.lockAfter, 1, 1000),
    ipLockAfter: int(env, 'LOGIN_IP_LOCK_AFTER', config.loginThrottle.ipLockAfter, 1, 100000),
    windowMinutes: int(env, 'LOGIN_WINDOW_MINUTES', config.loginThrottle.windowMinutes, 1, 24 * 60),
  };
  config.registrationsPerHour = int(env, 'REGISTRATIONS_PER_HOUR', config.registrationsPerHour, 1, 100000);
  const level = text(env, 'LOG_LEVEL') ?? 'log';
  if (!['error', 'warn', 'log', 'debug'].includes(level)) throw new ConfigError(`LOG_LEVEL must be error, warn, log or debug, got "${level}"`);
  config.logLevel = level as AppConfig['logLevel'];
  const driver = (text(env, 'STORAGE_DRIVER') ?? 'local').toLowerCase();
  if (driver !== 'local' && driver !== 's3') throw new ConfigError(`STORAGE_DRIVER must be local or s3, got "${driver}"`);
  config.storageDriver = driver;
  if (driver === 's3') {
    const bucket = text(env, 'S3_BUCKET');
    if (!bucket) throw new ConfigError('S3_BUCKET is required when STORAGE_DRIVER=s3');
    const endpoint = text(env, 'S3_ENDPOINT');
    const pathStyle = text(env, 'S3_FORCE_PATH_STYLE');
    config.s3 = {
      endpoint,
      region: text(env, 'S3_REGION') ?? 'us-east-1',
      bucket,
      accessKeyId: text(env, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY'),
      forcePathStyle: pathStyle === null ? endpoint !== null : ['1', 'true', 'yes'].includes(pathStyle.toLowerCase()),
    };
    if (!config.s3.accessKeyId !== !config.s3.secretAccessKey) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  config.uploadMaxFileMb = text(env, 'UPLOAD_MAX_FILE_MB') === null ? null : int(env, 'UPLOAD_MAX_FILE_MB', 0, 1, 10240);
  return config;
}
