import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { unsign } from 'cookie-signature';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import { readerRooms, SESSION_COOKIE } from '@k9/contracts';
import { AppConfig } from '../../../config/app-config.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import type { SessionAuthenticator, SocketAccess, SocketIdentity } from '../../../platform/realtime/session-authenticator.js';
import { isAccountUsable } from '../guards/account-usable.js';
import { USER_PROJECTION } from '../projections/identity-user/identity-user.projection.js';
import { UsersRepository } from '../users.repository.js';
import { SessionCoherence } from './session-coherence.js';
import { cookieValue, sessionMiddleware } from './session-middleware.js';
import { SessionStore, sessionKeySql } from './session-store.js';
import type { SessionUser } from './session-user.js';

/** What a user's sockets may hear now: the readers' rooms of a usable account, or news of its own account only. */
const socketAccessOf = (user: SessionUser): SocketAccess => {
  const blocked = !isAccountUsable(user);
  return { isAdmin: user.isAdmin, blocked, rooms: blocked ? [] : readerRooms(user) };
};

/** Beyond this many users changed at once, every open socket is checked (one query) rather than one NOTIFY each. */
const MANY_USERS = 50;

// Ends the sessions of a user whose credentials were checked before `position`, except the one named by its key.
const END_SESSIONS = `DELETE FROM http_session WHERE user_id = $1 AND auth_position < $2 AND ($3::text IS NULL OR ${sessionKeySql('sid')} <> $3)`;

/** Cookie sessions: the express middleware, the same lookup for WebSocket upgrades, revocation, and news of sessions that ended. */
@Injectable()
export class SessionService implements SessionAuthenticator, OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly store: SessionStore;
  readonly middleware: RequestHandler;
  private readonly coherence: SessionCoherence;
  private readonly endedListeners = new Set<(userId: string | null) => Promise<void> | void>();

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {
    this.coherence = new SessionCoherence(String(pool.options.connectionString), pool);
    this.coherence.onEnded((userId) => void this.sessionsEnded(userId));
    this.store = new SessionStore(pool, this.coherence);
    this.middleware = sessionMiddleware(this.store, { name: SESSION_COOKIE, secret: config.sessionSecret, maxAgeMs: config.sessionMaxAgeHours * 3600 * 1000 });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.coherence.start();
  }

  async authenticate(request: IncomingMessage): Promise<SocketIdentity | null> {
    const raw = cookieValue(request.headers.cookie, SESSION_COOKIE);
    if (!raw?.startsWith('s:')) return null;
    const sessionId = unsign(raw.slice(2), this.config.sessionSecret);
    if (!sessionId) return null;
    const userId = (await this.store.load(sessionId))?.userId;
    if (!userId) return null;
    const user = await this.users.findById(userId);
    return user ? { userId: user.id, sessionId, ...socketAccessOf(user) } : null;
  }

  /**
   * The user read model's stored checkpoint. Read before a sign-in checks credentials, it is the session's
   * `authPosition`: every credential change at a later position ends the session.
   */
  async credentialsCheckpoint(): Promise<number> {
    const { rows } = await this.pool.query<{ position: string }>(`SELECT position FROM projection_checkpoint WHERE name = $1`, [USER_PROJECTION]);
    return Number(rows[0]?.position ?? 0);
  }

  /**
   * Ends every session of the user whose credentials were checked before `position`, except the one whose
   * `sessionKey` is `keep`; resolves once no instance serves them any more (see SessionCoherence).
   */
  async revoke(userId: string, position: number, keep: string | null): Promise<void> {
    await this.pool.query(END_SESSIONS, [userId, position, keep]);
    await this.coherence.ended(userId);
  }

  liveSessions(sessionIds: readonly string[]): Promise<Set<string>> {
    return this.store.live(sessionIds);
  }

  async accessOf(userIds: readonly string[]): Promise<Map<string, SocketAccess>> {
    const users = await this.users.findManyById(userIds);
    return new Map(users.map((user) => [user.id, socketAccessOf(user)]));
  }

  /**
   * Accounts changed (classes, validity, password, rights; null: possibly anyone's, a class was deleted): every
   * instance checks those users' open sockets again, which move to the rooms of what they may read now. Not awaited
   * by anyone: the read model already shows the change, and the heartbeat catches a lost notification.
   */
  accountsChanged(userIds: readonly string[] | null): void {
    const targets = userIds === null || userIds.length > MANY_USERS ? [null] : [...new Set(userIds)];
    for (const userId of targets) void this.coherence.ended(userId, { wait: false }).catch(() => undefined);
  }

  /** A user's rights changed (admin rights withdrawn): every instance checks that user's open sockets again. */
  async rightsChanged(userId: string): Promise<void> {
    await this.coherence.ended(userId);
  }

  onUsersChanged(listener: (userId: string | null) => Promise<void> | void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  /**
   * Tells this instance's listeners (its sockets) that sessions of `userId` (null: anyone's) may have ended. Other
   * instances hear it through SessionCoherence; a request that ended sessions awaits this for its own instance, so
   * that its sockets are closed before it answers.
   */
  async sessionsEnded(userId: string | null): Promise<void> {
    await Promise.all([...this.endedListeners].map(async (listener) => listener(userId))).catch(() => undefined);
  }

  /** Before the platform closes the database pool (its onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.coherence.stop();
    await this.store.close();
  }
}
