import { sqlMigration } from '../sql-migration.js';

export const Migration001EventStore = sqlMigration(
  `CREATE TABLE events (
      global_position bigserial PRIMARY KEY,
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      stream_version integer NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT events_event_id_key UNIQUE (event_id),
      CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
    )`,
  `CREATE TABLE streams (stream_id text PRIMARY KEY, version integer NOT NULL CHECK (version >= 0))`,
);
