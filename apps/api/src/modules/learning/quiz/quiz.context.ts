import { QUIZ_SETTINGS, LEARNING_AUDIT } from '@k9/domain';
import { BENCHES } from '../../../platform/benches.js';
import type { ApiContext } from '../../../platform/context.js';
import { AUDITED } from '../../audit/audit-log.js';
import { CONTENT_LIST_FILTERS } from '../../content/content-list-extensions.js';
import { SETTINGS } from '../../site/setting-table.js';
import { Migration061QuizAttempts } from './migrations/061-quiz-attempts.js';
import { Migration080QuizReviews } from './migrations/080-quiz-reviews.js';
import { quizStatusFilter } from './quiz-list-filters.js';
import { QuizModule } from './quiz.module.js';

/** Quiz attempts, essay grading and reviews (learning/quiz): the grader's setting and the list's quiz-status filter. */
export const quizContext: ApiContext = {
  name: 'learning/quiz',
  module: QuizModule,
  migrations: [
    { name: '061-quiz-attempts', class: Migration061QuizAttempts },
    { name: '080-quiz-reviews', class: Migration080QuizReviews },
  ],
  contributes: [AUDITED.with([LEARNING_AUDIT]), 
    SETTINGS.with(QUIZ_SETTINGS),
    CONTENT_LIST_FILTERS.with([{ name: 'learning-quiz', where: quizStatusFilter }]),
    BENCHES.with([{ name: 'quiz', module: 'bench/quiz.bench.mjs', run: 'benchQuiz' }]),
  ],
};
