import pg from 'pg';

export type ConnectionWatchEvents = {
  /** The connection dropped: the server restarted, crashed or cut it (or the network did). */
  onLost: () => void;
  /** Connected again after a loss. */
  onRestored: () => void;
  /** Each new connection, before `start` resolves on the first one (e.g. to LISTEN on it); a throw counts as a loss. */
  onConnected?: (client: pg.Client) => Promise<void>;
};

/**
 * One idle connection kept open to the database, only to notice at once when the server goes away and when it is
 * back. A crash or restart ends every connection, this one included, even when nothing else was running a query.
 * Reconnects after 100 ms, doubling up to 1 s, until closed.
 */
export class ConnectionWatch {
  private client: pg.Client | null = null;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private delayMs = 0;
  private readonly gone = new WeakSet<pg.Client>();

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly events: ConnectionWatchEvents,
    private readonly name = 'k9-connection-watch',
  ) {}

  get connected(): boolean {
    return this.client !== null;
  }

  /** The open connection, if any (for a query that must run on this session, such as a session-level lock). */
  get connection(): pg.Client | null {
    return this.client;
  }

  /** Connects (or keeps trying in the background); never rejects. */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) {
      this.gone.add(client);
      await client.end().catch(() => undefined);
    }
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ ...this.options, application_name: this.name });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
    } catch {
      this.lost(client);
      return;
    }
    if (this.closed || this.gone.has(client)) {
      this.gone.add(client);
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    const restored = this.delayMs > 0;
    if (this.events.onConnected) {
      try {
        await this.events.onConnected(client);
      } catch {
        this.lost(client);
        return;
      }
    }
    this.delayMs = 0;
    if (restored) this.events.onRestored();
  }

  private lost(client: pg.Client): void {
    if (this.gone.has(client)) return;
    this.gone.add(client);
    const wasUp = this.client === client;
    if (wasUp) this.client = null;
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (wasUp) this.events.onLost();
    this.delayMs = Math.min(Math.max(this.delayMs * 2, 100), 1000);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, this.delayMs);
  }
}
