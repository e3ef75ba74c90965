import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const CONTACT_AUDIT = {
  kinds: [
    { kind: 'contact-request', prefix: 'contact-request-', label: 'Yêu cầu liên hệ' },
  ],
  events: {
    ContactRequested: { label: 'Gửi yêu cầu liên hệ', shown: ['requestId', 'userId', 'username', 'email', 'name', 'subject', 'message', 'requestedAt'] },
    ContactEmailSent: { label: 'Đã gửi e-mail liên hệ', shown: ['requestId', 'messageId', 'sentAt'] },
    ContactEmailFailed: { label: 'Gửi e-mail liên hệ thất bại', shown: ['requestId', 'reason', 'attempt', 'final'] },
  },
} as const satisfies AuditedEvents;
