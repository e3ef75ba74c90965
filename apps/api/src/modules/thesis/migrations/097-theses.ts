import { sqlMigration } from '../../../platform/database/sql-migration.js';

export const Migration097Theses = sqlMigration(
  // One row per live thesis; every read names the owner (owner_id) in its WHERE clause. `search_text`: name, content
  // and summary folded to lower case by the projection (a segment's: its content and summary), for the search.
  `CREATE TABLE thesis (
      id text PRIMARY KEY,
      owner_id text NOT NULL,
      owner_email text,
      name text NOT NULL,
      content text NOT NULL,
      summary text NOT NULL,
      search_text text NOT NULL,
      segment_count integer NOT NULL DEFAULT 0,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`,
  `CREATE INDEX thesis_owner_idx ON thesis (owner_id, updated_at DESC)`,
  // Its segments; `seq` is the order shown (1, 2, ... renumbered after a deletion).
  `CREATE TABLE thesis_segment (
      thesis_id text NOT NULL,
      segment_id text NOT NULL,
      seq integer NOT NULL,
      content text NOT NULL,
      summary text NOT NULL,
      mode text NOT NULL,
      original_content text,
      search_text text NOT NULL,
      PRIMARY KEY (thesis_id, segment_id)
    )`,
  `CREATE INDEX thesis_segment_order_idx ON thesis_segment (thesis_id, seq)`,
);
