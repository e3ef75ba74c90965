import { Module } from '@nestjs/common';
import { AiSummariesRepository } from './ai-summaries.repository.js';
import { AiSummaryWriter } from './ai-summary-writer.js';
import { ManageAiSummariesController } from './commands/manage-ai-summaries/manage-ai-summaries.controller.js';
import { AiSummaryProjection } from './projections/ai-summary/ai-summary.projection.js';
import { AiSummariesController } from './queries/ai-summaries/ai-summaries.controller.js';

/** AI summaries (the report and reportDN views of the content screen): issue 11 §3. */
@Module({
  controllers: [AiSummariesController, ManageAiSummariesController],
  providers: [AiSummariesRepository, AiSummaryWriter, AiSummaryProjection],
  exports: [AiSummaryWriter, AiSummariesRepository],
})
export class AiSummaryModule {}
