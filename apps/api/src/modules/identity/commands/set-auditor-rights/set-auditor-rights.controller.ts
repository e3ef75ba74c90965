import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuditorRightsRequest, USER_FORM_MESSAGES, type AuditorRightsResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { AdminOnly, CurrentUser } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';
import { requesterOf, userId } from '../../users-http.js';

/** Issue 36 §4: the read-only auditor role, given and taken back by the super admin. */
@ApiTags('identity')
@Controller('api/user')
@AdminOnly()
export class SetAuditorRightsController {
  constructor(private readonly accounts: AccountsService) {}

  @Put(':id/auditor')
  @ApiOperation({ summary: 'Giao (auditor: true) hoặc thu hồi (false) vai trò kiểm toán viên (chỉ xem): chỉ quản trị viên cấp cao, không áp dụng cho chính mình (403)' })
  async setAuditorRights(@Param('id', userId()) id: string, @Body() body: AuditorRightsRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<AuditorRightsResponse> {
    const data = await this.accounts.setAuditorRights(id, body.auditor, requesterOf(admin), metadataFor(request, admin));
    return { success: true, data, message: body.auditor ? USER_FORM_MESSAGES.auditorGranted : USER_FORM_MESSAGES.auditorRevoked };
  }
}
