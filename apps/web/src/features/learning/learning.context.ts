import { lazyScreen, type WebContext } from '../../app/web-context';

const paths = { k9Home: '/home' } as const;

/** The learner area: its layout (app/router.tsx) wraps the learner routes of every context. */
export const learningWebContext = {
  name: 'learning',
  paths,
  tagTypes: ['LearnerContent', 'LearnerMarks', 'QuizAttempt', 'QuizScores', 'QuizStats', 'LearnerCases'] as const,
  routes: {
    learner: [{ path: paths.k9Home, lazy: lazyScreen(() => import('./home/home-page'), (m) => m.K9HomePage) }],
  },
} satisfies WebContext;
