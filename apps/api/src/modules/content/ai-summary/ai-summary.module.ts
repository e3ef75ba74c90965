import { Module } from '@nestjs/common';
import { AiSummariesRepository } from './ai-summaries.repository.js';
import { AiSummaryWriter } from './ai-summary-writer.js';
import { CreateAiSummaryController } from './commands/create-ai-summary/create-ai-summary.controller.js';
import { DeleteAiSummaryController } from './commands/delete-ai-summary/delete-ai-summary.controller.js';
import { EditAiSummaryController } from './commands/edit-ai-summary/edit-ai-summary.controller.js';
import { AiSummaryProjection } from './projections/ai-summary/ai-summary.projection.js';
import { AiSummariesController } from './queries/ai-summaries/ai-summaries.controller.js';

/** AI summaries (the report and reportDN views of the content screen): issue 11 §3. */
@Module({
  controllers: [AiSummariesController, CreateAiSummaryController, EditAiSummaryController, DeleteAiSummaryController],
  providers: [AiSummariesRepository, AiSummaryWriter, AiSummaryProjection],
  exports: [AiSummaryWriter, AiSummariesRepository],
})
export class AiSummaryModule {}
