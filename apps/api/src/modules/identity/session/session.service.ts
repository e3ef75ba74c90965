import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { parse as parseCookie } from 'cookie';
import { unsign } from 'cookie-signature';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import { SESSION_COOKIE } from '@k9/contracts';
import { AppConfig } from '../../../config/app-config.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import type { SessionAuthenticator, SocketIdentity } from '../../../platform/realtime/session-authenticator.js';
import { UsersRepository } from '../users.repository.js';
import { createSessionStore } from './session-store.js';

/** Cookie sessions: the express middleware, and the same lookup for WebSocket upgrades. */
@Injectable()
export class SessionService implements SessionAuthenticator, BeforeApplicationShutdown {
  readonly store: ReturnType<typeof createSessionStore>;
  readonly middleware: RequestHandler;

  constructor(
    @Inject(PG_POOL) pool: pg.Pool,
    private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {
    this.store = createSessionStore(pool);
    this.middleware = session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store: this.store,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      proxy: config.trustProxy,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        // 'auto': Secure whenever the request arrived over TLS (directly or, with TRUST_PROXY, via the proxy).
        secure: 'auto',
        maxAge: config.sessionMaxAgeHours * 3600 * 1000,
      },
    });
  }

  async authenticate(request: IncomingMessage): Promise<SocketIdentity | null> {
    const raw = parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
    if (!raw?.startsWith('s:')) return null;
    const sessionId = unsign(raw.slice(2), this.config.sessionSecret);
    if (!sessionId) return null;
    const data = await new Promise<session.SessionData | null | undefined>((resolve) =>
      this.store.get(sessionId, (error, value) => resolve(error ? null : value)),
    );
    if (!data?.userId) return null;
    const user = await this.users.findById(data.userId);
    return user ? { userId: user.id, isAdmin: user.isAdmin, sessionId } : null;
  }

  /** Before the platform closes the database pool (its onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
