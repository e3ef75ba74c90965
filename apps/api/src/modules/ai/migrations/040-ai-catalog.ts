import { sqlMigration } from '../../../platform/database/sql-migration.js';

/** The admins' changes to the model catalog (over the built-in list in libs/domain) and the AI settings. */
export const Migration040AiCatalog = sqlMigration(
  `CREATE TABLE ai_model_change (
      model_id text PRIMARY KEY,
      added jsonb NULL,
      display_name text NULL,
      hidden boolean NULL,
      prices jsonb NULL,
      added_position bigint NULL,
      last_position bigint NOT NULL
    )`,
  `CREATE TABLE ai_settings (
      id smallint PRIMARY KEY,
      limits_set boolean NOT NULL DEFAULT false,
      per_user_daily integer NULL,
      per_class_daily integer NULL,
      fallback_voice text NULL,
      version integer NOT NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NULL
    )`,
);
