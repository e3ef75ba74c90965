import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration031ContentImports = sqlMigration(
  // The read model of the import aggregate (content-import-<id>).
  `CREATE TABLE content_import (
      import_id text PRIMARY KEY,
      status text NOT NULL,
      format text NOT NULL,
      file_name text NOT NULL,
      content_type text NOT NULL,
      total_rows integer NOT NULL,
      dropped_rows integer NOT NULL,
      valid_rows integer NOT NULL,
      invalid_rows integer NOT NULL,
      digest text NOT NULL,
      ignored_columns jsonb NOT NULL DEFAULT '[]',
      created integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      attempt integer NOT NULL DEFAULT 0,
      failure text NULL,
      prepared_by text NULL,
      prepared_at timestamptz NOT NULL,
      confirmed_by text NULL,
      confirmed_at timestamptz NULL,
      completed_at timestamptz NULL,
      version integer NOT NULL,
      last_position bigint NOT NULL
    )`,
  // Staging, not a read model: the rows a preview checked, waiting for the confirmation (like uploaded bytes, they are
  // not events). content_id is given once per row, so a retried job creates each record once.
  `CREATE TABLE content_import_row (
      import_id text NOT NULL,
      row_no integer NOT NULL,
      content_type text NOT NULL,
      valid boolean NOT NULL,
      reason text NULL,
      preview jsonb NOT NULL,
      input jsonb NULL,
      content_id integer NULL,
      done boolean NOT NULL DEFAULT false,
      failure text NULL,
      staged_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (import_id, row_no)
    )`,
  `CREATE INDEX content_import_row_pending_idx ON content_import_row (import_id, row_no) WHERE valid AND NOT done`,
  `CREATE INDEX content_import_row_staged_idx ON content_import_row (staged_at)`,
);
