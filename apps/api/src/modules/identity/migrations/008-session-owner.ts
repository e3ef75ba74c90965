import { sqlMigration } from '../../../platform/database/sql-migration.js';

/**
 * Whose session a row is, and up to where the user read model had been applied when its credentials were checked
 * (`auth_position`): a password change, reset or deletion at a later position ends every session older than it.
 * Sessions from before this migration get 0, so the next such event ends them too.
 */
export const Migration008SessionOwner = sqlMigration(
  `ALTER TABLE http_session ADD COLUMN user_id text NULL`,
  `ALTER TABLE http_session ADD COLUMN auth_position bigint NOT NULL DEFAULT 0`,
  `UPDATE http_session SET user_id = sess->>'userId' WHERE sess->>'userId' IS NOT NULL`,
  `CREATE INDEX http_session_user_idx ON http_session (user_id) WHERE user_id IS NOT NULL`,
);
