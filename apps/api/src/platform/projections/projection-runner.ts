import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '@k9/domain';
import type { Projection } from './projection.js';
import type { LogReader } from './shared-log-reader.js';

const BATCH = 1000;

/**
 * Catch-up processor for one projection. Each batch runs in one transaction that locks the checkpoint row,
 * so two runners (two API instances, or a rebuild) never apply the same event twice.
 */
export class ProjectionRunner {
  /** Applied up to here (in memory; may be ahead of the stored checkpoint by events this projection ignores). */
  position = 0;
  /** The stored checkpoint as this runner last wrote or read it. */
  private stored = 0;
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
  lastError: unknown = null;

  constructor(
    readonly projection: Projection,
    private readonly orm: MikroORM,
    private readonly store: LogReader,
    private readonly onAdvance: (name: string, position: number) => void,
  ) {}

  /** Passive runners follow the stored checkpoint; active ones apply events. Both also poll, as a fallback to NOTIFY. */
  async start(pollMs: number, { passive = false } = {}): Promise<void> {
    this.stopped = false;
    this.passive = passive;
    await this.ensureCheckpoint();
    this.position = this.stored = await this.readCheckpoint(this.orm.em.fork());
    const poll = () => {
      if (this.stopped) return;
      this.wake();
      this.timer = setTimeout(poll, pollMs);
    };
    poll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
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
          await this.serially(() => (this.passive ? this.follow() : this.catchUp()));
        } while (this.again && !this.stopped);
        this.lastError = null;
      } catch (error) {
        this.lastError = error;
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async catchUp(): Promise<void> {
    for (;;) {
      const events = await this.store.readAll({ after: this.position, limit: BATCH });
      if (events.length === 0) return;
      const applied = await this.applyBatch(events);
      if (!applied) {
        this.position = this.stored = await this.readCheckpoint(this.orm.em.fork());
        this.changes++;
      }
    }
  }

  /** Passive: take the stored checkpoint as ours (for read-your-writes and cache invalidation). */
  private async follow(): Promise<void> {
    const stored = await this.readCheckpoint(this.orm.em.fork());
    if (stored === this.stored) return;
    this.position = this.stored = stored;
    this.changes++;
    this.onAdvance(this.projection.name, stored);
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
    await this.ensureCheckpoint();
    await this.orm.em.fork().transactional(async (em) => {
      await this.lockCheckpoint(em);
      for (const table of this.projection.tables) await em.execute(`TRUNCATE TABLE "${table}"`);
      await em.execute(`UPDATE projection_checkpoint SET position = 0, updated_at = now() WHERE name = ?`, [this.projection.name]);
    });
    this.position = this.stored = 0;
    this.changes++;
    await this.catchUp();
  }

  private async applyBatch(events: RecordedEvent[]): Promise<boolean> {
    const last = events[events.length - 1].globalPosition;
    const wanted = events.filter((event) => this.projection.eventTypes.includes(event.type));
    if (wanted.length === 0) {
      // Nothing for this read model: move on in memory only; the stored checkpoint catches up with the next write.
      this.position = last;
      this.onAdvance(this.projection.name, last);
      return true;
    }
    const applied = await this.orm.em.fork().transactional(async (em) => {
      // Moves the checkpoint first, which locks its row for the transaction; no row means someone else (another
      // instance, a rebuild) wrote the checkpoint since we last did, and we continue from theirs instead.
      if (!(await this.advanceCheckpoint(em, this.stored, last))) return false;
      await this.projection.apply(em, wanted);
      await em.flush();
      return true;
    });
    if (applied) {
      this.position = this.stored = last;
      this.changes++;
      this.onAdvance(this.projection.name, last);
      this.projection.afterCommit?.(wanted);
    }
    return applied;
  }

  private async ensureCheckpoint(): Promise<void> {
    await this.orm.em
      .fork()
      .getConnection()
      .execute(`INSERT INTO projection_checkpoint (name, position) VALUES (?, 0) ON CONFLICT (name) DO NOTHING`, [this.projection.name]);
  }

  /** Locks this projection's checkpoint row for the transaction. */
  private async lockCheckpoint(em: EntityManager): Promise<number> {
    const rows = await em.execute<{ position: string }[]>(`SELECT position FROM projection_checkpoint WHERE name = ? FOR UPDATE`, [this.projection.name]);
    return Number(rows[0].position);
  }

  /**
   * Moves the checkpoint from `from` to `to` (locking its row), in one round trip; false when it is no longer at `from`.
   * The transaction's commit does not wait for the disk (SET LOCAL synchronous_commit = off): a read model can always
   * be replayed from the events, and the checkpoint commits with it.
   */
  private async advanceCheckpoint(em: EntityManager, from: number, to: number): Promise<boolean> {
    const rows = await em.execute<unknown[]>(
      `UPDATE projection_checkpoint SET position = ?, updated_at = now() WHERE name = ? AND position = ?
       RETURNING set_config('synchronous_commit', 'off', true)`,
      [to, this.projection.name, from],
    );
    return rows.length === 1;
  }

  private async readCheckpoint(em: EntityManager): Promise<number> {
    const rows = await em.execute<{ position: string }[]>(`SELECT position FROM projection_checkpoint WHERE name = ?`, [this.projection.name]);
    return Number(rows[0]?.position ?? 0);
  }
}
