import { sqlMigration } from '../../../platform/database/sql-migration.js';

export const Migration004SiteSettings = sqlMigration(
  `CREATE TABLE site_setting (
      stream_id text PRIMARY KEY,
      setting_id text NOT NULL,
      type text NOT NULL,
      owner_id text NULL,
      setting jsonb NOT NULL,
      version integer NOT NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NULL,
      last_position bigint NOT NULL
    )`,
);
