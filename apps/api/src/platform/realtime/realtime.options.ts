export type RealtimeOptions = {
  /** The server pings every socket this often and terminates one that did not answer the previous ping. */
  heartbeatIntervalMs: number;
  /** A socket with more than this many bytes queued for it is terminated instead of buffering without bound. */
  maxBufferedBytes: number;
  /** Sockets one user may hold on this instance; opening one more closes their oldest (CLOSE_TOO_MANY_SOCKETS). */
  maxSocketsPerUser: number;
};

export const DEFAULT_REALTIME_OPTIONS: RealtimeOptions = { heartbeatIntervalMs: 30_000, maxBufferedBytes: 1024 * 1024, maxSocketsPerUser: 10 };

/** Close codes of a socket the server ends; after 4401 and 4429 the web does not reconnect without a new sign-in or a look at the tab. */
export const CLOSE_CODES = {
  /** No live session: at connect, or the session ended later (logout, password change or reset, deletion, expiry). */
  sessionEnded: 4401,
  /** The user opened more than maxSocketsPerUser sockets: the oldest one goes. */
  tooManySockets: 4429,
  /** The user's admin rights changed since it was opened (withdrawn or granted): the web connects again, as who they are now. */
  rightsChanged: 4403,
} as const;

export const REALTIME_OPTIONS = Symbol('REALTIME_OPTIONS');

/** Client messages are small JSON commands; anything bigger is refused by ws (close 1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;
