import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { ContactRequestStatus } from '@k9/domain';

/** One row per contact request: what was asked, and where its e-mail stands. */
@Entity({ tableName: 'contact_request' })
export class ContactRequestView {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  userId!: string;

  @Property({ type: 'text', nullable: true })
  username: string | null = null;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  name: string | null = null;

  @Property({ type: 'text', nullable: true })
  subject: string | null = null;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  requestedAt!: Date;

  @Property({ type: 'text' })
  status!: ContactRequestStatus;

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  messageId: string | null = null;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  lastPosition!: number;
}
