import { Body, Controller, Delete, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DeleteUsersRequest, type UserDeleteResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { AdminOnly, CurrentUser } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';
import { badUserId, isUserId, requesterOf } from '../../users-http.js';

@ApiTags('identity')
@Controller('api/user')
@AdminOnly()
export class DeleteUsersController {
  constructor(private readonly accounts: AccountsService) {}

  @Delete()
  @ApiOperation({ summary: 'Xóa người dùng: body { id } (một hoặc nhiều); không xóa được chính mình; tài khoản quản trị viên: chỉ quản trị viên cấp cao' })
  async remove(@Body() body: DeleteUsersRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<UserDeleteResponse> {
    const ids = ([] as unknown[]).concat(body.id);
    if (!ids.length || ids.length > 1000 || !ids.every(isUserId)) throw badUserId();
    return { success: true, deleted: await this.accounts.delete(ids, requesterOf(admin), metadataFor(request, admin)) };
  }
}
