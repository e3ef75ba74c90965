import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { UserFormRequest, type UserSaveResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { AdminOnly, CurrentUser } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';
import { requesterOf, savedUser, userId } from '../../users-http.js';

@ApiTags('identity')
@Controller('api/user')
@AdminOnly()
export class UpdateUserController {
  constructor(private readonly accounts: AccountsService) {}

  @Put(':id')
  @ApiOperation({ summary: 'Cập nhật người dùng (thông tin, thời hạn, lớp, đặt lại mật khẩu); tài khoản quản trị viên khác: chỉ quản trị viên cấp cao' })
  async update(@Param('id', userId()) id: string, @Body() body: UserFormRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<UserSaveResponse> {
    return savedUser(await this.accounts.update(id, body, requesterOf(admin), metadataFor(request, admin)));
  }
}
