import { sqlMigration } from '../../../platform/database/sql-migration.js';

/** Every column a list's WHERE and its facet counts read, carried in the index (migration 021). */
const LISTED = 'tag1, tag2, tag3, tag4, status, impact, is_public, allowed_user_class, has_image, has_quiz, diagram, has_title, sentiment, program_count, is_sample';

/**
 * A list page counts its facets over every filtered record. From the heap that is a visit to a page per few records
 * (2,000 records of one category: 1,800 pages of 100,000); from these indexes it is an index-only scan of the narrow
 * columns (the table's visibility map is kept by autovacuum). They replace the plain (type, id) and (type, category, id)
 * indexes and the learners' partial one.
 */
export const Migration021ContentListCoveringIndexes = sqlMigration(
  `DROP INDEX IF EXISTS content_record_type_idx`,
  `DROP INDEX IF EXISTS content_record_category_idx`,
  `DROP INDEX IF EXISTS content_record_learner_idx`,
  `CREATE INDEX content_record_type_idx ON content_record (type, id DESC) INCLUDE (category, ${LISTED})`,
  `CREATE INDEX content_record_category_idx ON content_record (type, category, id DESC) INCLUDE (${LISTED})`,
  `CREATE INDEX content_record_learner_idx ON content_record (type, id DESC) INCLUDE (category, ${LISTED}) WHERE status = 'published' AND impact IS DISTINCT FROM 'skip'`,
);
