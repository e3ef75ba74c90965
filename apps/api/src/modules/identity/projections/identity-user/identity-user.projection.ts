import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, createdAsSuperAdmin, EMPTY_INFO, USER_EVENT_TYPES, type RecordedEvent, type UserClassDeleted, type UserEvent } from '@k9/domain';
import { normalizePhone } from '@k9/contracts';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher.js';
import { SESSION_AUTHENTICATOR } from '../../../../platform/realtime/session-authenticator.js';
// Type only: the session service reads this projection's name, and a value import both ways would be a cycle.
import type { SessionService } from '../../session/session.service.js';
import { UserView } from './identity-user.entity.js';

export const USER_PROJECTION = 'identity-user';

type Handled = UserEvent | UserClassDeleted;

@Injectable()
@ReadModelProjection()
export class UserProjection implements Projection {
  readonly name = USER_PROJECTION;
  readonly eventTypes = [...USER_EVENT_TYPES, 'UserClassDeleted'] as const;
  readonly tables = ['identity_user'] as const;

  constructor(
    private readonly realtime: RealtimePublisher,
    @Inject(SESSION_AUTHENTICATOR) private readonly sessions: Pick<SessionService, 'accountsChanged'>,
  ) {}

  /**
   * The user's open tabs re-read their profile at once: a renewed account unlocks, a deleted one signs out. Their
   * sockets move to the readers' rooms of the account as it is now (a class deleted: anyone's may).
   */
  afterCommit(events: RecordedEvent[]): void {
    const changed: string[] = [];
    let classDeleted = false;
    for (const event of events as unknown as RecordedEvent<Handled>[]) {
      if (event.type === 'UserClassDeleted') classDeleted = true;
      if (!('userId' in event.data)) continue;
      changed.push(event.data.userId);
      this.realtime.toUser(event.data.userId, 'account.changed', { userId: event.data.userId, change: event.type });
    }
    if (classDeleted || changed.length) this.sessions.accountsChanged(classDeleted ? null : changed);
  }

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<Handled>[];
    // One query loads every user the batch touches; findOne below then answers from the identity map.
    const ids = events.flatMap((event) => ('userId' in event.data ? [event.data.userId] : []));
    if (ids.length) await em.find(UserView, { id: { $in: ids } });
    for (const event of events) {
      if (event.type === 'UserClassDeleted') {
        const { classId } = event.data;
        for (const view of await em.find(UserView, { classIds: { $contains: [classId] } })) view.classIds = view.classIds.filter((id) => id !== classId);
        continue;
      }
      const at = new Date(event.metadata.occurredAt);
      const by = event.metadata.actorEmail;
      if (event.type === 'UserCreated' || event.type === 'UserRegistered') {
        const { data } = event;
        const created = event.type === 'UserCreated' ? new Date(event.data.createdAt) : new Date(event.data.registeredAt);
        const existing = await em.findOne(UserView, data.userId);
        const view = existing ?? em.create(UserView, { id: data.userId, name: data.name, isAdmin: false, isSuperAdmin: false, isAuditor: false, mustChangePassword: false, classIds: [], source: 'admin', info: EMPTY_INFO, createdAt: created, version: 0 });
        Object.assign(view, {
          email: data.email,
          username: data.username,
          name: data.name,
          phone: data.phone ?? null,
          phoneNormalized: data.phone ? normalizePhone(data.phone) || null : null,
          isAdmin: event.type === 'UserCreated' ? event.data.isAdmin : false,
          isSuperAdmin: event.type === 'UserCreated' ? createdAsSuperAdmin(event.data) : false,
          isAuditor: false,
          passwordHash: data.passwordHash,
          mustChangePassword: event.type === 'UserCreated' ? (event.data.mustChangePassword ?? false) : false,
          info: data.info ?? EMPTY_INFO,
          classIds: event.type === 'UserCreated' ? (event.data.classIds ?? []) : [],
          source: event.type === 'UserCreated' ? event.data.source : 'registration',
          createdAt: created,
          createdBy: event.type === 'UserCreated' ? by : null,
          updatedAt: null,
          updatedBy: null,
          version: event.streamVersion,
        });
        em.persist(view);
        continue;
      }
      const view = await em.findOne(UserView, event.data.userId);
      if (!view) continue;
      if (event.type === 'UserDeleted') {
        em.remove(view);
        continue;
      }
      this.change(view, event);
      Object.assign(view, { updatedAt: at, updatedBy: by, version: event.streamVersion });
    }
  }

  private change(view: UserView, event: Exclude<UserEvent, { type: 'UserCreated' | 'UserRegistered' | 'UserDeleted' }>): void {
    switch (event.type) {
      case 'UserDetailsChanged': {
        const { name, email, username, phone, note } = event.data;
        Object.assign(view, { name, email, username, phone, phoneNormalized: phone ? normalizePhone(phone) || null : null, info: { ...view.info, note } });
        return;
      }
      case 'UserValiditySet': {
        const { startDate, durationDays, expiryDate } = event.data;
        view.info = { ...view.info, startDate, durationDays, expiryDate };
        return;
      }
      case 'UserPasswordReset':
        Object.assign(view, { passwordHash: event.data.passwordHash, mustChangePassword: true });
        return;
      case 'UserPasswordChanged':
        Object.assign(view, { passwordHash: event.data.passwordHash, mustChangePassword: false });
        return;
      case 'UserClassesAssigned':
        view.classIds = event.data.classIds;
        return;
      case 'GoogleAccountLinked':
        view.googleId = event.data.googleId;
        return;
      case 'AdminRightsGranted':
        view.isAdmin = true;
        return;
      case 'AdminRightsWithdrawn':
        view.isAdmin = false;
        return;
      case 'AuditorRightsGranted':
        view.isAuditor = true;
        return;
      case 'AuditorRightsRevoked':
        view.isAuditor = false;
        return;
      case 'UserIdentifierRepaired':
        view[event.data.field] = event.data.value;
        return;
      default:
        assertNever(event);
    }
  }
}
