import { Migration } from '@mikro-orm/migrations';

/**
 * Every record that ever named a stored file (not only the first): who may read a file follows what claims it (see
 * file-access.ts). The storage-upload read model is emptied and replayed from the first event at the next start, which
 * fills this table from the log (both event stores alike).
 */
export class Migration079StorageFileClaims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE storage_file_claim (
      key text NOT NULL,
      claimant text NOT NULL,
      PRIMARY KEY (key, claimant)
    )`);
    this.addSql(`TRUNCATE TABLE storage_upload`);
    this.addSql(`UPDATE projection_checkpoint SET position = 0, updated_at = now() WHERE name = 'storage-upload'`);
  }
}
