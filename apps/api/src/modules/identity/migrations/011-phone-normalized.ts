import { sqlMigration } from '../../../platform/database/sql-migration.js';

/**
 * Phone numbers are searched normalised (normalizePhone in @k9/contracts: no spaces, dots, dashes or brackets, +84 as
 * 0). Users stored before get the same value here; the projection writes it for every later change, and a rebuild
 * derives it from the events alike.
 */
export const Migration011PhoneNormalized = sqlMigration(
  `ALTER TABLE identity_user ADD COLUMN phone_normalized text`,
  `UPDATE identity_user SET phone_normalized = NULLIF(regexp_replace(regexp_replace(phone, '[[:space:].()-]', '', 'g'), '^\\+84([0-9])', '0\\1'), '') WHERE phone IS NOT NULL`,
);
