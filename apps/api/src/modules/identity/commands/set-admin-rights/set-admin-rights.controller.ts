import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminRightsRequest, USER_FORM_MESSAGES, type AdminRightsResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { AdminOnly, CurrentUser } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';
import { requesterOf, userId } from '../../users-http.js';

/** Spec 3 §5: admin rights, granted and withdrawn by the super admin. */
@ApiTags('identity')
@Controller('api/user')
@AdminOnly()
export class SetAdminRightsController {
  constructor(private readonly accounts: AccountsService) {}

  @Put(':id/admin')
  @ApiOperation({ summary: 'Cấp (isAdmin: true) hoặc thu hồi (false) quyền quản trị: chỉ quản trị viên cấp cao, không áp dụng cho chính mình (403)' })
  async setAdminRights(@Param('id', userId()) id: string, @Body() body: AdminRightsRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<AdminRightsResponse> {
    const data = await this.accounts.setAdminRights(id, body.isAdmin, requesterOf(admin), metadataFor(request, admin));
    return { success: true, data, message: body.isAdmin ? USER_FORM_MESSAGES.adminGranted : USER_FORM_MESSAGES.adminWithdrawn };
  }
}
