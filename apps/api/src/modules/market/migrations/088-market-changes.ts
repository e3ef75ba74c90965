import { sqlMigration } from '../../../platform/database/sql-migration.js';

export const Migration088MarketChanges = sqlMigration(
  `CREATE TABLE market_change (
      id text PRIMARY KEY,
      position bigint NOT NULL,
      dataset text NOT NULL,
      ticker text NULL,
      ngay text NULL,
      row_id text NOT NULL,
      row_key text NOT NULL,
      changes jsonb NOT NULL,
      origin text NOT NULL,
      file_name text NULL,
      import_id text NULL,
      actor_id text NULL,
      actor_name text NULL,
      changed_at timestamptz NOT NULL
    )`,
  // The change log of a dataset (and a ticker), newest first.
  `CREATE INDEX market_change_dataset_idx ON market_change (dataset, ticker, position DESC)`,
);
