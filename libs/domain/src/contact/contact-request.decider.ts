import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { ContactRequestCommand, RecordContactEmailFailed, RecordContactEmailSent, RequestContact } from './contact-request.commands.js';
import type { ContactRequestedData, ContactRequestEvent } from './contact-request.events.js';
import { CONTACT_MESSAGES } from './contact.messages.js';
import { CONTACT_LIMITS, isSafeEmailAddress, singleLine } from './rules/contact-fields.js';

//// State

export type ContactRequestState =
  | { status: 'none' }
  | { status: 'waiting' | 'retrying' | 'failed'; request: ContactRequestedData; attempts: number }
  | { status: 'sent'; request: ContactRequestedData; attempts: number; messageId: string };

//// Rules

const invalid = () => new DomainError('CONTACT_INVALID', CONTACT_MESSAGES.invalidRequest);

/** What the request DTO already checked, checked again where the event is made: nothing else can reach the inbox. */
const assertValidRequest = (data: ContactRequestedData): void => {
  if (!isSafeEmailAddress(data.email)) throw invalid();
  if (!data.message.trim() || data.message.length > CONTACT_LIMITS.message) throw invalid();
  for (const [line, limit] of [[data.name, CONTACT_LIMITS.name], [data.subject, CONTACT_LIMITS.subject]] as const) {
    if (line !== null && (line.length > limit || singleLine(line) !== line)) throw invalid();
  }
};

const notFound = () => new DomainError('CONTACT_REQUEST_NOT_FOUND', CONTACT_MESSAGES.requestNotFound, 'not_found');

//// Decide

const request = ({ data }: RequestContact, state: ContactRequestState): ContactRequestEvent[] => {
  if (state.status !== 'none') throw new DomainError('CONTACT_REQUEST_EXISTS', CONTACT_MESSAGES.requestExists, 'conflict');
  assertValidRequest(data);
  return [{ type: 'ContactRequested', data }];
};

/** A report of a send the log already holds (a retried job after a crash) adds nothing. */
const sent = ({ data }: RecordContactEmailSent, state: ContactRequestState): ContactRequestEvent[] => {
  if (state.status === 'none') throw notFound();
  if (state.status === 'sent') return [];
  return [{ type: 'ContactEmailSent', data }];
};

/** Once sent, a late failure report of an earlier attempt changes nothing. */
const failed = ({ data }: RecordContactEmailFailed, state: ContactRequestState): ContactRequestEvent[] => {
  if (state.status === 'none') throw notFound();
  if (state.status === 'sent') return [];
  return [{ type: 'ContactEmailFailed', data }];
};

//// Decider

export const contactRequestDecider: Decider<ContactRequestCommand, ContactRequestEvent, ContactRequestState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ContactRequested':
        return { status: 'waiting', request: event.data, attempts: 0 };
      case 'ContactEmailSent':
        return state.status === 'none' ? state : { status: 'sent', request: state.request, attempts: state.attempts, messageId: event.data.messageId };
      case 'ContactEmailFailed':
        return state.status === 'none' || state.status === 'sent'
          ? state
          : { status: event.data.final ? 'failed' : 'retrying', request: state.request, attempts: Math.max(state.attempts, event.data.attempt) };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestContact':
        return request(command, state);
      case 'RecordContactEmailSent':
        return sent(command, state);
      case 'RecordContactEmailFailed':
        return failed(command, state);
      default:
        return assertNever(command);
    }
  },
};
