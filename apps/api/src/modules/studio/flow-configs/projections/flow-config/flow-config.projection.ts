import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, FLOW_CONFIG_EVENT_TYPES, type FlowConfigEvent, type RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../../platform/projections/projection.decorator.js';
import { TouchedRows } from '../../../../../platform/projections/touched-rows.js';
import { FlowConfigView } from './flow-config.entity.js';

export const FLOW_CONFIG_PROJECTION = 'studio-flow-config';

/** studio_flow_config: the flow configs as last saved; a deleted one leaves the table (its stream keeps it). */
@Injectable()
@ReadModelProjection()
export class FlowConfigProjection implements Projection {
  readonly name = FLOW_CONFIG_PROJECTION;
  readonly eventTypes = FLOW_CONFIG_EVENT_TYPES;
  readonly tables = ['studio_flow_config'] as const;

  /** The rows the batch touches are loaded in one query and changed in memory; the runner flushes them. */
  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<FlowConfigEvent>[];
    const rows = await TouchedRows.load(em, FlowConfigView, 'id', events.filter((event) => event.type !== 'FlowConfigCreated').map((event) => event.data.configId));
    for (const event of events) {
      const at = new Date(event.metadata.occurredAt);
      const stamp = { updatedAt: at, updatedBy: event.metadata.actorEmail, version: event.streamVersion, lastPosition: event.globalPosition };
      switch (event.type) {
        case 'FlowConfigCreated': {
          const { configId, ...fields } = event.data;
          rows.create(configId, { id: configId, ...fields, createdAt: at, userCreate: event.metadata.actorEmail, ...stamp });
          break;
        }
        case 'FlowConfigEdited': {
          const view = rows.get(event.data.configId);
          if (view) Object.assign(view, event.data.changes, stamp);
          break;
        }
        case 'FlowConfigDeleted':
          rows.remove(event.data.configId);
          break;
        default:
          assertNever(event);
      }
    }
  }
}
