import { Migration } from '@mikro-orm/migrations';

export class Migration002Projections extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE projection_checkpoint (
      name text PRIMARY KEY,
      position bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }
}
