import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_PAGE_BYTES, type RecordedEvent } from '@k9/domain';
import { EventStoreDbEventStore } from '../event-store/eventstoredb-event-store.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import type { Projection } from './projection.js';
import type { LogReader } from './shared-log-reader.js';

/**
 * A catch-up batch: at most this many events, and at most this many bytes of them (one event at least), so the events
 * a runner holds at once stay a few MB however large they are (1,000 events of 1 MB each once took the heap past 3.8 GB).
 */
export const BATCH = 1000;
export const BATCH_BYTES = DEFAULT_PAGE_BYTES;
/**
 * A runner that applied nothing stores its checkpoint once it has passed this many events (a restart starts there).
 * Events, not positions: positions are sparse (PostgreSQL numbers them by transaction, EventStoreDB by bytes).
 */
export const SKIPPED_BEFORE_STORING = 1000;
/**
 * An active runner that has passed events without storing how far (fewer than SKIPPED_BEFORE_STORING) stores it once
 * it has been idle this long: a follower that reads only the stored checkpoint (its announcements lost) still sees
 * every wait on the log's head finish, without an UPDATE per projection after every write.
 */
export const IDLE_STORE_MS = 1000;

/** What moved a runner's position: events it passed over, events it applied, a rebuild, or a follower's news of them. */
export type Advance = 'skipped' | 'applied' | 'reset' | 'followed';

/** Names the event store whose global positions a checkpoint holds (recorded with it: one store's positions mean nothing in another). */
export function eventStoreName(store: unknown): string {
  if (store instanceof EventStoreDbEventStore) return 'eventstoredb';
  if (store instanceof PostgresEventStore) return 'postgres';
  return (store as { constructor?: { name?: string } } | null)?.constructor?.name ?? 'unknown';
}

/**
 * Names the server whose log a store reads (a PostgreSQL cluster, EventStoreDB hosts), recorded with the checkpoint
 * beside the kind of store: one server's positions mean nothing on another (another cluster, a restored backup), so a
 * checkpoint of another server is rebuilt like one of another store. Null for a store that cannot say (test doubles).
 */
export function eventStoreServer(store: unknown): Promise<string | null> {
  if (store instanceof EventStoreDbEventStore || store instanceof PostgresEventStore) return store.server();
  return Promise.resolve(null);
}

/** A store and its server as the logs name them: `postgres (cluster 7713…)`. */
const describeStore = (store: string | null, server: string | null): string =>
  store === null ? 'an unrecorded event store' : server === null ? store : `${store} (${server})`;

/** The checkpoint holds another event store's position: some process configured with another store claimed it. */
export class CheckpointOfAnotherStoreError extends Error {
  constructor(
    readonly projection: string,
    readonly checkpointStore: string | null,
    readonly eventStore: string,
  ) {
    super(
      `The checkpoint of ${projection} was written by ${checkpointStore ?? 'an unrecorded event store'}, this process reads ${eventStore}: ` +
        'every API process must use the same event store and server (restart this one to rebuild the read model for its store)',
    );
  }
}

/**
 * Catch-up processor for one projection. Each batch runs in one transaction that locks the checkpoint row,
 * so two runners (two API instances, or a rebuild) never apply the same event twice.
 */
export class ProjectionRunner {
  /** Applied up to here (in memory; may be ahead of the stored checkpoint by events this projection ignores). */
  position = 0;
  /** The stored checkpoint as this runner last wrote or read it. */
  private stored = 0;
  /** Events passed over (none of this projection's) since the checkpoint was last stored. */
  private skippedSinceStored = 0;
  private idleStoreTimer: NodeJS.Timeout | null = null;
  /** When `position` last moved (Date.now()): a projection whose position stops while the log moves is stalled. */
  movedAt = Date.now();
  /** Counts changes to the read model seen by this process (cached reads stay valid while it is unchanged). */
  changes = 0;
  private running: Promise<void> | null = null;
  /** Catch-ups and rebuilds of this runner never overlap. */
  private exclusive: Promise<unknown> = Promise.resolve();
  private again = false;
  private stopped = false;
  /** Not started: this process only follows the checkpoint that another process writes. */
  private passive = true;
  private timer: NodeJS.Timeout | null = null;
  /**
   * Bumped when the database connection may have been lost. A crash loses the read model's last commits (they do not
   * wait for the disk) together with their checkpoint, so the in-memory position can be ahead of what is stored: it
   * is read again before the next batch, and until then this runner does not count as caught up.
   */
  private lostGeneration = 0;
  private syncedGeneration = 0;
  /** Where the read model was before the connection was lost: reads wait until it is there again. */
  recoverTo = 0;
  lastError: unknown = null;
  private readonly logger = new Logger('Projections');
  /** The server of the event store, once asked (see eventStoreServer). */
  private server: string | null | undefined;

  /**
   * `eventStore` names the store that `store` reads (see eventStoreName), `serverOf` which server of it (see
   * eventStoreServer); both are recorded with the checkpoint.
   */
  constructor(
    readonly projection: Projection,
    private readonly orm: MikroORM,
    private readonly store: LogReader,
    private readonly onAdvance: (name: string, position: number, advance: Advance) => void,
    readonly eventStore: string = eventStoreName(store),
    private readonly serverOf: () => Promise<string | null> = () => eventStoreServer(store),
  ) {}

  /**
   * Passive runners follow the stored checkpoint; active ones apply events. Both also poll, as a fallback to NOTIFY.
   * An active runner first claims the checkpoint for its event store and server, emptying the read model (to replay it)
   * when another store or server, or an unrecorded store, wrote it.
   */
  async start(pollMs: number, { passive = false } = {}): Promise<void> {
    this.stopped = false;
    this.passive = passive;
    const generation = this.lostGeneration;
    await this.knowServer();
    await this.ensureCheckpoint();
    if (!passive) await this.serially(() => this.claimCheckpoint());
    this.position = this.stored = await this.readCheckpoint(this.orm.em.fork());
    this.syncedGeneration = generation;
    const poll = () => {
      if (this.stopped) return;
      this.wake();
      this.timer = setTimeout(poll, pollMs);
    };
    poll();
  }

  /**
   * Becomes the runner that applies events (this instance took the projections' lead): claims the checkpoint as
   * `start` does, goes on from the stored one, and catches up.
   */
  async promote(): Promise<void> {
    await this.serially(async () => {
      await this.claimCheckpoint();
      const stored = await this.readCheckpoint(this.orm.em.fork());
      this.passive = false;
      this.position = this.stored = stored;
      this.moved();
    });
    await this.wake();
  }

  /** Only follows from now on (this instance lost the lead): another instance applies events. */
  demote(): void {
    this.passive = true;
    this.clearIdleStore();
  }

  get active(): boolean {
    return !this.passive && !this.stopped;
  }

  /**
   * A follower hears that the applying instance moved this projection (after its commit): waits on positions up to
   * there may pass, and a change to the read model drops cached reads. An active runner reads its own way.
   */
  announced(position: number, advance: Exclude<Advance, 'followed'>): void {
    if (!this.passive || this.stopped) return;
    if (advance === 'reset' || position > this.position) {
      this.position = position;
      this.moved();
    }
    if (advance !== 'skipped') this.changes++;
    this.onAdvance(this.projection.name, this.position, 'followed');
  }

  /** A follower re-reads the stored checkpoint (before a cached read: a change committed anywhere is seen). */
  refresh(): Promise<void> {
    return this.passive && !this.stopped ? this.follow() : Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.clearIdleStore();
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** False from a lost connection until the stored checkpoint has been read again and the read model caught up from it. */
  get synced(): boolean {
    return this.syncedGeneration === this.lostGeneration && this.position >= this.recoverTo;
  }

  /**
   * The database connection dropped (or a catch-up failed): re-read the stored checkpoint before going on, and count as
   * caught up only once the read model is back where this process had seen it (whichever instance applies it now).
   */
  connectionLost(): void {
    this.lostGeneration++;
    this.recoverTo = Math.max(this.recoverTo, this.position);
  }

  /** Run a catch-up now, or once more right after the one in progress. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.serially(async () => {
            const generation = this.lostGeneration;
            const resyncing = !this.synced;
            if (resyncing) await this.resync();
            await (this.passive ? this.follow() : this.catchUp());
            // Synced once the read model has caught up again from where it really is, not as soon as that is known:
            // a read in between would see a read model the crash took back (the one it waits for is this catch-up).
            if (resyncing) this.syncedGeneration = generation;
          });
        } while (this.again && !this.stopped);
        this.lastError = null;
      } catch (error) {
        this.lastError = error;
        // Most likely the database is gone for now; when it is back, what it stored may be behind what we applied.
        this.connectionLost();
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async catchUp(): Promise<void> {
    let passed = false;
    for (;;) {
      const events = await this.store.readAll({ after: this.position, limit: BATCH, maxBytes: BATCH_BYTES });
      if (events.length === 0) break;
      passed = true;
      const applied = await this.applyBatch(events);
      if (!applied) {
        this.position = this.stored = await this.readCheckpoint(this.orm.em.fork());
        this.moved();
        this.changes++;
      }
    }
    // Idle from the last events on: a poll that found nothing does not put the store off again.
    if (this.position > this.stored && (passed || !this.idleStoreTimer)) this.storeWhenIdle();
  }

  /** Stores a position reached by passing over events, once nothing else happened for IDLE_STORE_MS. */
  private storeWhenIdle(): void {
    this.clearIdleStore();
    this.idleStoreTimer = setTimeout(() => {
      this.idleStoreTimer = null;
      void this.serially(async () => {
        if (this.passive || this.stopped || this.position <= this.stored) return;
        const to = this.position;
        const stored = await this.orm.em.fork().transactional((em) => this.advanceCheckpoint(em, this.stored, to));
        if (stored) {
          this.stored = to;
          this.skippedSinceStored = 0;
        }
      }).catch(() => undefined);
    }, IDLE_STORE_MS);
    this.idleStoreTimer.unref?.();
  }

  private clearIdleStore(): void {
    if (this.idleStoreTimer) clearTimeout(this.idleStoreTimer);
    this.idleStoreTimer = null;
  }

  private moved(): void {
    this.movedAt = Date.now();
  }

  /**
   * Passive: take the stored checkpoint (for read-your-writes and cache invalidation). A position heard announced may
   * be ahead of the stored one (events passed over are stored only now and then): it is kept.
   */
  private async follow(): Promise<void> {
    const stored = await this.readCheckpoint(this.orm.em.fork());
    if (stored === this.stored) return;
    this.stored = stored;
    if (stored > this.position) {
      this.position = stored;
      this.moved();
    }
    this.changes++;
    this.onAdvance(this.projection.name, this.position, 'followed');
  }

  /** Takes the stored checkpoint as the position again (it may have moved back); cached reads are dropped. */
  private async resync(): Promise<void> {
    // A log restored from an older backup ends before where this process had been: there is nothing more to wait for.
    if (this.store.committedHead) this.recoverTo = Math.min(this.recoverTo, await this.store.committedHead());
    const stored = await this.readCheckpoint(this.orm.em.fork());
    this.position = this.stored = stored;
    this.moved();
    this.changes++;
    this.onAdvance(this.projection.name, stored, 'followed');
  }

  /** Empties the read model and replays it from the first event. */
  rebuild(): Promise<void> {
    return this.serially(() => this.replayFromStart());
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.exclusive.then(work, work);
    this.exclusive = next.catch(() => undefined);
    return next;
  }

  private async replayFromStart(): Promise<void> {
    await this.knowServer();
    await this.ensureCheckpoint();
    await this.orm.em.fork().transactional(async (em) => {
      await this.lockCheckpoint(em);
      await this.reset(em);
    });
    this.position = this.stored = 0;
    this.moved();
    this.changes++;
    this.onAdvance(this.projection.name, 0, 'reset');
    await this.catchUp();
  }

  /** Empties the read model and moves its checkpoint to the start of this runner's event store (its row locked). */
  private async reset(em: EntityManager): Promise<void> {
    for (const table of this.projection.tables) await em.execute(`TRUNCATE TABLE "${table}"`);
    await this.moveCheckpoint(em, 0);
  }

  /** Sets the checkpoint to a position of this runner's store and server (its row locked). */
  private async moveCheckpoint(em: EntityManager, position: number): Promise<void> {
    await em.execute(`UPDATE projection_checkpoint SET position = ?, event_store = ?, event_store_server = ?, updated_at = now() WHERE name = ?`, [
      position,
      this.eventStore,
      this.server ?? null,
      this.projection.name,
    ]);
  }

  /** Asks the event store which server it reads, once. */
  private async knowServer(): Promise<void> {
    if (this.server === undefined) this.server = await this.serverOf();
  }

  /** Whether a stored checkpoint holds positions of this runner's store and server. */
  private isOurs(checkpoint: { eventStore: string | null; server: string | null }): boolean {
    return checkpoint.eventStore === this.eventStore && checkpoint.server === (this.server ?? null);
  }

  /**
   * Makes the checkpoint this event store's and server's: kept when it already is, or when nothing was applied yet.
   * One written by this store before its server was recorded (migration 082) is taken as this server's: an upgrade
   * does not move the log. Otherwise its position belongs to another store or server (or to a store never recorded,
   * before migration 007): going on from it would skip or re-read events without an error, so the read model is
   * emptied and replayed from this store's first event. A processor that writes no tables and says how (startAtHead)
   * starts at this store's committed head instead.
   */
  private async claimCheckpoint(): Promise<void> {
    const replaced = await this.orm.em.fork().transactional(async (em) => {
      const checkpoint = await this.lockCheckpoint(em);
      const { position, eventStore, server } = checkpoint;
      if (this.isOurs(checkpoint)) return null;
      if ((eventStore === null && position === 0) || (eventStore === this.eventStore && server === null)) {
        await em.execute(`UPDATE projection_checkpoint SET event_store = ?, event_store_server = ? WHERE name = ?`, [
          this.eventStore,
          this.server ?? null,
          this.projection.name,
        ]);
        return null;
      }
      if (this.projection.startAtHead && this.projection.tables.length === 0 && this.store.committedHead) {
        const head = await this.store.committedHead();
        await this.projection.startAtHead(em, head);
        await this.moveCheckpoint(em, head);
        return { position, eventStore, server, head };
      }
      await this.reset(em);
      return { position, eventStore, server, head: null };
    });
    if (!replaced) return;
    this.changes++;
    this.onAdvance(this.projection.name, replaced.head ?? 0, 'reset');
    const from =
      `its checkpoint (${replaced.position}) was written by ${describeStore(replaced.eventStore, replaced.server)}, ` +
      `this process reads ${describeStore(this.eventStore, this.server ?? null)}`;
    if (replaced.head === null) this.logger.warn(`Rebuilding ${this.projection.name}: ${from}`);
    else this.logger.warn(`Starting ${this.projection.name} at ${this.eventStore}'s head (${replaced.head}): ${from}`);
  }

  private async applyBatch(events: RecordedEvent[]): Promise<boolean> {
    const last = events[events.length - 1].globalPosition;
    const wanted = events.filter((event) => this.projection.eventTypes.includes(event.type));
    if (wanted.length === 0) {
      // Nothing for this read model: move on in memory, and store how far it got only once that is far (a restart
      // would read it all again), not after every event of every other context.
      if (this.skippedSinceStored + events.length < SKIPPED_BEFORE_STORING) {
        this.skippedSinceStored += events.length;
        this.position = last;
        this.moved();
        this.onAdvance(this.projection.name, last, 'skipped');
        return true;
      }
    }
    const applied = await this.orm.em.fork().transactional(async (em) => {
      // Moves the checkpoint first, which locks its row for the transaction; no row means someone else (another
      // instance, a rebuild) wrote the checkpoint since we last did, and we continue from theirs instead.
      if (!(await this.advanceCheckpoint(em, this.stored, last))) return false;
      if (wanted.length > 0) {
        await this.projection.apply(em, wanted);
        await em.flush();
      }
      return true;
    });
    if (applied) {
      this.position = this.stored = last;
      this.moved();
      this.skippedSinceStored = 0;
      if (wanted.length > 0) this.changes++;
      this.onAdvance(this.projection.name, last, wanted.length > 0 ? 'applied' : 'skipped');
      if (wanted.length > 0) this.projection.afterCommit?.(wanted);
    }
    return applied;
  }

  private async ensureCheckpoint(): Promise<void> {
    await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `INSERT INTO projection_checkpoint (name, position, event_store, event_store_server) VALUES (?, 0, ?, ?) ON CONFLICT (name) DO NOTHING`,
        [this.projection.name, this.eventStore, this.server ?? null],
      );
  }

  /** Locks this projection's checkpoint row for the transaction. */
  private async lockCheckpoint(em: EntityManager): Promise<{ position: number; eventStore: string | null; server: string | null }> {
    const rows = await em.execute<{ position: string; event_store: string | null; event_store_server: string | null }[]>(
      `SELECT position, event_store, event_store_server FROM projection_checkpoint WHERE name = ? FOR UPDATE`,
      [this.projection.name],
    );
    return { position: Number(rows[0].position), eventStore: rows[0].event_store, server: rows[0].event_store_server };
  }

  /**
   * Moves the checkpoint from `from` to `to` (locking its row), in one round trip; false when it is no longer at `from`.
   * The transaction's commit does not wait for the disk (SET LOCAL synchronous_commit = off): a read model can always
   * be replayed from the events, and the checkpoint commits with it.
   */
  private async advanceCheckpoint(em: EntityManager, from: number, to: number): Promise<boolean> {
    const rows = await em.execute<unknown[]>(
      `UPDATE projection_checkpoint SET position = ?, updated_at = now()
       WHERE name = ? AND position = ? AND event_store = ? AND event_store_server IS NOT DISTINCT FROM ?
       RETURNING set_config('synchronous_commit', 'off', true)`,
      [to, this.projection.name, from, this.eventStore, this.server ?? null],
    );
    return rows.length === 1;
  }

  /**
   * The stored checkpoint, as a position of this runner's event store and server. Another store's or server's position
   * is none of ours: a passive runner counts it as nothing applied (0) until an active process rebuilds the read model;
   * an active one fails rather than apply events by it.
   */
  private async readCheckpoint(em: EntityManager): Promise<number> {
    const rows = await em.execute<{ position: string; event_store: string | null; event_store_server: string | null }[]>(
      `SELECT position, event_store, event_store_server FROM projection_checkpoint WHERE name = ?`,
      [this.projection.name],
    );
    if (!rows.length) return 0;
    const { position, event_store: eventStore, event_store_server: server } = rows[0];
    if (this.isOurs({ eventStore, server })) return Number(position);
    if (this.passive) return 0;
    throw new CheckpointOfAnotherStoreError(this.projection.name, eventStore && describeStore(eventStore, server), describeStore(this.eventStore, this.server ?? null));
  }
}
