import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { StudioLayout, StudioStep } from '@k9/domain';

/** One row per flow config that is not deleted: as last saved, with its stream version (the flow version a run records). */
@Entity({ tableName: 'studio_flow_config' })
export class FlowConfigView {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  layout!: StudioLayout;

  @Property({ type: 'json', columnType: 'jsonb' })
  aiConfigs!: StudioStep[];

  @Property({ type: 'boolean' })
  show!: boolean;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'text', nullable: true })
  userCreate: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'text', nullable: true })
  updatedBy: string | null = null;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  lastPosition!: number;
}
