import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CompanySummaryQueueView } from '@k9/contracts';
import { AdminOnly } from '../../../../identity/guards/guards.js';
import { CompanySummaryQueue } from '../../company-summary-queue.js';

/** Spec 3 §4 queue modal: counts (processing, waiting) and the tasks; live changes come as `job.updated` over /ws. */
@ApiTags('market')
@Controller('api/company-summaries/queue')
@AdminOnly()
export class CompanySummaryQueueController {
  constructor(private readonly queue: CompanySummaryQueue) {}

  @Get()
  @ApiOperation({ summary: 'Hàng đợi tạo tổng quan doanh nghiệp: số tác vụ đang xử lý, đang chờ, và các tác vụ (id, searchTerm, state, progress, error, summaryId, createdAt).' })
  view(): Promise<CompanySummaryQueueView> {
    return this.queue.view();
  }
}
