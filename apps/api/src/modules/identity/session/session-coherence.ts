import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';
import pg from 'pg';

/** NOTIFY channel of the session caches: "sessions ended" and the answers to it. */
export const SESSIONS_CHANNEL = 'k9_sessions';
/** The LISTEN connection of every instance is named so; pg_stat_activity then lists the instances that may cache sessions. */
const LISTENER_NAME = 'k9-sessions';

export type CoherenceTimings = {
  /** How long a cache stays usable after its LISTEN connection last answered. */
  leaseMs: number;
  /** How often the LISTEN connection is asked to answer. */
  renewMs: number;
  /** How long an instance waits for the others to drop what ended, before cutting off those that did not answer. */
  ackTimeoutMs: number;
};

export const DEFAULT_COHERENCE: CoherenceTimings = { leaseMs: 1500, renewMs: 500, ackTimeoutMs: 1000 };

/** A session as read from the table: its JSON text and what the cache needs to know about it. */
export type CachedSession = { text: string; userId: string; expiresAt: number };

type Message = { t: 'end'; n: string; u: string | null; from: string } | { t: 'ack'; n: string; from: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps signed-in sessions in memory on each instance without ever serving one that ended, on any instance, to a
 * request sent after the answer of whatever ended it.
 *
 * - A cache is used only while this instance's LISTEN connection is up and answered within `leaseMs`; it is emptied
 *   whenever that connection is (re)opened.
 * - Whoever ends sessions (logout, revocation) does so in the table first, then calls `ended`: that empties the
 *   local entries, NOTIFYs every instance, and waits until every instance with a LISTEN connection has dropped the
 *   user's entries and answered. An instance that does not answer in time has its LISTEN connection terminated, and
 *   the caller waits out its lease: by then it no longer uses its cache.
 * - A lookup that was running while something ended is not cached (`epoch`).
 */
export class SessionCoherence {
  readonly instanceId = randomUUID();
  private readonly logger = new Logger('Sessions');
  private readonly entries = new Map<string, CachedSession>();
  private readonly byUser = new Map<string, Set<string>>();
  private readonly waiting = new Map<string, Set<string>>();
  private readonly wake = new Map<string, () => void>();
  private readonly endedListeners = new Set<(userId: string | null) => void>();
  private client: pg.Client | null = null;
  private readonly lost = new WeakSet<pg.Client>();
  private leaseUntil = 0;
  private renewTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = 0;
  private closed = false;
  /** Moves whenever something ends; a lookup started at an older epoch is not cached. */
  epoch = 0;

  constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
    private readonly timings: CoherenceTimings = DEFAULT_COHERENCE,
    private readonly maxEntries = 20_000,
  ) {}

  async start(): Promise<void> {
    this.closed = false;
    await this.listen();
  }

  async stop(): Promise<void> {
    this.closed = true;
    this.forget();
    if (this.renewTimer) clearTimeout(this.renewTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const done of this.wake.values()) done();
    const client = this.client;
    this.client = null;
    if (client) {
      this.lost.add(client);
      await client.end().catch(() => undefined);
    }
  }

  /** Called with the user whose sessions may have ended (null: anyone's), on this instance, whichever instance ended them. */
  onEnded(listener: (userId: string | null) => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  get usable(): boolean {
    return this.client !== null && performance.now() < this.leaseUntil;
  }

  get(sid: string): CachedSession | undefined {
    if (!this.usable) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.drop(sid);
      return undefined;
    }
    return entry;
  }

  /** Caches what a lookup started at `epoch` found, unless something ended meanwhile. */
  put(sid: string, entry: CachedSession, epoch: number): void {
    if (epoch !== this.epoch || !this.usable) return;
    if (this.entries.size >= this.maxEntries) this.forget();
    this.entries.set(sid, entry);
    const sids = this.byUser.get(entry.userId) ?? new Set<string>();
    sids.add(sid);
    this.byUser.set(entry.userId, sids);
  }

  /** Drops this instance's copy of one session (its data changed here). */
  drop(sid: string): void {
    const entry = this.entries.get(sid);
    if (!entry) return;
    this.entries.delete(sid);
    this.byUser.get(entry.userId)?.delete(sid);
  }

  /**
   * After sessions of `userId` (null: possibly anyone's) ended or changed in the table: every instance drops them.
   * With `wait`, resolves once every instance has done so (or can no longer use its cache).
   */
  async ended(userId: string | null, { wait = true } = {}): Promise<void> {
    this.dropUser(userId);
    this.tellListeners(userId);
    const nonce = randomUUID();
    const others = wait ? await this.otherListeners() : [];
    if (others.length) this.waiting.set(nonce, new Set(others.map((other) => other.instance)));
    try {
      await this.pool.query(`SELECT pg_notify($1, $2)`, [SESSIONS_CHANNEL, JSON.stringify({ t: 'end', n: nonce, u: userId, from: this.instanceId } satisfies Message)]);
      if (!others.length) return;
      await this.acknowledged(nonce);
      const silent = this.waiting.get(nonce);
      if (silent?.size) await this.cutOff(others.filter((other) => silent.has(other.instance)));
    } finally {
      this.waiting.delete(nonce);
      this.wake.delete(nonce);
    }
  }

  private async otherListeners(): Promise<Array<{ pid: number; instance: string }>> {
    const { rows } = await this.pool.query<{ pid: number; name: string }>(
      `SELECT pid, application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1`,
      [`${LISTENER_NAME} %`],
    );
    return rows.map((row) => ({ pid: row.pid, instance: row.name.slice(LISTENER_NAME.length + 1) })).filter((row) => row.instance !== this.instanceId);
  }

  private acknowledged(nonce: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.timings.ackTimeoutMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake.set(nonce, done);
      if (!this.waiting.get(nonce)?.size) done();
    });
  }

  /** Instances that did not answer lose their LISTEN connection, hence their cache once their lease runs out: wait for that. */
  private async cutOff(silent: Array<{ pid: number; instance: string }>): Promise<void> {
    this.logger.warn(`${silent.length} instance(s) did not confirm the end of sessions in time; cutting them off from their session cache`);
    await this.pool.query(`SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid`, [silent.map((other) => other.pid)]).catch(() => undefined);
    await sleep(this.timings.leaseMs + 250);
  }

  private dropUser(userId: string | null): void {
    this.epoch++;
    if (userId === null) return this.forget();
    for (const sid of this.byUser.get(userId) ?? []) this.entries.delete(sid);
    this.byUser.delete(userId);
  }

  private forget(): void {
    this.epoch++;
    this.entries.clear();
    this.byUser.clear();
  }

  private tellListeners(userId: string | null): void {
    for (const listener of this.endedListeners) listener(userId);
  }

  private received(payload: string | undefined): void {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      return;
    }
    if (message.from === this.instanceId) return;
    if (message.t === 'ack') {
      const waiting = this.waiting.get(message.n);
      waiting?.delete(message.from);
      if (waiting && waiting.size === 0) this.wake.get(message.n)?.();
      return;
    }
    this.dropUser(message.u);
    this.tellListeners(message.u);
    const ack: Message = { t: 'ack', n: message.n, from: this.instanceId };
    void this.pool.query(`SELECT pg_notify($1, $2)`, [SESSIONS_CHANNEL, JSON.stringify(ack)]).catch(() => undefined);
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, application_name: `${LISTENER_NAME} ${this.instanceId}` });
    client.on('notification', ({ payload }) => this.received(payload));
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSIONS_CHANNEL}`);
    } catch {
      this.dropped(client);
      return;
    }
    if (this.closed || this.lost.has(client)) {
      await client.end().catch(() => undefined);
      return;
    }
    // Whatever ended while no connection listened is unknown: start empty, and let sockets check their sessions.
    this.forget();
    this.client = client;
    this.leaseUntil = performance.now() + this.timings.leaseMs;
    if (this.retryDelayMs > 0) this.tellListeners(null);
    this.retryDelayMs = 0;
    this.scheduleRenewal(client);
  }

  private scheduleRenewal(client: pg.Client): void {
    this.renewTimer = setTimeout(() => {
      if (this.client !== client) return;
      const sentAt = performance.now();
      client.query('SELECT 1').then(
        () => {
          if (this.client !== client) return;
          this.leaseUntil = sentAt + this.timings.leaseMs;
          this.scheduleRenewal(client);
        },
        () => this.dropped(client),
      );
    }, this.timings.renewMs);
    this.renewTimer.unref();
  }

  private dropped(client: pg.Client): void {
    if (this.lost.has(client)) return;
    this.lost.add(client);
    if (this.client === client) {
      this.client = null;
      this.leaseUntil = 0;
      this.forget();
    }
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.retryDelayMs = Math.min(Math.max(this.retryDelayMs * 2, 100), 2000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.listen();
    }, this.retryDelayMs);
  }
}
