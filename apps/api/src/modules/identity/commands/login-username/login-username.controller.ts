import { Body, Controller, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LOGIN_MESSAGES, LoginUsernameRequest, ROUTES, SESSION_COOKIE, type LoginResponse } from '@k9/contracts';
import { verifyPassword } from '../../password.js';
import { SessionService } from '../../session/session.service.js';
import { endSession, startSession } from '../../session/sign-in.js';
import { LoginThrottle } from '../../throttle/login-throttle.js';
import { UsersRepository } from '../../users.repository.js';

@ApiTags('identity')
@Controller()
export class LoginUsernameController {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
  ) {}

  @Post(ROUTES.loginUsername)
  @HttpCode(200)
  @ApiOperation({ summary: 'Đăng nhập bằng username (hoặc email) và mật khẩu; sai nhiều lần: chậm dần rồi 429' })
  async login(@Body() body: LoginUsernameRequest, @Req() request: Request): Promise<LoginResponse> {
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
    return { success: true, message: LOGIN_MESSAGES.success, ...(found.user.mustChangePassword ? { mustChangePassword: true } : {}) };
  }

  @Post(ROUTES.logout)
  @HttpCode(200)
  @ApiOperation({ summary: 'Đăng xuất: hủy phiên trên máy chủ' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ success: boolean }> {
    const userId = await endSession(request);
    // This instance's sockets of that session are closed before the answer; other instances' on the NOTIFY.
    if (userId) await this.sessions.sessionsEnded(userId);
    response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { success: true };
  }
}
