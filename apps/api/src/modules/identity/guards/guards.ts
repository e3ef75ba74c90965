import {
  applyDecorators,
  createParamDecorator,
  ForbiddenException,
  HttpException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth } from '@nestjs/swagger';
import type { Request, RequestHandler } from 'express';
import { accountValidity, canUseLearnerArea, type AccountState } from '@k9/domain';
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES, type AccountBlockedError } from '@k9/contracts';
import { UsersRepository } from '../users.repository.js';
import { sessionUserId } from '../session/session-middleware.js';
import type { SessionUser } from '../session/session-user.js';

const ALLOW_INACTIVE = 'identity:allow-inactive';

const BLOCKED_MESSAGES: Partial<Record<AccountState, string>> = {
  no_setup: ACCOUNT_MESSAGES.notSetUp,
  not_started: ACCOUNT_MESSAGES.notStarted,
  expired: ACCOUNT_MESSAGES.expired,
};

/** The session's user, fresh from the read model (so a revoked admin loses rights at once); 401 when signed out. */
async function requireUser(request: Request, users: UsersRepository): Promise<SessionUser> {
  const userId = sessionUserId(request);
  const user = request.user ?? (userId ? await users.findById(userId) : null);
  if (!user) throw new UnauthorizedException({ statusCode: 401, message: LOGIN_MESSAGES.signInRequired, code: 'SIGN_IN_REQUIRED' });
  request.user = user;
  return user;
}

/** 403 with a machine-readable reason unless the account may use the learner area now. */
export function assertAccountUsable(user: SessionUser, now = Date.now()): void {
  const { state } = accountValidity(user, now);
  if (!canUseLearnerArea(state)) {
    const body: AccountBlockedError = { statusCode: 403, code: 'ACCOUNT_NOT_ACTIVE', reason: state, message: BLOCKED_MESSAGES[state] ?? ACCOUNT_MESSAGES.expired };
    throw new ForbiddenException(body);
  }
  if (user.mustChangePassword) {
    const body: AccountBlockedError = { statusCode: 403, code: 'PASSWORD_CHANGE_REQUIRED', reason: 'password_change_required', message: ACCOUNT_MESSAGES.passwordChangeRequired };
    throw new ForbiddenException(body);
  }
}

/**
 * Until when `assertAccountUsable` answers the same for this user if nothing about them changes: the next instant
 * their account starts or expires (at most an hour ahead; admins' and auditors' accounts neither start nor expire
 * while they hold the role). Caches of signed-in answers keep them no longer.
 */
export function accessValidUntil(user: SessionUser, now = Date.now()): number {
  if (accountValidity(user, now).state === 'admin') return now + 3_600_000;
  const start = Date.parse(user.info?.startDate ?? '');
  const expiry = Date.parse(user.info?.expiryDate ?? '');
  const changes = [start, expiry + 1].filter((time) => Number.isFinite(time) && time > now);
  return Math.min(now + 3_600_000, ...changes);
}

/** Signed in, with a usable account (valid now, password not pending a change) unless the route allows otherwise. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly users: UsersRepository,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = await requireUser(context.switchToHttp().getRequest<Request>(), this.users);
    const allowInactive = this.reflector.getAllAndOverride<boolean>(ALLOW_INACTIVE, [context.getHandler(), context.getClass()]);
    if (!allowInactive) assertAccountUsable(user);
    return true;
  }
}

/**
 * An admin whose account is usable: 401 signed out, 403 `ADMIN_REQUIRED` for anyone else, and an admin whose password
 * an admin set gets 403 `PASSWORD_CHANGE_REQUIRED` (as learners do) until they choose their own: until then the
 * password is one somebody else knows.
 */
async function requireAdmin(request: Request, users: UsersRepository): Promise<SessionUser> {
  const user = await requireUser(request, users);
  if (!user.isAdmin) throw new ForbiddenException({ statusCode: 403, message: LOGIN_MESSAGES.adminRequired, code: 'ADMIN_REQUIRED' });
  assertAccountUsable(user);
  return user;
}

@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly users: UsersRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await requireAdmin(context.switchToHttp().getRequest<Request>(), this.users);
    return true;
  }
}

/** AdminOnly() for what is served outside Nest's controllers (the API docs): the same answers, as middleware. */
export const adminOnlyMiddleware =
  (users: UsersRepository): RequestHandler =>
  (request, response, next) => {
    void requireAdmin(request, users).then(
      () => next(),
      (error: unknown) => {
        if (!(error instanceof HttpException)) return next(error);
        response.status(error.getStatus()).json(error.getResponse());
      },
    );
  };

/** Any signed-in user whose account is usable now (learner endpoints): 401 signed out, 403 with a reason otherwise. */
export const SignedIn = () => applyDecorators(UseGuards(SignedInGuard), ApiCookieAuth());
/** Signed in, whatever the account's state: the profile, the own password. */
export const SignedInAnyState = () => applyDecorators(SetMetadata(ALLOW_INACTIVE, true), UseGuards(SignedInGuard), ApiCookieAuth());
/** Admins only (isAdmin). */
export const AdminOnly = () => applyDecorators(UseGuards(AdminGuard), ApiCookieAuth());

/** The signed-in user; use behind SignedIn() or AdminOnly(). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<Request>().user;
  if (!user) throw new UnauthorizedException({ statusCode: 401, message: LOGIN_MESSAGES.signInRequired, code: 'SIGN_IN_REQUIRED' });
  return user;
});
