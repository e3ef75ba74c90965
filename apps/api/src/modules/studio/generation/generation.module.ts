import { Module } from '@nestjs/common';
import { AiFiles } from '../../ai/ai-files.js';
import { StorageModule } from '../../storage/storage.module.js';
import { FlowConfigsModule } from '../flow-configs/flow-configs.module.js';
import { CreateAudioController } from './commands/create-audio/create-audio.controller.js';
import { DeleteGeneration } from './commands/delete-generation/delete-generation.js';
import { DeleteGenerationController } from './commands/delete-generation/delete-generation.controller.js';
import { EditAnswerController } from './commands/edit-answer/edit-answer.controller.js';
import { ImproveAnswerController } from './commands/improve-answer/improve-answer.controller.js';
import { RecordGenerationController } from './commands/record-generation/record-generation.controller.js';
import { RemoveRequest } from './commands/remove-request/remove-request.js';
import { RemoveRequestController } from './commands/remove-request/remove-request.controller.js';
import { RequestGenerationController } from './commands/request-generation/request-generation.controller.js';
import { UpdateGeneration } from './commands/update-generation/update-generation.js';
import { UpdateGenerationController } from './commands/update-generation/update-generation.controller.js';
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
  controllers: [
    HistoryController,
    // The admin's writes, each on their own records (another admin's: 404).
    RequestGenerationController,
    RemoveRequestController,
    RecordGenerationController,
    UpdateGenerationController,
    EditAnswerController,
    ImproveAnswerController,
    CreateAudioController,
    DeleteGenerationController,
  ],
  providers: [
    AiFiles,
    GenerationsRepository,
    GenerationWriter,
    GenerationQueue,
    GenerationLive,
    GenerationAi,
    GenerationProjection,
    GenerationRunJob,
    RemoveRequest,
    UpdateGeneration,
    DeleteGeneration,
  ],
  exports: [GenerationsRepository, GenerationWriter],
})
export class GenerationModule {}
