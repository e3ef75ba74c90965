import type { ComponentType } from 'react';
import { lazyScreen, type LearnerAreaProps, type LearnerTab, type WebContext } from '../../app/web-context';
import { QUIZ_REVIEWS_MENU_LABEL } from './quiz-reviews/quiz-reviews.messages';

const paths = { k9Home: '/home', quizReviews: '/admin/quiz-reviews' } as const;

type Area = ComponentType<LearnerAreaProps>;
// The reading tabs carry most of antd (Select, Input, Segmented, the list's Skeleton and Modal): not part of the home
// screen's frame; their code starts loading while the signed-in guard's spinner shows (`preload`).
const readingAreas = () => import('./home/reading-areas');
const reading = (id: string, label: string, order: number, type: string, pick: 'NewsArea' | 'CaseTrainingArea'): LearnerTab => ({
  id,
  label,
  place: 'main',
  order,
  area: () => readingAreas().then((m) => m[pick] as Area),
  preload: true,
  programPicker: true,
  functionBar: true,
  badge: type,
  reading: type,
});

/** The learner home's tabs the learning context builds (spec 2 §1): the reading tabs, the case builder, the areas. */
const learnerTabs: LearnerTab[] = [
  reading('caseTraining', 'Case Study', 10, 'caseTraining', 'CaseTrainingArea'),
  reading('stream', 'Lý thuyết', 20, 'news', 'NewsArea'),
  reading('longForm', 'Kho tài nguyên', 30, 'longForm', 'NewsArea'),
  { id: 'caseUser', label: 'Case Builder', place: 'main', order: 40, programPicker: true, area: () => import('./cases/case-builder-area').then((m) => m.CaseBuilderArea as Area) },
  { id: 'home', label: 'Về K9', place: 'main', order: 60, programPicker: true, area: () => import('./areas/about/about-area').then((m) => m.AboutArea as Area) },
  { id: 'story', label: 'Câu chuyện', place: 'other', order: 10, area: () => import('./areas/stories/stories-area').then((m) => m.StoriesArea as Area) },
  { id: 'library', label: 'Thư viện', place: 'other', order: 20, area: () => import('./areas/library/library-area').then((m) => m.LibraryArea as Area) },
  { id: 'report', label: 'Báo cáo', place: 'other', order: 30, area: () => import('./areas/reports/reports-area').then((m) => m.ReportsArea as Area) },
];

/** The learner area: its layout (app/router.tsx) wraps the learner routes of every context; and the quiz reviews' admin screen. */
export const learningWebContext = {
  name: 'learning',
  paths,
  tagTypes: ['LearnerContent', 'LearnerMarks', 'QuizAttempt', 'QuizScores', 'QuizStats', 'LearnerCases', 'QuizReview'] as const,
  routes: {
    // The reading tabs' code starts with the home screen's, not after it: both load while the guard's spinner shows.
    learner: [{ path: paths.k9Home, lazy: lazyScreen(() => (readingAreas().catch(() => undefined), import('./home/home-page')), (m) => m.K9HomePage) }],
    admin: [{ path: paths.quizReviews, lazy: lazyScreen(() => import('./quiz-reviews/quiz-reviews-page'), (m) => m.QuizReviewsPage) }],
  },
  // Teachers' review of flagged essay grades (issue 23 §2.3), in the menu's second group.
  adminMenu: [{ path: paths.quizReviews, label: QUIZ_REVIEWS_MENU_LABEL, order: 105, group: 'system' }],
  learnerTabs,
} satisfies WebContext;
