import { sqlMigration } from '../sql-migration.js';

/**
 * Which event store wrote each projection checkpoint ('postgres', 'eventstoredb'): positions of one mean nothing in the
 * other, so a runner that finds another store's (or an unknown, NULL) checkpoint rebuilds its read model.
 */
export const Migration007CheckpointStore = sqlMigration(
  `ALTER TABLE projection_checkpoint ADD COLUMN event_store text NULL`,
);
