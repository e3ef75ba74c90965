import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApproveGenerationsRequest, type ApprovalStarted } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { Approvals } from '../../approvals.js';

/** Batch approve (spec 1 §4, §5, §9) as a server job: the caller's own records only. */
@ApiTags('studio')
@Controller('api/aiGenHistory/approvals')
@AdminOnly()
export class StartApprovalController {
  constructor(private readonly approvals: Approvals) {}

  @Post()
  @ApiOperation({
    summary:
      "Duyệt hàng loạt { ids }: một công việc trên server duyệt các bản ghi chưa duyệt của chính admin (nhóm 10, nghỉ 100 ms giữa các mục, 500 ms giữa các nhóm); tiến độ qua /ws (job.updated, studio.approval.progress). " +
      "Không chọn gì: 'Vui lòng chọn ít nhất một câu hỏi để duyệt!'; không còn bản ghi chưa duyệt: 'Không có câu hỏi chưa duyệt!'. Dừng: POST /api/aiGenHistory/approvals/{jobId}/stop.",
  })
  start(@Body() body: ApproveGenerationsRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<ApprovalStarted> {
    return this.approvals.start(user, body.ids, metadataFor(request, user));
  }
}
