import { sqlMigration } from '../../../platform/database/sql-migration.js';

/**
 * Content records (DESIGN §13): numeric ids from a sequence, the read model the lists, facets and learner reads query,
 * and Vietnamese search: a full-text vector of folded syllables and syllable pairs (libs/domain searchLexemes: "kinh te"
 * finds "Kinh tế" from the index alone), plus the title folded by `k9_fold` (unaccent, lower case) with trigrams.
 */
export const Migration020ContentRecords = sqlMigration(
  `CREATE EXTENSION IF NOT EXISTS unaccent`,
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE SEQUENCE IF NOT EXISTS content_id_seq`,
  // unaccent() is only STABLE (its dictionary could change); with the dictionary named, folding is a pure function.
  // Text arrives in NFC (the content decider normalises every text field), so no normalize() here: it would double
  // the cost of projecting a record.
  `CREATE OR REPLACE FUNCTION k9_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$`,
  `CREATE TABLE content_record (
      id integer PRIMARY KEY,
      type text NOT NULL,
      cid text NULL,
      status text NOT NULL,
      impact text NULL,
      sentiment text NULL,
      category text NULL,
      tag1 text NULL,
      tag2 text NULL,
      tag3 text NULL,
      tag4 text[] NOT NULL DEFAULT '{}',
      program_count integer NOT NULL DEFAULT 0,
      is_public boolean NOT NULL,
      has_title boolean NOT NULL,
      allowed_user_class integer[] NOT NULL DEFAULT '{}',
      has_image boolean NOT NULL,
      diagram text NOT NULL,
      has_quiz boolean NOT NULL,
      display_order integer NULL,
      is_sample boolean NOT NULL,
      title_folded text NOT NULL,
      search_vector tsvector NOT NULL,
      item jsonb NOT NULL,
      fields jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      created_by text NULL,
      updated_by text NULL,
      version integer NOT NULL
    ) WITH (toast_tuple_target = 512)`,
  // Small columns stay in the row (compressed at most): a filter or a facet never reads them from TOAST.
  `ALTER TABLE content_record ALTER COLUMN tag4 SET STORAGE MAIN, ALTER COLUMN allowed_user_class SET STORAGE MAIN, ALTER COLUMN title_folded SET STORAGE MAIN, ALTER COLUMN category SET STORAGE MAIN`,
  // The heap keeps only the narrow columns lists filter and count on (a few hundred bytes a row): the list item,
  // the record and the search vector live out of line, so a filtered scan of many records reads few pages.
  `CREATE INDEX content_record_type_idx ON content_record (type, id DESC)`,
  `CREATE INDEX content_record_learner_idx ON content_record (type, id DESC) WHERE status = 'published' AND impact IS DISTINCT FROM 'skip'`,
  `CREATE INDEX content_record_cid_idx ON content_record (cid, type)`,
  `CREATE INDEX content_record_category_idx ON content_record (type, category, id DESC)`,
  `CREATE INDEX content_record_tag4_idx ON content_record USING gin (tag4)`,
  `CREATE INDEX content_record_classes_idx ON content_record USING gin (allowed_user_class)`,
  `CREATE INDEX content_record_search_idx ON content_record USING gin (search_vector)`,
  `CREATE INDEX content_record_title_trgm_idx ON content_record USING gin (title_folded gin_trgm_ops)`,
);
