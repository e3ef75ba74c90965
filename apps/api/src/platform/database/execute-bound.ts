import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';

/**
 * A statement with its values sent as bound parameters, in the entity manager's transaction when it has one.
 * `em.execute` writes the values into the SQL text (escaping each string character by character), which for a
 * projection's batch of records (megabytes of JSON) costs more than the statement itself. Placeholders are `?`.
 */
export async function executeBound<T = Record<string, unknown>>(em: EntityManager, sql: string, values: readonly unknown[]): Promise<T[]> {
  const runner: Knex = em.getTransactionContext<Knex.Transaction>() ?? em.getConnection().getKnex();
  const result = (await runner.raw(sql, values as Knex.RawBinding[])) as { rows: T[] };
  return result.rows;
}
