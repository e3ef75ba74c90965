import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration061QuizAttempts = sqlMigration(
  // One row per learner and quiz: the current attempt (the decider's own state, so a row is the stream folded) and
  // the newest submitted score, which badges, the quiz-status filter and statistics read.
  `CREATE TABLE quiz_attempt (
      user_id text NOT NULL,
      quiz_id bigint NOT NULL,
      history_id text NOT NULL,
      history text NOT NULL,
      user_email text,
      question_type text NOT NULL,
      question_name text NOT NULL,
      state jsonb NOT NULL,
      status text NOT NULL,
      score integer,
      last_score integer,
      pending_gradings integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      PRIMARY KEY (user_id, quiz_id)
    )`,
  `CREATE INDEX quiz_attempt_pending ON quiz_attempt (updated_at) WHERE pending_gradings > 0`,
  // Every submitted attempt, its score kept up to date as essays are graded: the recent attempts of the statistics.
  `CREATE TABLE quiz_submission (
      user_id text NOT NULL,
      quiz_id bigint NOT NULL,
      attempt integer NOT NULL,
      question_type text NOT NULL,
      question_name text NOT NULL,
      score integer NOT NULL,
      submitted_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, quiz_id, attempt)
    )`,
  `CREATE INDEX quiz_submission_recent ON quiz_submission (user_id, submitted_at DESC)`,
);
