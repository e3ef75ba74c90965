import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration030ContentAiSummaries = sqlMigration(
  `CREATE SEQUENCE content_ai_summary_id_seq`,
  `CREATE TABLE content_ai_summary (
      id integer PRIMARY KEY,
      kind text NOT NULL,
      info jsonb NOT NULL,
      summary1 text NOT NULL,
      summary2 text NOT NULL,
      category text NOT NULL,
      status text NOT NULL,
      tables jsonb NOT NULL,
      file_urls jsonb NOT NULL,
      origin text NOT NULL,
      model text NULL,
      created_at timestamptz NOT NULL,
      created_by text NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NULL,
      version integer NOT NULL,
      last_position bigint NOT NULL
    )`,
  // The list: one kind (report or reportDN), newest first; learners read published ones only.
  `CREATE INDEX content_ai_summary_kind_idx ON content_ai_summary (kind, status, id DESC)`,
);
