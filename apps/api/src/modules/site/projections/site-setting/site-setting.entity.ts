import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One row per setting stream: the latest whole payload. */
@Entity({ tableName: 'site_setting' })
export class SettingView {
  @PrimaryKey({ type: 'text' })
  streamId!: string;

  @Property({ type: 'text' })
  settingId!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'text', nullable: true })
  ownerId: string | null = null;

  @Property({ type: 'json', columnType: 'jsonb' })
  setting!: unknown;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'text', nullable: true })
  updatedBy: string | null = null;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  lastPosition!: number;
}
