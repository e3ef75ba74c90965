import type { ContactRequestStatus } from '@k9/domain';

/** The e-mail contact of the learner area (spec 2 §7.4) and its admin list. */
export const CONTACT_ROUTES = { send: '/api/email/send', requests: '/api/email/requests' } as const;

/** The admin list's page size, and the most one page takes. */
export const CONTACT_REQUESTS_PAGE_SIZE = 20;
export const CONTACT_REQUESTS_MAX_PAGE_SIZE = 100;

/** POST /api/email/send, 201 once the request is stored (the e-mail goes out from a job). */
export type ContactEmailResponse = { success: boolean; message: string; data: { id: string } };

/** One request as the admin list shows it. */
export type ContactRequestRecord = {
  id: string;
  userId: string;
  username: string | null;
  email: string;
  name: string | null;
  subject: string | null;
  /** Plain text, as typed: show it as text, never as HTML. */
  message: string;
  requestedAt: string;
  status: ContactRequestStatus;
  /** Failed attempts so far. */
  attempts: number;
  /** The last failed attempt's reason (retrying, failed); null when none failed. */
  lastError: string | null;
  sentAt: string | null;
};

/** GET /api/email/requests: newest first; `smtpConfigured` false: nothing is sent until SMTP is configured. */
export type ContactRequestListResponse = {
  success: true;
  data: ContactRequestRecord[];
  total: number;
  page: number;
  pageSize: number;
  smtpConfigured: boolean;
};
