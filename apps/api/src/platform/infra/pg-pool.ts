import { Logger } from '@nestjs/common';
import pg from 'pg';

/**
 * The API's pg pools (`session`: settings of the connections, e.g. the event store's appends with their lock_timeout). A connection that the server cuts (restart, crash, pg_terminate_backend) is dropped from the pool
 * and the next query opens a new one, so the pool recovers by itself once the server answers again.
 */
export function createPgPool(connectionString: string, max = 20, session: Pick<pg.PoolConfig, 'options' | 'idleTimeoutMillis' | 'allowExitOnIdle'> = {}): pg.Pool {
  const logger = new Logger('Database');
  // A server that accepts connections but never answers (hung, or the network) fails a request after 10 s rather
  // than holding it forever; the same bound applies to waiting for a free connection.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000, ...session });
  let lost = 0;
  let reported: NodeJS.Timeout | null = null;
  // An idle connection cut by the server must not take the process down; one line per burst, not one per connection.
  pool.on('error', (error) => {
    lost++;
    reported ??= setTimeout(() => {
      logger.warn(`${lost} idle connection(s) closed by the server: ${error.message}`);
      lost = 0;
      reported = null;
    }, 100).unref();
  });
  // A connection cut while checked out (pool.connect() users, between their queries) emits 'error' where the pool no
  // longer listens: without a listener that is an uncaught exception. Its next query fails and release() drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
