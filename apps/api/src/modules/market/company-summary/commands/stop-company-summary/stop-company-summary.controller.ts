import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../../identity/guards/guards.js';
import { CompanySummaryQueue } from '../../company-summary-queue.js';

/** Spec 3 §4: a task can be stopped; a waiting one leaves the queue, a running one is aborted. */
@ApiTags('market')
@Controller('api/company-summaries/queue')
@AdminOnly()
export class StopCompanySummaryController {
  constructor(private readonly queue: CompanySummaryQueue) {}

  @Delete(':taskId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dừng một tác vụ tạo tổng quan: xóa khỏi hàng đợi nếu đang chờ, hủy (cả lượt gọi AI) nếu đang chạy. 404 nếu tác vụ không còn trong hàng đợi.' })
  stop(@Param('taskId') taskId: string): Promise<{ result: 'removed' | 'cancelling' }> {
    return this.queue.stop(taskId);
  }
}
