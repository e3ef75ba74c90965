import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { Request } from 'express';
import { ACCOUNT_MESSAGES, type ChangePasswordRequest } from '@k9/contracts';
import type { EventStore } from '@k9/domain';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.token.js';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { catchUpWithLog } from '../../../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../../../platform/projections/projections.service.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { verifyPassword } from '../../password.js';
import { SESSION_KEY_METADATA, SESSION_REVOCATION } from '../../session/session-revocation.processor.js';
import { sessionIdOf } from '../../session/session-middleware.js';
import { sessionKey } from '../../session/session-store.js';
import type { SessionUser } from '../../session/session-user.js';
import { SessionService } from '../../session/session.service.js';
import { LoginThrottle } from '../../throttle/login-throttle.js';
import { UsersRepository } from '../../users.repository.js';

const refused = (code: string, message: string) => new UnprocessableEntityException({ statusCode: 422, code, message });

/** One's own new password: every other session of the account ends before the answer; this one goes on. */
@Injectable()
export class ChangePassword {
  constructor(
    private readonly accounts: AccountsService,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly projections: ProjectionsService,
    private readonly throttle: LoginThrottle,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async run(body: ChangePasswordRequest, user: SessionUser, request: Request): Promise<void> {
    const hash = await this.users.passwordHashOf(user.id);
    if (hash) {
      await this.proveCurrentPassword(body, user, hash, request);
      if (await verifyPassword(body.newPassword, hash)) throw refused('SAME_PASSWORD', ACCOUNT_MESSAGES.passwordSameAsOld);
    }
    // The event names this session, which goes on; every other session of the user ends (SessionRevocationProcessor).
    await this.accounts.changeOwnPassword(user.id, body.newPassword, { ...metadataFor(request, user), [SESSION_KEY_METADATA]: sessionKey(sessionIdOf(request) ?? '') });
    const position = await catchUpWithLog(this.projections, this.store, [SESSION_REVOCATION]);
    await this.sessions.sessionsEnded(user.id);
    // This session now stands for the new password; it no longer holds a one-time one.
    request.session.authPosition = position;
    delete request.session.initialPassword;
  }

  /**
   * A secret proven now: the current password, or, for the forced change, a session that signed in with the
   * one-time password an admin set (a session from before that reset has ended with it). Wrong guesses count as
   * failed sign-ins of the account and the address.
   */
  private async proveCurrentPassword(body: ChangePasswordRequest, user: SessionUser, hash: string, request: Request): Promise<void> {
    if (user.mustChangePassword && request.session.initialPassword === true) return;
    if (!body.currentPassword) throw refused('CURRENT_PASSWORD_REQUIRED', ACCOUNT_MESSAGES.currentPasswordRequired);
    // Counted as failed sign-ins of this account (the throttle finds it by its username or e-mail).
    const login = user.username ?? user.email ?? user.id;
    const ip = request.ip ?? 'unknown';
    await this.throttle.beforeAttempt(login, ip);
    if (!(await verifyPassword(body.currentPassword, hash))) {
      await this.throttle.failed(login, ip);
      throw refused('WRONG_PASSWORD', ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    await this.throttle.succeeded(login, ip);
  }
}
