import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { USER_CLASS_EVENT_TYPES, type RecordedEvent, type UserClassEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { TouchedRows } from '../../../../platform/projections/touched-rows.js';
import { UserClassView } from './user-class.entity.js';

export const USER_CLASS_PROJECTION = 'identity-user-class';

@Injectable()
@ReadModelProjection()
export class UserClassProjection implements Projection {
  readonly name = USER_CLASS_PROJECTION;
  readonly eventTypes = USER_CLASS_EVENT_TYPES;
  readonly tables = ['identity_user_class'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<UserClassEvent>[];
    const rows = await TouchedRows.load(em, UserClassView, 'id', events.map((event) => event.data.classId));
    for (const event of events) {
      const at = new Date(event.metadata.occurredAt);
      const id = event.data.classId;
      switch (event.type) {
        case 'UserClassCreated':
        case 'UserClassRenamed': {
          const view = rows.get(id) ?? rows.create(id, { id, name: event.data.name, createdAt: at, updatedAt: at, version: 0 });
          Object.assign(view, { name: event.data.name, updatedAt: at, version: event.streamVersion });
          break;
        }
        case 'UserClassDeleted':
          rows.remove(id);
          break;
      }
    }
  }
}
