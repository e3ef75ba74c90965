import { sqlMigration } from '../../../platform/database/sql-migration.js';

/**
 * E-mails, usernames and user-class names in use, one row each: the primary key decides who has one, whatever the
 * read models' timing (issue 27 §4). Keys are the kind and the value as the uniqueness check compares it, trimmed and
 * lower-cased: 'email:an@gmail.com', 'username:hocvien01', 'class:lớp tối'. A writer claims (confirmed false), appends
 * its event, then confirms. Filled here from the read models, the oldest holder of a value keeping it; the newer
 * holders of a duplicate are given another value at the next start (IdentifierRepair).
 */
export const Migration083IdentityClaims = sqlMigration(
  `CREATE TABLE identity_claim (
      key text PRIMARY KEY,
      owner text NOT NULL,
      claimed_at timestamptz NOT NULL,
      confirmed boolean NOT NULL
    )`,
  `CREATE INDEX identity_claim_owner_idx ON identity_claim (owner)`,
  `INSERT INTO identity_claim (key, owner, claimed_at, confirmed)
    SELECT DISTINCT ON (key) key, owner, created_at, true FROM (
      SELECT 'email:' || lower(btrim(email)) AS key, id AS owner, created_at FROM identity_user WHERE btrim(coalesce(email, '')) <> ''
      UNION ALL SELECT 'username:' || lower(btrim(username)), id, created_at FROM identity_user WHERE btrim(coalesce(username, '')) <> ''
      UNION ALL SELECT 'class:' || lower(btrim(name)), id::text, created_at FROM identity_user_class
    ) held ORDER BY key, created_at, owner`,
);
