import type { ContactRequestedData } from './contact-request.events.js';

export type RequestContact = { type: 'RequestContact'; data: ContactRequestedData };

export type RecordContactEmailSent = { type: 'RecordContactEmailSent'; data: { requestId: string; messageId: string; sentAt: string } };

export type RecordContactEmailFailed = { type: 'RecordContactEmailFailed'; data: { requestId: string; reason: string; attempt: number; final: boolean } };

export type ContactRequestCommand = RequestContact | RecordContactEmailSent | RecordContactEmailFailed;
