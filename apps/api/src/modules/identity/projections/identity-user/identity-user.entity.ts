import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { UserInfo } from '@k9/domain';

/** Users as login, the guards, the profile and the user table need them. */
@Entity({ tableName: 'identity_user' })
export class UserView {
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  username: string | null = null;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  /** `phone` normalised (normalizePhone): what a search compares, for numbers stored before registration normalised them too. */
  @Property({ type: 'text', nullable: true })
  phoneNormalized: string | null = null;

  @Property({ type: 'boolean' })
  isAdmin: boolean = false;

  /** The first admin, who grants and withdraws admin rights. */
  @Property({ type: 'boolean' })
  isSuperAdmin: boolean = false;

  /** Reads what admins read, writes nothing (issue 36 §4). */
  @Property({ type: 'boolean' })
  isAuditor: boolean = false;

  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: 'boolean' })
  mustChangePassword: boolean = false;

  @Property({ type: 'text', nullable: true })
  googleId: string | null = null;

  @Property({ type: 'json' })
  info!: UserInfo;

  @Property({ type: 'integer[]' })
  classIds: number[] = [];

  /** bootstrap, admin or registration */
  @Property({ type: 'text' })
  source: string = 'admin';

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'text', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  updatedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  updatedBy: string | null = null;

  @Property({ type: 'integer' })
  version!: number;
}
