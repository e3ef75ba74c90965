import type { Type } from '@nestjs/common';
import type { MigrationObject } from '@mikro-orm/core';
import type { Contribution } from './contributions.js';

/** A migration as recorded in `mikro_orm_migrations`: once released, its name and its SQL never change. */
export type MigrationEntry = MigrationObject;

/**
 * What a bounded context (or a feature of one) brings to the API: its Nest module, its read-model entities, its
 * migrations, and what it contributes to other contexts' switchboards (ContributionPoint). The app assembles modules,
 * the ORM's entities, the one ordered migration sequence and the contributions from the list in `contexts.ts`.
 */
export type ApiContext = {
  name: string;
  module: Type;
  entities?: Type[];
  migrations?: MigrationEntry[];
  contributes?: readonly Contribution[];
};
