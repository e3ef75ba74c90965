import { sqlMigration } from '../../../platform/database/sql-migration.js';

/**
 * The list item says whether its record has a detail (issue 34: the voice and diagram buttons' rules), without the
 * detail itself. The projection writes it from now on; the items stored before it are given it once here.
 */
export const Migration092ContentListHasDetail = sqlMigration(
  `UPDATE content_record SET item = item || jsonb_build_object('hasDetail', coalesce(fields->>'detail', '') ~ '\\S') WHERE item->'hasDetail' IS NULL`,
);
