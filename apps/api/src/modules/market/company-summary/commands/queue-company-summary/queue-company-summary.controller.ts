import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { QueueCompanySummaryRequest, type CompanySummaryQueued } from '@k9/contracts';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { CompanySummaryQueue } from '../../company-summary-queue.js';

/** Spec 3 §4-5: the admin's company summary search and 'Tạo tổng quan' queue one ticker's summary. */
@ApiTags('market')
@Controller('api/company-summaries/queue')
@AdminOnly()
export class QueueCompanySummaryController {
  constructor(private readonly queue: CompanySummaryQueue) {}

  @Post()
  @HttpCode(202)
  @ApiBody({ schema: { type: 'object', required: ['ticker'], properties: { ticker: { type: 'string', example: 'FPT' } } } })
  @ApiOperation({
    summary:
      "Thêm một mã chứng khoán vào hàng đợi tạo tổng quan doanh nghiệp: { ticker } → 202 { taskId, ticker }. Mã trống: 400 'Vui lòng nhập mã chứng khoán!'. " +
      "Không bảng nào (định giá, thông tin doanh nghiệp, chỉ số tài chính) có dữ liệu: 422 'Không có dữ liệu để tạo tổng quan!'. Mã đang chờ hoặc đang xử lý: 409. " +
      'Mỗi tác vụ giữ trước một lượt gọi AI trong hạn mức ngày (429 AI_DAILY_LIMIT nếu hết). Kết quả lưu thành AI Summary (info.sheetName CompanySummary).',
  })
  enqueue(@Body() body: QueueCompanySummaryRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<CompanySummaryQueued> {
    return this.queue.enqueue(body.ticker.toUpperCase(), user, request);
  }
}
