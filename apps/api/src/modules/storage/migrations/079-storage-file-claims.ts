import { sqlMigration } from '../../../platform/database/sql-migration.js';

/**
 * Every record that ever named a stored file (not only the first): who may read a file follows what claims it (see
 * file-access.ts). The storage-upload read model is emptied and replayed from the first event at the next start, which
 * fills this table from the log (both event stores alike).
 */
export const Migration079StorageFileClaims = sqlMigration(
  `CREATE TABLE storage_file_claim (
      key text NOT NULL,
      claimant text NOT NULL,
      PRIMARY KEY (key, claimant)
    )`,
  `TRUNCATE TABLE storage_upload`,
  `UPDATE projection_checkpoint SET position = 0, updated_at = now() WHERE name = 'storage-upload'`,
);
