import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'identity_user_class' })
export class UserClassView {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'integer' })
  version!: number;
}
