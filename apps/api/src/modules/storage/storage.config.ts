import { ConfigError, int, text, type Env } from '../../config/env.js';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...). Unset keys: the AWS SDK's default credential chain. */
export type S3Config = {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
};

/** Where uploaded files are kept: 'local' (dataDir/uploads) or 's3' (then `s3` is set); an optional size cap. */
export type StorageConfig = {
  storageDriver: 'local' | 's3';
  s3: S3Config | null;
  /** Set: no upload may be larger than this many MB, whatever its purpose. */
  uploadMaxFileMb: number | null;
  /** MB each learner, and each admin, may upload per Vietnam calendar day. */
  uploadDailyQuotaMb: { learner: number; admin: number };
};

export function readStorageConfig(env: Env): StorageConfig {
  const driver = (text(env, 'STORAGE_DRIVER') ?? 'local').toLowerCase();
  if (driver !== 'local' && driver !== 's3') throw new ConfigError(`STORAGE_DRIVER must be local or s3, got "${driver}"`);
  const uploadMaxFileMb = text(env, 'UPLOAD_MAX_FILE_MB') === null ? null : int(env, 'UPLOAD_MAX_FILE_MB', 0, 1, 10240);
  const uploadDailyQuotaMb = {
    learner: int(env, 'UPLOAD_DAILY_QUOTA_MB', 50, 1, 1_048_576),
    admin: int(env, 'UPLOAD_ADMIN_DAILY_QUOTA_MB', 4096, 1, 1_048_576),
  };
  if (driver === 'local') return { storageDriver: driver, s3: null, uploadMaxFileMb, uploadDailyQuotaMb };
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('S3_BUCKET is required when STORAGE_DRIVER=s3');
  const endpoint = text(env, 'S3_ENDPOINT');
  const pathStyle = text(env, 'S3_FORCE_PATH_STYLE');
  const s3: S3Config = {
    endpoint,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    bucket,
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: pathStyle === null ? endpoint !== null : ['1', 'true', 'yes'].includes(pathStyle.toLowerCase()),
  };
  if (!s3.accessKeyId !== !s3.secretAccessKey) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return { storageDriver: driver, s3, uploadMaxFileMb, uploadDailyQuotaMb };
}
