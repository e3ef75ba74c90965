import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { accountValidity } from '@k9/domain';
import { ROUTES, type Profile, type PublicSession } from '@k9/contracts';
import { CurrentUser, SignedInAnyState } from '../../guards/guards.js';
import { sessionUserId } from '../../session/session-middleware.js';
import type { SessionUser } from '../../session/session-user.js';
import { UsersRepository } from '../../users.repository.js';

const profileOf = (user: SessionUser): Profile => {
  const now = Date.now();
  return { ...user, validity: accountValidity(user, now), serverTime: new Date(now).toISOString() };
};

@ApiTags('identity')
@Controller()
export class ProfileController {
  constructor(private readonly users: UsersRepository) {}

  @Get(ROUTES.profile)
  @SignedInAnyState()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Người dùng hiện tại và trạng thái thời hạn tài khoản (401 khi chưa đăng nhập)' })
  profile(@CurrentUser() user: SessionUser): Profile {
    return profileOf(user);
  }

  /**
   * What a public page asks: a visitor is not an error there, so the answer is 200 either way (GET /profile answers
   * 401, which the guards of the signed-in screens need). Without a session cookie it reads nothing.
   */
  @Get(ROUTES.publicSession)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Người đang xem trang công khai: { user } như GET /profile khi đã đăng nhập, user = null với khách (luôn 200)' })
  async session(@Req() request: Request): Promise<PublicSession> {
    const userId = sessionUserId(request);
    const user = userId ? await this.users.findById(userId) : null;
    return { user: user ? profileOf(user) : null };
  }
}
