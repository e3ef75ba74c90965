import { lazyScreen, type WebContext } from '../../app/web-context';
import { HOMEPAGE_EDITOR_TEXT } from './homepage-editor/homepage-editor.messages';
import { PublicHomePage } from './homepage/public-home-page';

const paths = { home: '/', homePage: '/home-page', homepageContent: '/admin/homepage-content' } as const;

/**
 * The public site and the shared settings: the homepage (the one screen in the entry chunk, so imported eagerly),
 * its editor, the welcome popup's guideline and the admin's settings drawer.
 */
export const siteWebContext = {
  name: 'site',
  paths,
  tagTypes: ['Setting', 'PublicSetting'] as const,
  routes: {
    public: [
      { path: paths.home, Component: PublicHomePage },
      { path: paths.homePage, Component: PublicHomePage },
    ],
    admin: [
      {
        path: paths.homepageContent,
        lazy: lazyScreen(() => import('./homepage-editor/homepage-content-page'), (m) => m.HomepageContentPage),
      },
    ],
  },
  adminMenu: [{ path: paths.homepageContent, label: HOMEPAGE_EDITOR_TEXT.title, order: 2 }],
} satisfies WebContext;
