import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration080QuizReviews = sqlMigration(
  // How many grades of the attempt wait for a teacher's review (issue 23 §2.3): the admins' list reads these rows.
  `ALTER TABLE quiz_attempt ADD COLUMN review_pending integer NOT NULL DEFAULT 0`,
  `CREATE INDEX quiz_attempt_review ON quiz_attempt (updated_at) WHERE review_pending > 0`,
  `CREATE INDEX quiz_attempt_history ON quiz_attempt (history_id)`,
);
