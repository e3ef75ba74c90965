import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { accountValidity } from '@k9/domain';
import { ROUTES, type Profile } from '@k9/contracts';
import { CurrentUser, SignedInAnyState } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';

@ApiTags('identity')
@Controller()
export class ProfileController {
  @Get(ROUTES.profile)
  @SignedInAnyState()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Người dùng hiện tại và trạng thái thời hạn tài khoản (401 khi chưa đăng nhập)' })
  profile(@CurrentUser() user: SessionUser): Profile {
    const now = Date.now();
    return { ...user, validity: accountValidity(user, now), serverTime: new Date(now).toISOString() };
  }
}
