import { Inject, Injectable, Logger } from '@nestjs/common';
import type { WebSocket } from 'ws';
import { ACCOUNT_STATE_MESSAGES, userRoom, type ServerMessages } from '@k9/contracts';
import type { SocketAccess, SocketIdentity } from './session-authenticator.js';
import { CLOSE_CODES, REALTIME_OPTIONS, type RealtimeOptions } from './realtime.options.js';
import { heartbeatRound, isSlowReader, type HeartbeatTarget } from './socket-health.js';

const OPEN = 1;

type Connection = HeartbeatTarget & { socket: WebSocket; identity: SocketIdentity; rooms: Set<string> };

/**
 * The sockets of this instance and the rooms they are in. Only this instance's sockets: see RealtimePublisher. A socket
 * of a blocked account (SocketAccess.blocked) stays in its user room only, and of what is published there it gets the
 * account-state messages alone (ACCOUNT_STATE_MESSAGES).
 */
@Injectable()
export class RealtimeHub {
  private readonly logger = new Logger('Realtime');
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly rooms = new Map<string, Set<Connection>>();

  constructor(@Inject(REALTIME_OPTIONS) private readonly options: RealtimeOptions) {}

  /** Registers an authenticated socket in its user's room and its readers' rooms; past the per-user cap, that user's oldest socket is closed. */
  add(socket: WebSocket, identity: SocketIdentity): void {
    const own = [...(this.rooms.get(userRoom(identity.userId)) ?? [])];
    for (const oldest of own.slice(0, Math.max(0, own.length - this.options.maxSocketsPerUser + 1))) {
      this.close(oldest.socket, CLOSE_CODES.tooManySockets, 'too many sockets');
    }
    const connection: Connection = {
      socket,
      identity,
      rooms: new Set(),
      alive: true,
      ping: () => socket.ping(),
      terminate: () => this.drop(connection, 'missed a heartbeat'),
    };
    this.connections.set(socket, connection);
    this.join(socket, userRoom(identity.userId));
    for (const room of identity.rooms) this.join(socket, room);
    socket.on('pong', () => {
      connection.alive = true;
    });
  }

  remove(socket: WebSocket): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    for (const room of [...connection.rooms]) this.leave(connection, room);
  }

  /**
   * The user's account changed (classes, validity, password): the socket moves to the readers' rooms of its access now.
   * Rooms it asked for (the admin queue) stay unless it is blocked; its user room always stays.
   */
  updateAccess(socket: WebSocket, access: SocketAccess): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    const own = userRoom(connection.identity.userId);
    const readerRoomsBefore = connection.identity.rooms;
    connection.identity = { ...connection.identity, ...access };
    for (const room of [...connection.rooms]) {
      const asked = !readerRoomsBefore.includes(room);
      if (room !== own && !access.rooms.includes(room) && (access.blocked || !asked)) this.leave(connection, room);
    }
    for (const room of access.rooms) this.join(socket, room);
  }

  /** Removes the socket from every room at once and closes it with `code` (a close frame, unlike a drop). */
  close(socket: WebSocket, code: number, reason: string): void {
    this.remove(socket);
    if (socket.readyState === OPEN) socket.close(code, reason);
  }

  /** The sockets of one user, or of everyone (null), with their identities. */
  socketsOf(userId: string | null): Array<{ socket: WebSocket; identity: SocketIdentity }> {
    const connections = userId === null ? [...this.connections.values()] : [...(this.rooms.get(userRoom(userId)) ?? [])];
    return connections.map(({ socket, identity }) => ({ socket, identity }));
  }

  identityOf(socket: WebSocket): SocketIdentity | undefined {
    return this.connections.get(socket)?.identity;
  }

  roomsOf(socket: WebSocket): string[] {
    return [...(this.connections.get(socket)?.rooms ?? [])];
  }

  join(socket: WebSocket, room: string): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    connection.rooms.add(room);
    const members = this.rooms.get(room) ?? new Set<Connection>();
    members.add(connection);
    this.rooms.set(room, members);
  }

  send<E extends keyof ServerMessages>(socket: WebSocket, event: E, data: ServerMessages[E]): boolean {
    const connection = this.connections.get(socket);
    return connection ? this.deliver(connection, JSON.stringify({ event, data })) : false;
  }

  /** Sends one message to everyone in any of `rooms` (a socket in two of them gets it once); returns how many got it. */
  publish<E extends keyof ServerMessages>(rooms: readonly string[], event: E, data: ServerMessages[E]): number {
    const recipients = new Set<Connection>();
    const accountState = ACCOUNT_STATE_MESSAGES.has(event);
    for (const room of rooms) for (const connection of this.rooms.get(room) ?? []) if (accountState || !connection.identity.blocked) recipients.add(connection);
    if (recipients.size === 0) return 0;
    const text = JSON.stringify({ event, data });
    let delivered = 0;
    for (const connection of recipients) if (this.deliver(connection, text)) delivered += 1;
    return delivered;
  }

  heartbeat(): { pinged: number; terminated: number } {
    return heartbeatRound(this.connections.values());
  }

  get size(): number {
    return this.connections.size;
  }

  roomSize(room: string): number {
    return this.rooms.get(room)?.size ?? 0;
  }

  private leave(connection: Connection, room: string): void {
    connection.rooms.delete(room);
    const members = this.rooms.get(room);
    members?.delete(connection);
    if (members?.size === 0) this.rooms.delete(room);
  }

  private deliver(connection: Connection, text: string): boolean {
    const { socket } = connection;
    if (socket.readyState !== OPEN) return false;
    if (isSlowReader(socket.bufferedAmount, this.options.maxBufferedBytes)) {
      this.drop(connection, `slow reader (${socket.bufferedAmount} bytes queued)`);
      return false;
    }
    socket.send(text);
    return true;
  }

  private drop(connection: Connection, reason: string): void {
    this.logger.warn(`Dropping socket of user ${connection.identity.userId}: ${reason}`);
    this.remove(connection.socket);
    connection.socket.terminate();
  }
}
