import type { ApiContext } from '../../platform/context.js';
import { LearningModule } from './learning.module.js';
import { casesParts } from './cases/cases.parts.js';
import { marksParts } from './marks/marks.parts.js';
import { quizParts } from './quiz/quiz.parts.js';

/** The learner area: its module, read models and migrations. */
export const learningContext: ApiContext = {
  name: 'learning',
  module: LearningModule,
  entities: [...marksParts.entities, ...quizParts.entities, ...casesParts.entities],
  migrations: [...marksParts.migrations, ...quizParts.migrations, ...casesParts.migrations],
};
