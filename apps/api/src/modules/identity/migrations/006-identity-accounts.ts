import { sqlMigration } from '../../../platform/database/sql-migration.js';

/** Learner accounts (validity, phone, classes, Google link, forced password change) and user classes. */
export const Migration006IdentityAccounts = sqlMigration(
  `ALTER TABLE identity_user
      ADD COLUMN phone text NULL,
      ADD COLUMN info jsonb NOT NULL DEFAULT '{}'::jsonb,
      ADD COLUMN class_ids integer[] NOT NULL DEFAULT '{}',
      ADD COLUMN google_id text NULL,
      ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
      ADD COLUMN source text NOT NULL DEFAULT 'admin',
      ADD COLUMN created_by text NULL,
      ADD COLUMN updated_at timestamptz NULL,
      ADD COLUMN updated_by text NULL`,
  `CREATE INDEX identity_user_google_idx ON identity_user (google_id)`,
  `CREATE INDEX identity_user_created_idx ON identity_user (created_at DESC, id)`,
  `CREATE TABLE identity_user_class (
      id integer PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`,
  // Class ids are handed out before the class's first event (the command carries its id).
  `CREATE SEQUENCE identity_user_class_id_seq`,
);
