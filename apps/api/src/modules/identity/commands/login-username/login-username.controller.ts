import { Body, Controller, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LOGIN_MESSAGES, LoginUsernameRequest, ROUTES, SESSION_COOKIE, type LoginResponse } from '@k9/contracts';
import { verifyPassword } from '../../password.js';
import { UsersRepository } from '../../users.repository.js';

const call = (fn: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((error) => (error ? reject(error) : resolve())));

@ApiTags('identity')
@Controller()
export class LoginUsernameController {
  constructor(private readonly users: UsersRepository) {}

  @Post(ROUTES.loginUsername)
  @HttpCode(200)
  @ApiOperation({ summary: 'Đăng nhập bằng username (hoặc email) và mật khẩu' })
  async login(@Body() body: LoginUsernameRequest, @Req() request: Request): Promise<LoginResponse> {
    const found = await this.users.findForLogin(body.username);
    const valid = await verifyPassword(body.password, found?.passwordHash ?? null);
    if (!found || !valid) {
      throw new UnauthorizedException({ statusCode: 401, success: false, message: LOGIN_MESSAGES.wrongCredentials, code: 'WRONG_CREDENTIALS' });
    }
    // A new session id at every login: a session fixed before login is worthless after it.
    await call((done) => request.session.regenerate(done));
    request.session.userId = found.user.id;
    await call((done) => request.session.save(done));
    return { success: true, message: LOGIN_MESSAGES.success };
  }

  @Post(ROUTES.logout)
  @HttpCode(200)
  @ApiOperation({ summary: 'Đăng xuất: huỷ phiên trên máy chủ' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ success: boolean }> {
    if (request.session) await call((done) => request.session.destroy(done));
    response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { success: true };
  }
}
