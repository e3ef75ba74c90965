import { lazyScreen, type WebContext } from '../../app/web-context';
import { QUIZ_REVIEWS_MENU_LABEL } from './quiz-reviews/quiz-reviews.messages';

const paths = { k9Home: '/home', quizReviews: '/admin/quiz-reviews' } as const;

/** The learner area: its layout (app/router.tsx) wraps the learner routes of every context; and the quiz reviews' admin screen. */
export const learningWebContext = {
  name: 'learning',
  paths,
  tagTypes: ['LearnerContent', 'LearnerMarks', 'QuizAttempt', 'QuizScores', 'QuizStats', 'LearnerCases', 'QuizReview'] as const,
  routes: {
    learner: [{ path: paths.k9Home, lazy: lazyScreen(() => import('./home/home-page'), (m) => m.K9HomePage) }],
    admin: [{ path: paths.quizReviews, lazy: lazyScreen(() => import('./quiz-reviews/quiz-reviews-page'), (m) => m.QuizReviewsPage) }],
  },
  // Teachers' review of flagged essay grades (issue 23 §2.3), in the menu's second group.
  adminMenu: [{ path: paths.quizReviews, label: QUIZ_REVIEWS_MENU_LABEL, order: 105, group: 'system' }],
} satisfies WebContext;
