import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApprovalResponse, CurrentApprovalResponse } from '@k9/contracts';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { Approvals } from '../../approvals.js';

/** The admin's own batch approvals, as they stand. */
@ApiTags('studio')
@Controller('api/aiGenHistory/approvals')
@AdminOnly()
export class ApprovalsController {
  constructor(private readonly approvals: Approvals) {}

  // Before ':jobId'.
  @Get('current')
  @ApiOperation({ summary: 'Đợt duyệt hàng loạt đang chạy của admin (hoặc đợt gần nhất), để tải lại trang; data null khi không có.' })
  async current(@CurrentUser() user: SessionUser): Promise<CurrentApprovalResponse> {
    return { success: true, data: await this.approvals.current(user) };
  }

  @Get(':jobId')
  @ApiOperation({ summary: 'Một đợt duyệt hàng loạt của admin: đã xong / tổng, thành công, lỗi (từng bản ghi), trạng thái, câu tổng kết.' })
  async state(@Param('jobId') jobId: string, @CurrentUser() user: SessionUser): Promise<ApprovalResponse> {
    return { success: true, data: await this.approvals.state(user, jobId) };
  }
}
