import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One row per upload: who stored how many bytes when, whether anything names it yet, and whether its bytes are gone. */
@Entity({ tableName: 'storage_upload' })
export class UploadView {
  @PrimaryKey({ type: 'text' })
  fileId!: string;

  @Property({ type: 'text' })
  key!: string;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  size!: number;

  @Property({ type: 'text' })
  purpose!: string;

  @Property({ type: 'text' })
  uploadedBy!: string;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  uploadedAt!: Date;

  /** When something (a setting, later a content record) first named the file; from then on it is kept. */
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  claimedAt: Date | null = null;

  /** The stream of what first named it. */
  @Property({ type: 'text', nullable: true })
  claimedBy: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  removedAt: Date | null = null;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  lastPosition!: number;
}
