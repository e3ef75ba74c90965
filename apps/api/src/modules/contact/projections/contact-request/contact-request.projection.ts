import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, CONTACT_REQUEST_EVENT_TYPES, type ContactRequestEvent, type ContactRequestStatus, type RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { TouchedRows } from '../../../../platform/projections/touched-rows.js';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher.js';
import { ContactRequestView } from './contact-request.entity.js';

export const CONTACT_REQUEST_PROJECTION = 'contact-request';

/** contact_request: each request and its e-mail's state (waiting, retrying with the last reason, sent, failed). */
@Injectable()
@ReadModelProjection()
export class ContactRequestProjection implements Projection {
  constructor(private readonly realtime: RealtimePublisher) {}

  readonly name = CONTACT_REQUEST_PROJECTION;
  readonly eventTypes = CONTACT_REQUEST_EVENT_TYPES;
  readonly tables = ['contact_request'] as const;

  /** The rows the batch touches are loaded in one query and changed in memory; the runner flushes them. */
  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<ContactRequestEvent>[];
    const rows = await TouchedRows.load(em, ContactRequestView, 'id', events.filter((event) => event.type !== 'ContactRequested').map((event) => event.data.requestId));
    for (const event of events) {
      const stamp = { version: event.streamVersion, lastPosition: event.globalPosition };
      switch (event.type) {
        case 'ContactRequested': {
          const { requestId, requestedAt, ...fields } = event.data;
          rows.create(requestId, { id: requestId, ...fields, requestedAt: new Date(requestedAt), status: 'waiting', attempts: 0, ...stamp });
          break;
        }
        case 'ContactEmailSent': {
          const view = rows.get(event.data.requestId);
          if (view) Object.assign(view, { status: 'sent', sentAt: new Date(event.data.sentAt), messageId: event.data.messageId, ...stamp });
          break;
        }
        case 'ContactEmailFailed': {
          const view = rows.get(event.data.requestId);
          if (view) Object.assign(view, { status: event.data.final ? 'failed' : 'retrying', attempts: Math.max(view.attempts, event.data.attempt), lastError: event.data.reason, ...stamp });
          break;
        }
        default:
          assertNever(event);
      }
    }
  }

  /** Open admin lists read again when a request arrives or its e-mail goes out (or fails): one message per batch. */
  afterCommit(events: RecordedEvent[]): void {
    const latest = new Map<string, ContactRequestStatus>();
    for (const event of events as unknown as RecordedEvent<ContactRequestEvent>[]) latest.set(event.data.requestId, statusAfter(event));
    if (latest.size) this.realtime.toAdmins('contact.changed', { ids: [...latest.keys()], statuses: [...latest.values()] });
  }
}

const statusAfter = (event: ContactRequestEvent): ContactRequestStatus => {
  switch (event.type) {
    case 'ContactRequested':
      return 'waiting';
    case 'ContactEmailSent':
      return 'sent';
    case 'ContactEmailFailed':
      return event.data.final ? 'failed' : 'retrying';
    default:
      return assertNever(event);
  }
};
