import { sqlMigration } from '../sql-migration.js';

/**
 * Each event's weight (its type, data and metadata as JSON, in UTF-8 bytes), stored as it is appended: a page of the
 * log is cut by weight without taking the events' data out of storage. Events stored before are weighed once here
 * (as PostgreSQL writes their JSON, a little more than the store counts); a row written without one (by hand, by an
 * older process during a rolling start) is weighed when it is read.
 */
export const Migration078EventSizes = sqlMigration(
  `ALTER TABLE events ADD COLUMN size_bytes integer NULL`,
  `UPDATE events SET size_bytes = octet_length(type) + octet_length(data::text) + octet_length(metadata::text)`,
);
