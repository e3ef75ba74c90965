import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApprovalResponse } from '@k9/contracts';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { Approvals } from '../../approvals.js';

@ApiTags('studio')
@Controller('api/aiGenHistory/approvals')
@AdminOnly()
export class StopApprovalController {
  constructor(private readonly approvals: Approvals) {}

  @Post(':jobId/stop')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dừng đợt duyệt hàng loạt của admin (đường dừng công việc duy nhất của server): dừng giữa hai bản ghi, mỗi bản ghi hoặc đã duyệt một lần hoặc chưa đổi.' })
  async stop(@Param('jobId') jobId: string, @CurrentUser() user: SessionUser): Promise<ApprovalResponse> {
    return { success: true, data: await this.approvals.stop(user, jobId) };
  }
}
