import { createHash } from 'node:crypto';
import type pg from 'pg';
import { USER_PROJECTION } from '../projections/identity-user/identity-user.projection.js';
import type { SessionCoherence } from './session-coherence.js';

/** sha256 of a session id (hex, 32 characters): names a session in event metadata without giving the id away. */
export const sessionKey = (sid: string): string => createHash('sha256').update(sid).digest('hex').slice(0, 32);
/** The same key computed by PostgreSQL from a column. */
export const sessionKeySql = (column: string) => `left(encode(sha256(convert_to(${column}, 'UTF8')), 'hex'), 32)`;

/** What a session holds, as stored (`sess` column, express-session's shape, so that existing rows stay valid). */
export type StoredSession = {
  cookie: { originalMaxAge: number | null; expires: string | null; httpOnly?: boolean; path?: string; sameSite?: string; secure?: boolean };
  userId?: string;
  authPosition?: number;
  [field: string]: unknown;
};

/** Requests whose lookups share one query at most; more wait for the next one. */
const MAX_BATCH = 500;
/** Lookups in flight at once: each takes one pool connection. */
const MAX_IN_FLIGHT = 2;

/** A stored session as read: its JSON, and whose it is (null: not signed in). */
export type LoadedSession = { text: string; userId: string | null };

type Waiter = { sid: string; resolve: (found: LoadedSession | null) => void; reject: (error: unknown) => void };

const GET = `SELECT sid, sess::text AS sess, user_id, (extract(epoch FROM expire) * 1000)::float8 AS expires_at
  FROM http_session WHERE sid = ANY($1::text[]) AND expire >= now()`;
// Without an auth position from the sign-in, the user read model's checkpoint now stands in for it.
const AUTH_POSITION = `COALESCE($5::bigint, (SELECT position FROM projection_checkpoint WHERE name = '${USER_PROJECTION}'), 0)`;
const INSERT = `INSERT INTO http_session (sid, sess, expire, user_id, auth_position) VALUES ($1, $2, to_timestamp($3), $4, ${AUTH_POSITION})
  ON CONFLICT (sid) DO UPDATE SET sess = $2, expire = to_timestamp($3), user_id = $4, auth_position = ${AUTH_POSITION}`;
// A session read from the table is only ever updated, never inserted again: a request still running when its session
// was revoked (logout, password change, deletion) cannot bring it back by saving it at its end.
const UPDATE = `UPDATE http_session SET sess = $2, expire = to_timestamp($3), user_id = $4, auth_position = COALESCE($5::bigint, auth_position) WHERE sid = $1`;
const DESTROY = `DELETE FROM http_session WHERE sid = $1 RETURNING user_id`;

/**
 * Sessions in the `http_session` table. A signed-in session is answered from this instance's cache when the cache is
 * coherent (SessionCoherence); otherwise it is read fresh, and requests that arrive while a lookup is running share
 * the next one: under load one query answers many requests.
 */
export class SessionStore {
  private queue: Waiter[] = [];
  private inFlight = 0;
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly coherence: SessionCoherence,
    pruneEveryMs = 15 * 60_000,
  ) {
    this.pruneTimer = setInterval(() => void this.prune(), pruneEveryMs);
    this.pruneTimer.unref();
  }

  /** The session when this instance's (coherent) cache holds it. */
  cached(sid: string): LoadedSession | undefined {
    return this.coherence.get(sid);
  }

  /** The session, or null when there is none (never was, ended, expired). */
  load(sid: string): Promise<LoadedSession | null> {
    const cached = this.coherence.get(sid);
    if (cached) return Promise.resolve(cached);
    return new Promise((resolve, reject) => {
      this.queue.push({ sid, resolve, reject });
      this.drain();
    });
  }

  /** `loaded`: the session was read from the table (then it is only updated, see UPDATE). */
  async save(sid: string, data: StoredSession, loaded: boolean): Promise<void> {
    const expires = data.cookie.expires ? Date.parse(data.cookie.expires) : Date.now() + 24 * 3600_000;
    const userId = typeof data.userId === 'string' ? data.userId : null;
    await this.pool.query(loaded ? UPDATE : INSERT, [sid, JSON.stringify(data), expires / 1000, userId, data.authPosition ?? null]);
    this.coherence.drop(sid);
    // Other instances drop their copy of a changed signed-in session (not waited for: nothing ended).
    if (loaded && userId) void this.coherence.ended(userId, { wait: false }).catch(() => undefined);
  }

  /** Ends the session; resolves once no instance serves it any more. */
  async destroy(sid: string): Promise<void> {
    const { rows } = await this.pool.query<{ user_id: string | null }>(DESTROY, [sid]);
    this.coherence.drop(sid);
    const userId = rows[0]?.user_id;
    if (userId) await this.coherence.ended(userId);
  }

  /** Of these session ids, the ones still signed in now (always from the table). */
  async live(sids: readonly string[]): Promise<Set<string>> {
    if (sids.length === 0) return new Set();
    const { rows } = await this.pool.query<{ sid: string }>(`SELECT sid FROM http_session WHERE sid = ANY($1::text[]) AND expire >= now()`, [sids]);
    return new Set(rows.map((row) => row.sid));
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
  }

  private drain(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.length <= MAX_BATCH ? this.queue : this.queue.slice(0, MAX_BATCH);
      this.queue = this.queue.length <= MAX_BATCH ? [] : this.queue.slice(MAX_BATCH);
      this.inFlight++;
      void this.lookUp(batch).finally(() => {
        this.inFlight--;
        this.drain();
      });
    }
  }

  /** One query for the batch, sent after every request in it arrived. */
  private async lookUp(batch: Waiter[]): Promise<void> {
    const epoch = this.coherence.epoch;
    let found: Map<string, LoadedSession>;
    try {
      const sids = batch.length === 1 ? [batch[0].sid] : [...new Set(batch.map((waiter) => waiter.sid))];
      const { rows } = await this.pool.query<{ sid: string; sess: string; user_id: string | null; expires_at: number }>({ name: 'k9-session-get', text: GET, values: [sids] });
      found = new Map();
      for (const row of rows) {
        found.set(row.sid, { text: row.sess, userId: row.user_id });
        // Only signed-in sessions are kept in memory.
        if (row.user_id) this.coherence.put(row.sid, { text: row.sess, userId: row.user_id, expiresAt: row.expires_at }, epoch);
      }
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
      return;
    }
    for (const waiter of batch) waiter.resolve(found.get(waiter.sid) ?? null);
  }

  private async prune(): Promise<void> {
    await this.pool.query(`DELETE FROM http_session WHERE expire < now()`).catch(() => undefined);
  }
}
