import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, CONTENT_IMPORT_EVENT_TYPES, type ContentImportEvent, type RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../../platform/projections/projection.decorator.js';
import { TouchedRows } from '../../../../../platform/projections/touched-rows.js';
import { ContentImportView } from './content-import.entity.js';

export const CONTENT_IMPORT_PROJECTION = 'content-import';

@Injectable()
@ReadModelProjection()
export class ContentImportProjection implements Projection {
  readonly name = CONTENT_IMPORT_PROJECTION;
  readonly eventTypes = CONTENT_IMPORT_EVENT_TYPES;
  readonly tables = ['content_import'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<ContentImportEvent>[];
    const rows = await TouchedRows.load(em, ContentImportView, 'importId', events.filter((event) => event.type !== 'ContentImportPrepared').map((event) => event.data.importId));
    for (const event of events) {
      const at = new Date(event.metadata.occurredAt);
      if (event.type === 'ContentImportPrepared') {
        rows.create(event.data.importId, {
          ...event.data,
          status: 'prepared',
          created: 0,
          failed: 0,
          attempt: 0,
          failure: null,
          confirmedBy: null,
          confirmedAt: null,
          completedAt: null,
          preparedBy: event.metadata.actorEmail,
          preparedAt: at,
          version: event.streamVersion,
          lastPosition: event.globalPosition,
        });
        continue;
      }
      const view = rows.get(event.data.importId);
      if (!view) continue;
      view.version = event.streamVersion;
      view.lastPosition = event.globalPosition;
      switch (event.type) {
        case 'ContentImportConfirmed':
          Object.assign(view, { status: 'importing', attempt: event.data.attempt, confirmedBy: event.metadata.actorEmail, confirmedAt: at, failure: null });
          break;
        case 'ContentImportCompleted':
          Object.assign(view, { status: 'completed', created: event.data.created, failed: event.data.failed, completedAt: at });
          break;
        case 'ContentImportFailed':
          Object.assign(view, { status: 'failed', failure: event.data.reason });
          break;
        default:
          assertNever(event);
      }
    }
  }
}
