import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { CompanyReportSettings } from '@k9/domain';

/** One row per company report that is not deleted: as last saved, with its stream version. */
@Entity({ tableName: 'market_company_report' })
export class CompanyReportView {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'text' })
  ticker!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  settings!: CompanyReportSettings;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'text', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'text', nullable: true })
  updatedBy: string | null = null;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  lastPosition!: number;
}
