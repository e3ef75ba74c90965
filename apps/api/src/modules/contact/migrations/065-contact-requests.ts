import { sqlMigration } from '../../../platform/database/sql-migration.js';

export const Migration065ContactRequests = sqlMigration(
  `CREATE TABLE contact_request (
      id uuid PRIMARY KEY,
      user_id text NOT NULL,
      username text NULL,
      email text NOT NULL,
      name text NULL,
      subject text NULL,
      message text NOT NULL,
      requested_at timestamptz NOT NULL,
      status text NOT NULL,
      attempts integer NOT NULL,
      last_error text NULL,
      sent_at timestamptz NULL,
      message_id text NULL,
      version integer NOT NULL,
      last_position bigint NOT NULL
    )`,
  // The admin list: newest first.
  `CREATE INDEX contact_request_requested_idx ON contact_request (requested_at DESC, id DESC)`,
  // The outbox sweep: the requests still to send.
  `CREATE INDEX contact_request_pending_idx ON contact_request (requested_at) WHERE status IN ('waiting', 'retrying')`,
);
