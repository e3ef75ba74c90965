import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, type RecordedEvent, type UserEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { UserView } from './identity-user.entity.js';

export const USER_PROJECTION = 'identity-user';

@Injectable()
@ReadModelProjection()
export class UserProjection implements Projection {
  readonly name = USER_PROJECTION;
  readonly eventTypes = ['UserCreated'] as const;
  readonly tables = ['identity_user'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<UserEvent>[];
    // One query loads every user the batch touches; findOne below then answers from the identity map.
    await em.find(UserView, { id: { $in: events.map((event) => event.data.userId) } });
    for (const event of events) {
      switch (event.type) {
        case 'UserCreated': {
          const { userId, email, username, name, isAdmin, passwordHash, createdAt } = event.data;
          const existing = await em.findOne(UserView, userId);
          const view = existing ?? em.create(UserView, { id: userId, name, isAdmin, createdAt: new Date(createdAt), version: 0 });
          Object.assign(view, { email, username, name, isAdmin, passwordHash, createdAt: new Date(createdAt), version: event.streamVersion });
          em.persist(view);
          break;
        }
        default:
          assertNever(event.type);
      }
    }
  }
}
