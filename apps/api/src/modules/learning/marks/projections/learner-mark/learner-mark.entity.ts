import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { MarkList } from '@k9/domain';

/** One id in one of a learner's mark lists; `lastPosition` (the event that marked it) keeps the order of marking. */
@Entity({ tableName: 'learner_mark' })
export class LearnerMarkView {
  @PrimaryKey({ type: 'text' })
  userId!: string;

  @PrimaryKey({ type: 'text' })
  list!: MarkList;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  itemId!: number;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  markedAt!: Date;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  lastPosition!: number;
}
