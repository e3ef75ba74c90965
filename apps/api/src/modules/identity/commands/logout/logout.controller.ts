import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ROUTES, SESSION_COOKIE } from '@k9/contracts';
import { SessionService } from '../../session/session.service.js';
import { endSession } from '../../session/sign-in.js';

@ApiTags('identity')
@Controller()
export class LogoutController {
  constructor(private readonly sessions: SessionService) {}

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
