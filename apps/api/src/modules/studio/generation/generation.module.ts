import { Module } from '@nestjs/common';
import { AiFiles } from '../../ai/ai-files.js';
import { StorageModule } from '../../storage/storage.module.js';
import { FlowConfigsModule } from '../flow-configs/flow-configs.module.js';
import { ManageHistoryController } from './commands/manage-history/manage-history.controller.js';
import { GenerationAi } from './generation-ai.js';
import { GenerationLive } from './generation-live.js';
import { GenerationQueue } from './generation-queue.js';
import { GenerationWriter } from './generation-writer.js';
import { GenerationsRepository } from './generations.repository.js';
import { GenerationRunJob } from './jobs/generation-run.job.js';
import { GenerationProjection } from './projections/generation/generation.projection.js';
import { HistoryController } from './queries/history/history.controller.js';

/** The studio's generation (issue 15 §2-§3): the server-side queue, the chain as jobs, history, improve, audio. */
@Module({
  // AiFiles (what an AI call made, kept through the storage port) is stateless: this module has its own.
  imports: [FlowConfigsModule, StorageModule],
  // The queue's reads first: GET requests before GET :id.
  controllers: [HistoryController, ManageHistoryController],
  providers: [AiFiles, GenerationsRepository, GenerationWriter, GenerationQueue, GenerationLive, GenerationAi, GenerationProjection, GenerationRunJob],
  exports: [GenerationsRepository, GenerationWriter],
})
export class GenerationModule {}
