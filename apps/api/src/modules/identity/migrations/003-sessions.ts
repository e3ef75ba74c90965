import { Migration } from '@mikro-orm/migrations';

/** Server-side sessions (connect-pg-simple's table shape). Not event-sourced. */
export class Migration003Sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE http_session (
      sid varchar NOT NULL PRIMARY KEY,
      sess json NOT NULL,
      expire timestamp(6) NOT NULL
    )`);
    this.addSql(`CREATE INDEX http_session_expire_idx ON http_session (expire)`);
  }
}
