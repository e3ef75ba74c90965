import { sqlMigration } from '../../../platform/database/sql-migration.js';

/**
 * Super admins: only they grant and withdraw admin rights. The first admin (created at first start, source
 * 'bootstrap') is one; the projection derives the same from that user's creation event, so a rebuild agrees.
 */
export const Migration010IdentityRoles = sqlMigration(
  `ALTER TABLE identity_user ADD COLUMN is_super_admin boolean NOT NULL DEFAULT false`,
  `UPDATE identity_user SET is_super_admin = true WHERE source = 'bootstrap' AND is_admin`,
);
