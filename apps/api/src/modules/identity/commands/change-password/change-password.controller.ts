import { Body, Controller, HttpCode, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ACCOUNT_MESSAGES, ChangePasswordRequest, ROUTES } from '@k9/contracts';
import { CurrentUser, SignedInAnyState } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';
import { ChangePassword } from './change-password.js';

@ApiTags('identity')
@Controller()
export class ChangePasswordController {
  constructor(private readonly changePassword: ChangePassword) {}

  @Put(ROUTES.profilePassword)
  @HttpCode(200)
  @SignedInAnyState()
  @ApiOperation({
    summary: 'Đổi mật khẩu của chính mình: cần mật khẩu hiện tại (trừ lần đổi bắt buộc ngay sau khi đăng nhập bằng mật khẩu ban đầu); mọi phiên khác của tài khoản kết thúc',
  })
  async change(@Body() body: ChangePasswordRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<{ success: true; message: string }> {
    await this.changePassword.run(body, user, request);
    return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
  }
}
