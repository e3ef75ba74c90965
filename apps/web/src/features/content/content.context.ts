import { lazyScreen, type WebContext } from '../../app/web-context';
import { CONTENT_TEXT } from './content.messages';

const paths = { management: '/management', k9Management: '/home-management' } as const;

/** The content back office: one screen (content-management/) serving both routes, each its own variant. */
export const contentWebContext = {
  name: 'content',
  paths,
  tagTypes: ['Content', 'ContentTaxonomy', 'AiSummary'] as const,
  routes: {
    admin: [
      { path: paths.management, lazy: lazyScreen(() => import('./content-management/content-management-page'), (m) => m.PageManagementPage) },
      { path: paths.k9Management, lazy: lazyScreen(() => import('./content-management/content-management-page'), (m) => m.K9ManagementPage) },
    ],
  },
  adminMenu: [
    { path: paths.management, label: CONTENT_TEXT.pageManagement, order: 3 },
    { path: paths.k9Management, label: CONTENT_TEXT.k9Management, order: 5 },
  ],
} satisfies WebContext;
