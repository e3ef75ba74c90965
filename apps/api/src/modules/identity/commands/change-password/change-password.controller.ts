import { Body, Controller, HttpCode, Put, Req, UnprocessableEntityException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ACCOUNT_MESSAGES, ChangePasswordRequest, ROUTES } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { CurrentUser, SignedInAnyState } from '../../guards/guards.js';
import { verifyPassword } from '../../password.js';
import type { SessionUser } from '../../session/session-user.js';
import { UsersRepository } from '../../users.repository.js';

@ApiTags('identity')
@Controller()
export class ChangePasswordController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly users: UsersRepository,
  ) {}

  @Put(ROUTES.profilePassword)
  @HttpCode(200)
  @SignedInAnyState()
  @ApiOperation({ summary: 'Đổi mật khẩu của chính mình (bắt buộc sau khi quản trị viên đặt mật khẩu)' })
  async change(@Body() body: ChangePasswordRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<{ success: true; message: string }> {
    const hash = await this.users.passwordHashOf(user.id);
    // A forced change follows a sign-in with that very password; otherwise the current one must be given again.
    if (hash && !user.mustChangePassword && !(await verifyPassword(body.currentPassword ?? '', hash))) {
      throw new UnprocessableEntityException({ statusCode: 422, code: 'WRONG_PASSWORD', message: ACCOUNT_MESSAGES.currentPasswordWrong });
    }
    if (hash && (await verifyPassword(body.newPassword, hash))) {
      throw new UnprocessableEntityException({ statusCode: 422, code: 'SAME_PASSWORD', message: ACCOUNT_MESSAGES.passwordSameAsOld });
    }
    await this.accounts.changeOwnPassword(user.id, body.newPassword, metadataFor(request, user));
    return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
  }
}
