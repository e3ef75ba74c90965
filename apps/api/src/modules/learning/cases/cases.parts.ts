import type { ApiContext } from '../../../platform/context.js';
import { Migration070LearnerCases } from './migrations/070-learner-cases.js';
import { LearnerCaseView } from './projections/learner-case/learner-case.entity.js';

/** What the case builder adds to the learning context: its read model and migration (the module joins LearningModule). */
export const casesParts = {
  entities: [LearnerCaseView],
  migrations: [{ name: '070-learner-cases', class: Migration070LearnerCases }],
} satisfies Pick<ApiContext, 'entities' | 'migrations'>;
