import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { FlowConfigDeletedResponse } from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { flowConfigId } from '../../flow-config-id.js';
import { FlowConfigWriter } from '../../flow-config-writer.js';

@ApiTags('studio')
@Controller('api/aiGenConfigList')
@AdminOnly()
export class DeleteFlowConfigController {
  constructor(private readonly writer: FlowConfigWriter) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa cấu hình AI (biến mất khỏi danh sách; lịch sử các lần chạy vẫn ghi phiên bản đã dùng).' })
  async remove(@Param('id', flowConfigId) id: number, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<FlowConfigDeletedResponse> {
    await this.writer.delete(id, metadataFor(request, admin), ifMatchVersion(request));
    return { success: true, id };
  }
}
