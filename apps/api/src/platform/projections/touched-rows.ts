import type { EntityClass, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The rows of one read-model table that a batch of events touches, by key, for a projection whose rows are plain
 * entities: loaded in one query, then created, changed and removed in memory while the batch is applied in log order.
 * The runner flushes them in the transaction that moves the checkpoint.
 */
export class TouchedRows<V extends object, K extends string | number> {
  private constructor(
    private readonly em: EntityManager,
    private readonly entity: EntityClass<V>,
    private readonly rows: Map<K, V>,
  ) {}

  /** Loads the rows whose `key` is one of `keys` (the keys of the batch's events that change a row, not those that make one). */
  static async load<V extends object, K extends string | number>(em: EntityManager, entity: EntityClass<V>, key: keyof V & string, keys: Iterable<K>): Promise<TouchedRows<V, K>> {
    const wanted = [...new Set(keys)];
    const found = wanted.length ? await em.find(entity, { [key]: { $in: wanted } } as FilterQuery<V>) : [];
    return new TouchedRows(em, entity, new Map(found.map((row) => [row[key] as K, row])));
  }

  /** The row as the batch has left it so far; none when it was never made, or removed. */
  get(key: K): V | undefined {
    return this.rows.get(key);
  }

  /** A new row, written at the flush; later events of the batch find it. */
  create(key: K, data: RequiredEntityData<V>): V {
    const row = this.em.create(this.entity, data);
    this.em.persist(row);
    this.rows.set(key, row);
    return row;
  }

  /** The row leaves the table at the flush (nothing happens when there is none). */
  remove(key: K): void {
    const row = this.rows.get(key);
    if (row) this.em.remove(row);
    this.rows.delete(key);
  }
}
