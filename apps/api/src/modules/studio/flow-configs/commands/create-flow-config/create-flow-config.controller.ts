import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateFlowConfigRequest, type FlowConfigSavedResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { sentFields } from '../../../../../platform/http/sent-fields.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { FlowConfigWriter } from '../../flow-config-writer.js';
import { STEPS } from '../flow-config-steps.js';

/** Writes of AI flow configs (spec 1 §7): admins only. */
@ApiTags('studio')
@Controller('api/aiGenConfigList')
@AdminOnly()
export class CreateFlowConfigController {
  constructor(private readonly writer: FlowConfigWriter) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: `Tạo cấu hình AI: name (bắt buộc), layout (article|slide, mặc định slide), show; thiếu aiConfigs: năm bước mặc định với mô hình đầu tiên của mỗi danh sách. ${STEPS}` })
  async create(@Body() body: CreateFlowConfigRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<FlowConfigSavedResponse> {
    return { success: true, data: await this.writer.create(sentFields(body), metadataFor(request, admin), response) };
  }
}
