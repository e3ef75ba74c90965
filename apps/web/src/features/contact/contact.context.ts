import { lazyScreen, type WebContext } from '../../app/web-context';
import { CONTACT_MENU_LABEL } from './contact.messages';

const paths = { contactRequests: '/admin/contact-requests' } as const;

/** The e-mail contact's admin side: the list of what learners sent and whether it reached the school's inbox. */
export const contactWebContext = {
  name: 'contact',
  paths,
  tagTypes: ['ContactRequest'] as const,
  routes: {
    admin: [{ path: paths.contactRequests, lazy: lazyScreen(() => import('./contact-requests/contact-requests-page'), (m) => m.ContactRequestsPage) }],
  },
  adminMenu: [{ path: paths.contactRequests, label: CONTACT_MENU_LABEL, order: 110, group: 'system' }],
} satisfies WebContext;
