import { Logger } from '@nestjs/common';
import type pg from 'pg';

/**
 * The repair docs/operations.md gives for a log restored from another cluster, run with every API process stopped:
 * - its events are committed (a dump holds committed rows only), so their transaction ids are set to a settled one;
 * - its positions were numbered by the other cluster's transaction ids (migration 081), so the base of new positions
 *   is raised above them.
 */
export const REPAIR_RESTORED_LOG =
  `UPDATE events SET transaction_id = '3'::xid8 WHERE transaction_id >= pg_snapshot_xmax(pg_current_snapshot()); ` +
  `UPDATE event_positions SET base = greatest(base, (SELECT max(global_position) + 1 FROM events) - (pg_snapshot_xmax(pg_current_snapshot())::text::bigint << 14));`;

export class RestoredLogError extends Error {
  constructor(reason: string) {
    super(
      `${reason}: the event log was restored from another PostgreSQL cluster (pg_dump, a logical-replication switchover). ` +
        `Readers would stop at its events, and new events could be numbered below them, so the API does not start. ` +
        `Repair (docs/operations.md, "Restoring the event log"): stop every API process, run on this database\n  ${REPAIR_RESTORED_LOG}\n` +
        `then start the API again.`,
    );
  }
}

type Ids = { highest_transaction: string | null; next_transaction: string; highest_position: string | null; next_position: string; ahead: boolean; numbered_ahead: boolean };

/**
 * Refuses to run on an event log this cluster did not write: rows whose transaction ids it has not handed out yet
 * (readers stop at them, never pass them), or positions at or above the ones its next transactions will take.
 */
export async function assertLogWrittenHere(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<Ids>(
    `SELECT highest_transaction::text, next_transaction::text, highest_position::text, next_position::text,
       coalesce(highest_transaction >= next_transaction, false) AS ahead, coalesce(highest_position >= next_position, false) AS numbered_ahead
     FROM (SELECT (SELECT max(transaction_id) FROM events) AS highest_transaction, pg_snapshot_xmax(s) AS next_transaction,
             (SELECT max(global_position) FROM events) AS highest_position,
             (SELECT base FROM event_positions) + (pg_snapshot_xmax(s)::text::bigint << 14) AS next_position
           FROM pg_current_snapshot() AS s) AS ids`,
  );
  const [ids] = rows;
  if (!ids.ahead && !ids.numbered_ahead) return;
  const error = new RestoredLogError(
    ids.ahead
      ? `The events table holds transaction ids up to ${ids.highest_transaction}, but this cluster has not reached ${ids.next_transaction} yet`
      : `The events table holds positions up to ${ids.highest_position}, but this cluster's next events would take ${ids.next_position}`,
  );
  new Logger('EventStore').error(error.message);
  throw error;
}
