import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { AnswerFields, QuestionLevel } from '@k9/domain';

/** The answer as kept in its question's row, with who wrote it last. */
export type StoredAnswer = AnswerFields & { createdAt: string; createdBy: string | null; updatedAt: string; updatedBy: string | null };

/** One row per question that is not deleted, its answer inside. */
@Entity({ tableName: 'studio_question' })
export class QuestionView {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'text' })
  question!: string;

  @Property({ type: 'text', nullable: true })
  category: string | null = null;

  @Property({ type: 'text', nullable: true })
  level: QuestionLevel | null = null;

  @Property({ type: 'integer', nullable: true })
  index: number | null = null;

  @Property({ type: 'integer', nullable: true })
  aiGenId: number | null = null;

  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  answer: StoredAnswer | null = null;

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
