import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  ConnectedSocket,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { WebSocket, WebSocketServer } from 'ws';
import { ACCOUNT_MESSAGES, ADMIN_QUEUE_ROOM, REALTIME_PATH } from '@k9/contracts';
import { AppConfig } from '../../config/app-config.js';
import { isOriginAllowed } from './origin-policy.js';
import { RealtimeHub } from './realtime-hub.js';
import { CLOSE_CODES, MAX_CLIENT_MESSAGE_BYTES, REALTIME_OPTIONS, type RealtimeOptions } from './realtime.options.js';
import { SESSION_AUTHENTICATOR, type SessionAuthenticator, type SocketAccess, type SocketIdentity } from './session-authenticator.js';

export const ADMIN_ONLY_MESSAGE = 'Chỉ quản trị viên mới được theo dõi hàng đợi.';

/** Close code for a socket that got through the upgrade but must not stay (the upgrade itself answers 401/403). */
export const CLOSE_UNAUTHENTICATED = CLOSE_CODES.sessionEnded;

type VerifyInfo = { origin: string | undefined; secure: boolean; req: IncomingMessage };
type VerifyDone = (verified: boolean, code?: number, message?: string, headers?: OutgoingHttpHeaders) => void;

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * The one WebSocket endpoint (/ws). The upgrade is refused before any room is joined: 403 for an Origin
 * that is neither this site nor configured, 401 without a valid session cookie. A socket then sits in its
 * user's room and its readers' rooms (a blocked account's: its user room only, for news of its account); admins may
 * join the admin queue room. The rooms follow the account as it changes. Heartbeat and slow-reader dropping live in
 * RealtimeHub.
 */
@WebSocketGateway({ path: REALTIME_PATH, maxPayload: MAX_CLIENT_MESSAGE_BYTES })
export class RealtimeGateway implements OnGatewayInit<WebSocketServer>, OnGatewayConnection<WebSocket>, OnGatewayDisconnect<WebSocket>, OnApplicationShutdown {
  private readonly logger = new Logger('Realtime');
  private readonly verified = new WeakMap<IncomingMessage, SocketIdentity>();
  private heartbeat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    @Inject(SESSION_AUTHENTICATOR) private readonly authenticator: SessionAuthenticator,
    private readonly hub: RealtimeHub,
    private readonly config: AppConfig,
    @Inject(REALTIME_OPTIONS) private readonly options: RealtimeOptions,
  ) {}

  /** ws reads `options.verifyClient` on every upgrade, so setting it here gives the hook access to injected services. */
  afterInit(server: WebSocketServer): void {
    server.options.verifyClient = (info: VerifyInfo, done: VerifyDone) => void this.verify(info, done);
    this.unsubscribe = this.authenticator.onUsersChanged((userId) => this.recheck(userId));
    this.heartbeat = setInterval(() => {
      this.hub.heartbeat();
      // Catches what no notification announced: sessions and accounts that expired, news missed while the database was away.
      void this.recheck(null);
    }, this.options.heartbeatIntervalMs);
    this.heartbeat.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
  }

  /**
   * Checks this instance's sockets (of one user, or everyone's) against their sessions and accounts now: a socket whose
   * session is over closes with CLOSE_CODES.sessionEnded; one whose admin rights changed (withdrawn or granted) with
   * CLOSE_CODES.rightsChanged, and the web connects again as who they are now; the others move to the rooms of their
   * access now (new classes, an account that expired or was renewed, a password changed).
   */
  async recheck(userId: string | null): Promise<void> {
    const sockets = this.hub.socketsOf(userId);
    if (sockets.length === 0) return;
    let live: Set<string>;
    let access: Map<string, SocketAccess>;
    try {
      live = await this.authenticator.liveSessions([...new Set(sockets.map(({ identity }) => identity.sessionId))]);
      access = await this.authenticator.accessOf([...new Set(sockets.map(({ identity }) => identity.userId))]);
    } catch (error) {
      this.logger.warn(`Could not check the sessions of open sockets: ${(error as Error).message}`);
      return;
    }
    for (const { socket, identity } of sockets) {
      const now = access.get(identity.userId);
      if (!live.has(identity.sessionId) || !now) this.hub.close(socket, CLOSE_CODES.sessionEnded, 'session ended');
      else if (now.isAdmin !== identity.isAdmin) this.hub.close(socket, CLOSE_CODES.rightsChanged, 'admin rights changed');
      else this.hub.updateAccess(socket, now);
    }
  }

  async verify({ origin, req }: VerifyInfo, done: VerifyDone): Promise<void> {
    const host = (this.config.trustProxy && firstHeader(req.headers['x-forwarded-host'])) || req.headers.host;
    if (!isOriginAllowed(origin, host, this.config.allowedOrigins)) return done(false, 403, 'Forbidden');
    let identity: SocketIdentity | null;
    try {
      identity = await this.authenticator.authenticate(req);
    } catch (error) {
      this.logger.error(`Session lookup failed during a WebSocket upgrade: ${(error as Error).message}`);
      return done(false, 503, 'Service Unavailable');
    }
    if (!identity) return done(false, 401, 'Unauthorized');
    this.verified.set(req, identity);
    done(true);
  }

  handleConnection(socket: WebSocket, request?: IncomingMessage): void {
    const identity = request && this.verified.get(request);
    if (!identity) {
      socket.close(CLOSE_UNAUTHENTICATED, 'Unauthorized');
      return;
    }
    this.verified.delete(request);
    this.hub.add(socket, identity);
    this.hub.send(socket, 'session.ready', { userId: identity.userId, rooms: this.hub.roomsOf(socket) });
  }

  handleDisconnect(socket: WebSocket): void {
    this.hub.remove(socket);
  }

  @SubscribeMessage('ping')
  ping(@ConnectedSocket() socket: WebSocket): void {
    this.hub.send(socket, 'pong', { at: new Date().toISOString() });
  }

  @SubscribeMessage('admin.queue.subscribe')
  subscribeAdminQueue(@ConnectedSocket() socket: WebSocket): void {
    const identity = this.hub.identityOf(socket);
    if (!identity?.isAdmin) {
      this.hub.send(socket, 'error', { message: ADMIN_ONLY_MESSAGE });
      return;
    }
    // An admin whose password an admin set hears nothing admins hear until they have chosen their own.
    if (identity.blocked) {
      this.hub.send(socket, 'error', { message: ACCOUNT_MESSAGES.passwordChangeRequired });
      return;
    }
    this.hub.join(socket, ADMIN_QUEUE_ROOM);
    this.hub.send(socket, 'room.joined', { room: ADMIN_QUEUE_ROOM });
  }
}
