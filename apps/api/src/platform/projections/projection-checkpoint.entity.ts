import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'projection_checkpoint' })
export class ProjectionCheckpoint {
  @PrimaryKey({ type: 'text' })
  name!: string;

  /** A global position of the event store named in `eventStore` (PostgreSQL sequence or EventStoreDB log offset). */
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  position: number = 0;

  /** Which event store's positions `position` holds; null for checkpoints written before this was recorded. */
  @Property({ type: 'text', nullable: true })
  eventStore: string | null = null;

  /** Which server of that store (a PostgreSQL cluster, EventStoreDB hosts); null before migration 082 or when unknown. */
  @Property({ type: 'text', nullable: true })
  eventStoreServer: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  updatedAt: Date = new Date();
}
