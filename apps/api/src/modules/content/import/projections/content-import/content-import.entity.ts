import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { ContentImportStatus, ContentType, ImportFormat } from '@k9/domain';

/** One row per import: what its file held, who confirmed it, what it created. */
@Entity({ tableName: 'content_import' })
export class ContentImportView {
  @PrimaryKey({ type: 'text' })
  importId!: string;

  @Property({ type: 'text' })
  status!: ContentImportStatus;

  @Property({ type: 'text' })
  format!: ImportFormat;

  @Property({ type: 'text' })
  fileName!: string;

  @Property({ type: 'text' })
  contentType!: ContentType;

  @Property({ type: 'integer' })
  totalRows!: number;

  @Property({ type: 'integer' })
  droppedRows!: number;

  @Property({ type: 'integer' })
  validRows!: number;

  @Property({ type: 'integer' })
  invalidRows!: number;

  @Property({ type: 'text' })
  digest!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  ignoredColumns: string[] = [];

  @Property({ type: 'integer' })
  created: number = 0;

  @Property({ type: 'integer' })
  failed: number = 0;

  @Property({ type: 'integer' })
  attempt: number = 0;

  @Property({ type: 'text', nullable: true })
  failure: string | null = null;

  @Property({ type: 'text', nullable: true })
  preparedBy: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  preparedAt!: Date;

  @Property({ type: 'text', nullable: true })
  confirmedBy: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  lastPosition!: number;
}
