import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration054StudioQuestions = sqlMigration(
  `CREATE SEQUENCE studio_question_id_seq`,
  `CREATE TABLE studio_question (
      id integer PRIMARY KEY,
      question text NOT NULL,
      category text NULL,
      level text NULL,
      index integer NULL,
      ai_gen_id integer NULL,
      answer jsonb NULL,
      created_at timestamptz NOT NULL,
      created_by text NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NULL,
      version integer NOT NULL,
      last_position bigint NOT NULL
    )`,
  // The list's order: by index (none last), then id.
  `CREATE INDEX studio_question_order_idx ON studio_question (index ASC NULLS LAST, id ASC)`,
  `CREATE INDEX studio_question_ai_gen_idx ON studio_question (ai_gen_id) WHERE ai_gen_id IS NOT NULL`,
);
