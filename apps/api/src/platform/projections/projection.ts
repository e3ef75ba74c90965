import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '@k9/domain';

/** A read model kept up to date from the global event log. */
export interface Projection {
  readonly name: string;
  /** Event types it reads; other events only advance its checkpoint. */
  readonly eventTypes: readonly string[];
  /** Tables emptied by a rebuild. */
  readonly tables: readonly string[];
  /**
   * Applies a batch of its events, in log order, inside the transaction that moves the checkpoint; entity changes are
   * flushed afterwards in that transaction. A batch lets a projection load and write the rows it touches in a few
   * statements, which is what keeps rebuilds fast.
   */
  apply(em: EntityManager, events: RecordedEvent[]): Promise<void>;
  /** Optional: side effects once the batch is committed (realtime pushes); failures here are not retried. */
  afterCommit?(events: RecordedEvent[]): void;
  /**
   * Optional, for a processor that writes no tables: when the event store or its server was switched (its checkpoint
   * holds another store's or server's position), it does not replay the new store from its first event (it would act
   * again on events it acted on, comparing their positions with values stamped from the old store). It starts at the
   * new store's committed head instead, and this re-stamps what it keeps in the old store's positions, in the
   * transaction that moves its checkpoint.
   */
  startAtHead?(em: EntityManager, head: number): Promise<void>;
}

export const PROJECTIONS = Symbol('PROJECTIONS');
