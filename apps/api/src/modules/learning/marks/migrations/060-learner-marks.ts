import { Migration } from '@mikro-orm/migrations';

export class Migration060LearnerMarks extends Migration {
  override async up(): Promise<void> {
    // One row per id a learner has in one of their lists. The key serves the own-marks read (user_id first) and the
    // learner list's bookmarked/read filters (one probe per listed record).
    this.addSql(`CREATE TABLE learner_mark (
      user_id text NOT NULL,
      list text NOT NULL,
      item_id integer NOT NULL,
      marked_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      PRIMARY KEY (user_id, list, item_id)
    )`);
  }
}
