import { sqlMigration } from '../../../platform/database/sql-migration.js';

export const Migration005IdentityUsers = sqlMigration(
  `CREATE TABLE identity_user (
      id text PRIMARY KEY,
      email text NULL,
      username text NULL,
      name text NOT NULL,
      is_admin boolean NOT NULL DEFAULT false,
      password_hash text NULL,
      created_at timestamptz NOT NULL,
      version integer NOT NULL
    )`,
  `CREATE INDEX identity_user_email_idx ON identity_user (lower(email))`,
  `CREATE INDEX identity_user_username_idx ON identity_user (lower(username))`,
);
