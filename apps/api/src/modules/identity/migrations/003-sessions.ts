import { sqlMigration } from '../../../platform/database/sql-migration.js';

/** Server-side sessions (connect-pg-simple's table shape). Not event-sourced. */
export const Migration003Sessions = sqlMigration(
  `CREATE TABLE http_session (
      sid varchar NOT NULL PRIMARY KEY,
      sess json NOT NULL,
      expire timestamp(6) NOT NULL
    )`,
  `CREATE INDEX http_session_expire_idx ON http_session (expire)`,
);
