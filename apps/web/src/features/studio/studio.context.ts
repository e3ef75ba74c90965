import { lazyScreen, type WebContext } from '../../app/web-context';
import { STUDIO_TEXT } from './studio.messages';

const paths = { admin: '/admin' } as const;

/** The AI content studio: the admin area's first screen. */
export const studioWebContext = {
  name: 'studio',
  paths,
  tagTypes: ['StudioFlowConfig', 'PromptTemplate'] as const,
  routes: {
    admin: [{ path: paths.admin, lazy: lazyScreen(() => import('./ai-generation/ai-generation-page'), (m) => m.AiGenerationPage) }],
  },
  adminMenu: [{ path: paths.admin, label: STUDIO_TEXT.aiGeneration, order: 1 }],
} satisfies WebContext;
