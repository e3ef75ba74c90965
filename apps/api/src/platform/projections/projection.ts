import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '@k9/domain';

/** A read model kept up to date from the global event log. */
export interface Projection {
  readonly name: string;
  /** Event types it reads; other events only advance its checkpoint. */
  readonly eventTypes: readonly string[];
  /** Tables emptied by a rebuild. */
  readonly tables: readonly string[];
  /** Optional: load in one query the rows a batch will touch, so `apply` finds them in the identity map. */
  prefetch?(em: EntityManager, events: RecordedEvent[]): Promise<void>;
  /** Changes are flushed in the same transaction as the checkpoint. */
  apply(em: EntityManager, event: RecordedEvent): Promise<void>;
  /** Optional: side effects once the batch is committed (realtime pushes); failures here are not retried. */
  afterCommit?(events: RecordedEvent[]): void;
}

export const PROJECTIONS = Symbol('PROJECTIONS');
