import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { CaseInfo, CaseQuestionType, LearnerCaseStatus, QuizContent } from '@k9/domain';

/** One case of a learner as the case builder's routes answer it; `questionContent` keeps the answers (server only). */
@Entity({ tableName: 'learner_case' })
export class LearnerCaseView {
  @PrimaryKey({ type: new BigIntType('number'), columnType: 'bigint', autoincrement: false })
  id!: number;

  @Property({ type: 'text' })
  userId!: string;

  @Property({ type: 'text', nullable: true })
  userEmail: string | null = null;

  @Property({ type: 'text' })
  requestId!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  info!: CaseInfo;

  @Property({ type: 'json', columnType: 'jsonb' })
  questionTypes!: CaseQuestionType[];

  @Property({ type: 'integer' })
  mcqCount!: number;

  @Property({ type: 'integer' })
  essayCount!: number;

  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  questionContent: QuizContent | null = null;

  @Property({ type: 'text', nullable: true })
  aiTitle: string | null = null;

  @Property({ type: 'text', nullable: true })
  aiModel: string | null = null;

  @Property({ type: 'text', nullable: true })
  callId: string | null = null;

  @Property({ type: 'integer', nullable: true })
  settingVersion: number | null = null;

  @Property({ type: 'integer', nullable: true })
  promptVersion: number | null = null;

  @Property({ type: 'text' })
  status!: LearnerCaseStatus;

  @Property({ type: 'text', nullable: true })
  failure: string | null = null;

  @Property({ type: 'boolean' })
  show!: boolean;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  position!: number;
}
