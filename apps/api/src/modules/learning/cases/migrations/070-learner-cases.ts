import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration070LearnerCases = sqlMigration(
  // One row per case a learner asked for (spec 2 §3 User case). The id comes from content_id_seq: user cases and
  // content records share one id space (quiz attempts name either by case_id).
  `CREATE TABLE learner_case (
      id bigint PRIMARY KEY,
      user_id text NOT NULL,
      user_email text,
      request_id text NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      info jsonb NOT NULL,
      question_types jsonb NOT NULL,
      mcq_count integer NOT NULL,
      essay_count integer NOT NULL,
      question_content jsonb,
      ai_title text,
      ai_model text,
      call_id text,
      setting_version integer,
      prompt_version integer,
      status text NOT NULL,
      failure text,
      show boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      position bigint NOT NULL
    )`,
  // The owner's list (newest first) and the day's count for the generated title; a request id names one case per user.
  `CREATE INDEX learner_case_user_idx ON learner_case (user_id, id DESC)`,
  `CREATE UNIQUE INDEX learner_case_request_idx ON learner_case (user_id, request_id)`,
);
