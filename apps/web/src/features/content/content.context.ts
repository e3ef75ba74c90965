import { lazyScreen, type WebContext } from '../../app/web-context';
import { CONTENT_TEXT } from './content.messages';

/** The screen's reads start with the navigation, beside its code (a small chunk of its own, not the homepage's). */
const prefetch =
  (variant: 'k9' | 'page') =>
  async ({ request }: { request: Request }) => {
    const { prefetchContentScreen } = await import('./content-management/prefetch');
    prefetchContentScreen(request.url, variant);
    return null;
  };

/**
 * Only on arriving at the screen: a change of its own address (a filter, a page) must not wait for a loader, or a quick
 * second change would start from the address before the first (useSearchParams lags a pending navigation).
 */
const onArrival = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname;

const paths = { management: '/management', k9Management: '/home-management' } as const;

/** The content back office: one screen (content-management/) serving both routes, each its own variant. */
export const contentWebContext = {
  name: 'content',
  paths,
  tagTypes: ['Content', 'ContentTaxonomy', 'AiSummary'] as const,
  routes: {
    admin: [
      { path: paths.management, loader: prefetch('page'), shouldRevalidate: onArrival, lazy: lazyScreen(() => import('./content-management/content-management-page'), (m) => m.PageManagementPage) },
      { path: paths.k9Management, loader: prefetch('k9'), shouldRevalidate: onArrival, lazy: lazyScreen(() => import('./content-management/content-management-page'), (m) => m.K9ManagementPage) },
    ],
  },
  adminMenu: [
    { path: paths.management, label: CONTENT_TEXT.pageManagement, order: 3 },
    { path: paths.k9Management, label: CONTENT_TEXT.k9Management, order: 5 },
  ],
} satisfies WebContext;
