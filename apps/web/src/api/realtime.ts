import type { ClientMessage, ClientMessages, ServerMessage, ServerMessages } from '@k9/contracts';
import { REALTIME_PATH } from '@k9/contracts/realtime';

export type RealtimeEvent = keyof ServerMessages;
export type RealtimeListener<K extends RealtimeEvent> = (data: ServerMessages[K]) => void;
/**
 * `ended`: the server closed the socket because the session is over (4401): no reconnect, the user is signed out.
 * `replaced`: the user opened more sockets than the server keeps and this, the oldest, was closed (4429): no
 * reconnect until this tab is looked at again, so that tabs do not close one another in turn.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'ended' | 'replaced';

/** Close codes of the server (apps/api realtime.options CLOSE_CODES). */
export const REALTIME_CLOSE_CODES = { sessionEnded: 4401, tooManySockets: 4429 } as const;

const PING_INTERVAL_MS = 25_000;
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;

function socketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${REALTIME_PATH}`;
}

function isServerMessage(value: unknown): value is ServerMessage {
  return !!value && typeof value === 'object' && typeof (value as { event?: unknown }).event === 'string';
}

/**
 * One cookie-authenticated socket per signed-in tab. Reconnects with capped exponential backoff (with
 * jitter, so a restarted server is not hit by every tab at once) and pings so proxies keep it open.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private wanted = false;
  private attempts = 0;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Map<RealtimeEvent, Set<(data: never) => void>>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  /** Messages (room subscriptions) sent again after every (re)connect: a new socket has no rooms. */
  private readonly onConnect = new Set<ClientMessage>();
  private currentStatus: RealtimeStatus = 'idle';

  constructor(private readonly url: () => string = socketUrl) {}

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  connect(): void {
    this.wanted = true;
    if (this.socket || this.retryTimer) return;
    window.addEventListener('online', this.retryNow);
    document.addEventListener('visibilitychange', this.reopenWhenSeen);
    this.open();
  }

  disconnect(): void {
    this.wanted = false;
    window.removeEventListener('online', this.retryNow);
    document.removeEventListener('visibilitychange', this.reopenWhenSeen);
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.attempts = 0;
    const socket = this.socket;
    this.socket = null;
    this.stopPing();
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.setStatus('idle');
  }

  /** Subscribes to one server event; returns the unsubscribe function. */
  on<K extends RealtimeEvent>(event: K, listener: RealtimeListener<K>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (data: never) => void);
    return () => {
      set.delete(listener as (data: never) => void);
    };
  }

  /** Status changes, e.g. to read again what may have been missed while the socket was not open (api/follow-server). */
  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  send<K extends keyof ClientMessages>(event: K, data: ClientMessages[K]): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify({ event, data }));
    return true;
  }

  /** Sends now if open and again on every reconnect (e.g. 'admin.queue.subscribe'); returns a stop function. */
  sendOnConnect<K extends keyof ClientMessages>(event: K, data: ClientMessages[K]): () => void {
    const message = { event, data } as ClientMessage;
    this.onConnect.add(message);
    this.send(event, data);
    return () => {
      this.onConnect.delete(message);
    };
  }

  private open(): void {
    this.setStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      for (const message of this.onConnect) socket.send(JSON.stringify(message));
      this.startPing();
      this.setStatus('open');
    };
    socket.onmessage = (event) => this.dispatch(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      if (event.code === REALTIME_CLOSE_CODES.sessionEnded) {
        // Signed out elsewhere, password changed or reset, account deleted: a new socket would be refused too.
        this.wanted = false;
        this.setStatus('ended');
      } else if (event.code === REALTIME_CLOSE_CODES.tooManySockets) {
        this.attempts = 0;
        this.setStatus('replaced');
      } else if (this.wanted) this.scheduleReconnect();
    };
  }

  private dispatch(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (!isServerMessage(message)) return;
    const set = this.listeners.get(message.event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as (data: ServerMessage['data']) => void)(message.data);
      } catch (error) {
        console.error(`realtime listener for ${message.event} failed`, error);
      }
    }
  }

  private scheduleReconnect(): void {
    const cap = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** this.attempts);
    const delay = cap / 2 + Math.random() * (cap / 2);
    this.attempts += 1;
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.wanted) this.open();
    }, delay);
  }

  /** A tab whose socket gave way to newer ones (4429) connects again when the user comes back to it. */
  private readonly reopenWhenSeen = (): void => {
    if (this.wanted && !this.socket && this.currentStatus === 'replaced' && document.visibilityState === 'visible') this.open();
  };

  private readonly retryNow = (): void => {
    if (!this.wanted || this.socket || !this.retryTimer) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.open();
  };

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => this.send('ping', {}), PING_INTERVAL_MS);
  }

  private stopPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}

export const realtime = new RealtimeClient();
