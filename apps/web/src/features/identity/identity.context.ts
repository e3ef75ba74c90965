import { lazyScreen, type WebContext } from '../../app/web-context';
import { USER_MANAGEMENT_TEXT } from './user-management/user-management.messages';

const paths = { userManagement: '/user-management' } as const;

/** Accounts and sign-in (the modals open from the homepage and the learner header), users and user classes. */
export const identityWebContext = {
  name: 'identity',
  paths,
  tagTypes: ['Profile', 'User', 'UserClass'] as const,
  routes: {
    admin: [
      { path: paths.userManagement, lazy: lazyScreen(() => import('./user-management/user-management-page'), (m) => m.UserManagementPage) },
    ],
  },
  adminMenu: [{ path: paths.userManagement, label: USER_MANAGEMENT_TEXT.menu, order: 4 }],
} satisfies WebContext;
