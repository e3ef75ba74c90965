import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { AiSummaryCategory, AiSummaryInfo, AiSummaryKind, AiSummaryStatus, ParameterTable } from '@k9/domain';

/** One row per report that is not deleted: its fields as last saved. */
@Entity({ tableName: 'content_ai_summary' })
export class AiSummaryView {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'text' })
  kind!: AiSummaryKind;

  @Property({ type: 'json', columnType: 'jsonb' })
  info!: AiSummaryInfo;

  @Property({ type: 'text' })
  summary1!: string;

  @Property({ type: 'text' })
  summary2!: string;

  @Property({ type: 'text' })
  category!: AiSummaryCategory;

  @Property({ type: 'text' })
  status!: AiSummaryStatus;

  @Property({ type: 'json', columnType: 'jsonb' })
  tables!: ParameterTable[];

  @Property({ type: 'json', columnType: 'jsonb' })
  fileUrls!: string[];

  @Property({ type: 'text' })
  origin!: 'admin' | 'ai';

  @Property({ type: 'text', nullable: true })
  model: string | null = null;

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
