import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { USER_EVENT_TYPES, type RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../platform/projections/projection.decorator.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { USER_PROJECTION } from '../projections/identity-user/identity-user.projection.js';
import { SessionService } from './session.service.js';

export const SESSION_REVOCATION = 'identity-session-revocation';

/** Events after which a user's older sessions must not go on. */
export const REVOKING = new Set<string>(['UserPasswordChanged', 'UserPasswordReset', 'UserDeleted']);

/** The session that made a credential change goes on (its `sessionKey` metadata); none does when the account is deleted. */
export const keptSession = (event: { type: string; metadata: Record<string, unknown> }): string | null => {
  const key = event.type === 'UserDeleted' ? null : event.metadata[SESSION_KEY_METADATA];
  return typeof key === 'string' ? key : null;
};

/** Event metadata naming the session that made the change (`sessionKey(sid)`): that one session goes on. */
export const SESSION_KEY_METADATA = 'sessionKey';

/**
 * Ends sessions when credentials change: a password change (own) or reset (admin), or the account's deletion, ends
 * every session of that user whose credentials were checked before the event (`auth_position` below its position),
 * except the session that made the change. Runs as a processor over the event log, so it does not matter which
 * instance handled the request; a batch completes only once every instance has dropped those sessions from its cache
 * (and is closing their sockets). Commands that change credentials wait for it before answering, so the change is
 * effective on every instance by the time its response is sent.
 *
 * The instance that stored the event has already done the same before answering (AccountsService): a security effect
 * never waits for the instance that applies the projections. This processor covers every instance's sessions whatever
 * wrote the event, and ending is idempotent.
 *
 * Replaying it (rebuild) ends nothing that should live on: a session created after an event has a higher
 * `auth_position` than that event.
 */
@Injectable()
@ReadModelProjection()
export class SessionRevocationProcessor implements Projection {
  readonly name = SESSION_REVOCATION;
  // Every user event, not only the revoking ones: the stored checkpoint then follows every user command, so an
  // instance that only follows checkpoints (RUN_PROJECTIONS=false) can wait for it after any of them.
  readonly eventTypes = USER_EVENT_TYPES;
  /** Sessions are not a read model: a rebuild empties nothing. */
  readonly tables = [] as const;

  constructor(
    private readonly sessions: SessionService,
    private readonly projections: ProjectionsService,
  ) {}

  /**
   * A switch of event store (or of its server): every live session counts as checked at the new store's head, so a
   * credential change written there later ends it (its old stamp, a position of the other store, compares with nothing
   * here).
   */
  async startAtHead(em: EntityManager, head: number): Promise<void> {
    await em.execute(`UPDATE http_session SET auth_position = ?`, [head]);
  }

  async apply(_em: EntityManager, events: RecordedEvent[]): Promise<void> {
    for (const event of events) {
      // Not a credential: the sessions go on, but a socket opened as an admin's must not. Sockets are checked against
      // the user read model, so it must show the withdrawal first.
      if (event.type === 'AdminRightsWithdrawn') {
        await this.projections.waitFor(event.globalPosition, [USER_PROJECTION]);
        await this.sessions.rightsChanged((event.data as { userId: string }).userId);
      }
      if (!REVOKING.has(event.type)) continue;
      const { userId } = event.data as { userId: string };
      const keep = keptSession(event);
      // Outside the batch's transaction, so that every instance is told only once the rows are gone; ending is
      // idempotent, so a batch that is retried ends nothing twice.
      await this.sessions.revoke(userId, event.globalPosition, keep);
    }
  }
}
