import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { AuditLog } from '../../audit-log.js';

export const AUDIT_EVENT_PROJECTION = 'audit-event';

const COLUMNS = ['position', 'stream_id', 'stream_kind', 'version', 'type', 'occurred_at', 'actor_id', 'actor_email', 'correlation_id', 'personal', 'data'] as const;
const ROW = `(${COLUMNS.map((column) => (column === 'data' ? '?::jsonb' : '?')).join(', ')})`;

/**
 * audit_event: one row per event of every type the contexts declared for auditors, with the event's metadata and its
 * data through the allow-list (what is not listed is never stored here). A rebuild restores it like any read model.
 */
@Injectable()
@ReadModelProjection()
export class AuditEventProjection implements Projection {
  readonly name = AUDIT_EVENT_PROJECTION;
  readonly eventTypes: readonly string[];
  readonly tables = ['audit_event'] as const;

  constructor(private readonly log: AuditLog) {
    this.eventTypes = log.catalogue.eventTypes;
  }

  async apply(em: EntityManager, events: RecordedEvent[]): Promise<void> {
    const rows = events.map((event) => {
      const shown = this.log.catalogue.shown(event.type, event.data);
      return [
        event.globalPosition, event.streamId, this.log.catalogue.kindOf(event.streamId), event.streamVersion, event.type, event.metadata.occurredAt,
        event.metadata.actorId, event.metadata.actorEmail, event.metadata.correlationId, shown.personal, JSON.stringify(shown.data),
      ];
    });
    for (let start = 0; start < rows.length; start += 500) {
      const chunk = rows.slice(start, start + 500);
      await em.execute(`INSERT INTO audit_event (${COLUMNS.join(', ')}) VALUES ${chunk.map(() => ROW).join(', ')} ON CONFLICT (position) DO NOTHING`, chunk.flat());
    }
  }
}
