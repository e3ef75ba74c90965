import type { ApiContext } from '../../../platform/context.js';
import { CONTENT_LIST_FILTERS } from '../../content/content-list-extensions.js';
import { markFilters } from './marks-list-filters.js';
import { MarksModule } from './marks.module.js';
import { Migration060LearnerMarks } from './migrations/060-learner-marks.js';
import { LearnerMarkView } from './projections/learner-mark/learner-mark.entity.js';

/** The learner's bookmarks and read marks (learning/marks): the list's bookmarked, read and time filters. */
export const marksContext: ApiContext = {
  name: 'learning/marks',
  module: MarksModule,
  entities: [LearnerMarkView],
  migrations: [{ name: '060-learner-marks', class: Migration060LearnerMarks }],
  contributes: [CONTENT_LIST_FILTERS.with([{ name: 'learning-marks', where: markFilters }])],
};
