import { Migration } from '@mikro-orm/migrations';

/** The class a MikroORM `{ name, class }` migration entry takes. */
export type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

/**
 * A migration that runs its SQL statements in order. The entry's name is what `mikro_orm_migrations` records: a
 * released migration keeps its name and its statements, byte for byte.
 */
export function sqlMigration(...statements: string[]): MigrationClass {
  return class extends Migration {
    override async up(): Promise<void> {
      for (const statement of statements) this.addSql(statement);
    }
  };
}
