import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_QUEUE_ROOM, ALL_RECORDS_ROOM, PUBLIC_RECORDS_ROOM } from '@k9/contracts';
import { AI_SUMMARY_EVENT_TYPES, aiSummaryKindOf, assertNever, type AiSummaryEvent, type RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../../platform/projections/projection.decorator.js';
import { TouchedRows } from '../../../../../platform/projections/touched-rows.js';
import { RealtimePublisher } from '../../../../../platform/realtime/realtime.publisher.js';
import { AiSummaryView } from './ai-summary.entity.js';

export const AI_SUMMARY_PROJECTION = 'content-ai-summary';

/** content_ai_summary: the reports as last saved; a deleted one leaves the table (the audit keeps it). */
@Injectable()
@ReadModelProjection()
export class AiSummaryProjection implements Projection {
  constructor(private readonly realtime: RealtimePublisher) {}

  readonly name = AI_SUMMARY_PROJECTION;
  readonly eventTypes = AI_SUMMARY_EVENT_TYPES;
  readonly tables = ['content_ai_summary'] as const;
  /** The reports of the batch that learners could read before it or can after it (published): their lists hear of them. */
  private learnerNews = new Set<number>();

  /** The rows the batch touches are loaded in one query and changed in memory; the runner flushes them. */
  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<AiSummaryEvent>[];
    const rows = await TouchedRows.load(em, AiSummaryView, 'id', events.filter((event) => event.type !== 'AiSummaryCreated').map((event) => event.data.summaryId));
    for (const event of events) {
      if (rows.get(event.data.summaryId)?.status === 'published') this.learnerNews.add(event.data.summaryId);
      const at = new Date(event.metadata.occurredAt);
      const by = event.metadata.actorEmail;
      const stamp = { updatedAt: at, updatedBy: by, version: event.streamVersion, lastPosition: event.globalPosition };
      switch (event.type) {
        case 'AiSummaryCreated': {
          const { summaryId, provenance, ...fields } = event.data;
          const view = rows.create(summaryId, {
            id: summaryId,
            kind: aiSummaryKindOf(fields.info),
            ...fields,
            origin: provenance.origin,
            model: provenance.origin === 'ai' ? provenance.model : null,
            createdAt: at,
            createdBy: by,
            ...stamp,
          });
          if (view.status === 'published') this.learnerNews.add(summaryId);
          break;
        }
        case 'AiSummaryEdited': {
          const view = rows.get(event.data.summaryId);
          if (!view) break;
          Object.assign(view, event.data.changes, stamp);
          view.kind = aiSummaryKindOf(view.info);
          if (view.status === 'published') this.learnerNews.add(event.data.summaryId);
          break;
        }
        case 'AiSummaryDeleted':
          rows.remove(event.data.summaryId);
          break;
        default:
          assertNever(event);
      }
    }
  }

  /**
   * Admin screens (the report and reportDN views, the queue room) and admins anywhere (their readers' room) refresh when
   * anyone saves a report; the learners' reports list when a report they could or can read changes (published before
   * or after: a draft's news stays with the admins). One message per socket.
   */
  afterCommit(events: RecordedEvent[]): void {
    const learnerNews = this.learnerNews;
    this.learnerNews = new Set();
    for (const event of events as unknown as RecordedEvent<AiSummaryEvent>[]) {
      const id = event.data.summaryId;
      const rooms = learnerNews.has(id) ? [ADMIN_QUEUE_ROOM, ALL_RECORDS_ROOM, PUBLIC_RECORDS_ROOM] : [ADMIN_QUEUE_ROOM, ALL_RECORDS_ROOM];
      this.realtime.toRooms(rooms, 'ai-summary.changed', { id, change: event.type, version: event.streamVersion });
    }
  }
}
