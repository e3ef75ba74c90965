import type { ContactRequestStatus } from '@k9/domain';

/** What /ws tells admins (the admin room) about contact requests: one was stored, sent or failed; open lists read again. */
export type ContactServerMessages = {
  'contact.changed': { ids: string[]; statuses: ContactRequestStatus[] };
};
