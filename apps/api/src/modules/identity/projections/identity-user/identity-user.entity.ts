import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Users as login and the profile need them. */
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

  @Property({ type: 'boolean' })
  isAdmin: boolean = false;

  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'integer' })
  version!: number;
}
