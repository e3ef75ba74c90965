import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration094MarketCompanyReports = sqlMigration(
  `CREATE SEQUENCE market_company_report_id_seq`,
  `CREATE TABLE market_company_report (
      id integer PRIMARY KEY,
      ticker text NOT NULL,
      name text NOT NULL,
      settings jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      created_by text NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NULL,
      version integer NOT NULL,
      last_position bigint NOT NULL
    )`,
);
