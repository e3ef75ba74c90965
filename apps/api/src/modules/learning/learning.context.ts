import type { ApiContext } from '../../platform/context.js';
import { LearningModule } from './learning.module.js';
import { marksParts } from './marks/marks.parts.js';

/** The learner area: its module, read models and migrations. */
export const learningContext: ApiContext = {
  name: 'learning',
  module: LearningModule,
  entities: [...marksParts.entities],
  migrations: [...marksParts.migrations],
};
