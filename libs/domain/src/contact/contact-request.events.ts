import type { DomainEvent } from '../shared/event-store.port.js';

/** What a learner asked the school, as typed (trimmed); the name is the account's when the form left it empty. */
export type ContactRequestedData = {
  requestId: string;
  userId: string;
  /** The account's username at the time (null for an account signed in with Google only). */
  username: string | null;
  /** The address the school replies to (the e-mail's Reply-To). */
  email: string;
  name: string | null;
  subject: string | null;
  message: string;
  requestedAt: string;
};

export type ContactRequested = DomainEvent<'ContactRequested', ContactRequestedData>;

/** The school's inbox accepted the e-mail. */
export type ContactEmailSent = DomainEvent<'ContactEmailSent', { requestId: string; messageId: string; sentAt: string }>;

/** One attempt failed; `final`: no more attempts will be made (the last one, or a refusal retrying cannot fix). */
export type ContactEmailFailed = DomainEvent<'ContactEmailFailed', { requestId: string; reason: string; attempt: number; final: boolean }>;

export type ContactRequestEvent = ContactRequested | ContactEmailSent | ContactEmailFailed;

export const CONTACT_REQUEST_EVENT_TYPES = ['ContactRequested', 'ContactEmailSent', 'ContactEmailFailed'] as const satisfies readonly ContactRequestEvent['type'][];

export const contactRequestStreamId = (requestId: string) => `contact-request-${requestId}`;
