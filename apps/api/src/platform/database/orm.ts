import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS, READ_MODEL_ENTITIES } from './schema.js';

/** MikroORM for read models and checkpoints; schema comes only from the migrations list. */
export async function createOrm(clientUrl: string, { migrate = true } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl,
    entities: READ_MODEL_ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, silent: true, transactional: true, allOrNothing: true, tableName: 'mikro_orm_migrations' },
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    allowGlobalContext: false,
    pool: { min: 0, max: 10 },
    debug: false,
  });
  if (migrate) await orm.getMigrator().up();
  return orm;
}
