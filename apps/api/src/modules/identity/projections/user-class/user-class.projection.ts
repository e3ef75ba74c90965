import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { USER_CLASS_EVENT_TYPES, type RecordedEvent, type UserClassEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { UserClassView } from './user-class.entity.js';

export const USER_CLASS_PROJECTION = 'identity-user-class';

@Injectable()
@ReadModelProjection()
export class UserClassProjection implements Projection {
  readonly name = USER_CLASS_PROJECTION;
  readonly eventTypes = USER_CLASS_EVENT_TYPES;
  readonly tables = ['identity_user_class'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    for (const event of recorded as unknown as RecordedEvent<UserClassEvent>[]) {
      const at = new Date(event.metadata.occurredAt);
      const existing = await em.findOne(UserClassView, event.data.classId);
      switch (event.type) {
        case 'UserClassCreated':
        case 'UserClassRenamed': {
          const view = existing ?? em.create(UserClassView, { id: event.data.classId, name: event.data.name, createdAt: at, updatedAt: at, version: 0 });
          Object.assign(view, { name: event.data.name, updatedAt: at, version: event.streamVersion });
          em.persist(view);
          break;
        }
        case 'UserClassDeleted':
          if (existing) em.remove(existing);
          break;
      }
    }
  }
}
