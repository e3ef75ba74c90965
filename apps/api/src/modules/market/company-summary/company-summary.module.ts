import { Module } from '@nestjs/common';
import { AiSummaryModule } from '../../content/ai-summary/ai-summary.module.js';
import { MarketRowsRepository } from '../market-rows.repository.js';
import { QueueCompanySummaryController } from './commands/queue-company-summary/queue-company-summary.controller.js';
import { StopCompanySummaryController } from './commands/stop-company-summary/stop-company-summary.controller.js';
import { CompanySummaryReader } from './company-summary-data.js';
import { CompanySummaryQueue } from './company-summary-queue.js';
import { CompanySummaryJob } from './company-summary.job.js';
import { CompanySummaryQueueController } from './queries/company-summary-queue/company-summary-queue.controller.js';

/** Company summaries (issue 32 §3): the queue that turns a ticker's market tables into an AI summary. */
@Module({
  imports: [AiSummaryModule],
  controllers: [CompanySummaryQueueController, QueueCompanySummaryController, StopCompanySummaryController],
  providers: [MarketRowsRepository, CompanySummaryReader, CompanySummaryQueue, CompanySummaryJob],
})
export class CompanySummaryModule {}
