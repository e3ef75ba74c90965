import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration060LearnerMarks = sqlMigration(
  // One row per id a learner has in one of their lists. The key serves the own-marks read (user_id first) and the
  // learner list's bookmarked/read filters (one probe per listed record).
  `CREATE TABLE learner_mark (
      user_id text NOT NULL,
      list text NOT NULL,
      item_id integer NOT NULL,
      marked_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      PRIMARY KEY (user_id, list, item_id)
    )`,
);
