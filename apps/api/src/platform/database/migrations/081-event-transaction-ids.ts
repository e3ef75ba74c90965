import { sqlMigration } from '../sql-migration.js';

/**
 * Global positions in transaction-id order, without a lock (docs/operations.md, "Event positions"): an event's position
 * is `base + (transaction id << 14) + its index in the append`, so an append with a later transaction id always writes
 * at higher positions, and a reader that reads up to the oldest running transaction never passes one still to commit.
 * - `event_positions.base` puts every new position above the ones stored before (numbered 1, 2, 3…); the repair after
 *   a restore into another cluster raises it.
 * - Rows inserted without a position (by hand, or by an older process during a rolling start) get one by the same rule.
 * - The transaction ids are indexed: the API checks at start that none lies ahead of the cluster's own.
 */
export const Migration081EventTransactionIds = sqlMigration(
  `CREATE INDEX events_transaction_id_idx ON events (transaction_id)`,
  `CREATE TABLE event_positions (one boolean PRIMARY KEY DEFAULT true CHECK (one), base bigint NOT NULL)`,
  `INSERT INTO event_positions (base)
       SELECT greatest(0, coalesce(max(global_position), 0) + 1 - (pg_current_xact_id()::text::bigint << 14)) FROM events`,
  `CREATE FUNCTION k9_next_event_position() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        ord int := coalesce(nullif(current_setting('k9.event_ord', true), ''), '-1')::int + 1;
      BEGIN
        IF ord >= 16384 THEN
          RAISE EXCEPTION 'A transaction writes at most 16384 events';
        END IF;
        PERFORM set_config('k9.event_ord', ord::text, true);
        RETURN (SELECT base FROM event_positions) + (pg_current_xact_id()::text::bigint << 14) + ord;
      END $$`,
  `ALTER TABLE events ALTER COLUMN global_position SET DEFAULT k9_next_event_position()`,
);
