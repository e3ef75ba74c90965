import { Module } from '@nestjs/common';
import { GenerationModule } from '../generation/generation.module.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { Approvals } from './approvals.js';
import { StartApprovalController } from './commands/start-approval/start-approval.controller.js';
import { StopApprovalController } from './commands/stop-approval/stop-approval.controller.js';
import { ApprovalsController } from './queries/approvals/approvals.controller.js';
import { PublishController } from './commands/publish/publish.controller.js';
import { GenerationPublisher } from './generation-publisher.js';
import { ApproveGenerationsJob } from './jobs/approve-generations.job.js';
import { ProvenanceController } from './queries/provenance/provenance.controller.js';
import { ProvenanceReader } from './provenance-reader.js';

/** Publishing (issue 15 §3-§4): a history record as a question and answer, batch approve as a job, and the answer's provenance. */
@Module({
  imports: [GenerationModule, QuestionsModule],
  controllers: [StartApprovalController, StopApprovalController, ApprovalsController, PublishController, ProvenanceController],
  providers: [GenerationPublisher, Approvals, ApproveGenerationsJob, ProvenanceReader],
})
export class PublishingModule {}
