import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'projection_checkpoint' })
export class ProjectionCheckpoint {
  @PrimaryKey({ type: 'text' })
  name!: string;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  position: number = 0;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  updatedAt: Date = new Date();
}
