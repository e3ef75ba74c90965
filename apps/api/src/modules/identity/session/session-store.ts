import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type pg from 'pg';

/** Sessions live server-side in PostgreSQL (table from migration 003); the cookie carries only a signed id. */
export function createSessionStore(pool: pg.Pool): session.Store & { close(): Promise<void> } {
  const PgStore = connectPgSimple(session);
  return new PgStore({ pool, tableName: 'http_session', createTableIfMissing: false, pruneSessionInterval: 15 * 60, disableTouch: true }) as unknown as session.Store & {
    close(): Promise<void>;
  };
}
