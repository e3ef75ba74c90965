import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AiSummaryDeleteResponse } from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { aiSummaryId } from '../../ai-summary-id.js';
import { AiSummaryWriter } from '../../ai-summary-writer.js';

@ApiTags('content')
@Controller('api/ai-summary')
@AdminOnly()
export class DeleteAiSummaryController {
  constructor(private readonly writer: AiSummaryWriter) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa AI Summary (biến mất khỏi danh sách; lịch sử vẫn giữ).' })
  async remove(@Param('id', aiSummaryId) id: number, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<AiSummaryDeleteResponse> {
    await this.writer.delete(id, metadataFor(request, admin), ifMatchVersion(request));
    return { success: true, id };
  }
}
