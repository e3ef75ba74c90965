import { Migration } from '@mikro-orm/migrations';

export class Migration080QuizReviews extends Migration {
  override async up(): Promise<void> {
    // How many grades of the attempt wait for a teacher's review (issue 23 §2.3): the admins' list reads these rows.
    this.addSql(`ALTER TABLE quiz_attempt ADD COLUMN review_pending integer NOT NULL DEFAULT 0`);
    this.addSql(`CREATE INDEX quiz_attempt_review ON quiz_attempt (updated_at) WHERE review_pending > 0`);
    this.addSql(`CREATE INDEX quiz_attempt_history ON quiz_attempt (history_id)`);
  }
}
