import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, type Profile } from '@k9/contracts';
import { CurrentUser, SignedIn } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';

@ApiTags('identity')
@Controller()
export class ProfileController {
  @Get(ROUTES.profile)
  @SignedIn()
  @ApiOperation({ summary: 'Người dùng hiện tại (401 khi chưa đăng nhập)' })
  profile(@CurrentUser() user: SessionUser): Profile {
    return { id: user.id, email: user.email, username: user.username, name: user.name, isAdmin: user.isAdmin };
  }
}
