import { sqlMigration } from '../sql-migration.js';

export const Migration002Projections = sqlMigration(
  `CREATE TABLE projection_checkpoint (
      name text PRIMARY KEY,
      position bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
);
