import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type pg from 'pg';
import { ConnectionWatch } from './connection-watch.js';
import type { Advance } from './projection-runner.js';

/** NOTIFY channel on which the instance that applies the projections announces how far each has got. */
export const PROJECTIONS_CHANNEL = 'k9_projections';
/** The session-level advisory lock whose holder applies every projection (advisory locks are per database). */
const LEAD_LOCK = 'k9:projections:lead';
/** A NOTIFY payload must stay under 8,000 bytes: larger announcements are sent in parts. */
const PAYLOAD_LIMIT = 7000;

type Announced = Exclude<Advance, 'followed'>;
const KINDS: readonly Announced[] = ['skipped', 'applied', 'reset'];
/** `{ i: instance, p: { projection: [position, kind] } }`, kind an index of KINDS. */
type Message = { i: string; p: Record<string, [number, number]> };

export type ProjectionLeadEvents = {
  /** This instance took the lead: its runners apply events from now on. */
  onLead: () => Promise<void>;
  /** This instance lost the lead (its connection dropped, so its lock went with it): it only follows now. */
  onLostLead: () => void;
  /** The instance that leads moved a projection (after its commit). */
  onAnnounced: (projection: string, position: number, advance: Announced) => void;
  /** The database connection dropped / is back (see ConnectionWatch). */
  onLost: () => void;
  onRestored: () => void;
};

/**
 * Which instance applies the projections, and how the others learn how far it got (DESIGN §7, several instances).
 *
 * - Every instance that may run projections tries a session-level advisory lock on its watch connection; the one that
 *   holds it leads. When that process dies (even by kill -9), PostgreSQL ends its session and the lock with it, and
 *   another instance takes it at its next try, every `retryMs`. The checkpoint row lock still keeps two runners of one
 *   projection from applying the same events, should two ever lead at once (a connection cut the server has not yet
 *   noticed).
 * - The leader announces each move of a projection after its commit (NOTIFY, coalesced per turn of the event loop);
 *   followers take the position at once, so their waits for their own writes end as soon as the read model has them,
 *   and a change drops their cached reads. A follower that missed an announcement still polls the stored checkpoint.
 */
export class ProjectionLead {
  readonly instanceId = randomUUID();
  private leading = false;
  private readonly watch: ConnectionWatch;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly pending = new Map<string, [number, number]>();
  private flushScheduled = false;
  private readonly logger = new Logger('Projections');

  constructor(
    connection: pg.ClientConfig,
    private readonly pool: pg.Pool,
    private readonly options: { mayLead: boolean; retryMs: number },
    private readonly events: ProjectionLeadEvents,
  ) {
    this.watch = new ConnectionWatch(
      connection,
      {
        onConnected: (client) => this.connected(client),
        onLost: () => {
          this.lostLead();
          this.events.onLost();
        },
        onRestored: () => this.events.onRestored(),
      },
      `k9-projections ${this.instanceId}`,
    );
  }

  get isLeading(): boolean {
    return this.leading;
  }

  /** Connects, listens, and (when it may) tries the lead once before resolving; never rejects. */
  async start(): Promise<void> {
    this.closed = false;
    await this.watch.start();
  }

  /** Closing the connection ends its session, which lets go of the lock: another instance may lead at once. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.lostLead();
    await this.watch.close();
  }

  /** The leader tells the followers how far a projection has got (after the commit that got it there). */
  announce(projection: string, position: number, advance: Announced): void {
    if (!this.leading) return;
    const kind = KINDS.indexOf(advance);
    const before = this.pending.get(projection);
    this.pending.set(projection, [position, Math.max(kind, before?.[1] ?? 0)]);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    const entries = [...this.pending];
    this.pending.clear();
    let part: Message = { i: this.instanceId, p: {} };
    const parts: Message[] = [part];
    for (const [name, value] of entries) {
      if (JSON.stringify(part).length + name.length + 40 > PAYLOAD_LIMIT) parts.push((part = { i: this.instanceId, p: {} }));
      part.p[name] = value;
    }
    for (const message of parts) {
      // Lost with the connection at worst: followers poll the stored checkpoints too.
      await this.pool.query(`SELECT pg_notify($1, $2)`, [PROJECTIONS_CHANNEL, JSON.stringify(message)]).catch(() => undefined);
    }
  }

  private async connected(client: pg.Client): Promise<void> {
    client.on('notification', ({ channel, payload }) => {
      if (channel === PROJECTIONS_CHANNEL && payload) this.received(payload);
    });
    await client.query(`LISTEN ${PROJECTIONS_CHANNEL}`);
    if (this.options.mayLead) await this.tryLead(client);
  }

  private received(payload: string): void {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return;
    }
    if (message.i === this.instanceId || this.leading) return;
    for (const [name, [position, kind]] of Object.entries(message.p ?? {})) {
      const advance = KINDS[kind];
      if (advance && Number.isFinite(position)) this.events.onAnnounced(name, position, advance);
    }
  }

  private async tryLead(client: pg.Client): Promise<void> {
    if (this.closed || this.leading) return;
    const { rows } = await client.query<{ got: boolean }>(`SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS got`, [LEAD_LOCK]);
    if (rows[0]?.got) {
      this.leading = true;
      this.logger.log('This instance applies the projections');
      await this.events.onLead();
      return;
    }
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.leading || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      const client = this.watch.connection;
      // No connection: the watch reconnects, and tries again then.
      if (client) void this.tryLead(client).catch(() => this.scheduleRetry());
    }, this.options.retryMs);
    this.retryTimer.unref?.();
  }

  private lostLead(): void {
    if (!this.leading) return;
    this.leading = false;
    this.pending.clear();
    if (!this.closed) this.logger.warn('This instance no longer applies the projections (its database connection dropped); another instance, or this one once reconnected, takes over');
    this.events.onLostLead();
  }
}
