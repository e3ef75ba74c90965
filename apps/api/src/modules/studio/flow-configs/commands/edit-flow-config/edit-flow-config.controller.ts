import { Body, Controller, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UpdateFlowConfigRequest, type FlowConfigSavedResponse } from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { sentFields } from '../../../../../platform/http/sent-fields.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { FlowConfigWriter } from '../../flow-config-writer.js';
import { STEPS } from '../flow-config-steps.js';

@ApiTags('studio')
@Controller('api/aiGenConfigList')
@AdminOnly()
export class EditFlowConfigController {
  constructor(private readonly writer: FlowConfigWriter) {}

  @Put()
  @ApiOperation({ summary: `Sửa cấu hình AI: id và các trường thay đổi (trường không gửi giữ nguyên). If-Match: W/"version" tùy chọn (cũ: 412). ${STEPS}` })
  async update(@Body() body: UpdateFlowConfigRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<FlowConfigSavedResponse> {
    const { id, ...fields } = sentFields(body);
    return { success: true, data: await this.writer.edit(id as number, fields, metadataFor(request, admin), ifMatchVersion(request), response) };
  }
}
