import { sqlMigration } from '../sql-migration.js';

/**
 * Which server of its store wrote each projection checkpoint (docs/operations.md, "Which server the checkpoints came
 * from"): a PostgreSQL cluster's system identifier, or the hosts of an EventStoreDB connection. Positions of one server
 * mean nothing on another (a restored backup, another cluster), so a runner that finds another server's checkpoint
 * rebuilds its read model, as it does after a switch of store. NULL (written before this migration) is taken as the
 * server of the first process of the same store to start: an upgrade does not move the log.
 */
export const Migration082CheckpointServer = sqlMigration(
  `ALTER TABLE projection_checkpoint ADD COLUMN event_store_server text NULL`,
);
