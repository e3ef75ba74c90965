import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';
import pg from 'pg';

export type CoherenceTimings = {
  /** How long cached answers stay usable after the LISTEN connection last answered. */
  leaseMs: number;
  /** How often the LISTEN connection is asked to answer. */
  renewMs: number;
  /** How long a change waits for the other instances to drop what they hold, before cutting off those that did not answer. */
  ackTimeoutMs: number;
};

export const DEFAULT_CACHE_COHERENCE: CoherenceTimings = { leaseMs: 1500, renewMs: 500, ackTimeoutMs: 1000 };

type Message = { t: 'changed'; n: string; from: string } | { t: 'ack'; n: string; from: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets every instance keep answers in memory and never serve one that a change made anywhere has made stale, to a
 * request sent after that change's answer (SessionCoherence's protocol, for a cache that is dropped whole):
 *
 * - `version()` moves whenever this instance's answers may no longer hold: a cache keeps an answer with the version
 *   it was made at and serves it while the version is the same. It moves on every call while this instance cannot
 *   hear the others (its LISTEN connection is down or has not answered within `leaseMs`): then nothing is served.
 * - Whoever changed what the answers come from (committed) calls `changed`: every instance's version moves, and with
 *   `wait` it resolves once every instance with a LISTEN connection on the channel has answered. One that does not
 *   answer in time has its LISTEN connection terminated, and the caller waits out its lease.
 */
export class CacheCoherence {
  readonly instanceId = randomUUID();
  private readonly logger = new Logger('Cache');
  private readonly listenerName: string;
  private changes = 0;
  private readonly waiting = new Map<string, Set<string>>();
  private readonly wake = new Map<string, () => void>();
  private client: pg.Client | null = null;
  private readonly lost = new WeakSet<pg.Client>();
  private leaseUntil = 0;
  private renewTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = 0;
  private closed = false;

  /** `channel`: the NOTIFY channel of this cache (a PostgreSQL identifier), the same on every instance. */
  constructor(
    private readonly channel: string,
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
    private readonly timings: CoherenceTimings = DEFAULT_CACHE_COHERENCE,
  ) {
    this.listenerName = `k9-cache ${channel}`;
  }

  async start(): Promise<void> {
    this.closed = false;
    await this.listen();
  }

  async stop(): Promise<void> {
    this.closed = true;
    this.changes++;
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

  get usable(): boolean {
    return this.client !== null && performance.now() < this.leaseUntil;
  }

  /** Never goes down: a sum of it and other such counters moves whenever one of them does. */
  version(): number {
    if (!this.usable) this.changes++;
    return this.changes;
  }

  /** After a committed change: every instance's version moves; with `wait`, resolves once all of them have. */
  async changed({ wait = true } = {}): Promise<void> {
    this.changes++;
    // Nobody else listens: no NOTIFY (its commit takes a lock shared by the whole PostgreSQL cluster); an instance
    // that starts listening later starts with nothing kept.
    const others = await this.otherListeners();
    if (!others.length) return;
    const nonce = randomUUID();
    if (wait) this.waiting.set(nonce, new Set(others.map((other) => other.instance)));
    try {
      await this.pool.query(`SELECT pg_notify($1, $2)`, [this.channel, JSON.stringify({ t: 'changed', n: nonce, from: this.instanceId } satisfies Message)]);
      if (!wait) return;
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
      [`${this.listenerName} %`],
    );
    return rows.map((row) => ({ pid: row.pid, instance: row.name.slice(this.listenerName.length + 1) })).filter((row) => row.instance !== this.instanceId);
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
    this.logger.warn(`${silent.length} instance(s) did not confirm a change of ${this.channel} in time; cutting them off from their cache`);
    await this.pool.query(`SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid`, [silent.map((other) => other.pid)]).catch(() => undefined);
    await sleep(this.timings.leaseMs + 250);
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
    this.changes++;
    const ack: Message = { t: 'ack', n: message.n, from: this.instanceId };
    void this.pool.query(`SELECT pg_notify($1, $2)`, [this.channel, JSON.stringify(ack)]).catch(() => undefined);
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, application_name: `${this.listenerName} ${this.instanceId}` });
    client.on('notification', ({ channel, payload }) => channel === this.channel && this.received(payload));
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch {
      this.dropped(client);
      return;
    }
    if (this.closed || this.lost.has(client)) {
      await client.end().catch(() => undefined);
      return;
    }
    // Whatever changed while no connection listened is unknown: nothing kept before may be served.
    this.changes++;
    this.client = client;
    this.leaseUntil = performance.now() + this.timings.leaseMs;
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
      this.changes++;
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
