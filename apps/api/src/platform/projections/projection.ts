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
}

export const PROJECTIONS = Symbol('PROJECTIONS');
