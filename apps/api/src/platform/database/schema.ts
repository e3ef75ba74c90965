import { CONTEXTS } from '../../contexts.js';
import type { MigrationEntry } from '../context.js';
import { ProjectionCheckpoint } from '../projections/projection-checkpoint.entity.js';
import { Migration001EventStore } from './migrations/001-event-store.js';
import { Migration002Projections } from './migrations/002-projections.js';
import { Migration007CheckpointStore } from './migrations/007-checkpoint-store.js';
import { Migration078EventSizes } from './migrations/078-event-sizes.js';
import { Migration081EventTransactionIds } from './migrations/081-event-transaction-ids.js';
import { Migration082CheckpointServer } from './migrations/082-checkpoint-server.js';
import { Migration084HttpIdempotency } from './migrations/084-http-idempotency.js';

const PLATFORM_MIGRATIONS: MigrationEntry[] = [
  { name: '001-event-store', class: Migration001EventStore },
  { name: '002-projections', class: Migration002Projections },
  { name: '007-checkpoint-store', class: Migration007CheckpointStore },
  { name: '078-event-sizes', class: Migration078EventSizes },
  { name: '081-event-transaction-ids', class: Migration081EventTransactionIds },
  { name: '082-checkpoint-server', class: Migration082CheckpointServer },
  { name: '084-http-idempotency', class: Migration084HttpIdempotency },
];

/** Every MikroORM entity: the projection checkpoints and each context's read models. */
export const READ_MODEL_ENTITIES = [ProjectionCheckpoint, ...CONTEXTS.flatMap((context) => context.entities ?? [])];

/**
 * One ordered sequence, by name: the platform's migrations and each context's. Names are numbered across the whole
 * app (the next one takes the next free number), so a new migration always runs after every released one.
 */
export const MIGRATIONS: MigrationEntry[] = [...PLATFORM_MIGRATIONS, ...CONTEXTS.flatMap((context) => context.migrations ?? [])].sort((a, b) =>
  a.name.localeCompare(b.name),
);

const duplicate = MIGRATIONS.find((entry, index) => index > 0 && MIGRATIONS[index - 1].name.slice(0, 3) === entry.name.slice(0, 3));
if (duplicate) throw new Error(`Two migrations share the number of ${duplicate.name}`);
