import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { LOGIN_MESSAGES, type LoginUsernameRequest } from '@k9/contracts';
import { verifyPassword } from '../../password.js';
import { SessionService } from '../../session/session.service.js';
import { startSession } from '../../session/sign-in.js';
import { LoginThrottle } from '../../throttle/login-throttle.js';
import { UsersRepository } from '../../users.repository.js';

/** A username (or e-mail) and password checked under the throttle, then a new session. Answers whether the password must change. */
@Injectable()
export class LoginUsername {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
  ) {}

  async run(body: LoginUsernameRequest, request: Request): Promise<{ mustChangePassword: boolean }> {
    const ip = request.ip ?? 'unknown';
    await this.throttle.beforeAttempt(body.username, ip);
    // Read before the password is checked: a credential change after this position ends the session.
    const authPosition = await this.sessions.credentialsCheckpoint();
    const found = await this.users.findForLogin(body.username);
    const valid = await verifyPassword(body.password, found?.passwordHash ?? null);
    if (!found || !valid) {
      await this.throttle.failed(body.username, ip);
      throw new UnauthorizedException({ statusCode: 401, success: false, message: LOGIN_MESSAGES.wrongCredentials, code: 'WRONG_CREDENTIALS' });
    }
    await this.throttle.succeeded(body.username, ip);
    await startSession(request, found.user.id, { authPosition, initialPassword: found.user.mustChangePassword });
    return { mustChangePassword: found.user.mustChangePassword };
  }
}
