import { sqlMigration } from '../../../platform/database/sql-migration.js';

/**
 * The library's chunk index (issue 28 §1), without vectors yet (they come behind the same rows):
 * - `library_chunk`: each record's plain text cut in chunks, with what the learner rule reads (published, skipped,
 *   is_public, allowed_user_class; a report: published only) and the content list's search (a vector of folded
 *   syllables and pairs, the record's title folded by `k9_fold` with trigrams, migration 020);
 * - `library_source`: one row per record indexed, with the hash of its whole text (unchanged text is not cut again),
 *   when it was indexed and its last error (the admin page counts them).
 * Written by the re-indexing job that follows the content events, not by a projection: a rebuild leaves them alone.
 */
export const Migration085LibraryChunks = sqlMigration(
  `CREATE TABLE library_chunk (
      source_table text NOT NULL CHECK (source_table IN ('news', 'report')),
      source_id integer NOT NULL,
      position integer NOT NULL,
      type text NOT NULL,
      text text NOT NULL,
      text_hash text NOT NULL,
      published boolean NOT NULL,
      skipped boolean NOT NULL,
      is_public boolean NOT NULL,
      allowed_user_class integer[] NOT NULL DEFAULT '{}',
      title_folded text NOT NULL,
      search_vector tsvector NOT NULL,
      PRIMARY KEY (source_table, source_id, position)
    )`,
  // The keyword search reads a matching chunk's search vector once per term of the question, and its title. A row is
  // kept whole in its page up to 8,160 bytes (a chunk of at most 1,000 characters is about 4 kB): with the default 2 kB
  // the search vector, then even the short title, went out to the TOAST table and each read fetched them again (about
  // 17 buffers a row), several times slower.
  `ALTER TABLE library_chunk SET (toast_tuple_target = 8160)`,
  `CREATE INDEX library_chunk_search_idx ON library_chunk USING gin (search_vector)`,
  // A title is matched on the first chunk of its record only (one hit per record for a title, not one per chunk).
  `CREATE INDEX library_chunk_title_trgm_idx ON library_chunk USING gin (title_folded gin_trgm_ops) WHERE position = 0`,
  `CREATE INDEX library_chunk_classes_idx ON library_chunk USING gin (allowed_user_class)`,
  `CREATE TABLE library_source (
      source_table text NOT NULL CHECK (source_table IN ('news', 'report')),
      source_id integer NOT NULL,
      text_hash text NULL,
      chunks integer NOT NULL,
      indexed_at timestamptz NOT NULL,
      last_error text NULL,
      PRIMARY KEY (source_table, source_id)
    )`,
);
