import { sqlMigration } from '../../../platform/database/sql-migration.js';

/**
 * audit_event: the metadata of every event (and its allow-listed data) for the audit log across streams (issue 36 §1).
 * Each filter has an index that ends in the log position, so a filter's newest page is an index range read backwards.
 */
export const Migration099AuditEvent = sqlMigration(
  `CREATE TABLE audit_event (
      position bigint PRIMARY KEY,
      stream_id text NOT NULL,
      stream_kind text NOT NULL,
      version integer NOT NULL,
      type text NOT NULL,
      occurred_at timestamptz NOT NULL,
      actor_id text NULL,
      actor_email text NULL,
      correlation_id text NOT NULL,
      personal boolean NOT NULL,
      data jsonb NOT NULL
    )`,
  `CREATE INDEX audit_event_actor_idx ON audit_event (actor_id, position DESC) WHERE actor_id IS NOT NULL`,
  `CREATE INDEX audit_event_actor_email_idx ON audit_event (lower(actor_email), position DESC) WHERE actor_email IS NOT NULL`,
  `CREATE INDEX audit_event_type_idx ON audit_event (type, position DESC)`,
  `CREATE INDEX audit_event_kind_idx ON audit_event (stream_kind, position DESC)`,
  `CREATE INDEX audit_event_stream_idx ON audit_event (stream_id, position DESC)`,
  `CREATE INDEX audit_event_correlation_idx ON audit_event (correlation_id, position DESC)`,
  `CREATE INDEX audit_event_time_idx ON audit_event (occurred_at DESC, position DESC)`,
);
