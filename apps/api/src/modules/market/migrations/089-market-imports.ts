import { sqlMigration } from '../../../platform/database/sql-migration.js';

export const Migration089MarketImports = sqlMigration(
  // Staging, not a read model: the rows an admin's preview checked, waiting for the confirmation (like an upload's
  // bytes, they are not events; the events carry them once confirmed, 500 at most each).
  `CREATE TABLE market_import_row (
      import_id text NOT NULL,
      row_no integer NOT NULL,
      valid boolean NOT NULL,
      reason text NULL,
      row jsonb NULL,
      done boolean NOT NULL DEFAULT false,
      staged_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (import_id, row_no)
    )`,
  `CREATE INDEX market_import_row_pending_idx ON market_import_row (import_id, row_no) WHERE valid AND NOT done`,
);
