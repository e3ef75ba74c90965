import { sqlMigration } from '../../../../platform/database/sql-migration.js';

export const Migration050StudioFlowConfigs = sqlMigration(
  `CREATE SEQUENCE studio_flow_config_id_seq`,
  `CREATE TABLE studio_flow_config (
      id integer PRIMARY KEY,
      name text NOT NULL,
      layout text NOT NULL,
      ai_configs jsonb NOT NULL,
      show boolean NOT NULL,
      created_at timestamptz NOT NULL,
      user_create text NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NULL,
      version integer NOT NULL,
      last_position bigint NOT NULL
    )`,
);
