import { sqlMigration } from '../../../platform/database/sql-migration.js';

/** Auditors (issue 36 §4): read what admins read, write nothing. Nobody is one until a super admin says so. */
export const Migration098IdentityAuditor = sqlMigration(`ALTER TABLE identity_user ADD COLUMN is_auditor boolean NOT NULL DEFAULT false`);
