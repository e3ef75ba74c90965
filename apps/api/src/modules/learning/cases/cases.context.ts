import { CASES_SETTINGS } from '@k9/domain';
import type { ApiContext } from '../../../platform/context.js';
import { SETTINGS } from '../../site/setting-table.js';
import { CasesModule } from './cases.module.js';
import { Migration070LearnerCases } from './migrations/070-learner-cases.js';
import { LearnerCaseView } from './projections/learner-case/learner-case.entity.js';

/** The learner's own case builder (learning/cases): its read model, and its AI setting. */
export const casesContext: ApiContext = {
  name: 'learning/cases',
  module: CasesModule,
  entities: [LearnerCaseView],
  migrations: [{ name: '070-learner-cases', class: Migration070LearnerCases }],
  contributes: [SETTINGS.with(CASES_SETTINGS)],
};
