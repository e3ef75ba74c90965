import { lazyScreen, type WebContext } from '../../app/web-context';
import { AI_ADMIN_TEXT } from './ai-admin/ai-admin.messages';

const paths = { aiAdmin: '/admin/ai' } as const;

/** The admin AI page: providers, model catalog, usage ledger and the live queue dashboard (second menu group). */
export const aiWebContext = {
  name: 'ai',
  paths,
  tagTypes: ['AiProvider', 'AiModel', 'AiSettings', 'AiLedger', 'AiQueue', 'AiRun'] as const,
  routes: {
    admin: [{ path: paths.aiAdmin, lazy: lazyScreen(() => import('./ai-admin/ai-admin-page'), (m) => m.AiAdminPage) }],
  },
  adminMenu: [{ path: paths.aiAdmin, label: AI_ADMIN_TEXT.menu, order: 101, group: 'system' }],
} satisfies WebContext;
