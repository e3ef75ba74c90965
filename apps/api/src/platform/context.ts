import type { Type } from '@nestjs/common';
import type { MigrationObject } from '@mikro-orm/core';

/** A migration as recorded in `mikro_orm_migrations`: once released, its name and its SQL never change. */
export type MigrationEntry = MigrationObject;

/**
 * What a bounded context brings to the API: its Nest module, its read-model entities and its migrations. The app
 * assembles modules, the ORM's entities and the one ordered migration sequence from the list in `contexts.ts`.
 */
export type ApiContext = {
  name: string;
  module: Type;
  entities?: Type[];
  migrations?: MigrationEntry[];
};
