import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { GenerationSettings, GenerationStepRecord } from '@k9/domain';

/** One row per history record that is neither deleted nor removed from the queue: as the documented endpoint answers it. */
@Entity({ tableName: 'studio_generation' })
export class GenerationView {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'text', nullable: true })
  ownerId: string | null = null;

  @Property({ type: 'text', nullable: true })
  userCreated: string | null = null;

  @Property({ type: 'integer', nullable: true })
  aiGenConfigId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  flowVersion: number | null = null;

  @Property({ type: 'text', nullable: true })
  flowName: string | null = null;

  @Property({ type: 'text' })
  prompt!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  settings!: GenerationSettings;

  @Property({ type: 'text' })
  anwser!: string;

  @Property({ type: 'text', nullable: true })
  audioUrl: string | null = null;

  @Property({ type: 'json', columnType: 'jsonb' })
  imageUrls!: string[];

  @Property({ type: 'boolean' })
  isCreate!: boolean;

  /** waiting (in the queue, or running), completed, failed. */
  @Property({ type: 'text' })
  status!: 'waiting' | 'completed' | 'failed';

  @Property({ type: 'json', columnType: 'jsonb' })
  steps!: GenerationStepRecord[];

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  updatedAt!: Date;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  lastPosition!: number;
}
