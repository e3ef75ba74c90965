import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration052StudioGenerations = sqlMigration(
  `CREATE SEQUENCE studio_generation_id_seq`,
  `CREATE TABLE studio_generation (
      id integer PRIMARY KEY,
      owner_id text NULL,
      user_created text NULL,
      ai_gen_config_id integer NULL,
      flow_version integer NULL,
      flow_name text NULL,
      prompt text NOT NULL,
      settings jsonb NOT NULL,
      anwser text NOT NULL,
      audio_url text NULL,
      image_urls jsonb NOT NULL,
      is_create boolean NOT NULL,
      status text NOT NULL,
      steps jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL,
      last_position bigint NOT NULL
    )`,
  // An admin's history (finished, newest first) and queue (waiting, oldest first) are both one index range.
  `CREATE INDEX studio_generation_owner_idx ON studio_generation (owner_id, status, id)`,
);
