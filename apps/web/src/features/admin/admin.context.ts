import type { WebContext } from '../../app/web-context';

/** The admin shell: its layout wraps the admin routes of every context; the audit list of any event stream. */
export const adminWebContext = {
  name: 'admin',
  tagTypes: ['Audit'] as const,
} satisfies WebContext;
