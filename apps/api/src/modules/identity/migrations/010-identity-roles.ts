import { Migration } from '@mikro-orm/migrations';

/**
 * Super admins: only they grant and withdraw admin rights. The first admin (created at first start, source
 * 'bootstrap') is one; the projection derives the same from that user's creation event, so a rebuild agrees.
 */
export class Migration010IdentityRoles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE identity_user ADD COLUMN is_super_admin boolean NOT NULL DEFAULT false`);
    this.addSql(`UPDATE identity_user SET is_super_admin = true WHERE source = 'bootstrap' AND is_admin`);
  }
}
