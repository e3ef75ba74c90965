import {
  applyDecorators,
  createParamDecorator,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import { LOGIN_MESSAGES } from '@k9/contracts';
import { UsersRepository } from '../users.repository.js';
import type { SessionUser } from '../session/session-user.js';

/** The session's user, fresh from the read model (so a revoked admin loses rights at once); 401 when signed out. */
async function requireUser(context: ExecutionContext, users: UsersRepository): Promise<SessionUser> {
  const request = context.switchToHttp().getRequest<Request>();
  const userId = request.session?.userId;
  const user = request.user ?? (userId ? await users.findById(userId) : null);
  if (!user) throw new UnauthorizedException({ statusCode: 401, message: LOGIN_MESSAGES.signInRequired, code: 'SIGN_IN_REQUIRED' });
  request.user = user;
  return user;
}

@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly users: UsersRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await requireUser(context, this.users);
    return true;
  }
}

@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly users: UsersRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!(await requireUser(context, this.users)).isAdmin) {
      throw new ForbiddenException({ statusCode: 403, message: LOGIN_MESSAGES.adminRequired, code: 'ADMIN_REQUIRED' });
    }
    return true;
  }
}

/** Any signed-in user. */
export const SignedIn = () => applyDecorators(UseGuards(SignedInGuard), ApiCookieAuth());
/** Admins only (isAdmin). */
export const AdminOnly = () => applyDecorators(UseGuards(AdminGuard), ApiCookieAuth());

/** The signed-in user; use behind SignedIn() or AdminOnly(). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<Request>().user;
  if (!user) throw new UnauthorizedException({ statusCode: 401, message: LOGIN_MESSAGES.signInRequired, code: 'SIGN_IN_REQUIRED' });
  return user;
});
