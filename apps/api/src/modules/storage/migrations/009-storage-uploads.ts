import { sqlMigration } from '../../../platform/database/sql-migration.js';

export const Migration009StorageUploads = sqlMigration(
  `CREATE TABLE storage_upload (
      file_id text PRIMARY KEY,
      key text NOT NULL,
      size bigint NOT NULL,
      purpose text NOT NULL,
      uploaded_by text NOT NULL,
      uploaded_at timestamptz NOT NULL,
      claimed_at timestamptz NULL,
      claimed_by text NULL,
      removed_at timestamptz NULL,
      last_position bigint NOT NULL
    )`,
  `CREATE UNIQUE INDEX storage_upload_key_idx ON storage_upload (key)`,
  // The day's quota: a user's uploads by time.
  `CREATE INDEX storage_upload_quota_idx ON storage_upload (uploaded_by, uploaded_at)`,
  // The clean-up: uploads nothing named yet, oldest first.
  `CREATE INDEX storage_upload_unclaimed_idx ON storage_upload (uploaded_at) WHERE claimed_at IS NULL AND removed_at IS NULL`,
);
