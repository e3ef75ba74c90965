import { lazyScreen, type WebContext } from '../../app/web-context';
import { QUESTIONS_MENU_LABEL } from './questions/questions.messages';
import { STUDIO_TEXT } from './studio.messages';

const paths = { admin: '/admin', questions: '/admin/questions' } as const;

/** The AI content studio: the admin area's first screen. */
export const studioWebContext = {
  name: 'studio',
  paths,
  tagTypes: ['StudioFlowConfig', 'PromptTemplate', 'StudioGeneration', 'StudioQuestion'] as const,
  routes: {
    admin: [
      { path: paths.admin, lazy: lazyScreen(() => import('./generation/ai-generation-page'), (m) => m.AiGenerationPage) },
      { path: paths.questions, lazy: lazyScreen(() => import('./questions/questions-page'), (m) => m.QuestionsPage) },
    ],
  },
  adminMenu: [
    { path: paths.admin, label: STUDIO_TEXT.aiGeneration, order: 1 },
    { path: paths.questions, label: QUESTIONS_MENU_LABEL, order: 102, group: 'system' },
  ],
} satisfies WebContext;
