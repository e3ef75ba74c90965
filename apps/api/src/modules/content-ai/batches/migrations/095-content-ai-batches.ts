import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration095ContentAiBatches = sqlMigration(
  `CREATE TABLE content_ai_batch (
      id text PRIMARY KEY,
      kind text NOT NULL,
      dry_run boolean NOT NULL,
      state text NOT NULL,
      options jsonb NOT NULL,
      prompt_version text NOT NULL,
      requested_by jsonb NOT NULL,
      stopped_by jsonb,
      error text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      position bigint NOT NULL
    )`,
  // One row per selected record, in the order asked for (seq).
  `CREATE TABLE content_ai_batch_record (
      batch_id text NOT NULL,
      record_id integer NOT NULL,
      seq integer NOT NULL,
      state text NOT NULL,
      version integer,
      before jsonb NOT NULL DEFAULT '{}'::jsonb,
      after jsonb NOT NULL DEFAULT '{}'::jsonb,
      error text,
      call_id text,
      model text,
      applied boolean NOT NULL DEFAULT false,
      stale boolean NOT NULL DEFAULT false,
      approved_by jsonb,
      PRIMARY KEY (batch_id, record_id)
    )`,
);
