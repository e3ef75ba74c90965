import { sqlMigration } from '../../../platform/database/sql-migration.js';

export const Migration087MarketRows = sqlMigration(
  `CREATE TABLE market_row (
      id text PRIMARY KEY,
      dataset text NOT NULL,
      key text NOT NULL,
      ticker text NULL,
      period text NULL,
      row_date date NULL,
      data jsonb NOT NULL,
      url text NULL,
      name text NULL,
      type text NULL,
      source text NOT NULL,
      as_of text NOT NULL,
      sample boolean NOT NULL,
      flags jsonb NOT NULL,
      last_position bigint NOT NULL
    )`,
  // The key stays the row's across re-imports.
  `CREATE UNIQUE INDEX market_row_key_idx ON market_row (dataset, key)`,
  // The stock screen: one ticker's rows of a dataset, newest first (and the '?ticker=' of every list).
  `CREATE INDEX market_row_ticker_idx ON market_row (ticker, dataset, row_date DESC NULLS LAST, id)`,
  // A list's default page: newest first.
  `CREATE INDEX market_row_list_idx ON market_row (dataset, row_date DESC NULLS LAST, id)`,
  // Delete-samples and the 'Dữ liệu mẫu' filter.
  `CREATE INDEX market_row_sample_idx ON market_row (dataset) WHERE sample`,
);
