import { sqlMigration } from '../../../platform/database/sql-migration.js';

export const Migration091ChatSessions = sqlMigration(
  // Session ids are numeric and listed newest first (spec 2 §9.6: sorted by id descending).
  `CREATE SEQUENCE chat_session_id_seq`,
  `CREATE TABLE chat_session (
      id bigint PRIMARY KEY,
      owner_id text NOT NULL,
      owner_email text,
      title text NOT NULL,
      advisor_type text,
      model text,
      show boolean NOT NULL,
      answering jsonb,
      message_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      position bigint NOT NULL
    )`,
  `CREATE INDEX chat_session_owner_idx ON chat_session (owner_id, id DESC)`,
  // One row per message; `seq` keeps the stored order, `parent_id` the branches.
  `CREATE TABLE chat_message (
      session_id bigint NOT NULL,
      message_id text NOT NULL,
      parent_id text,
      seq integer NOT NULL,
      role text NOT NULL,
      content text NOT NULL,
      status text NOT NULL,
      run_id text,
      advisor jsonb,
      steps jsonb,
      retrieval jsonb,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (session_id, message_id)
    )`,
  `CREATE INDEX chat_message_order_idx ON chat_message (session_id, seq)`,
);
