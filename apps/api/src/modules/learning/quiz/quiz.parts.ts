import type { ApiContext } from '../../../platform/context.js';
import { Migration061QuizAttempts } from './migrations/061-quiz-attempts.js';
import { Migration080QuizReviews } from './migrations/080-quiz-reviews.js';

/** What quizzes add to the learning context: their read models' migration (the module joins LearningModule). */
export const quizParts = {
  entities: [],
  migrations: [
    { name: '061-quiz-attempts', class: Migration061QuizAttempts },
    { name: '080-quiz-reviews', class: Migration080QuizReviews },
  ],
} satisfies Pick<ApiContext, 'entities' | 'migrations'>;
