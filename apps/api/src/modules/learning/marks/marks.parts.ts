import type { ApiContext } from '../../../platform/context.js';
import { Migration060LearnerMarks } from './migrations/060-learner-marks.js';
import { LearnerMarkView } from './projections/learner-mark/learner-mark.entity.js';

/** What marks add to the learning context: their read model and migration (the module joins LearningModule). */
export const marksParts = {
  entities: [LearnerMarkView],
  migrations: [{ name: '060-learner-marks', class: Migration060LearnerMarks }],
} satisfies Pick<ApiContext, 'entities' | 'migrations'>;
