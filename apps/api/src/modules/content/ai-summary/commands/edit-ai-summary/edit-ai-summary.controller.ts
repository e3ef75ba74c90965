import { Body, Controller, Param, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UpdateAiSummaryRequest, type AiSummaryRecord } from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { sentFields } from '../../../../../platform/http/sent-fields.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { aiSummaryId } from '../../ai-summary-id.js';
import { AiSummaryWriter } from '../../ai-summary-writer.js';

@ApiTags('content')
@Controller('api/ai-summary')
@AdminOnly()
export class EditAiSummaryController {
  constructor(private readonly writer: AiSummaryWriter) {}

  @Put(':id')
  @ApiOperation({ summary: 'Sửa AI Summary (info, summary1, summary2, category, status, tables, fileUrls; trường không gửi giữ nguyên). If-Match: W/"version" tuỳ chọn (cũ: 412).' })
  update(
    @Param('id', aiSummaryId) id: number,
    @Body() body: UpdateAiSummaryRequest,
    @CurrentUser() admin: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AiSummaryRecord> {
    return this.writer.edit(id, sentFields(body), metadataFor(request, admin), ifMatchVersion(request), response);
  }
}
