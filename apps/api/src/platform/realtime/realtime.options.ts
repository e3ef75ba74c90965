export type RealtimeOptions = {
  /** The server pings every socket this often and terminates one that did not answer the previous ping. */
  heartbeatIntervalMs: number;
  /** A socket with more than this many bytes queued for it is terminated instead of buffering without bound. */
  maxBufferedBytes: number;
};

export const DEFAULT_REALTIME_OPTIONS: RealtimeOptions = { heartbeatIntervalMs: 30_000, maxBufferedBytes: 1024 * 1024 };

export const REALTIME_OPTIONS = Symbol('REALTIME_OPTIONS');

/** Client messages are small JSON commands; anything bigger is refused by ws (close 1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;
