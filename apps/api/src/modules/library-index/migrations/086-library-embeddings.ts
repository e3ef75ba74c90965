import { sqlMigration } from '../../../platform/database/sql-migration.js';

/**
 * The library's embeddings (issue 28 §1, §4):
 * - `library_embedding_cache`: each vector a model gave for a text, by (model, sha256 of the text), as float32 bytes;
 *   outside the read models, so a projection rebuild, re-indexing unchanged text or rebuilding a vector store never
 *   calls a provider again. A repeated search question is looked up here too.
 * - `library_source` gains its embedding state (spec 3 §4: not embedded, in progress, embedded), the model and when,
 *   and the last embedding error.
 * - `library_vector_state`: which space (model, width) searches use, and the space being built after a model change
 *   (searches keep the old one until the new one is complete).
 */
export const Migration086LibraryEmbeddings = sqlMigration(
  `CREATE TABLE library_embedding_cache (
      model text NOT NULL,
      text_hash text NOT NULL,
      width integer NOT NULL,
      vector bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (model, text_hash)
    )`,
  `ALTER TABLE library_source
      ADD COLUMN embed_state text NOT NULL DEFAULT 'none' CHECK (embed_state IN ('none', 'embedding', 'embedded')),
      ADD COLUMN embedded_model text NULL,
      ADD COLUMN embedded_at timestamptz NULL,
      ADD COLUMN embed_error text NULL`,
  `CREATE INDEX library_source_waiting_idx ON library_source (source_table, source_id) WHERE embed_state <> 'embedded'`,
  `CREATE TABLE library_vector_state (
      id integer PRIMARY KEY CHECK (id = 1),
      active_model text NULL,
      active_width integer NULL,
      building_model text NULL,
      building_job text NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  `INSERT INTO library_vector_state (id) VALUES (1)`,
);
