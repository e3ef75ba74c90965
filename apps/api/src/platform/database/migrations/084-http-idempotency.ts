import { sqlMigration } from '../sql-migration.js';

/**
 * Answers of writes sent with an Idempotency-Key (platform/http/idempotency.ts): a repeat of the request with the same
 * key gets the first answer instead of writing again. `status` NULL while the first one runs.
 */
export const Migration084HttpIdempotency = sqlMigration(
  `CREATE TABLE http_idempotency (
      owner text NOT NULL,
      key text NOT NULL,
      request text NOT NULL,
      status integer NULL,
      content_type text NULL,
      body bytea NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (owner, key)
    )`,
  `CREATE INDEX http_idempotency_created_idx ON http_idempotency (created_at)`,
);
